import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productCoverPath, productMediaPaths } from '../catalogue/media-paths.js';
import { coverImageEndpoint } from '../catalogue/catalogue-endpoints.js';
import {
  packageEndpoint,
  pdfEndpoint,
  scoreFirstPageEndpoint,
  perspectiveVideoEndpoints,
  previewPackageEndpoint,
  pronunciationAudioEndpoint,
  recordingEndpoint,
  videoEndpoints,
} from '../content/content-endpoints.js';
import { answerSchemaOf, defineEndpoint, endpointPath } from './endpoint.js';

describe('endpoint contracts', () => {
  it('fills path parameters, each encoded as one segment', () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/products/:id/videos/:perspective/key',
      params: z.object({ id: z.string(), perspective: z.string() }),
    });
    expect(endpointPath(endpoint, { id: 'a/b c', perspective: 'left' })).toBe(
      '/products/a%2Fb%20c/videos/left/key',
    );
    expect(() => endpointPath(endpoint, { id: 'a1' })).toThrow(/no value for :perspective/);
    expect(endpointPath({ path: '/me' })).toBe('/me');
  });

  it('parses the successful answer with its schema; a 204 or a file has none', () => {
    const product = z.object({ id: z.string() });
    const error = z.object({ message: z.string() });
    const created = defineEndpoint({
      method: 'POST',
      path: '/things',
      response: { 201: product, 404: error },
    });
    const removed = defineEndpoint({
      method: 'DELETE',
      path: '/things',
      response: { 204: z.null() },
    });
    expect(answerSchemaOf(created)).toBe(product);
    expect(answerSchemaOf(removed)).toBeUndefined();
    expect(answerSchemaOf(pdfEndpoint)).toBeUndefined();
  });

  it('serves the media URLs the catalogue hands out at the content contracts’ paths', () => {
    const id = 'a1';
    const api = (path: string) => `/api${path}`;
    expect(productMediaPaths.package(id)).toBe(api(endpointPath(packageEndpoint, { id })));
    expect(productMediaPaths.previewPackage(id)).toBe(
      api(endpointPath(previewPackageEndpoint, { id })),
    );
    expect(productMediaPaths.pdf(id)).toBe(api(endpointPath(pdfEndpoint, { id })));
    expect(productMediaPaths.scoreFirstPage(id, { width: 900, height: 700 })).toBe(
      `${api(endpointPath(scoreFirstPageEndpoint, { id }))}?width=900&height=700`,
    );
    expect(productMediaPaths.recording(id)).toBe(api(endpointPath(recordingEndpoint, { id })));
    expect(productMediaPaths.pronunciationAudio(id)).toBe(
      api(endpointPath(pronunciationAudioEndpoint, { id })),
    );
    expect(productMediaPaths.videoPlaylist(id)).toBe(
      api(endpointPath(videoEndpoints.playlist, { id })),
    );
    expect(productMediaPaths.perspectiveVideoPlaylist(id, 'left')).toBe(
      api(endpointPath(perspectiveVideoEndpoints.playlist, { id, perspective: 'left' })),
    );
    expect(productCoverPath(id, 'v1')).toBe(
      `${api(endpointPath(coverImageEndpoint, { id }))}?v=v1`,
    );
  });
});
