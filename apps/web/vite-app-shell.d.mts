import type { Plugin } from 'vite';

export function appChunks(): {
  plugin: Plugin;
  landingLater: (id: string) => boolean;
  appShell: (id: string) => boolean;
};
