import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestedPaths } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HeldWorker, resizeObserverOfWidth } from '../../../test/score-worker-fakes';
import { LaidOutScore } from './laid-out-score';
import { FirstPageFrame } from './pre-rendered-page';
import { ScoreView } from './score-view';

function Viewer() {
  const container = useRef<HTMLDivElement>(null);
  return (
    <LaidOutScore score="<score/>" productId="piece-1" height={700}>
      {(document) => (
        <ScoreView
          page={1}
          pageCount={document.layout.pageCount}
          renderPage={document.renderPage}
          container={container}
          onPageChange={() => undefined}
          onRendered={() => undefined}
          onMeasureClick={() => undefined}
        />
      )}
    </LaidOutScore>
  );
}

const serverPage = '<svg viewBox="0 0 800 500"><g class="from-server"/></svg>';
const workerPage = '<svg viewBox="0 0 800 500"><g class="from-worker"/></svg>';

describe('LaidOutScore with a pre-rendered first page', () => {
  beforeEach(() => {
    vi.stubGlobal('Worker', HeldWorker);
    vi.stubGlobal('ResizeObserver', resizeObserverOfWidth(800));
  });

  it('shows the server’s page 1 before the worker has loaded, then the worker’s in its place', async () => {
    const fetchMock = mockApi({
      '/products/piece-1/first-page.svg?width=800&height=700': () =>
        new Response(serverPage, { headers: { 'content-type': 'image/svg+xml' } }),
    });
    renderWithProviders(<Viewer />);
    const preRendered = await screen.findByTestId('score-first-page');
    expect(preRendered.querySelector('g.from-server')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Preparing the score' })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual([
      '/products/piece-1/first-page.svg?width=800&height=700',
    ]);
    const worker = HeldWorker.current;
    if (!worker) throw new Error('no worker');
    expect(worker.requests[0]).toMatchObject({ type: 'load', width: 800, height: 700 });

    // Loaded: the score view stands the server's page in until the worker draws its own.
    act(() => {
      worker.answer({
        type: 'loaded',
        id: worker.requests[0]?.id ?? 0,
        timemap: [],
        pitches: {},
        staves: {},
        staffDefinitions: [],
        tiedNotes: [],
        measureNumbers: {},
        key: { fifths: 0, mode: 'major' },
        semitones: 0,
        pageCount: 3,
        measurePages: {},
      });
    });
    const scorePage = await screen.findByTestId('score-page');
    expect(scorePage).toHaveAttribute('data-pre-rendered', 'true');
    expect(scorePage.querySelector('g.from-server')).not.toBeNull();
    expect(screen.queryByTestId('score-first-page')).toBeNull();

    // The view asks the worker for page 1 from an effect: wait for the request, not a tick.
    const render = await waitFor(() => {
      const request = worker.requests.find((sent) => sent.type === 'render');
      expect(request).toMatchObject({ page: 1 });
      return request;
    });
    act(() => {
      worker.answer({ type: 'page', id: render?.id ?? 0, page: 1, svg: workerPage, renderMs: 5 });
    });
    await waitFor(() => {
      expect(scorePage.querySelector('g.from-worker')).not.toBeNull();
    });
    expect(scorePage.querySelector('g.from-server')).toBeNull();
    expect(scorePage).not.toHaveAttribute('data-pre-rendered');
  });

  it('waits for the worker alone when the server has no first page', async () => {
    mockApi({
      '/products/piece-1/first-page.svg?width=800&height=700': () =>
        new Response('{"message":"no"}', { status: 404 }),
    });
    renderWithProviders(<Viewer />);
    expect(
      await screen.findByRole('progressbar', { name: 'Preparing the score' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('score-first-page')).toBeNull();
  });

  it('asks for the first page while the package loads, and the viewer takes that answer over', async () => {
    const fetchMock = mockApi({
      '/products/piece-1/first-page.svg?width=800&height=700': () =>
        new Response(serverPage, { headers: { 'content-type': 'image/svg+xml' } }),
    });
    function PackageThenViewer() {
      const [hasPackage, setHasPackage] = useState(false);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setHasPackage(true);
            }}
          >
            package arrives
          </button>
          {hasPackage ? <Viewer /> : <FirstPageFrame productId="piece-1" height={700} />}
        </>
      );
    }
    renderWithProviders(<PackageThenViewer />);
    expect(
      (await screen.findByTestId('score-first-page')).querySelector('g.from-server'),
    ).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'package arrives' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Preparing the score' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('score-first-page').querySelector('g.from-server')).not.toBeNull();
    expect(requestedPaths(fetchMock)).toHaveLength(1);
  });
});
