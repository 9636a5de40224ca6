import type { ScorePackage } from '@cadenza/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HeldWorker, resizeObserverOfWidth } from '../../../test/score-worker-fakes';
import { SyncScore, type SyncScoreProps } from './sync-score';

const scorePackage: ScorePackage = {
  kind: 'score',
  productId: 'draft-1',
  isPreview: false,
  format: 'musicxml',
  score: '<score-partwise/>',
  measureCount: 2,
  fullMeasureCount: 2,
  recording: null,
  translation: null,
  pronunciation: null,
};

// A pickup (bar 0, one quarter) and bar 1 (four quarters), at 120 a minute.
const page = `<svg viewBox="0 0 800 300"><g class="measure" id="m0"><g class="note" id="n1"/></g><g class="measure" id="m1"><g class="note" id="n2"/><g class="note" id="n3"/></g></svg>`;

function answerLoaded(worker: HeldWorker) {
  act(() => {
    worker.answer({
      type: 'loaded',
      id: worker.requests[0]?.id ?? 0,
      timemap: [
        { tstamp: 0, qstamp: 0, measureOn: 'm0', on: ['n1'] },
        { tstamp: 500, qstamp: 1, measureOn: 'm1', off: ['n1'], on: ['n2'] },
        { tstamp: 1000, qstamp: 2, off: ['n2'], on: ['n3'] },
        { tstamp: 2500, qstamp: 5, off: ['n3'] },
      ],
      pitches: { n1: 60, n2: 62, n3: 64 },
      staves: {},
      staffDefinitions: [],
      tiedNotes: [],
      measureNumbers: { m0: '0', m1: '1' },
      key: { fifths: 0, mode: 'major' },
      semitones: 0,
      pageCount: 1,
      measurePages: { m0: 1, m1: 1 },
    });
  });
}

/** The editor's side: a place in the score, moved on by a button. */
function Harness(props: Pick<SyncScoreProps, 'onBars' | 'onBarClick'>) {
  const [quarters, setQuarters] = useState(1);
  const quartersNow = useCallback(() => quarters, [quarters]);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setQuarters(2.5);
        }}
      >
        Move on
      </button>
      <SyncScore productId="draft-1" quartersNow={quartersNow} isPlaying={false} {...props} />
    </>
  );
}

describe('the score above the studio’s sync editor', () => {
  beforeEach(() => {
    HeldWorker.current = undefined;
    vi.stubGlobal('Worker', HeldWorker);
    vi.stubGlobal('ResizeObserver', resizeObserverOfWidth(800));
  });

  it('draws a draft’s full score, reports its bars by their printed numbers, lights the notes at the place given and reports a bar clicked', async () => {
    mockApi({ '/products/draft-1/package': scorePackage });
    const onBars = vi.fn();
    const onBarClick = vi.fn();
    renderWithProviders(<Harness onBars={onBars} onBarClick={onBarClick} />);
    const worker = await waitFor(() => {
      const current = HeldWorker.current;
      expect(current?.requests[0]).toMatchObject({ type: 'load', score: '<score-partwise/>' });
      return current as HeldWorker;
    });
    answerLoaded(worker);
    await waitFor(() => {
      expect(onBars).toHaveBeenLastCalledWith([
        { label: '0', quarters: 0 },
        { label: '1', quarters: 1 },
      ]);
    });
    const render = await waitFor(() => {
      const request = worker.requests.find((sent) => sent.type === 'render');
      expect(request).toMatchObject({ page: 1 });
      return request;
    });
    act(() => {
      worker.answer({ type: 'page', id: render?.id ?? 0, page: 1, svg: page, renderMs: 5 });
    });
    const scorePage = await screen.findByTestId('score-page');
    await waitFor(() => {
      expect(scorePage.querySelector('#n2')).toHaveClass('is-sounding');
    });
    expect(scorePage.querySelector('#n1')).not.toHaveClass('is-sounding');

    // Another place (a new reader, as the editor gives when its start or map changes).
    fireEvent.click(screen.getByRole('button', { name: 'Move on' }));
    await waitFor(() => {
      expect(scorePage.querySelector('#n3')).toHaveClass('is-sounding');
    });
    expect(scorePage.querySelector('#n2')).not.toHaveClass('is-sounding');

    const noteOfBarOne = scorePage.querySelector('#n2');
    if (!noteOfBarOne) throw new Error('no note');
    fireEvent.click(noteOfBarOne);
    expect(onBarClick).toHaveBeenCalledWith(1);
  });

  it('says so, and reports no bars, when the score is too long for the browser', async () => {
    mockApi({
      '/products/draft-1/package': {
        ...scorePackage,
        score: '',
        fullMeasureCount: 4000,
        isTooLargeForBrowser: true,
      },
    });
    const onBars = vi.fn();
    renderWithProviders(
      <SyncScore
        productId="draft-1"
        quartersNow={() => 0}
        isPlaying={false}
        onBars={onBars}
        onBarClick={() => undefined}
      />,
    );
    expect(
      await screen.findByText(/This score is too long to open in the browser \(4000 bars\)/),
    ).toBeInTheDocument();
    expect(onBars).toHaveBeenCalledWith(null);
    expect(HeldWorker.current?.requests ?? []).toEqual([]);
  });
});
