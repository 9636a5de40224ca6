import type { APIRequestContext } from '@playwright/test';

interface Summary {
  id: string;
  type: string;
  title: string;
}

interface Carousel {
  id: string;
  title: string;
  kind: 'hero' | 'standard';
  items: Summary[];
}

interface ExpandedVolume extends Summary {
  pieces: Summary[];
  parentProducts: Summary[];
  features: { videos: Summary[]; readings: Summary[]; performances: Summary[] };
}

/** Ids from the demo library the server seeded, read through the public API. */
export async function homeCarousels(request: APIRequestContext): Promise<Carousel[]> {
  const response = await request.get('/api/home');
  return ((await response.json()) as { carousels: Carousel[] }).carousels;
}

export async function demoVolume(request: APIRequestContext): Promise<ExpandedVolume> {
  const carousels = await homeCarousels(request);
  const volumes = carousels.flatMap((c) => c.items).filter((item) => item.type === 'volume');
  for (const candidate of volumes) {
    const response = await request.get(`/api/volumes/${candidate.id}?expand=all`);
    const volume = (await response.json()) as ExpandedVolume;
    const hasEverything =
      volume.pieces.length > 1 &&
      volume.features.videos.length > 0 &&
      volume.features.readings.length > 0 &&
      volume.features.performances.length > 0;
    if (hasEverything) return volume;
  }
  throw new Error('no demo volume has pieces, videos, readings and performances');
}
