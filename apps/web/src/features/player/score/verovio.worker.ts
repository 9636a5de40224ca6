import type { TimemapEntry } from '@cadenza/music/verovio-types';
import { scorePageOptions } from '@cadenza/domain';
import createVerovioModule from 'verovio/wasm';
import { VerovioToolkit } from 'verovio/esm';
import { readLayout, readScore } from './read-score';
import { splitSvgStyles } from './svg-styles';
import { type LoadStep, type WorkerRequest, type WorkerResponse } from './worker-protocol';

/**
 * Verovio (WebAssembly) off the main thread: loads the score, lays it out to the viewer's width,
 * renders pages to SVG on request, and gives the timemap the player follows.
 */
const scope = self as unknown as {
  postMessage(message: WorkerResponse): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

let toolkit: Promise<VerovioToolkit> | undefined;
let isFontSent = false;
/** The loaded score's timemap, to find the pages of its bars after a new layout. */
let timemap: TimemapEntry[] = [];

async function getToolkit(): Promise<VerovioToolkit> {
  toolkit ??= createVerovioModule().then((module) => new VerovioToolkit(module));
  return toolkit;
}

async function handle(request: WorkerRequest): Promise<WorkerResponse> {
  const tk = await getToolkit();
  switch (request.type) {
    case 'load': {
      const progress = (step: LoadStep) => {
        scope.postMessage({ type: 'progress', id: request.id, step });
      };
      tk.setOptions(scorePageOptions(request.width, request.height));
      progress('reading');
      if (!tk.loadData(request.score)) throw new Error('The score could not be read.');
      progress('timing');
      const reading = readScore(tk);
      timemap = reading.timemap;
      return { type: 'loaded', id: request.id, ...reading };
    }
    case 'layout':
      tk.setOptions(scorePageOptions(request.width, request.height));
      tk.redoLayout();
      return { type: 'laidOut', id: request.id, ...readLayout(tk, timemap) };
    case 'render': {
      const startedAt = performance.now();
      const { svg, fontBase64 } = splitSvgStyles(tk.renderToSVG(request.page, false));
      const renderMs = performance.now() - startedAt;
      // The music font travels once; the page registers it.
      const font = !isFontSent && fontBase64 ? { fontBase64 } : {};
      isFontSent ||= fontBase64 !== undefined;
      return { type: 'page', id: request.id, page: request.page, svg, renderMs, ...font };
    }
  }
}

scope.onmessage = (event) => {
  handle(event.data).then(
    (response) => {
      scope.postMessage(response);
    },
    (error: unknown) => {
      scope.postMessage({
        type: 'error',
        id: event.data.id,
        message: error instanceof Error ? error.message : String(error),
      });
    },
  );
};
