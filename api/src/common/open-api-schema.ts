import type { ApiBodyOptions } from '@nestjs/swagger';

type Node = Record<string, unknown>;
/** OpenAPI's schema object, as @ApiBody takes it (the swagger package does not export its type by name). */
type SchemaObject = Exclude<Extract<ApiBodyOptions, { schema?: unknown }>['schema'], undefined>;

/**
 * A JSON Schema as an OpenAPI schema: its `$defs` references inlined (OpenAPI would read them from the document's
 * root) and Ajv's own keywords (errorMessage, $comment) left out. `componentOf` names the nodes to write as a
 * reference to a component instead. The API still validates with the schema itself; this is only how the
 * documentation describes it.
 */
export function openApiSchema(schema: Node, componentOf: (node: unknown) => string | undefined = () => undefined): SchemaObject {
  const defs = (schema.$defs ?? {}) as Record<string, Node>;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    const component = componentOf(node);
    if (component) return { $ref: `#/components/schemas/${component}` };
    const { $ref, $defs: _defs, errorMessage: _messages, $comment: _comment, ...rest } = node as Node;
    const target = typeof $ref === 'string' && $ref.startsWith('#/$defs/') ? rewrite(defs[$ref.slice('#/$defs/'.length)]) : {};
    return { ...(target as Node), ...Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, rewrite(value)])) };
  };
  return rewrite(schema) as SchemaObject;
}
