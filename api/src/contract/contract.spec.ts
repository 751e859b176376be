import 'reflect-metadata';
import { Controller, Get, Module, Post, type INestApplication } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiExceptionFilter } from '../common/api-exception.filter.js';
import { declareBody, declaredComponents, envelope, type ReplyOf, RequestBody, type RequestOf, Returns } from './contract.js';
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
  const post = async (body: unknown) => {
    const response = await fetch(`${base}/cards`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { message?: string; errors?: unknown[] } };
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

  it('refuses a second body of the same name', () => {
    expect(() => declareBody('TestCard', { type: 'object' })).toThrow('The body TestCard is declared twice');
  });
});
