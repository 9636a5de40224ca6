import type { z } from 'zod';

// One contract per endpoint (DESIGN §8): the server's route is built from it (`routeOf`) and
// the web client calls it (`callApi`), so a path, a parameter or a body changed here fails to
// compile on both sides. Nothing here is a zod value: only the contracts themselves are.

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The statuses an endpoint answers successfully with. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** The names of a path's `:name` segments: `'/products/:id/videos/:perspective'` gives `'id' | 'perspective'`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<Rest>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Below `/api`, Fastify's spelling: `:name` segments are the path parameters. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The answers by status, as Fastify and OpenAPI spell them: one success (2xx) and the
   * documented errors. None for files and streams, whose bodies are not JSON.
   */
  response?: Readonly<Record<number, z.ZodType>>;
}

/** A path with `:name` segments needs a params schema giving each of them. */
type ParamsOfPath<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { params?: never }
  : { params: z.ZodType<Record<PathParamNames<Path>, string>> };

/**
 * Checks the contract (its params against its path) and gives it back unchanged. Marked free
 * of side effects, so a bundle keeps only the contracts its code calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const E extends EndpointDefinition>(
  endpoint: E & ParamsOfPath<E['path']>,
): E {
  return endpoint;
}

type SuccessStatusOf<E extends EndpointDefinition> = Extract<
  keyof NonNullable<E['response']>,
  SuccessStatus
>;

/** The schema of the endpoint's successful answer; undefined for a 204 or no JSON at all. */
export type EndpointAnswerSchema<E extends EndpointDefinition> = [SuccessStatusOf<E>] extends [204]
  ? undefined
  : NonNullable<E['response']>[SuccessStatusOf<E>];

/** What a successful call resolves to: the parsed answer, or undefined (204, files). */
export type EndpointAnswer<E extends EndpointDefinition> =
  EndpointAnswerSchema<E> extends z.ZodType ? z.output<EndpointAnswerSchema<E>> : undefined;

/** What a caller sends: path parameters, query and body, each as its schema accepts it. */
export type EndpointRequest<E extends EndpointDefinition> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: never });

const successStatuses: readonly number[] = [200, 201, 202, 204] satisfies SuccessStatus[];

/** The schema of the successful answer, or undefined when it has no JSON body. */
export function answerSchemaOf(endpoint: EndpointDefinition): z.ZodType | undefined {
  const status = Object.keys(endpoint.response ?? {})
    .map(Number)
    .find((code) => successStatuses.includes(code));
  return status === undefined || status === 204 ? undefined : endpoint.response?.[status];
}

/** The path with its `:name` segments filled in, each encoded as one URL segment. */
export function endpointPath(
  endpoint: Pick<EndpointDefinition, 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return endpoint.path.replace(/:([^/]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
