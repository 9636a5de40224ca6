import createVerovioModule from 'verovio/wasm';
import { VerovioToolkit } from 'verovio/esm';
import { readLayout } from './read-score';
import {
  loadInKey,
  loadWritten,
  pageOptions,
  type PageSize,
  type WrittenScore,
} from './score-in-key';
import { splitSvgStyles } from './svg-styles';
import { type LoadStep, type WorkerRequest, type WorkerResponse } from './worker-protocol';

/**
 * Verovio (WebAssembly) off the main thread: loads the score, lays it out to the viewer's width,
 * writes it in another key, renders pages to SVG on request, and gives the timemap the player
 * follows.
 */
const scope = self as unknown as {
  postMessage(message: WorkerResponse): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

let toolkit: Promise<VerovioToolkit> | undefined;
let isFontSent = false;
/** The score as written, to load it again in another key, and what was read of it. */
let written: WrittenScore = {
  score: '',
  key: { fifths: 0, mode: 'major' },
  timemap: [],
  pitches: {},
};
/** Semitones from the written key of the score loaded now. */
let shownSemitones = 0;

async function getToolkit(): Promise<VerovioToolkit> {
  toolkit ??= createVerovioModule().then((module) => new VerovioToolkit(module));
  return toolkit;
}

/** Shows the score in the key asked for or, failing that, as it was before, and throws why. */
function showInKey(tk: VerovioToolkit, request: PageSize & { semitones: number }) {
  try {
    const layout = loadInKey(tk, written, request);
    shownSemitones = request.semitones;
    return layout;
  } catch (error) {
    loadInKey(tk, written, { ...request, semitones: shownSemitones });
    throw error;
  }
}

async function handle(request: WorkerRequest): Promise<WorkerResponse> {
  const tk = await getToolkit();
  switch (request.type) {
    case 'load': {
      const progress = (step: LoadStep) => {
        scope.postMessage({ type: 'progress', id: request.id, step });
      };
      progress('reading');
      const loaded = loadWritten(tk, request.score, request, () => {
        progress('timing');
      });
      written = loaded.written;
      shownSemitones = 0;
      const answer = { type: 'loaded', id: request.id, ...loaded.reading, semitones: 0 } as const;
      if (request.semitones === 0) return answer;
      // The timeline is the written score's; the pages are in the key asked for, if they can be.
      try {
        return { ...answer, ...showInKey(tk, request), semitones: request.semitones };
      } catch (error) {
        return {
          ...answer,
          transposeError: error instanceof Error ? error.message : String(error),
        };
      }
    }
    case 'layout':
      tk.setOptions(pageOptions(request));
      tk.redoLayout();
      return { type: 'laidOut', id: request.id, ...readLayout(tk, written.timemap) };
    case 'transpose':
      return { type: 'laidOut', id: request.id, ...showInKey(tk, request) };
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
