import type { JsonSchema } from './types.js';

/** Resolves `target` against the folder of `from` ("steps/a.json" + "../lists/b.json" -> "lists/b.json"). */
export function resolvePath(from: string, target: string): string {
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

/** The node a JSON pointer ("/$defs/a") names inside a document. */
function atPointer(document: unknown, pointer: string, where: string): unknown {
  let node = document;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as JsonSchema)[key] : undefined;
    if (node === undefined) throw new Error(`${where}: nothing at #${pointer}`);
  }
  return node;
}

/**
 * Turns a step schema whose `$ref`s name list files into one self-contained schema: every referenced file is
 * placed once under `$defs` and the references point there. RJSF resolves only local references, and one
 * self-contained schema is what the API compiles and the browser's standalone code is generated from.
 *
 * References inside an `if` are replaced by what they name instead: RJSF checks each `if` on its own (its
 * precompiled validator compiles every `if` as a separate schema, keyed by its hash), where a reference to the
 * step's `$defs` would resolve to nothing.
 */
export function bundleSchema(path: string, files: Record<string, unknown>): JsonSchema {
  const defs: Record<string, unknown> = {};
  const defsPaths = new Map<string, string>();

  const rewrite = (node: unknown, filePath: string, localPrefix: string, inline: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, filePath, localPrefix, inline));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as JsonSchema;
    if (inline && typeof $ref === 'string') {
      const [file, pointer = ''] = $ref.split('#');
      const targetPath = file ? resolvePath(filePath, file) : filePath;
      if (!(targetPath in files)) throw new Error(`${filePath}: $ref to unknown file ${targetPath}`);
      const target = rewrite(atPointer(files[targetPath], pointer, $ref), targetPath, '', true) as JsonSchema;
      return { ...target, ...(rewrite(rest, filePath, localPrefix, true) as JsonSchema) };
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        out.$ref = rewriteRef(value, filePath, localPrefix);
      } else {
        out[key] = rewrite(value, filePath, localPrefix, inline || key === 'if');
      }
    }
    return out;
  };

  const rewriteRef = (ref: string, filePath: string, localPrefix: string): string => {
    const [file, pointer = ''] = ref.split('#');
    if (!file) return `#${localPrefix}${pointer}`;
    const target = resolvePath(filePath, file);
    const key = defsKey(target);
    const claimed = defsPaths.get(key);
    if (claimed !== undefined && claimed !== target) throw new Error(`${target} and ${claimed} would share $defs/${key}`);
    if (claimed === undefined) {
      if (!(target in files)) throw new Error(`${filePath}: $ref to unknown file ${target}`);
      defsPaths.set(key, target); // claimed before the walk so that files referring to each other terminate
      defs[key] = rewrite(files[target], target, `/$defs/${key}`, false);
    }
    return `#/$defs/${key}${pointer}`;
  };

  if (!(path in files)) throw new Error(`Unknown schema file ${path}`);
  const root = rewrite(files[path], path, '', false) as JsonSchema;
  const ownDefs = (root.$defs as Record<string, unknown> | undefined) ?? {};
  return Object.keys(defs).length ? { ...root, $defs: { ...ownDefs, ...defs } } : root;
}
