import {
  applyDecorators,
  BadRequestException,
  Body,
  type HttpException,
  HttpCode,
  SetMetadata,
  type PipeTransform,
  UploadedFile,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiResponse } from '@nestjs/swagger';
import { type AjvError, createAjv, type FieldError, toFieldErrors } from '@evisa/forms';
import type { ValidateFunction } from 'ajv';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { FormValidationException } from '../common/form-validation.exception.js';
import { openApiSchema } from '../common/open-api-schema.js';

/**
 * The API's contract: every request and response body is declared once, as a named JSON Schema
 * (`declareBody`). The same schema validates requests (Ajv, the product's one set-up), types the API's code
 * (json-schema-to-ts), checks responses while the tests run, and becomes a component of the OpenAPI document, from
 * which `contract/` generates the types the site and the console compile against.
 */
export interface DeclaredBody<S extends JSONSchema = JSONSchema> {
  readonly name: string;
  readonly schema: S;
}

const declared = new Map<string, DeclaredBody>();

/** Declares a named body (an OpenAPI component). Names are unique across the API. */
export function declareBody<const S extends JSONSchema>(name: string, schema: S): DeclaredBody<S> {
  if (declared.has(name)) throw new Error(`The body ${name} is declared twice`);
  const body = { name, schema };
  declared.set(name, body as DeclaredBody);
  return body;
}

/** What a request body is once it has passed its schema. */
export type RequestOf<B extends DeclaredBody> = FromSchema<B['schema']>;

/** What a handler may return for a response body: a Date stands for a date-time string (JSON writes it as one). */
export type ReplyOf<B extends DeclaredBody> = FromSchema<
  B['schema'],
  { deserialize: [{ pattern: { type: 'string'; format: 'date-time' }; output: Date | string }] }
>;

/** A declared body as an OpenAPI reference; a list of one as `[body]`. */
export type Reply = DeclaredBody | [DeclaredBody];

const ref = (body: DeclaredBody) => ({ $ref: `#/components/schemas/${body.name}` });
const replySchema = (reply: Reply) => (Array.isArray(reply) ? { type: 'array', items: ref(reply[0]) } : ref(reply));

/**
 * Every declared body as OpenAPI components, by name: the document does not change with the order modules load in.
 * A body that embeds another declared body's schema object (the same object, by identity) refers to it instead of
 * repeating it.
 */
