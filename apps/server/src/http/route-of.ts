import type { EndpointDefinition } from '@cadenza/domain';

type Present<E, Key extends keyof EndpointDefinition, As extends string> =
  E extends Record<Key, infer Schema> ? Record<As, Schema> : unknown;

/** OpenAPI's words about the route, kept on the server (the web app has no use for them). */
export interface RouteDocs {
  summary: string;
}

/** The route's schema, with each part the contract has (Fastify spells the query `querystring`). */
export type RouteSchemaOf<E extends EndpointDefinition> = RouteDocs &
  Present<E, 'params', 'params'> &
  Present<E, 'query', 'querystring'> &
  Present<E, 'body', 'body'> &
  Present<E, 'response', 'response'>;

/**
 * Method, URL and schema of a route from its endpoint's contract (`@cadenza/domain`), for
 * `app.route({ ...routeOf(endpoint, { summary }), handler })`: fastify-type-provider-zod types
 * the handler's request and reply from the schema, and the OpenAPI document is generated from
 * it. Parts the contract lacks are left out (a route without a query schema accepts none:
 * `strict-query.ts`).
 */
export function routeOf<const E extends EndpointDefinition>(
  endpoint: E,
  docs: RouteDocs,
): { method: E['method']; url: E['path']; schema: RouteSchemaOf<E> } {
  const schema: Record<string, unknown> = { summary: docs.summary };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.response) schema.response = endpoint.response;
  return { method: endpoint.method, url: endpoint.path, schema: schema as RouteSchemaOf<E> };
}
