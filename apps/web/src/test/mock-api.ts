import { vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;
/** A JSON body (answered with 200), or a handler for the request. */
type Answer = unknown;

export const apiError = (status: number, message: string): Response =>
  Response.json({ statusCode: status, message }, { status });

/**
 * Answers the app's API calls by path (with its query, without the /api prefix), e.g.
 * `{ '/home': {...}, 'POST /newsletter': (request) => ... }`. Any other call fails the way
 * an unreachable server does; every call is recorded on the returned mock.
 */
export function mockApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const request = new Request(new URL(input, 'http://localhost'), init);
    const url = new URL(request.url);
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const answer = answers[`${request.method} ${path}`] ?? answers[path];
    if (answer === undefined)
      throw new TypeError(`Failed to fetch (unmocked ${request.method} ${path})`);
    if (typeof answer === 'function') return (answer as Handler)(request);
    if (answer instanceof Response) return answer.clone();
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths (with query) the app asked the API for. */
export function requestedPaths(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(input, 'http://localhost');
    return `${url.pathname.replace(/^\/api/, '')}${url.search}`;
  });
}
