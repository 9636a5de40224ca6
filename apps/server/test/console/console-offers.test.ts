import {
  billingServerMessages,
  consoleMessages,
  type AuditPage,
  type ConsoleOffer,
  type Offer,
  type OfferDefinitionInput,
} from '@cadenza/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSignup } from '../billing/billing-test-support.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { consolePeople } from './console-fixtures.js';

const spring: OfferDefinitionInput = {
  code: 'spring',
  status: 'active',
  trialLength: 21,
  template: 'A',
  associateName: 'Spring Academy',
  thirdPartyMarketing: true,
  discount: { percentOff: 50, durationMonths: 3 },
  content: {
    title: 'Spring into music',
    features: ['{scores} scores with synced recordings'],
    buttonText: 'Get 21 days free',
    colours: { backgroundColor: '#102a43', textColor: '#ffffff' },
    hideExploreLink: true,
  },
};

/** Every console offers endpoint, with a body each would accept from an admin. */
const endpoints = [
  ['GET', '/api/console/offers', undefined],
  ['GET', '/api/console/offers/spring', undefined],
  ['POST', '/api/console/offers', { ...spring, code: 'intruder' }],
  ['PUT', '/api/console/offers/spring', { ...spring, code: undefined }],
  ['POST', '/api/console/offers/spring/deactivate', undefined],
  ['POST', '/api/console/offers/preview', spring],
  ['POST', '/api/console/offer-images', { contentType: 'image/gif', data: 'R0lGODlhAQABAAAAACw=' }],
] as const;

