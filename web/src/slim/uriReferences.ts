// RFC 3986 reference resolution and comparison, in place of fast-uri (22 KB minified) in the site's bundle:
// @rjsf/utils imports fast-uri only for `resolve` and `equal` on the `$id`s and `$ref`s of draft 2020-12 schemas
// (findSchemaDefinition). The site's forms are draft 2019-09 (forms/ compiles them with Ajv2019), so RJSF does not
// call these today; should it, they answer as RFC 3986 says (uriReferences.test.ts checks them against fast-uri).

const URI = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#([\s\S]*))?$/;

interface Parts {
  scheme?: string;
  authority?: string;
  path: string;
  query?: string;
  fragment?: string;
}

function parse(reference: string): Parts {
  const [, scheme, authority, path = '', query, fragment] = URI.exec(reference)!;
  return { scheme, authority, path, query, fragment };
}

function serialize({ scheme, authority, path, query, fragment }: Parts): string {
  return `${scheme !== undefined ? `${scheme}:` : ''}${authority !== undefined ? `//${authority}` : ''}${path}${query !== undefined ? `?${query}` : ''}${fragment !== undefined ? `#${fragment}` : ''}`;
}

/** RFC 3986 section 5.2.4. */
function removeDotSegments(path: string): string {
  let input = path;
  let output = '';
  while (input) {
    if (input.startsWith('../')) input = input.slice(3);
    else if (input.startsWith('./')) input = input.slice(2);
    else if (input.startsWith('/./')) input = input.slice(2);
    else if (input === '/.') input = '/';
    else if (input.startsWith('/../') || input === '/..') {
      input = `/${input.slice(input === '/..' ? 3 : 4)}`;
      output = output.slice(0, Math.max(0, output.lastIndexOf('/')));
    } else if (input === '.' || input === '..') input = '';
    else {
      const end = input.indexOf('/', input.startsWith('/') ? 1 : 0);
      const segment = end === -1 ? input : input.slice(0, end);
      output += segment;
      input = input.slice(segment.length);
    }
  }
  return output;
}

/** RFC 3986 section 5.2.2 (strict): `reference` resolved against `base`. */
function resolve(base: string, reference: string): string {
  const b = parse(base);
  const r = parse(reference);
  if (r.scheme !== undefined) return serialize({ ...r, path: removeDotSegments(r.path) });
  if (r.authority !== undefined) return serialize({ ...r, scheme: b.scheme, path: removeDotSegments(r.path) });
  if (r.path === '') return serialize({ ...b, query: r.query ?? b.query, fragment: r.fragment });
  const merged = r.path.startsWith('/')
    ? r.path
    : b.authority !== undefined && b.path === ''
      ? `/${r.path}`
      : `${b.path.slice(0, b.path.lastIndexOf('/') + 1)}${r.path}`;
  return serialize({ ...b, path: removeDotSegments(merged), query: r.query, fragment: r.fragment });
}

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443', ws: '80', wss: '443' };
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodings in upper case, and those of unreserved characters decoded (RFC 3986 section 6.2.2). */
const normalizeEncoding = (text: string) =>
  text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });

/** A reference in the normal form RFC 3986 section 6.2.2 and 6.2.3 give it (for http, https, ws and wss). */
function normalize(reference: string): string {
  const parts = parse(reference);
  const scheme = parts.scheme?.toLowerCase();
  let authority = parts.authority;
  if (authority !== undefined) {
    const at = authority.lastIndexOf('@');
    const userInfo = at === -1 ? '' : normalizeEncoding(authority.slice(0, at + 1));
    let host = normalizeEncoding(authority.slice(at + 1)).toLowerCase();
    const port = /:(\d*)$/.exec(host);
    if (port && (port[1] === '' || (scheme && DEFAULT_PORTS[scheme] === port[1]))) host = host.slice(0, port.index);
    authority = userInfo + host;
  }
  let path = removeDotSegments(normalizeEncoding(parts.path));
  if (path === '' && authority !== undefined && scheme && scheme in DEFAULT_PORTS) path = '/';
  return serialize({
    scheme,
    authority,
    path,
    query: parts.query === undefined ? undefined : normalizeEncoding(parts.query),
    fragment: parts.fragment === undefined ? undefined : normalizeEncoding(parts.fragment),
  });
}

/** Whether two references name the same resource once normalized. */
function equal(a: string, b: string): boolean {
  return normalize(a) === normalize(b);
}

const uriReferences = { resolve, equal };
export default uriReferences;
