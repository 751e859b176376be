import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { declaredComponents, ErrorBody } from './contract.js';

/** The API's OpenAPI document: every route, and every declared body as a component (see contract.ts). */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('e-Visa guided application API')
      .setDescription(
        'Applicant calls under /api/india keep the exact paths and field names of the product contract. Every success body ' +
          'carries `success` and `status`; every failure is JSON with a `message` (and `errors: [{field, message}]` on 400). ' +
          'Admin calls under /api/admin need `Authorization: Bearer <token>` from /api/admin/auth/login and follow ra-data-simple-rest.',
      )
      .setVersion('1')
      // 3.1: the bodies are JSON Schemas (a nullable field is `type: [..., 'null']`).
      .setOpenAPIVersion('3.1.0')
      .addBearerAuth()
      .build(),
  );
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...declaredComponents() } };
  documentStaffAccess(document);
  return document;
}

/**
 * The failures of the global staff guard (auth/staff-auth.guard.ts), on every admin operation but a public one:
 * the guard decides them for all, so they are written here once rather than on each handler.
 */
function documentStaffAccess(document: OpenAPIObject): void {
  const error = { content: { 'application/json': { schema: { $ref: `#/components/schemas/${ErrorBody.name}` } } } };
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/admin/')) continue;
    for (const operation of Object.values(operations) as Array<{ responses?: Record<string, unknown>; 'x-public'?: boolean; 'x-roles'?: string[] }>) {
      if (typeof operation !== 'object' || !operation?.responses || operation['x-public']) continue;
      const roles = operation['x-roles'] ?? ['admin'];
      operation.responses['401'] ??= { description: 'No valid staff session (Authorization: Bearer <token>)', ...error };
      operation.responses['403'] ??= {
        description: `Allowed to ${roles.join(', ')} only, once two-factor sign-in is set up where an admin requires it`,
        ...error,
      };
    }
  }
}
