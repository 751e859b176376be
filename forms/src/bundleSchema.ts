import type { JsonSchema } from './types.js';

/** Resolves `target` against the folder of `from` ("steps/a.json" + "../lists/b.json" -> "lists/b.json"). */
function resolvePath(from: string, target: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

function defsKey(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.json$/, '');
}

/**
 * Turns a step schema whose `$ref`s name list files into one self-contained schema: every referenced file is
 * placed once under `$defs` and the references point there. RJSF resolves only local references, and one
 * self-contained schema is what the API compiles and the browser's standalone code is generated from.
 */
export function bundleSchema(path: string, files: Record<string, unknown>): JsonSchema {
  const defs: Record<string, unknown> = {};

  const rewrite = (node: unknown, filePath: string, localPrefix: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, filePath, localPrefix));
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        out.$ref = rewriteRef(value, filePath, localPrefix);
      } else {
        out[key] = rewrite(value, filePath, localPrefix);
      }
    }
    return out;
  };

  const rewriteRef = (ref: string, filePath: string, localPrefix: string): string => {
    const [file, pointer = ''] = ref.split('#');
    if (!file) return `#${localPrefix}${pointer}`;
    const target = resolvePath(filePath, file);
    const key = defsKey(target);
    if (!(key in defs)) {
      if (!(target in files)) throw new Error(`${filePath}: $ref to unknown file ${target}`);
      defs[key] = {}; // reserve the key first so that files referring to each other terminate
      defs[key] = rewrite(files[target], target, `/$defs/${key}`);
    }
    return `#/$defs/${key}${pointer}`;
  };

  if (!(path in files)) throw new Error(`Unknown schema file ${path}`);
  const root = rewrite(files[path], path, '') as JsonSchema;
  const ownDefs = (root.$defs as Record<string, unknown> | undefined) ?? {};
  return Object.keys(defs).length ? { ...root, $defs: { ...ownDefs, ...defs } } : root;
}
