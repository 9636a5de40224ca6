import type { Plugin } from 'vite';

export function appChunks(): {
  plugin: Plugin;
  landingLater: (id: string) => boolean;
  appShell: (id: string) => boolean;
  scorePages: (id: string) => boolean;
  productPages: (id: string) => boolean;
  piecePage: (id: string) => boolean;
  performancePage: (id: string) => boolean;
};