describe.each(testDrivers)('offers in the operations console on %s', (driver) => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof consolePeople>>;
  let dataDir: string;

  beforeAll(async () => {
    // Uploaded images go to the media store: a folder of this test's own.
    dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-console-'));
    t = await buildTestApp(driver, { DATA_DIR: dataDir });
    people = await consolePeople(t.database.handle, t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    people.admin.call(method, url, body);
  const publicOffer = async (code: string) => {
    const response = await people.guest('GET', `/api/offers/code/${code}`);
    return { status: response.statusCode, offer: response.json<Offer>() };
  };
  const auditOf = async (action: string) =>
    (await admin('GET', `/api/console/audit?action=${action}`)).json<AuditPage>();

  it('refuses every console offers endpoint to guests (401), publishers and users (403)', async () => {
    for (const [method, url, body] of endpoints) {
      expect((await people.guest(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const person of [people.publisher, people.ordinary]) {
        const response = await person.call(method, url, body);
        expect(response.json(), `${method} ${url}`).toMatchObject({
          statusCode: 403,
          message: consoleMessages.adminsOnly,
        });
      }
    }
    expect((await publicOffer('intruder')).status).toBe(404);
  });

  it('creates an offer with every field; its landing serves it at once; audited once', async () => {
    const response = await admin('POST', '/api/console/offers', spring);
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<ConsoleOffer>();
    expect(created.definition).toMatchObject({ ...spring, content: spring.content });
    expect(created.figures).toEqual({
      redemptions: 0,
      trialsStarted: 0,
      trialsEnded: 0,
      convertedToPaid: 0,
    });
    const { offer } = await publicOffer('spring');
    expect(offer).toMatchObject({
      status: 'active',
      title: 'Spring into music',
      trialLength: 21,
      template: 'A',
      associateName: 'Spring Academy',
      thirdPartyMarketing: true,
      hideExploreLink: true,
      discount: { percentOff: 50, durationMonths: 3 },
      colours: { backgroundColor: '#102a43', textColor: '#ffffff' },
    });
    expect(offer.features[0]).toMatch(/^\d[\d,]*\+? scores with synced recordings$/);

    const again = await admin('POST', '/api/console/offers', spring);
    expect(again.statusCode).toBe(200);
    const audit = await auditOf('offer.create');
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      actor: { email: 'admin@example.com' },
      target: { type: 'offer', id: 'spring' },
      before: null,
      after: { code: 'spring', trialLength: 21, content: { title: 'Spring into music' } },
    });

    const other = await admin('POST', '/api/console/offers', { ...spring, trialLength: 5 });
    expect(other.json()).toMatchObject({
      statusCode: 409,
      message: consoleMessages.offerExists('spring'),
    });
    expect((await publicOffer('spring')).offer.trialLength).toBe(21);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = (await admin('GET', '/api/console/audit')).json<AuditPage>().total;
    const cases: [unknown, string][] = [
      [{ ...spring, code: 'autumn', trialLength: 400 }, 'trialLength'],
      [{ ...spring, code: 'autumn', template: 'C' }, 'template'],
      [{ ...spring, code: 'Autumn Offer!' }, 'code'],
      [
        { ...spring, code: 'autumn', discount: { percentOff: 150, durationMonths: 3 } },
        'discount.percentOff',
      ],
      [
        {
          ...spring,
          code: 'autumn',
          content: { ...spring.content, colours: { linkColor: 'red' } },
        },
        'content.colours.linkColor',
      ],
      [{ ...spring, code: 'autumn', content: { ...spring.content, title: '' } }, 'content.title'],
      [{ ...spring, code: 'autumn', associateName: null }, 'thirdPartyMarketing'],
    ];
    for (const [body, field] of cases) {
      const response = await admin('POST', '/api/console/offers', body);
      expect(response.statusCode, field).toBe(400);
      const errors = response.json<{ errors: { field: string }[] }>().errors;
      expect(
        errors.map((error) => error.field),
        field,
      ).toContain(field);
    }
    const badEdit = await admin('PUT', '/api/console/offers/spring', {
      ...spring,
      code: undefined,
      trialLength: -1,
    });
    expect(badEdit.statusCode).toBe(400);
    expect((await publicOffer('autumn')).status).toBe(404);
    expect((await publicOffer('spring')).offer.trialLength).toBe(21);
    expect((await admin('GET', '/api/console/audit')).json<AuditPage>().total).toBe(before);
  });

  it('edits an offer: the landing changes at once, the audit row holds before and after', async () => {
    const edit = {
      ...spring,
      code: undefined,
      template: 'B',
      content: { ...spring.content, title: 'Spring, longer', secondSignupButton: true },
      trialLength: 28,
    };
    const response = await admin('PUT', '/api/console/offers/spring', edit);
    expect(response.statusCode, response.body).toBe(200);
    const { offer } = await publicOffer('spring');
    expect(offer).toMatchObject({
      title: 'Spring, longer',
      template: 'B',
      trialLength: 28,
      secondSignupButton: true,
      version: 2,
    });
    const again = await admin('PUT', '/api/console/offers/spring', edit);
    expect(again.json<ConsoleOffer>().version).toBe(2);
    const audit = await auditOf('offer.update');
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      before: { trialLength: 21, template: 'A', content: { title: 'Spring into music' } },
      after: { trialLength: 28, template: 'B', content: { title: 'Spring, longer' } },
    });
    const missing = await admin('PUT', '/api/console/offers/nowhere', edit);
    expect(missing.json()).toMatchObject({
      statusCode: 404,
      message: consoleMessages.offerNotFound('nowhere'),
    });
  });

  it('deactivates an offer: its page says so and its signup is refused; once is enough', async () => {
    const response = await admin('POST', '/api/console/offers/spring/deactivate');
    expect(response.json<ConsoleOffer>().definition.status).toBe('inactive');
    expect((await publicOffer('spring')).offer.status).toBe('inactive');
    const signup = await postSignup(t.app, { email: 'late@example.com', referralCode: 'spring' });
    expect(signup.json()).toMatchObject({
      statusCode: 410,
      message: billingServerMessages.offerInactive,
    });
    await admin('POST', '/api/console/offers/spring/deactivate');
    const audit = await auditOf('offer.deactivate');
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    await admin('PUT', '/api/console/offers/spring', {
      ...spring,
      code: undefined,
      status: 'active',
    });
    expect((await publicOffer('spring')).offer.status).toBe('active');
  });

  it('previews a draft as its visitors would be served it, without saving it', async () => {
    const response = await admin('POST', '/api/console/offers/preview', {
      ...spring,
      code: 'draft',
      content: {
        ...spring.content,
        title: '{scores} scores for you',
        cta: { piece: { count: 1 } },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const offer = response.json<Offer>();
    expect(offer.title).toMatch(/^\d[\d,]*\+? scores for you$/);
    expect(offer.code).toBe('draft');
    expect((await publicOffer('draft')).status).toBe(404);
  });

  it('stores uploaded images by content, checks what they are, and serves them', async () => {
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = { contentType: 'image/png', data: png.toString('base64') };
    const first = await admin('POST', '/api/console/offer-images', upload);
    expect(first.statusCode, first.body).toBe(201);
    const { url } = first.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/offer-images\/[0-9a-f]{64}\.png$/);
    const served = await people.guest('GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await admin('POST', '/api/console/offer-images', upload)).json()).toEqual({ url });
    expect((await auditOf('offer-image.upload')).items).toHaveLength(1);

    const mislabelled = await admin('POST', '/api/console/offer-images', {
      contentType: 'image/jpeg',
      data: png.toString('base64'),
    });
    expect(mislabelled.json()).toMatchObject({
      statusCode: 400,
      message: consoleMessages.imageContentMismatch('jpg'),
    });
    const svg = await admin('POST', '/api/console/offer-images', {
      contentType: 'image/svg+xml',
      data: Buffer.from('<svg/>').toString('base64'),
    });
    expect(svg.statusCode).toBe(400);
    expect(
      (await people.guest('GET', url.replace(/[0-9a-f]{64}/, '0'.repeat(64)))).statusCode,
    ).toBe(404);
  });
});
