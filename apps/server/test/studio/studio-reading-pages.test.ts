import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountServerMessages,
  catalogueMessages,
  READING_PAGES_LIMITS,
  studioMessages,
  studioReadingPagesMessages as messages,
  type ReadingPackage,
  type StudioReadingPagesUpload,
} from '@cadenza/domain';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import {
  insertProduct,
  insertReadingPages,
  insertSubscription,
} from '../content/content-fixtures.js';
import { testDrivers } from '../databases.js';
import { asPerson } from '../library/library-fixtures.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { insertStudioCatalogue, studioCatalogue } from './studio-fixtures.js';

const { imprintA, imprintB, piecesA } = studioCatalogue;
const READING_A = 'handbook-a';
const READING_B = 'handbook-b';
const PASSWORD = 'a long passphrase 42';

interface Part {
  filename: string;
  content: string | Uint8Array;
  name?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = `----cadenza${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'files'}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** A handbook of three chapters, as a publisher would zip it: a folder, a contents file, a figure. */
function handbookZip(): Uint8Array {
  return zipSync({
    'handbook/toc.html': strToU8(
      '<ul><li><a href="chapters/posture.html">Posture</a></li><li><a href="chapters/breath.md">Breath</a></li></ul>',
    ),
    'handbook/chapters/posture.html': strToU8(
      '<!doctype html><html><head><title>x</title><script src="https://cdn.example/track.js"></script></head>' +
        '<body onload="track()"><h1>Posture at the piano</h1><p>Sit at a height where the forearms are level with the keys, feet flat, shoulders loose, and the back long.</p>' +
        '<p>Let the weight of the arm fall into the keys from the shoulder, never pushing from the wrist, and keep the fingers curved and close.</p>' +
        '<p>Move the bench so that the elbows are a little in front of the body; the pedals should be reached without stretching the legs.</p>' +
        '<p>Then read <a href="breath.md">on breathing</a> and <a href="https://example.org/more">further</a>.</p>' +
        '<img src="figure.png"><iframe src="https://evil.example"></iframe></body></html>',
    ),
    'handbook/chapters/breath.md': strToU8(
      '# Breathing\n\nBreathe low and quietly; let the ribs widen rather than lifting the shoulders.\n\n- In through the nose\n- Out on the phrase\n',
    ),
    'handbook/chapters/appendix-10.md': strToU8(
      'Practise every day, a little at a time, and rest.',
    ),
    'handbook/chapters/figure.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]),
    '__MACOSX/handbook/._toc.html': new Uint8Array([0]),
  });
}

/** Navigated readings' pages uploaded in the studio, served in the reading viewer, on both databases. */
describe.each(testDrivers)('studio reading pages on %s', (driver) => {
  let t: TestApp;
  let dataDir: string;
  let headers: Record<string, Record<string, string>>;

  const as = (who: string) => asPerson(t.app, headers[who] ?? clientHeaders);
  const upload = (who: string, productId: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'PUT',
      url: `/api/studio/products/${productId}/reading-pages`,
      headers: { ...(headers[who] ?? clientHeaders), 'content-type': body.type },
      payload: body.payload,
    });
  };
  const storedPages = async (productId: string) =>
    (
      await t.database.handle.executeSql(
        'SELECT position, path, title FROM reading_pages WHERE product_id = $1 ORDER BY position',
        [productId],
      )
    ).rows;
  const version = async () =>
    Number(
      (
        (await t.database.handle.executeSql('SELECT version::text AS v FROM catalogue_state'))
          .rows[0] as { v: string } | undefined
      )?.v,
    );
  const ORIGINAL = [
    { position: 0, path: 'page-1.html', title: 'Old first' },
    { position: 1, path: 'page-2.html', title: 'Old second' },
  ];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-reading-pages-'));
    t = await buildTestApp(driver, { DATA_DIR: dataDir });
    const db = t.database.handle;
    await insertStudioCatalogue(db);
    await insertProduct(db, { id: READING_A, type: 'readingNavigated', title: 'Piano handbook' });
    await insertProduct(db, { id: READING_B, type: 'readingNavigated', title: 'Singing handbook' });
    for (const [id, imprint] of [
      [READING_A, imprintA.id],
      [READING_B, imprintB.id],
    ] as const) {
      await db.executeSql('UPDATE products SET publisher_id = $1 WHERE id = $2', [imprint, id]);
      await insertReadingPages(db, id, [
        { title: 'Old first', html: '<h2>Old first</h2><p>The old opening page.</p>' },
        { title: 'Old second', html: '<h2>Old second</h2><p>The old second page.</p>' },
      ]);
    }
    const sessionOf = async (
      email: string,
      role: 'admin' | 'publisher' | 'ordinary',
      organisationId?: string,
    ) => {
      const user = await createTestUser(db, { email, password: PASSWORD, role });
      if (organisationId)
        await db.executeSql('UPDATE users SET organisation_id = $1 WHERE id = $2', [
          organisationId,
          user.id,
        ]);
      const { cookie } = await signIn(t.app, { email, password: PASSWORD });
      return { user, headers: { ...clientHeaders, cookie } };
    };
    const subscriber = await sessionOf('subscriber@example.com', 'ordinary');
    await insertSubscription(db, {
      userId: subscriber.user.id,
      status: 'active',
      periodEnd: new Date(Date.now() + 86_400_000),
    });
    headers = {
      a: (await sessionOf('alder@example.com', 'publisher', imprintA.id)).headers,
      b: (await sessionOf('birch@example.com', 'publisher', imprintB.id)).headers,
      admin: (await sessionOf('admin@example.com', 'admin')).headers,
      ordinary: (await sessionOf('reader@example.com', 'ordinary')).headers,
      subscriber: subscriber.headers,
    };
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const page = { filename: 'one.md', content: '# One\n\nA page of text.' };

  it('lets no one but the staff who may edit the reading upload its pages', async () => {
    const asOrdinary = await upload('ordinary', READING_A, [page]);
    expect(asOrdinary.statusCode).toBe(403);
    expect(asOrdinary.json()).toMatchObject({ message: studioMessages.notStaff });
    const asGuest = await upload('guest', READING_A, [page]);
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json()).toMatchObject({ message: accountServerMessages.notSignedIn });
    // Publisher B cannot upload to A's reading (nor learn it exists), nor A to B's.
    const asB = await upload('b', READING_A, [page]);
    expect(asB.statusCode).toBe(404);
    expect(asB.json()).toMatchObject({ message: catalogueMessages.productNotFound(READING_A) });
    expect((await upload('a', READING_B, [page])).statusCode).toBe(404);
    expect(
      (await as('b')('GET', `/api/studio/products/${READING_A}/reading-pages`)).statusCode,
    ).toBe(404);
    expect(
      (await as('ordinary')('GET', `/api/studio/products/${READING_A}/reading-pages`)).statusCode,
    ).toBe(403);
    expect(await storedPages(READING_A)).toEqual(ORIGINAL);
    expect(await storedPages(READING_B)).toEqual(ORIGINAL);
    expect(
      (await as('a')('GET', `/api/studio/products/${READING_A}/reading-pages`)).json(),
    ).toEqual({ pages: ORIGINAL.map(({ path: at, title }) => ({ path: at, title })) });
  });

  it('refuses a bad upload with its reason and changes nothing', async () => {
    const before = await version();
    const big = 'x'.repeat(READING_PAGES_LIMITS.pageKb * 1024 + 1);
    const refusals: [string, () => ReturnType<typeof upload>, unknown, number][] = [
      [piecesA[0], () => upload('a', piecesA[0], [page]), messages.notNavigated, 400],
      [
        'not multipart',
        () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/studio/products/${READING_A}/reading-pages`,
            headers: { ...headers.a, 'content-type': 'text/html' },
            payload: '<h1>Hi</h1>',
          }),
        messages.notMultipart,
        400,
      ],
      ['nothing', () => upload('a', READING_A, []), messages.noFiles, 400],
      [
        'empty file',
        () => upload('a', READING_A, [{ filename: 'a.md', content: '' }]),
        messages.noFiles,
        400,
      ],
      [
        'a PDF',
        () => upload('a', READING_A, [{ filename: 'a.pdf', content: '%PDF-' }]),
        messages.notPageFile('a.pdf'),
        400,
      ],
      [
        'a zip with pages',
        () => upload('a', READING_A, [page, { filename: 'b.zip', content: handbookZip() }]),
        messages.zipNotAlone,
        400,
      ],
      [
        'a bad zip',
        () => upload('a', READING_A, [{ filename: 'pages.zip', content: 'PK not really a zip' }]),
        expect.stringContaining(messages.notZip('').slice(0, -2)),
        400,
      ],
      [
        'a zip of images',
        () =>
          upload('a', READING_A, [
            { filename: 'pages.zip', content: zipSync({ 'a.png': new Uint8Array([1, 2]) }) },
          ]),
        messages.noPages,
        400,
      ],
      [
        'a page too large',
        () => upload('a', READING_A, [page, { filename: 'big.html', content: `<p>${big}</p>` }]),
        messages.pagesRefused(1),
        400,
      ],
      [
        'an upload too large',
        () =>
          upload('a', READING_A, [
            {
              filename: 'a.html',
              content: Buffer.alloc(READING_PAGES_LIMITS.uploadMb * 1024 * 1024 + 1, 0x61),
            },
          ]),
        messages.uploadTooLarge(READING_PAGES_LIMITS.uploadMb),
        413,
      ],
    ];
    for (const [what, send, message, status] of refusals) {
      const answer = await send();
      expect(answer.statusCode, what).toBe(status);
      expect(answer.json(), what).toMatchObject({ message });
    }
    const tooLargePage = await upload('a', READING_A, [
      page,
      { filename: 'big.html', content: `<p>${big}</p>` },
    ]);
    expect(tooLargePage.json()).toMatchObject({
      errors: [{ field: 'big.html', message: messages.pageTooLarge(READING_PAGES_LIMITS.pageKb) }],
    });
    expect(await storedPages(READING_A)).toEqual(ORIGINAL);
    expect(await version()).toBe(before);
    expect(readdirSync(path.join(dataDir, 'reading-page-uploads'))).toEqual([]);
  });

  it('makes a zip’s files the reading’s pages, cleaned, in order, served to subscribers at once', async () => {
    const before = await version();
    const answer = await upload('a', READING_A, [
      { filename: 'handbook.zip', content: handbookZip() },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<StudioReadingPagesUpload>();
    expect(body.pages).toEqual([
      { path: 'page-1.html', title: 'Posture at the piano' },
      { path: 'page-2.html', title: 'Breathing' },
      { path: 'page-3.html', title: 'appendix-10' },
    ]);
    expect(body.report).toEqual([
      {
        file: 'handbook/chapters/posture.html',
        outcome: 'page',
        path: 'page-1.html',
        title: 'Posture at the piano',
        notes: [
          messages.removed(['event handlers', 'iframe', 'script']),
          messages.imageDropped('figure.png'),
        ],
      },
      {
        file: 'handbook/chapters/breath.md',
        outcome: 'page',
        path: 'page-2.html',
        title: 'Breathing',
        notes: [],
      },
      {
        file: 'handbook/chapters/appendix-10.md',
        outcome: 'page',
        path: 'page-3.html',
        title: 'appendix-10',
        notes: [messages.titleFromFileName, messages.notInContents],
      },
      { file: 'handbook/toc.html', outcome: 'contents', path: null, title: null, notes: [] },
      {
        file: 'handbook/chapters/figure.png',
        outcome: 'left out',
        path: null,
        title: null,
        notes: [messages.image],
      },
    ]);
    expect(await version()).toBeGreaterThan(before);

    // The subscriber's package is the new pages, as the reading viewer reads a demo reading's.
    const full = await as('subscriber')('GET', `/api/products/${READING_A}/package`);
    expect(full.statusCode).toBe(200);
    const reading = full.json<ReadingPackage>();
    expect(reading.isPreview).toBe(false);
    expect(reading.navigation).toEqual([
      { title: 'Posture at the piano', href: 'page-1.html' },
      { title: 'Breathing', href: 'page-2.html' },
      { title: 'appendix-10', href: 'page-3.html' },
    ]);
    expect(reading.files['page-1.html']?.data).toBe(
      '<h2>Posture at the piano</h2><p>Sit at a height where the forearms are level with the keys, feet flat, shoulders loose, and the back long.</p>' +
        '<p>Let the weight of the arm fall into the keys from the shoulder, never pushing from the wrist, and keep the fingers curved and close.</p>' +
        '<p>Move the bench so that the elbows are a little in front of the body; the pedals should be reached without stretching the legs.</p>' +
        '<p>Then read <a href="page-2.html">on breathing</a> and <a href="https://example.org/more">further</a>.</p>',
    );
    expect(reading.files['page-2.html']?.data).toContain('<ul><li>In through the nose</li>');

    // Anyone else gets the preview: the opening of the first page only, never the whole.
    expect((await as('ordinary')('GET', `/api/products/${READING_A}/package`)).statusCode).toBe(
      403,
    );
    const preview = await as('ordinary')('GET', `/api/products/${READING_A}/preview-package`);
    expect(preview.statusCode).toBe(200);
    const cut = preview.json<ReadingPackage>();
    expect(cut.isPreview).toBe(true);
    expect(cut.fullPageCount).toBe(3);
    expect(cut.navigation).toEqual([{ title: 'Posture at the piano', href: 'page-1.html' }]);
    expect(cut.files['page-1.html']?.data).toContain(
      '<h2>Posture at the piano</h2><p>Sit at a height',
    );
    expect(cut.files['page-1.html']?.data).not.toContain('on breathing');
    expect(cut.files['page-2.html']).toBeUndefined();

    // Loose files replace them again, in their names' natural order; the admin may too.
    const again = await upload('admin', READING_A, [
      { filename: 'part-10.md', content: '## Ten\n\nThe tenth.' },
      {
        filename: 'part-9.html',
        content: '<h2>Nine</h2><p>The ninth, then <a href="part-10.md">ten</a>.</p>',
      },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedPages(READING_A)).toEqual([
      { position: 0, path: 'page-1.html', title: 'Nine' },
      { position: 1, path: 'page-2.html', title: 'Ten' },
    ]);
    const replaced = (
      await as('subscriber')('GET', `/api/products/${READING_A}/package`)
    ).json<ReadingPackage>();
    expect(replaced.files['page-1.html']?.data).toBe(
      '<h2>Nine</h2><p>The ninth, then <a href="page-2.html">ten</a>.</p>',
    );
    expect(await storedPages(READING_B)).toEqual(ORIGINAL);
  });
});
