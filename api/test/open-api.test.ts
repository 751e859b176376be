import { expect, inject, it } from 'vitest';
import { call } from './http.js';

interface Operation {
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

const document = (await call<Document>('GET', '/api/docs/openapi.json')).body;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
);

it('documents every route the server dispatches (the docs and the generated types cannot leave one out)', () => {
  const served = inject('routes')
    .filter((route) => route.split(' ')[1].startsWith('/api/') && !route.split(' ')[1].startsWith('/api/docs'))
    .map((route) => route.replace(/:(\w+)/g, '{$1}'));
  expect(served.filter((route) => !operations.some((operation) => operation.route === route))).toEqual([]);
});

it('describes the body of every success by a schema: none is left to prose', () => {
  const undescribed = operations.filter(({ operation }) =>
    Object.entries(operation.responses).every(
      ([status, response]) =>
        !/^[23]/.test(status) || (status !== '204' && !/^3/.test(status) && !Object.values(response.content ?? {}).some((media) => media.schema)),
    ),
  );
  expect(undescribed.map(({ route }) => route)).toEqual([]);
});

it('refers every JSON body, request or success, to a declared component', () => {
  const unnamed = operations.flatMap(({ route, operation }) =>
    [
      operation.requestBody,
      ...Object.entries(operation.responses)
        .filter(([status]) => /^2/.test(status))
        .map(([, response]) => response),
    ]
      .map((body) => body?.content?.['application/json']?.schema as { $ref?: string; items?: { $ref?: string } } | undefined)
      .filter((schema) => schema && !(schema.$ref ?? schema.items?.$ref))
      .map(() => route),
  );
  expect(unnamed).toEqual([]);
});

it("documents the staff guard's failures on every admin operation but signing in, with the roles each allows", () => {
  const admin = operations.filter(({ route }) => route.split(' ')[1].startsWith('/api/admin/') && route !== 'POST /api/admin/auth/login');
  const undocumented = admin.filter(({ operation }) => !operation.responses[401]?.content || !operation.responses[403]?.content);
  expect(undocumented.map(({ route }) => route)).toEqual([]);
  const roles = (route: string) => (operations.find((operation) => operation.route === route)?.operation as { 'x-roles'?: string[] })['x-roles'];
  expect(roles('GET /api/admin/applications')).toEqual(['admin', 'staff']);
  expect(roles('GET /api/admin/users')).toBeUndefined(); // admins only, as without @Roles()
});
