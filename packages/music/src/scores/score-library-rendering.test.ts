import { beforeAll, describe, expect, it } from 'vitest';
import { createScoreLibrary } from './index.js';
import { sampleGeneratedRefs } from '../../test/sample-refs.js';
import { createScoreRenderer, type RenderReport } from '../../test/verovio-toolkit.js';

const library = createScoreLibrary();
const handWritten = library
  .entries()
  .filter((entry) => entry.ref.startsWith('lib:'))
  .map((entry) => entry.ref);
// Six per generator family: the easiest, the hardest and four between (sixteen families).
const generated = sampleGeneratedRefs(library.entries(), 6);

let render: (content: string) => RenderReport;

beforeAll(async () => {
  render = await createScoreRenderer();
});

function renderRef(ref: string): RenderReport {
  const score = library.load(ref);
  if (!score) throw new Error(`no score for ${ref}`);
  expect(score.format).toBe('musicxml');
  return render(score.content);
}

describe('scores render in Verovio', () => {
  it('samples every generator with both instruments and low, middle and high difficulties', () => {
    const groups = new Set(
      generated.map((ref) => library.entries().find((entry) => entry.ref === ref)?.group),
    );
    expect([...groups].sort()).toEqual([
      'arpeggios',
      'jazz:blues-comping',
      'jazz:blues-scales',
      'jazz:rootless-voicings',
      'jazz:scat',
      'jazz:shell-voicings',
      'jazz:swing',
      'jazz:tunes',
      'jazz:vocal-blues',
      'popular:melodies',
      'popular:patterns',
      'scales',
      'sight-reading',
      'sight-singing',
      'studies',
      'vocalises',
    ]);
    expect(handWritten.length).toBeGreaterThanOrEqual(30);
  });

  it.each([...handWritten, ...generated])(
    '%s loads, engraves and plays without a logged problem',
    (ref) => {
      const report = renderRef(ref);
      expect(report.isLoaded).toBe(true);
      expect(report.log).toEqual([]);
      expect(report.pageCount).toBeGreaterThanOrEqual(1);
      expect(report.noteCount).toBeGreaterThan(0);
      expect(report.onsetCount).toBeGreaterThan(0);
      expect(report.midiLength).toBeGreaterThan(0);
    },
  );

  it('reports a broken document, so the checks above can fail', () => {
    const report = render('<score-partwise version="4.0"><part-list/></score');
    expect(report.isLoaded && report.log.length === 0 && report.noteCount > 0).toBe(false);
  });
});
