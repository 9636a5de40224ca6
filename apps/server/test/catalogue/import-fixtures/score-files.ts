/**
 * Small score files written for the import's tricky cases (titles, sets, composers' spellings,
 * encodings, formats), so the tests never depend on a corpus.
 */
export interface MusicXmlFixture {
  work?: string;
  movement?: string;
  /** Its number in the set ('2b'). */
  movementNumber?: string;
  composer?: string;
  rights?: string;
  source?: string;
  /** Written into the XML declaration; the caller encodes the text accordingly. */
  encoding?: string;
  lyric?: string;
  /** Pitch steps of four quarter notes (octave 4); different notes make different content. */
  notes?: string;
}

export function musicXml(fixture: MusicXmlFixture): string {
  const notes = Array.from(fixture.notes ?? 'CDEF')
    .map(
      (step, index) =>
        `<note><pitch><step>${step}</step><octave>4</octave></pitch><duration>1</duration><type>quarter</type>${
          index === 0 && fixture.lyric
            ? `<lyric number="1"><syllabic>single</syllabic><text>${fixture.lyric}</text></lyric>`
            : ''
        }</note>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="${fixture.encoding ?? 'UTF-8'}"?>
<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd">
<score-partwise version="4.0">
${fixture.work ? `<work><work-title>${fixture.work}</work-title></work>` : ''}
${fixture.movementNumber ? `<movement-number>${fixture.movementNumber}</movement-number>` : ''}
${fixture.movement ? `<movement-title>${fixture.movement}</movement-title>` : ''}
<identification>
${fixture.composer ? `<creator type="composer">${fixture.composer}</creator>` : ''}
${fixture.rights ? `<rights>${fixture.rights}</rights>` : ''}
${fixture.source ? `<source>${fixture.source}</source>` : ''}
</identification>
<part-list><score-part id="P1"><part-name>Voice</part-name></score-part></part-list>
<part id="P1"><measure number="1"><attributes><divisions>1</divisions><key><fifths>0</fifths></key><time><beats>4</beats><beat-type>4</beat-type></time><clef><sign>G</sign><line>2</line></clef></attributes>${notes}</measure></part>
</score-partwise>
`;
}

export const humdrumMelody = `!!!COM: Bach, Johann Sebastian
!!!OTL: Kleine Melodie
!!!YEM: CC0 1.0
**kern
*M4/4
=1
4c
4d
4e
4f
=2
1g
==
*-
`;

export const abcTune = `X:1
T:Speed the Plough
C:John Moorehead
S:Village band book, 1799
M:4/4
L:1/8
K:G
GABc dedB|dedB dedB|
`;

/** Verovio reads it, but it has no notes to show or play. */
export const abcWithoutNotes = `X:1
T:Nothing Here
K:C
`;
