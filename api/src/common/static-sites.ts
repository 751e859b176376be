import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** The business settings the site shows (BUSINESS_NAME, SUPPORT_PHONE, SUPPORT_EMAIL), as the site reads them. */
interface SiteSettings {
  name: string;
  supportPhone: string;
  supportEmail: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The site's index.html with the business settings in <meta> tags the site reads before its first render (no
 * request, no inline script under the CSP), kept while the file is unchanged.
 */
function siteIndex(settings: SiteSettings): (file: string) => string {
  let cached: { file: string; mtime: number; html: string } | undefined;
  const metas = [
    `<meta name="evisa:business-name" content="${escapeAttribute(settings.name)}">`,
    `<meta name="evisa:support-phone" content="${escapeAttribute(settings.supportPhone)}">`,
    `<meta name="evisa:support-email" content="${escapeAttribute(settings.supportEmail)}">`,
  ].join('');
  return (file) => {
    const mtime = statSync(file).mtimeMs;
    if (cached?.file !== file || cached.mtime !== mtime) {
      cached = { file, mtime, html: readFileSync(file, 'utf8').replace('</head>', `${metas}</head>`) };
    }
    return cached.html;
  };
}

/**
 * Whether a path is some spelling of /api, as a lenient client, proxy or browser would read it: percent-encoded
 * letters, backslashes for slashes, doubled slashes, dot segments, any letter case (/API, /%61pi, /api\\admin,
 * //api, /x/../api). Such a path is the API's to answer (a JSON 404), never a page of the site.
 */
export function isApiSpelling(rawPath: string): boolean {
  // Written as the API's own paths are: the API's, whatever follows (its '..%2F' included).
  if (/^\/api(\/|$)/.test(rawPath)) return true;
  let path = rawPath;
  try {
    path = decodeURIComponent(path);
  } catch {
    // an invalid percent-encoding: read as it is
  }
  path = posix.normalize(path.replace(/\\/g, '/')).toLowerCase();
  return /^\/+api(?![a-z0-9_-])/.test(path);
}

/**
 * Serves the built applicant site at / and the admin console at /admin. Both are single-page apps: a path that
 * is not a file gets the app's index.html, and the app's router shows the page (or its not-found screen).
 */
export function serveStaticSites(server: Express, sites: { webDist: string; adminDist: string; business: SiteSettings }): void {
  const webIndex = siteIndex(sites.business);
  // Hashed asset names never change content, so browsers may keep them; index.html is always fetched anew. The
  // build writes each text asset beside a brotli (.br) and a gzip (.gz) copy: the smallest the client accepts is
  // sent as it is, with no compression per request.
  const assets = (root: string) =>
    expressStaticGzip(root, {
      index: false,
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      serveStatic: { index: false, immutable: true, maxAge: '1y' },
    });
  server.use('/admin', assets(sites.adminDist));
  const webSite = assets(sites.webDist);
  // The path as the client sent it: Express reads '//api/x' as a host and a path.
  const rawPath = (request: Request) => request.originalUrl.split('?')[0];
  // An API call never looks for a file on disk (a stat per request otherwise).
  server.use((request: Request, response: Response, next: NextFunction) =>
    isApiSpelling(rawPath(request)) ? next() : webSite(request, response, next),
  );
  server.use((request: Request, response: Response, next: NextFunction) => {
    // Any spelling of /api is the API's: a JSON answer, never a page. Paths are case-sensitive (README 'Routing').
    if (isApiSpelling(rawPath(request))) {
      if (/^\/api(\/|$)/.test(rawPath(request))) return next();
      response.status(404).json({
        success: false,
        status: false,
        message: `Cannot ${request.method} ${rawPath(request)}: API paths are written exactly as in /api/docs.`,
      });
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const isAdmin = request.path === '/admin' || request.path.startsWith('/admin/');
    const index = join(isAdmin ? sites.adminDist : sites.webDist, 'index.html');
    if (!existsSync(index)) {
      response.status(503).type('text/plain').send('This part of the site has not been built yet: run "npm run build".');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    if (isAdmin) response.sendFile(index);
    else response.type('html').send(webIndex(index));
  });
}
