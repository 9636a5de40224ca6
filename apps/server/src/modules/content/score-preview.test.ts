import createVerovioModule from 'verovio/wasm';
import { VerovioToolkit } from 'verovio/esm';
import { describe, expect, it } from 'vitest';
import { numberedMusicXml } from '../../../test/content/content-fixtures.js';
import { countMeasures, cutScore, describeScore } from './score-preview.js';

const meiMeasure = (n: number) =>
  `<measure n="${String(n)}"><staff n="1"><layer n="1"><note pname="c" oct="5" dur="1"/></layer></staff><dir staff="1" tstamp="1">bar-${String(n)}</dir></measure>`;

const mei = `<?xml version="1.0" encoding="UTF-8"?>
<mei xmlns="http://www.music-encoding.org/ns/mei" meiversion="5.0"><meiHead><fileDesc><titleStmt><title>Two sections</title></titleStmt><pubStmt/></fileDesc></meiHead>
<music><body><mdiv><score><scoreDef meter.count="4" meter.unit="4"><staffGrp><staffDef n="1" lines="5" clef.shape="G" clef.line="2"/></staffGrp></scoreDef>
<section>${[1, 2, 3].map(meiMeasure).join('')}</section><section><ending n="1">${[4, 5].map(meiMeasure).join('')}</ending>${meiMeasure(6)}</section>
</score></mdiv></body></music></mei>`;

async function renderedMeasures(content: string): Promise<number> {
  const tk = new VerovioToolkit(await createVerovioModule());
  expect(tk.loadData(content)).toBeTruthy();
  return (tk.renderToSVG(1).match(/class="measure"/g) ?? []).length;
}

describe('cutting a preview from a score', () => {
  it('keeps the first bars of every MusicXML part and drops the DOCTYPE', async () => {
    const full = { format: 'musicxml' as const, content: numberedMusicXml(12) };
    expect(countMeasures(full)).toBe(12);
    const preview = cutScore(full, 6);
    expect(countMeasures(preview)).toBe(6);
    expect(preview.content).not.toContain('bar-7');
    expect(preview.content).not.toContain('DOCTYPE');
    expect(preview.content).toContain('Study &amp; Song');
    expect(await renderedMeasures(preview.content)).toBe(6);
  });

  it('keeps the first bars of an MEI score across sections and endings, and nothing after', async () => {
    const full = { format: 'mei' as const, content: mei };
    expect(countMeasures(full)).toBe(6);
    const preview = cutScore(full, 4);
    expect(countMeasures(preview)).toBe(4);
    expect(preview.content).toContain('bar-4');
    expect(preview.content).not.toContain('bar-5');
    expect(preview.content).not.toContain('bar-6');
    expect(await renderedMeasures(preview.content)).toBe(4);
  });

  it('describes a score from one parse: its bars and its preview, at most half of them', () => {
    const facts = describeScore({ format: 'musicxml', content: numberedMusicXml(7) });
    expect(facts).toMatchObject({
      format: 'musicxml',
      fullMeasureCount: 7,
      preview: { measureCount: 3 },
    });
    expect(facts.preview.content).toContain('bar-3');
    expect(facts.preview.content).not.toContain('bar-4');
    expect(describeScore({ format: 'mei', content: mei }).preview.measureCount).toBe(3);
  });

  it('never previews the whole piece: two bars keep one, a single bar has no preview at all', () => {
    const twoBars = describeScore({ format: 'musicxml', content: numberedMusicXml(2) });
    expect(twoBars.preview.measureCount).toBe(1);
    expect(twoBars.preview.content).not.toContain('bar-2');
    const oneBar = describeScore({ format: 'musicxml', content: numberedMusicXml(1) });
    expect(oneBar).toMatchObject({
      fullMeasureCount: 1,
      preview: { measureCount: 0, content: '' },
    });
  });
});
