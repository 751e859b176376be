import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

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
 * Serves the built applicant site at / and the admin console at /admin. Both are single-page apps: a path that
 * is not a file gets the app's index.html, and the app's router shows the page (or its not-found screen).
 */
export function serveStaticSites(server: Express, sites: { webDist: string; adminDist: string; business: SiteSettings }): void {
  const webIndex = siteIndex(sites.business);
  // Hashed asset names never change content, so browsers may keep them; index.html is always fetched anew.
  const assets = { index: false, immutable: true, maxAge: '1y' } as const;
  server.use('/admin', express.static(sites.adminDist, assets));
  const webSite = express.static(sites.webDist, assets);
  // An API call never looks for a file on disk (a stat per request otherwise).
  server.use((request: Request, response: Response, next: NextFunction) =>
    request.path.startsWith('/api/') ? next() : webSite(request, response, next),
  );
  server.use((request: Request, response: Response, next: NextFunction) => {
    // Any spelling of /api is the API's: a JSON answer, never a page. Paths are case-sensitive (README 'Routing').
    if (/^\/api(\/|$)/i.test(request.path)) {
      if (request.path === '/api' || request.path.startsWith('/api/')) return next();
      response
        .status(404)
        .json({ success: false, status: false, message: `Cannot ${request.method} ${request.path}: API paths are case-sensitive (see /api/docs).` });
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
