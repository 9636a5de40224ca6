import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContentPackage } from './content-package-api';

// fetch is the browser's HTTP boundary: the only thing stubbed here.
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const scorePackage = (isPreview: boolean) => ({
  kind: 'score',
  productId: 'p1',
  isPreview,
  format: 'musicxml',
  score: '<score-partwise/>',
  measureCount: isPreview ? 4 : 8,
  fullMeasureCount: 8,
  recording: null,
  translation: null,
  pronunciation: null,
});
const source = {
  productId: 'p1',
  packageUrl: '/api/products/p1/package',
  previewPackageUrl: '/api/products/p1/preview-package',
};
const requested = () =>
  fetchMock.mock.calls.map(([url]) => (url instanceof Request ? url.url : url.toString()));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('loading a content package (spec §4)', () => {
  it('needs a product id', async () => {
    await expect(
      loadContentPackage({ ...source, productId: undefined, isPermitted: true }),
    ).rejects.toThrow('Cannot load package without a productId.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the full package for a permitted viewer', async () => {
    fetchMock.mockResolvedValue(json(200, scorePackage(false)));
    const loaded = await loadContentPackage({ ...source, isPermitted: true });
    expect(loaded).toMatchObject({ wasRefused: false, contentPackage: { isPreview: false } });
    expect(requested()).toEqual(['/api/products/p1/package']);
  });

  it('loads only the preview for anyone else', async () => {
    fetchMock.mockResolvedValue(json(200, scorePackage(true)));
    const loaded = await loadContentPackage({ ...source, isPermitted: false });
    expect(loaded.contentPackage.isPreview).toBe(true);
    expect(requested()).toEqual(['/api/products/p1/preview-package']);
  });

  it('falls back to the preview, and says so, when the server refuses the full package', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(403, {
          statusCode: 403,
          message: 'an active subscription is needed for this content',
        }),
      )
      .mockResolvedValueOnce(json(200, scorePackage(true)));
    const loaded = await loadContentPackage({ ...source, isPermitted: true });
    expect(loaded).toMatchObject({ wasRefused: true, contentPackage: { isPreview: true } });
  });

  it('names the product that could not be found', async () => {
    fetchMock.mockResolvedValue(json(404, { statusCode: 404, message: 'product p1 not found' }));
    await expect(loadContentPackage({ ...source, isPermitted: false })).rejects.toThrow(
      'Could not find product with ID p1',
    );
  });
});
