import { clientHeaders, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { expect, expectNoSeriousA11yViolations, test } from '../support/page-checks.js';
import { demoPublisher } from '../support/studio.js';

test.use({ viewport: { width: 1440, height: 900 } });

/** The pages, written here: two chapters linking to each other and a page with no heading. */
const pages = [
  {
    name: '01-warm-up.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(
      [
        '# Warming up',
        '',
        'Five minutes of slow scales before any piece: both hands, two octaves, every key of the day.',
        '',
        'Let the weight of the arm fall into the keys and listen for an even tone from the thumb to the fifth finger, without pushing from the wrist.',
        '',
        'Then go on to [the arpeggios](02-arpeggios.html).',
      ].join('\n'),
    ),
  },
  {
    name: '02-arpeggios.html',
    mimeType: 'text/html',
    buffer: Buffer.from(
      '<!doctype html><html><head><script>alert("never")</script></head><body>' +
        '<h1>Arpeggios</h1><p onclick="alert(1)">Move the thumb under early; the wrist travels level with the keys.</p>' +
        '<p>Back to <a href="01-warm-up.md">warming up</a>.</p></body></html>',
    ),
  },
  {
    name: '03-notes.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<p>Keep a diary of what you practised and for how long.</p>'),
  },
];

test('a publisher uploads a navigated reading’s pages in the studio, and a subscriber reads them in the reading viewer', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const signIn = await page.request.post('/api/sessions', {
    headers: clientHeaders,
    data: demoPublisher,
  });
  expect(signIn.status(), await signIn.text()).toBe(201);
  const found = (await (await page.request.get('/api/studio/products?q=handbook')).json()) as {
    items: { id: string; type: string; title: string; published: boolean }[];
  };
  const reading = found.items.find((item) => item.type === 'readingNavigated' && item.published);
  expect(reading, 'a navigated reading of the demo imprint').toBeDefined();
  const id = reading?.id ?? '';

  await page.goto(`/studio/products/${id}`);
  const section = page.getByRole('region', { name: 'Pages' });
  await expect(section.getByRole('list', { name: 'Pages' }).getByRole('listitem')).not.toHaveCount(
    0,
  );
  await section.getByLabel('HTML, Markdown or zip files').setInputFiles(pages);
  await section.getByRole('button', { name: 'Upload pages' }).click();
  await expect(section.getByText('Uploaded: 3 pages, readers see them now.')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Pages' }).getByRole('listitem')).toHaveText([
    'Warming up',
    'Arpeggios',
    '03-notes',
  ]);
  // The report: the page with no heading is titled by its name, and says so; what was removed.
  await expect(
    section.getByText('no heading: titled with its file name (begin the page with a heading)'),
  ).toBeVisible();
  await expect(
    section.getByText('removed what a reading may not hold: event handlers, script'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A subscriber (a trial) reads every page in the reading viewer, following the pages' links.
  const reader = await browser.newContext();
  try {
    await signUpThroughApi(reader.request, { email: uniqueEmail('pages-reader') });
    const readerPage = await reader.newPage();
    await readerPage.goto(`/readings/${id}`);
    const viewer = readerPage.getByTestId('reading-viewer');
    await expect(viewer.getByRole('heading', { name: 'Warming up' })).toBeVisible();
    await expect(viewer.getByText('every key of the day')).toBeVisible();
    await viewer.getByRole('link', { name: 'the arpeggios' }).click();
    await expect(viewer.getByRole('heading', { name: 'Arpeggios' })).toBeVisible();
    await expect(viewer.getByRole('heading', { name: 'Warming up' })).toHaveCount(0);
    await viewer.getByRole('button', { name: /Arpeggios/ }).click();
    await readerPage.getByRole('menuitem', { name: '03-notes' }).click();
    await expect(viewer.getByText('Keep a diary of what you practised')).toBeVisible();
    await expectNoSeriousA11yViolations(readerPage);
  } finally {
    await reader.close();
  }

  // Anyone else reads the opening of the first page, and is asked to subscribe for the rest.
  const guest = await browser.newContext();
  try {
    const guestPage = await guest.newPage();
    await guestPage.goto(`/readings/${id}`);
    await expect(
      guestPage.getByText('Unlock this further reading when you subscribe'),
    ).toBeVisible();
    const viewer = guestPage.getByTestId('reading-viewer');
    await expect(viewer.getByRole('heading', { name: 'Warming up' })).toBeVisible();
    await expect(viewer.getByText('Then go on to')).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: /Arpeggios/ })).toHaveCount(0);
  } finally {
    await guest.close();
  }
  expect(consoleErrors).toEqual([]);
});