export function declaredComponents(): Record<string, object> {
  const names = new Map<unknown, string>([...declared.values()].map(({ name, schema }) => [schema, name]));
  const byName = [...declared.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
  return Object.fromEntries(
    byName.map(({ name, schema }) => [
      name,
      openApiSchema(schema as Record<string, unknown>, (node) => (node === schema ? undefined : names.get(node))),
    ]),
  );
}

const ajv = createAjv();
const validators = new WeakMap<object, ValidateFunction>();

/** The compiled check of a declared body (or a list of one), made once. */
function validatorOf(body: Reply): ValidateFunction {
  const known = validators.get(body);
  if (known) return known;
  const validate = ajv.compile(Array.isArray(body) ? { type: 'array', items: body[0].schema } : (body.schema as object));
  validators.set(body, validate);
  return validate;
}

/** How a request body is taken, beyond its schema. */
export interface RequestBodyOptions {
  /**
   * A clean-up of the values before they are checked (white space, phone digits): a form whose values people type
   * is checked as it will be stored. Applied to a JSON object only; it may keep only the fields it knows.
   */
  prepare?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** The words for a field the body may not have, after the field's name (instead of 'is not a field of this request'). */
  unknownField?: string;
  /** One message for any body outside the schema, no field named: for a caller that is not a person at a form (a webhook). */
  message?: string;
}

/**
 * One message per field, each naming its field, in the order the body's schema lists its fields: Ajv's own words
 * ('must be string') do not name it, a schema's errorMessage does itself. A field the body may not have is named
 * as the field at fault.
 */
function requestErrors(
  body: DeclaredBody,
  errors: readonly AjvError[] | null | undefined,
  unknownField = 'is not a field of this request',
): FieldError[] {
  const located = (errors ?? []).map((error) =>
    error.keyword === 'additionalProperties'
      ? { ...error, instancePath: `${error.instancePath}/${String(error.params.additionalProperty)}`, message: unknownField }
      : error,
  );
  const order = Object.keys((body.schema as { properties?: object }).properties ?? {});
  const rank = (field: string) => {
    const index = order.indexOf(field.split('/')[0]);
    return index === -1 ? order.length : index;
  };
  return toFieldErrors(located)
    .sort((a, b) => rank(a.field) - rank(b.field))
    .map(({ field, message }) => ({
      field,
      message: field && (message === unknownField || /^(must|is) /.test(message)) ? `${field} ${message}` : message,
    }));
}

/**
 * Checks a value that is not a body (a list's filter) against a declared schema, with the bodies' Ajv and messages:
 * one per field at fault, none when it passes.
 */
export function declaredErrors(body: DeclaredBody, value: unknown, unknownField?: string): FieldError[] {
  const validate = validatorOf(body);
  return validate(value) ? [] : requestErrors(body, validate.errors, unknownField);
}

/**
 * A request body checked against its declared schema (and prepared as `options` say): what @RequestBody's pipe
 * does, for a route that takes its body without Nest's pipeline (applications.thin-path.ts).
 */
export function checkedBody(body: DeclaredBody, value: unknown, options: RequestBodyOptions = {}): unknown {
  const validate = validatorOf(body);
  // No body, or one that is not an object, is answered as an empty one would be: each required field named.
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  const prepared = isObject && options.prepare ? options.prepare(value as Record<string, unknown>) : value;
  if (!validate(isObject ? prepared : {}) || !isObject) throw refusedBody(body, validate.errors ?? [], isObject, options);
  return prepared;
}

/**
 * The 400 for a body outside its declared schema: `errors`, Ajv's of the body (of an empty object when the body is
 * `isObject` false). For a body checked elsewhere with the same Ajv set-up (a definition worker) too.
 */
export function refusedBody(body: DeclaredBody, errors: readonly AjvError[], isObject: boolean, options: RequestBodyOptions = {}): HttpException {
  const { unknownField, message } = options;
  const fieldErrors = errors.length ? requestErrors(body, errors, unknownField) : [];
  if (!fieldErrors.length && !isObject) fieldErrors.push({ field: '', message: 'The request body must be a JSON object.' });
  return message ? new BadRequestException(message) : new FormValidationException(fieldErrors);
}

class RequestBodyPipe implements PipeTransform {
  constructor(
    private readonly body: DeclaredBody,
    private readonly options: RequestBodyOptions,
  ) {}

  transform(value: unknown): unknown {
    return checkedBody(this.body, value, this.options);
  }
}

/**
 * The request body, validated against its declared schema (a 400 with one message per field otherwise) and
 * documented as the operation's request body.
 */
export function RequestBody(body: DeclaredBody, options: RequestBodyOptions = {}): ParameterDecorator {
  return (target, key, index) => {
    Body(new RequestBodyPipe(body, options))(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
    ApiBody({ schema: ref(body) })(target, key, descriptor);
  };
}

/**
 * The request body as the JSON text that came (a JsonText; undefined when none), for a route whose body is checked
 * off the API's thread (jsonAsText in app.ts): documented as the operation's request body like @RequestBody's.
 */
export function RequestBodyText(body: DeclaredBody): ParameterDecorator {
  return (target, key, index) => {
    Body()(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
    ApiBody({ schema: ref(body) })(target, key, descriptor);
  };
}

/**
 * The one file of a multipart/form-data body (read into request.file by an interceptor such as multer's), or
 * undefined when none came: documented as the operation's request body, a file under the form field `field`.
 */
export function RequestFile(field: string, description: string): ParameterDecorator {
  return (target, key, index) => {
    UploadedFile()(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
    ApiConsumes('multipart/form-data')(target, key, descriptor);
    ApiBody({
      required: true,
      schema: { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary', description } } },
    })(target, key, descriptor);
  };
}

export const REPLY_METADATA = 'evisa:reply';

/**
 * The body a handler answers with, and its status (200 unless said): the status is answered and documented from
 * here, and the body checked while the tests run (CHECK_RESPONSES).
 */
export function Returns(reply: Reply, options: { status?: number; description?: string } = {}): MethodDecorator {
  const status = options.status ?? 200;
  return applyDecorators(
    HttpCode(status),
    ApiResponse({ status, description: options.description ?? 'Success', schema: replySchema(reply) }),
    SetMetadata(REPLY_METADATA, reply),
  );
}

/** Checks a handler's answer against its declared reply: the errors, or none. */
export function replyErrors(reply: Reply, value: unknown): string[] {
  const validate = validatorOf(reply);
  // JSON's view of the answer: Dates as strings, undefined properties gone.
  if (validate(JSON.parse(JSON.stringify(value ?? null)))) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

/**
 * An object with exactly these fields, every one present (null where it has no value): how the API's replies are
 * shaped, so a field that was never meant to leave the server fails the reply check.
 */
export function exactObject<const P extends Record<string, JSONSchema>>(properties: P) {
  return { type: 'object', required: Object.keys(properties) as (keyof P & string)[], properties, additionalProperties: false } as const;
}

/** A moment in a reply that may not have come yet (an ISO date-time, or null). */
export const NULLABLE_DATE_TIME = { type: ['string', 'null'], format: 'date-time' } as const;

/** A list of exact objects (see exactObject). */
export function listOf<const P extends Record<string, JSONSchema>>(properties: P) {
  return { type: 'array', items: exactObject(properties) } as const;
}

/** The applicant calls' success envelope around `data` (the spec reads `success` after a create, `status` elsewhere). */
export function envelope<const D extends JSONSchema>(data: D) {
  return {
    type: 'object',
    required: ['success', 'status', 'data'],
    properties: { success: { const: true }, status: { const: true }, message: { type: 'string' }, data },
    additionalProperties: false,
  } as const;
}

/** Every failure's body (api-exception.filter.ts): a code, a message, and one per field on a 400 of a form. */
export const ErrorBody = declareBody('ErrorBody', {
  type: 'object',
  required: ['success', 'status', 'message'],
  properties: {
    success: { const: false },
    status: { const: false },
    code: {
      type: 'string',
      description:
        "What went wrong, the same in every language ('APPLICATION_NOT_FOUND', 'INVALID_VALUES', else the status's name: 'NOT_FOUND'); `message` says it in the caller's language (Accept-Language), English by default",
      examples: ['APPLICATION_NOT_FOUND'],
    },
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
});

/**
 * A failure body that says more than ErrorBody (the steps still incomplete, say): ErrorBody's fields and these,
 * declared as a body of its own.
 */
export function declareFailure<const P extends Record<string, JSONSchema>>(
  name: string,
  properties: P,
  required: readonly (keyof P & string)[] = [],
) {
  const { schema } = ErrorBody;
  return declareBody(name, {
    ...schema,
    required: [...schema.required, ...required],
    properties: { ...schema.properties, ...properties },
  });
}

/**
 * The failures an endpoint answers with, each with what it means there: an ErrorBody, or the failure body named
 * beside the words (`{ 412: ['Saved elsewhere since', SavedElsewhere] }`).
 */
export function Fails(failures: Record<number, string | [string, DeclaredBody]>): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...Object.entries(failures).map(([status, failure]) => {
      const [description, body] = typeof failure === 'string' ? [failure, ErrorBody] : failure;
      return ApiResponse({ status: Number(status), description, schema: ref(body) });
    }),
  );
}

/** A success that is not JSON (a file, a script, a page): its media types, each a string of bytes. */
export function ReturnsFile(mediaTypes: string[], description: string, status = 200): MethodDecorator {
  return ApiResponse({
    status,
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  });
}
