import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { declaredComponents } from './contract.js';

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
  return document;
}
