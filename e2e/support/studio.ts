import type { APIRequestContext } from '@playwright/test';

/** The demo library's publisher (README: the studio), attached to 'Cadenza Urtext'. */
export const demoPublisher = {
  email: 'publisher@example.com',
  password: 'studio demo passphrase',
};

/** The titles a search answers with, as a guest (whoever `request` is signed in as) sees them. */
export async function guestSearchTitles(request: APIRequestContext, q: string): Promise<string[]> {
  const answer = (await (
    await request.get(`/api/products/search?q=${encodeURIComponent(q)}`)
  ).json()) as { groups: Record<string, { items: { title: string }[] } | undefined> };
  return Object.values(answer.groups).flatMap((group) => group?.items.map((i) => i.title) ?? []);
}
