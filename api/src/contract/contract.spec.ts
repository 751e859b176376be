import 'reflect-metadata';
import { Controller, Get, Headers, Module, Post, Res, UseInterceptors, type INestApplication } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiExceptionFilter } from '../common/api-exception.filter.js';
import { declareBody, declaredComponents, envelope, type ReplyOf, RequestBody, RequestFile, type RequestOf, Returns } from './contract.js';
import { openApiDocument } from './open-api-document.js';
import { ReplyCheckInterceptor } from './reply-check.interceptor.js';

const Greeting = declareBody('TestGreeting', {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 2, errorMessage: { minLength: 'Give at least two letters' } },
    age: { type: 'integer', minimum: 0 },
  },
  additionalProperties: false,
});
const Card = declareBody('TestCard', {
  type: 'object',
  required: ['text', 'at'],
  properties: { text: { type: 'string' }, at: { type: 'string', format: 'date-time' } },
  additionalProperties: false,
});
const CardReply = declareBody('TestCardReply', envelope(Card.schema));

let leak = false;
let cardText = JSON.stringify({ text: 'kept', at: '1970-01-01T00:00:00.000Z' });

const trim = (body: Record<string, unknown>) => ({ name: typeof body.name === 'string' ? body.name.trim() : body.name });

@Controller('cards')
class CardsController {
  @Post()
  @Returns(CardReply, { status: 201 })
  create(@RequestBody(Greeting) body: RequestOf<typeof Greeting>): ReplyOf<typeof CardReply> {
    const data = { text: `Hello ${body.name}`, at: new Date(0), ...(leak ? { passport: 'X1234567' } : {}) };
    return { success: true, status: true, data };
  }

  @Get()
  @Returns([Card])
  list(): Array<ReplyOf<typeof Card>> {
    return [{ text: 'one', at: new Date(0) }];
  }

  @Post('trimmed')
  @Returns(Card, { status: 201 })
  trimmed(@RequestBody(Greeting, { prepare: trim }) body: RequestOf<typeof Greeting>): ReplyOf<typeof Card> {
    return { text: `[${body.name}]`, at: new Date(0) };
  }

  @Post('hook')
  @Returns(Card, { status: 201 })
  hook(@RequestBody(Greeting, { message: 'Not a greeting.' }) body: RequestOf<typeof Greeting>): ReplyOf<typeof Card> {
    return { text: body.name, at: new Date(0) };
  }

  @Post('strict')
  @Returns(Card, { status: 201 })
  strict(@RequestBody(Greeting, { unknownField: 'has no place in a greeting.' }) body: RequestOf<typeof Greeting>): ReplyOf<typeof Card> {
    return { text: body.name, at: new Date(0) };
  }

  @Post('file')
  @UseInterceptors(FileInterceptor('picture'))
  @Returns(Card)
  file(@RequestFile('picture', 'A picture') file: Express.Multer.File | undefined): ReplyOf<typeof Card> {
    return { text: file ? `${file.originalname} ${file.size}` : 'none', at: new Date(0) };
  }

  @Get('kept')
  @Returns(Card)
  kept(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res({ passthrough: true }) response: Response): string | undefined {
    if (ifNoneMatch === '"1"') {
      response.status(304);
      return undefined;
    }
    response.type('application/json');
    return cardText;
  }
}

@Module({
  controllers: [CardsController],
  providers: [
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
    { provide: APP_INTERCEPTOR, useClass: ReplyCheckInterceptor },
  ],
})
class CardsModule {}

