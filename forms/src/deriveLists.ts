import { resolvePath } from './bundleSchema.js';
import type { JsonSchema } from './types.js';

interface Derivation {
  from: string;
  add?: string[];
  remove?: string[];
}

/**
 * Expands the lists that are variants of another list: a list file with
 * `"derive": {"from": "countries.json", "remove": ["INDIA"]}` (and/or `"add": [...]`) becomes a plain `enum`
 * list made from the base file when the definition is built, so a variant is never a hand-copied list and every
 * reader (RJSF, Ajv, the standalone code) still sees a standard `enum`. Values to remove must be in the base and
 * values to add must not be, so a typo or a change of the base list fails the build instead of passing silently.
 */
export function deriveLists(files: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...files };
  const expand = (path: string, seen: string[]): JsonSchema => {
    const file = out[path] as JsonSchema | undefined;
    if (!file) throw new Error(`Unknown list file ${path}`);
    if (!file.derive) return file;
    if (seen.includes(path)) throw new Error(`Lists derived from each other: ${[...seen, path].join(' -> ')}`);
    const { derive, ...rest } = file as JsonSchema & { derive: Derivation };
    const basePath = resolvePath(path, derive.from);
    const base = expand(basePath, [...seen, path]);
    const values = base.enum;
    if (!Array.isArray(values)) throw new Error(`${path}: ${basePath} is not an enum list`);
    for (const value of derive.remove ?? []) {
      if (!values.includes(value)) throw new Error(`${path}: removes ${value}, which ${basePath} does not have`);
    }
    for (const value of derive.add ?? []) {
      if (values.includes(value)) throw new Error(`${path}: adds ${value}, which ${basePath} already has`);
    }
    const derived = [...values.filter((value) => !(derive.remove ?? []).includes(value)), ...(derive.add ?? [])];
    const expanded = { ...rest, type: base.type, enum: derive.add?.length ? derived.sort() : derived };
    out[path] = expanded;
    return expanded;
  };
  for (const [path, content] of Object.entries(files)) {
    if (content && typeof content === 'object' && 'derive' in content) expand(path, []);
  }
  return out;
}
