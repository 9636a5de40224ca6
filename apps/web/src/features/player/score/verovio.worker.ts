import type { TimemapEntry } from '@cadenza/music/verovio-types';
import createVerovioModule from 'verovio/wasm';
import { VerovioToolkit } from 'verovio/esm';
import { splitSvgStyles } from './svg-styles';
import {
  SCORE_SCALE,
  type Layout,
  type WorkerRequest,
  type WorkerResponse,
} from './worker-protocol';

/**
 * Verovio (WebAssembly) off the main thread: loads the score, lays it out to the viewer's width,
 * renders pages to SVG on request, and gives the timemap the player follows.
 */
const scope = self as unknown as {
  postMessage(message: WorkerResponse): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

let toolkit: Promise<VerovioToolkit> | undefined;
let timemap: TimemapEntry[] = [];
let isFontSent = false;

async function getToolkit(): Promise<VerovioToolkit> {
  toolkit ??= createVerovioModule().then((module) => new VerovioToolkit(module));
  return toolkit;
}

function pageOptions(width: number, height: number) {
  return {
    scale: SCORE_SCALE,
    pageWidth: Math.max(600, Math.round((width * 100) / SCORE_SCALE)),
    pageHeight: Math.max(800, Math.round((height * 100) / SCORE_SCALE)),
    adjustPageHeight: true,
    breaks: 'auto',
    svgViewBox: true,
    svgRemoveXlink: true,
    footer: 'none',
    pageMarginLeft: 40,
    pageMarginRight: 40,
    pageMarginTop: 40,
    pageMarginBottom: 40,
  };
}

function readLayout(tk: VerovioToolkit): Layout {
  const measurePages: Record<string, number> = {};
  for (const entry of timemap)
    if (entry.measureOn) measurePages[entry.measureOn] = tk.getPageWithElement(entry.measureOn);
  return { pageCount: tk.getPageCount(), measurePages };
}

async function handle(request: WorkerRequest): Promise<WorkerResponse> {
  const tk = await getToolkit();
  switch (request.type) {
    case 'load': {
      tk.setOptions(pageOptions(request.width, request.height));
      if (!tk.loadData(request.score)) throw new Error('The score could not be read.');
      timemap = tk.renderToTimemap({
        includeMeasures: true,
        includeRests: false,
      }) as TimemapEntry[];
      tk.renderToMIDI();
      const pitches: Record<string, number> = {};
      for (const entry of timemap) {
        for (const id of entry.on ?? []) {
          const values = tk.getMIDIValuesForElement(id) as { pitch?: number };
          if (typeof values.pitch === 'number') pitches[id] = values.pitch;
        }
      }
      return { type: 'loaded', id: request.id, timemap, pitches, ...readLayout(tk) };
    }
    case 'layout':
      tk.setOptions(pageOptions(request.width, request.height));
      tk.redoLayout();
      return { type: 'laidOut', id: request.id, ...readLayout(tk) };
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
