import type { Plugin } from 'vite';

export function appShell(): { plugin: Plugin; test: (id: string) => boolean };
