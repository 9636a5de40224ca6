import { defineEndpoint } from '@cadenza/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, mockApi, requestedPaths } from '../test/mock-api';
import {
  UNEXPECTED_RESPONSE_MESSAGE,
  callApi,
  callApiExpecting,
  callApiForEffect,
} from './api-client';

const thing = z.object({ id: z.string(), name: z.string() });
const getThing = defineEndpoint({
  method: 'GET',
  path: '/shelves/:shelf/things/:id',
  params: z.object({ shelf: z.string(), id: z.string() }),
  query: z.object({ q: z.string().optional(), tag: z.array(z.string()).optional() }),
  response: { 200: z.union([thing, z.object({ id: z.string() })]) },
});
const putThing = defineEndpoint({
  method: 'PUT',
  path: '/things/:id',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  response: { 200: thing },
});
const removeThing = defineEndpoint({
  method: 'DELETE',
  path: '/things/:id',
  params: z.object({ id: z.string() }),
  response: { 204: z.null() },
});

describe('callApi', () => {
  it('builds the path from the contract, encoding each parameter, and the query in order', async () => {
    const fetchMock = mockApi({
      '/shelves/a%2Fb/things/x%20y?q=J.+S.+Bach&tag=a&tag=b': { id: 'x y', name: 'Suite' },
    });

    const answer = await callApi(getThing, {
      params: { shelf: 'a/b', id: 'x y' },
      query: { q: 'J. S. Bach', tag: ['a', 'b'] },
    });

    expect(answer).toEqual({ id: 'x y', name: 'Suite' });
    expect(requestedPaths(fetchMock)).toEqual([
      '/shelves/a%2Fb/things/x%20y?q=J.+S.+Bach&tag=a&tag=b',
    ]);
  });

  it('sends the body with the contract’s method and parses the answer with its schema', async () => {
    let sent: unknown;
    mockApi({
      'PUT /things/t1': async (request: Request) => {
        sent = await request.json();
        return Response.json({ id: 't1', name: 'Renamed' });
      },
    });

    await expect(
      callApi(putThing, { params: { id: 't1' }, body: { name: 'Renamed' } }),
    ).resolves.toEqual({ id: 't1', name: 'Renamed' });
    expect(sent).toEqual({ name: 'Renamed' });
  });

  it('reports an answer the contract does not allow', async () => {
    mockApi({ 'PUT /things/t1': { id: 't1' } });

    await expect(
      callApi(putThing, { params: { id: 't1' }, body: { name: 'x' } }),
    ).rejects.toMatchObject({ name: 'ApiRequestError', message: UNEXPECTED_RESPONSE_MESSAGE });
  });

  it('parses with a narrower schema when the request selects one form of the answer', async () => {
    mockApi({ '/shelves/s/things/t': { id: 't' } });

    await expect(
      callApiExpecting(getThing, thing, { params: { shelf: 's', id: 't' } }),
    ).rejects.toMatchObject({ message: UNEXPECTED_RESPONSE_MESSAGE });
  });

  it('does not read a 204, nor an answer the caller does not need', async () => {
    mockApi({
      'DELETE /things/t1': new Response(null, { status: 204 }),
      'PUT /things/t2': Response.json({ unexpected: true }),
    });

    await expect(callApi(removeThing, { params: { id: 't1' } })).resolves.toBeUndefined();
    await expect(
      callApiForEffect(putThing, { params: { id: 't2' }, body: { name: 'x' } }),
    ).resolves.toBeUndefined();
  });

  it('turns an error answer into an ApiRequestError with its message', async () => {
    mockApi({ 'DELETE /things/t1': apiError(409, 'card in use') });

    await expect(callApi(removeThing, { params: { id: 't1' } })).rejects.toMatchObject({
      status: 409,
      message: 'card in use',
    });
  });

  it('refuses, at compile time, calls the contract does not allow', () => {
    // Never called: `tsc` checks these lines.
    const wrongCalls = () => [
      // @ts-expect-error the body's name is a string
      callApi(putThing, { params: { id: 't1' }, body: { name: 1 } }),
      // @ts-expect-error the path needs its :id
      callApi(putThing, { body: { name: 'x' } }),
      // @ts-expect-error no parameter of that name
      callApi(removeThing, { params: { card: 't1' } }),
      // @ts-expect-error this endpoint takes no body
      callApi(removeThing, { params: { id: 't1' }, body: {} }),
    ];
    expect(typeof wrongCalls).toBe('function');
  });
});
