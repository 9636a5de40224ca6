import { scorePageOptions } from '@cadenza/domain';
import type { LoadedScore } from '@cadenza/music/scores';
import { engraveScorePage } from '@cadenza/music/media';
import { scoreCutter } from './score-preview.js';

/** Bars engraved first for a long score's first page, and how much more each try takes. */
const FIRST_CUT_MEASURES = 48;
const CUT_GROWTH = 3;
/**
 * Pages the cut must fill before its first page is taken for the whole score's: Verovio breaks
 * systems and pages greedily, so the first page is settled once the music runs on well past it.
 */
const PAGES_PAST_THE_FIRST = 2;

/**
 * The first page of `score` exactly as the browser's score viewer draws it at `width` × `height`
 * (the same options, shared through the domain). A long score is not laid out whole (seconds for
 * thousands of notes): its first bars are, more of them until they run well past the first page.
 * `isWhole` says `score` is to be engraved as it is (a preview: the viewer loads just that).
 */
export async function engraveViewerFirstPage(input: {
  score: LoadedScore;
  width: number;
  height: number;
  isWhole: boolean;
}): Promise<string> {
  const options = scorePageOptions(input.width, input.height);
  const engrave = async (score: LoadedScore) => engraveScorePage({ score, options, page: 1 });
  if (input.isWhole) return (await engrave(input.score)).svg;
  const cutter = scoreCutter(input.score);
  for (let measures = FIRST_CUT_MEASURES; ; measures *= CUT_GROWTH) {
    if (measures >= cutter.measureCount) return (await engrave(input.score)).svg;
    const { svg, pageCount } = await engrave(cutter.cut(measures));
    if (pageCount > PAGES_PAST_THE_FIRST) return svg;
  }
}
