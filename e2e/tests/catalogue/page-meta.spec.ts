import { expect, test } from '../../support/page-checks.js';
import { demoVolume } from '../../support/catalogue-data.js';

test('the HTML the server sends carries the page title and a link preview', async ({
  page,
  request,
  baseURL,
}) => {
  const volume = await demoVolume(request);
  const html = await (await request.get(`/volumes/${volume.id}`)).text();
  const escapedTitle = volume.title.replace(/&/g, '&amp;');
  expect(html).toContain(`<title>${escapedTitle} | Cadenza</title>`);
  expect(html).toContain(`<meta property="og:title" content="${escapedTitle} | Cadenza" />`);
  expect(html).toContain(
    `<meta property="og:url" content="${baseURL ?? ''}/volumes/${volume.id}" />`,
  );
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+cover\.svg\?v=\w+" \/>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{10,}" \/>/);

  // The app keeps the same title once it runs.
  await page.goto(`/volumes/${volume.id}`);
  await expect(page.getByRole('heading', { level: 1, name: volume.title })).toBeVisible();
  await expect(page).toHaveTitle(`${volume.title} | Cadenza`);
});

const fixedPages: [string, string][] = [
  ['/', 'Learn. Play. Sing. | Cadenza'],
  ['/home', 'Home | Cadenza'],
  ['/about', 'About us | Cadenza'],
  ['/contact', 'Contact us | Cadenza'],
  ['/georestricted', 'Not available in your country | Cadenza'],
];
for (const [path, title] of fixedPages) {
  test(`${path} has the same title in the served HTML and in the running app`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<meta property="og:image" content="');
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  });
}