describe('the declared contract', () => {
  let app: INestApplication;
  let base: string;
  const post = async (body: unknown, path = '') => {
    const response = await fetch(`${base}/cards${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message?: string; errors?: unknown[]; text?: string } };
  };

  beforeAll(async () => {
    app = await NestFactory.create(CardsModule, { logger: false });
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });
  afterAll(() => app.close());

  it('takes a body that meets its schema, and answers with the declared reply', async () => {
    expect(await post({ name: 'Ana', age: 30 })).toEqual({
      status: 201,
      body: { success: true, status: true, data: { text: 'Hello Ana', at: '1970-01-01T00:00:00.000Z' } },
    });
  });

  it("refuses a body outside its schema with one message per field, the schema's own words where it has them", async () => {
    const reply = await post({ name: 'A', age: -1, extra: true });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toHaveLength(3);
    expect(reply.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Give at least two letters' },
        { field: 'age', message: 'age must be >= 0' },
        { field: 'extra', message: 'extra is not a field of this request' },
      ]),
    );
  });

  it('names every required field when there is no body, and refuses a body that is not an object', async () => {
    const none = await fetch(`${base}/cards`, { method: 'POST' });
    expect(await none.json()).toMatchObject({ message: 'name is required', errors: [{ field: 'name', message: 'name is required' }] });
    expect((await post([])).status).toBe(400);
  });

  it('answers 500 rather than send a body its declaration does not allow (a field it never declared)', async () => {
    leak = true;
    try {
      const reply = await post({ name: 'Ana' });
      expect(reply.status).toBe(500);
      expect(reply.body.message).toContain('CardsController.create answered outside its declared body: /data must NOT have additional properties');
    } finally {
      leak = false;
    }
  });

  it('checks each item of a list', async () => {
    expect(await (await fetch(`${base}/cards`)).json()).toEqual([{ text: 'one', at: '1970-01-01T00:00:00.000Z' }]);
  });

  it('documents each body once, as a component, and refers to it where another body embeds it', () => {
    const components = declaredComponents();
    expect(components.TestCardReply).toMatchObject({ properties: { data: { $ref: '#/components/schemas/TestCard' } } });
    expect(components.TestGreeting).toMatchObject({ properties: { name: { type: 'string', minLength: 2 } } });
    expect(JSON.stringify(components.TestGreeting)).not.toContain('errorMessage');
    const document = openApiDocument(app);
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/cards'].post).toMatchObject({
      requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/TestGreeting' } } } },
      responses: { 201: { content: { 'application/json': { schema: { $ref: '#/components/schemas/TestCardReply' } } } } },
    });
    expect(document.paths['/cards'].get?.responses[200]).toMatchObject({
      content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/TestCard' } } } },
    });
  });

  it("lists a body's messages in the order its schema lists the fields", async () => {
    const reply = await post({ extra: 1, age: 'old', name: 'A' });
    expect(reply.body.errors).toEqual([
      { field: 'name', message: 'Give at least two letters' },
      { field: 'age', message: 'age must be integer' },
      { field: 'extra', message: 'extra is not a field of this request' },
    ]);
  });

  it('checks a body once prepared (prepare), and hands the handler the prepared values', async () => {
    expect(await post({ name: '  Ana  ', age: 30 }, '/trimmed')).toEqual({ status: 201, body: { text: '[Ana]', at: '1970-01-01T00:00:00.000Z' } });
    // Two letters once trimmed are too few, whatever the spaces around them.
    expect((await post({ name: '  A  ' }, '/trimmed')).body.errors).toEqual([{ field: 'name', message: 'Give at least two letters' }]);
    expect((await post([], '/trimmed')).status).toBe(400);
  });

  it('refuses any body outside the schema with one message and no field named (message)', async () => {
    for (const body of [{ name: 'A' }, { hello: 'world' }, []]) {
      const reply = await post(body, '/hook');
      expect([reply.status, reply.body]).toEqual([400, { success: false, status: false, code: 'BAD_REQUEST', message: 'Not a greeting.' }]);
    }
    expect((await post({ name: 'Ana' }, '/hook')).status).toBe(201);
  });

  it('words a field the body may not have as the endpoint says (unknownField)', async () => {
    const reply = await post({ name: 'Ana', to: 'x' }, '/strict');
    expect([reply.status, reply.body.errors]).toEqual([400, [{ field: 'to', message: 'to has no place in a greeting.' }]]);
  });

  it('hands the handler the one file of a multipart body (RequestFile), and documents it', async () => {
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    const sent = await fetch(`${base}/cards/file`, { method: 'POST', body: form });
    expect(await sent.json()).toMatchObject({ text: 'a.png 3' });
    const none = await fetch(`${base}/cards/file`, { method: 'POST', body: new FormData() });
    expect(await none.json()).toMatchObject({ text: 'none' });
    expect(openApiDocument(app).paths['/cards/file'].post?.requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['picture'],
            properties: { picture: { type: 'string', format: 'binary', description: 'A picture' } },
          },
        },
      },
    });
  });

  it('checks JSON a handler sends as ready text, and lets a 304 go without a body', async () => {
    const kept = await fetch(`${base}/cards/kept`);
    expect([kept.status, kept.headers.get('content-type'), await kept.json()]).toEqual([
      200,
      'application/json; charset=utf-8',
      { text: 'kept', at: '1970-01-01T00:00:00.000Z' },
    ]);
    const notModified = await fetch(`${base}/cards/kept`, { headers: { 'If-None-Match': '"1"' } });
    expect([notModified.status, await notModified.text()]).toEqual([304, '']);
    cardText = JSON.stringify({ text: 'kept', at: 'yesterday', secret: 1 });
    try {
      const reply = await fetch(`${base}/cards/kept`);
      expect(reply.status).toBe(500);
      expect(((await reply.json()) as { message: string }).message).toContain('CardsController.kept answered outside its declared body');
    } finally {
      cardText = JSON.stringify({ text: 'kept', at: '1970-01-01T00:00:00.000Z' });
    }
  });

  it('refuses a second body of the same name', () => {
    expect(() => declareBody('TestCard', { type: 'object' })).toThrow('The body TestCard is declared twice');
  });
});
