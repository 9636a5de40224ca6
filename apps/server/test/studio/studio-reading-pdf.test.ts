import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountServerMessages,
  catalogueMessages,
  READING_PDF_MAX_BYTES,
  studioMessages,
  studioReadingPdfMessages,
  type Product,
  type StudioReadingPdfAnswer,
} from '@cadenza/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { insertProduct, insertSubscription } from '../content/content-fixtures.js';
import { testDrivers } from '../databases.js';
import { asPerson } from '../library/library-fixtures.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { encryptedPdf, pdfOf } from './film-fixtures.js';
import { insertStudioCatalogue, studioCatalogue } from './studio-fixtures.js';

const { imprintA, imprintB, piecesA } = studioCatalogue;
const READING_A = 'reading-a';
const READING_B = 'reading-b';
const PASSWORD = 'a long passphrase 42';

/** PDFs of PDF readings uploaded in the studio, served as the readings' PDFs, on both databases. */
describe.each(testDrivers)('studio reading PDFs on %s', (driver) => {
  let t: TestApp;
  let dataDir: string;
  let headers: Record<string, Record<string, string>>;

  const as = (who: string) => asPerson(t.app, headers[who] ?? clientHeaders);
  const upload = (who: string, productId: string, body: Buffer, type = 'application/pdf') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/studio/products/${productId}/reading-pdf`,
      headers: { ...(headers[who] ?? clientHeaders), 'content-type': type },
      payload: body,
    });
  const pdfRefs = async () =>
    (
      await t.database.handle.executeSql(
        'SELECT id, pdf_ref FROM products WHERE id = ANY($1::text[]) ORDER BY id',
        [[READING_A, READING_B]],
      )
    ).rows;
  const stored = () => {
    try {
      return readdirSync(path.join(dataDir, 'media', READING_A));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-pdfs-'));
    t = await buildTestApp(driver, { DATA_DIR: dataDir });
    const db = t.database.handle;
    await insertStudioCatalogue(db);
    await insertProduct(db, { id: READING_A, type: 'readingPdf', title: 'On phrasing' });
    await insertProduct(db, { id: READING_B, type: 'readingPdf', title: 'On pedalling' });
    await db.executeSql('UPDATE products SET publisher_id = $1 WHERE id = $2', [
      imprintA.id,
      READING_A,
    ]);
    await db.executeSql('UPDATE products SET publisher_id = $1 WHERE id = $2', [
      imprintB.id,
      READING_B,
    ]);
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
      ordinary: (await sessionOf('reader@example.com', 'ordinary')).headers,
      subscriber: subscriber.headers,
    };
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets no one but the staff who may edit the reading upload its PDF', async () => {
    const pdf = await pdfOf(2);
    const asOrdinary = await upload('ordinary', READING_A, pdf);
    expect(asOrdinary.statusCode).toBe(403);
    expect(asOrdinary.json()).toMatchObject({ message: studioMessages.notStaff });
    const asGuest = await upload('guest', READING_A, pdf);
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json()).toMatchObject({ message: accountServerMessages.notSignedIn });
    const asB = await upload('b', READING_A, pdf);
    expect(asB.statusCode).toBe(404);
    expect(asB.json()).toMatchObject({ message: catalogueMessages.productNotFound(READING_A) });
    expect((await upload('a', READING_B, pdf)).statusCode).toBe(404);
    expect((await as('b')('GET', `/api/studio/products/${READING_A}/reading-pdf`)).statusCode).toBe(
      404,
    );
    expect(
      (await as('ordinary')('GET', `/api/studio/products/${READING_A}/reading-pdf`)).statusCode,
    ).toBe(403);
    expect(await pdfRefs()).toEqual([
      { id: READING_A, pdf_ref: null },
      { id: READING_B, pdf_ref: null },
    ]);
  });

  it('refuses what is not a PDF it can serve, saying why, and changes nothing', async () => {
    const refusals: [string, Buffer, string, string, number][] = [
      [piecesA[0], await pdfOf(1), 'application/pdf', studioReadingPdfMessages.notPdfReading, 400],
      [READING_A, await pdfOf(1), 'text/plain', studioReadingPdfMessages.notPdf, 400],
      [READING_A, Buffer.alloc(0), 'application/pdf', studioReadingPdfMessages.empty, 400],
      [
        READING_A,
        Buffer.from('hello, not a PDF'),
        'application/pdf',
        studioReadingPdfMessages.unreadable,
        400,
      ],
      [
        READING_A,
        (await pdfOf(3)).subarray(0, 400),
        'application/pdf',
        studioReadingPdfMessages.unreadable,
        400,
      ],
      [READING_A, await encryptedPdf(), 'application/pdf', studioReadingPdfMessages.encrypted, 400],
      [
        READING_A,
        Buffer.concat([await pdfOf(1), Buffer.alloc(READING_PDF_MAX_BYTES)]),
        'application/pdf',
        studioReadingPdfMessages.tooLarge(READING_PDF_MAX_BYTES / 1024 / 1024),
        413,
      ],
    ];
    for (const [productId, body, type, message, status] of refusals) {
      const answer = await upload('a', productId, body, type);
      expect(answer.statusCode, message).toBe(status);
      expect(answer.json()).toMatchObject({ message });
    }
    expect(await pdfRefs()).toEqual([
      { id: READING_A, pdf_ref: null },
      { id: READING_B, pdf_ref: null },
    ]);
    expect(stored()).toEqual([]);
    expect(readdirSync(path.join(dataDir, 'pdf-uploads'))).toEqual([]);
  });

  it('serves an uploaded PDF as the reading’s: whole to subscribers, its first page to others', async () => {
    const pdf = await pdfOf(3);
    const answer = await upload('a', READING_A, pdf);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<StudioReadingPdfAnswer>()).toEqual({ pdf: { bytes: pdf.length, pages: 3 } });
    expect((await as('a')('GET', `/api/studio/products/${READING_A}/reading-pdf`)).json()).toEqual({
      pdf: { bytes: pdf.length, pages: null },
    });

    const product = (await as('guest')('GET', `/api/products/${READING_A}`)).json<Product>();
    expect(product.pdf).toEqual({ url: `/api/products/${READING_A}/pdf` });
    const whole = await as('subscriber')('GET', `/api/products/${READING_A}/pdf`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['x-content-preview']).toBe('false');
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    const preview = await as('ordinary')('GET', `/api/products/${READING_A}/pdf`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['x-content-preview']).toBe('true');
    expect((await PDFDocument.load(preview.rawPayload)).getPageCount()).toBe(1);

    // A new PDF replaces it, its preview with it.
    const shorter = await pdfOf(2);
    expect((await upload('a', READING_A, shorter)).statusCode).toBe(200);
    const replaced = await as('subscriber')('GET', `/api/products/${READING_A}/pdf`);
    expect(replaced.rawPayload.equals(shorter)).toBe(true);
    const one = await pdfOf(1);
    expect((await upload('a', READING_A, one)).statusCode).toBe(200);
    // A one-page PDF has no preview: a non-subscriber is asked to subscribe.
    expect((await as('ordinary')('GET', `/api/products/${READING_A}/pdf`)).statusCode).toBe(403);
    expect(
      (await as('subscriber')('GET', `/api/products/${READING_A}/pdf`)).rawPayload.equals(one),
    ).toBe(true);
  });
});
