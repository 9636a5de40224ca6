import { catalogueOverviewSchema, offerSchema, productSchema } from '@cadenza/domain';
import { formatCountAtLeast } from '@cadenza/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFakeCatalogue } from '../catalogue/seeded-catalogue.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';

const demoCodes = [
  'piano-academy',
  'choir-friends',
  'trinity-singing',
  'christmas',
  'conservatoire-half-price',
  'week-trial',
  'summer-school',
];

describe.each(testDrivers)('offers on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
  });
  const getOffer = (code: string) =>
    t.app.inject({ method: 'GET', url: `/api/offers/code/${code}` });

  it('serves every demo offer with every field of the spec’s Offer', async () => {
    for (const code of demoCodes) {
      const response = await getOffer(code);
      expect(response.statusCode, code).toBe(200);
      expect(offerSchema.strict().safeParse(response.json()).success, code).toBe(true);
    }
    const academy = (await getOffer('PIANO-ACADEMY')).json();
    expect(academy).toMatchObject({
      template: 'A',
      trialLength: 60,
      secondSignupButton: true,
      thirdPartyMarketing: true,
      associateName: 'Piano Academy Online',
    });
    expect((await getOffer('choir-friends')).json()).toMatchObject({
      template: 'B',
      hideExploreLink: true,
    });
    expect((await getOffer('christmas')).json()).toMatchObject({
      logoImage: { url: '/images/offers/christmas/logo-festive.svg' },
    });
    expect((await getOffer('trinity-singing')).json<{ buttonText: string }>().buttonText).toContain(
      'free',
    );
    expect((await getOffer('conservatoire-half-price')).json()).toMatchObject({
      discount: { percentOff: 50, durationMonths: 3 },
      subscriptionFeeText:
        '{discountedPrice} a month for your first {discountMonths} months, then {price} a month',
    });
    // Prices come from the visitor's plan when the page fills these in: no currency is written.
    expect((await getOffer('piano-academy')).json()).toMatchObject({
      subscriptionFeeText: '{price} a month',
    });
  });

  it('answers an inactive offer as inactive and an unknown code with 404', async () => {
    expect((await getOffer('summer-school')).json()).toMatchObject({ status: 'inactive' });
    expect((await getOffer('no-such-offer')).json()).toEqual({
      statusCode: 404,
      message: 'offer not found',
    });
  });

  it('claims nothing of an empty catalogue: no promoted pieces, a count of what is there', async () => {
    const academy = offerSchema.parse((await getOffer('piano-academy')).json());
    expect(academy.cta).toBeNull();
    expect(academy.features[0]).toBe('0 scores with synced recordings');
  });

  it('promotes pieces that exist, drawn from the catalogue, and counts its scores', async () => {
    await seedFakeCatalogue(t.database.handle);
    const { counts } = catalogueOverviewSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/catalogue/overview' })).json(),
    );
    const academy = offerSchema.parse((await getOffer('piano-academy')).json());
    expect(academy.features[0]).toBe(
      `${formatCountAtLeast(counts.scores)} scores with synced recordings`,
    );
    // It named two pieces in words (a Chopin nocturne the catalogue never had); now two real ones.
    const pieces = academy.cta?.piece.pieces ?? [];
    expect(pieces).toHaveLength(2);
    for (const [index, promoted] of pieces.entries()) {
      const product = productSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/products/${promoted.id}` })).json(),
      );
      expect(product.type).toBe('piece');
      expect(academy.cta?.piece.secondaryTexts[index]).toBe(
        `${product.composer ?? ''}, ${product.title}`,
      );
    }
    expect(JSON.stringify(academy)).not.toContain('Chopin');
  });

  it('refuses an offer naming its pieces in words rather than drawing them', async () => {
    await expect(
      t.services.billing.offers.createOffer({
        code: 'nocturnes',
        content: {
          title: 'Nocturnes',
          cta: { piece: { secondaryTexts: ['Chopin, Nocturne in E-flat'] } },
        } as never,
      }),
    ).rejects.toThrow(/secondaryTexts|count/);
  });

  it('creates, updates and deactivates offers (what the CLI calls)', async () => {
    const service = t.services.billing.offers;
    await service.createOffer({
      code: 'spring',
      trialLength: 21,
      template: 'A',
      content: { title: 'Spring' },
    });
    await expect(
      service.createOffer({ code: 'spring', content: { title: 'Again' } }),
    ).rejects.toThrow('already exists');
    await service.updateOffer('spring', {
      content: { buttonText: 'Get 21 days free' },
      discount: { percentOff: 20, durationMonths: 2 },
    });
    await service.updateOffer('spring', { status: 'inactive' });
    expect((await getOffer('spring')).json()).toMatchObject({
      title: 'Spring',
      buttonText: 'Get 21 days free',
      status: 'inactive',
      discount: { percentOff: 20, durationMonths: 2 },
      version: 3,
    });
  });
});
