import type { Plugin } from 'vite';

export function pianoSamples(): Plugin;
