import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler.js';
import { sendSharedAnswer } from './shared-answer.js';

const schema = z.object({ title: z.string(), bars: z.number() });

function appSending(answer: () => object) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/answer', async (_request, reply) => sendSharedAnswer(reply, schema, answer()));
  return app;
}

describe('sendSharedAnswer', () => {
  let app: ReturnType<typeof appSending> | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('sends what the response schema lets through, as JSON, like the route serializer', async () => {
    app = appSending(() => ({ title: 'Für Elise', bars: 103, internal: 'not for clients' }));
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ title: 'Für Elise', bars: 103 });
  });

  it('serialises a shared answer once: later requests get the same text', async () => {
    const shared = { title: 'Gymnopédie No. 1', bars: 78 };
    app = appSending(() => shared);
    const first = await app.inject({ method: 'GET', url: '/answer' });
    // Answers are never changed once shared; were one changed, the kept text would show it.
    shared.bars = 0;
    const second = await app.inject({ method: 'GET', url: '/answer' });
    expect(second.body).toBe(first.body);
    expect(second.json()).toEqual({ title: 'Gymnopédie No. 1', bars: 78 });
  });

  it('answers 500 for an answer the schema refuses, never the answer itself', async () => {
    app = appSending(() => ({ title: 'Nocturne', bars: 'many' }));
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('many');
  });
});

describe('sendSharedAnswer and compression', () => {
  const large = { title: 'Sonata '.repeat(400), bars: 1 };
  let app: ReturnType<typeof appSending> | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('gzips a large answer for a client that takes gzip, and not for one that does not', async () => {
    app = appSending(() => large);
    const zipped = await app.inject({
      method: 'GET',
      url: '/answer',
      headers: { 'accept-encoding': 'br;q=1, gzip;q=0.8' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(large);

    const refused = await app.inject({
      method: 'GET',
      url: '/answer',
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(large);
  });

  it('sends a small answer as it is', async () => {
    app = appSending(() => ({ title: 'Air', bars: 2 }));
    const response = await app.inject({
      method: 'GET',
      url: '/answer',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ title: 'Air', bars: 2 });
  });
});
