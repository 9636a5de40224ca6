/**
 * A piano score of any length, for tests and the bench: the right hand in quarter notes, the
 * left in two-note half-note chords (8 notes a bar, 4/4, D major, so F and C sound sharp), and by
 * default a one-beat pickup numbered 0, as printed scores number it. Notes across octaves 3–5.
 */
export function longPianoScore(options: { notes: number; pickup?: boolean }): string {
  const hasPickup = options.pickup ?? true;
  const steps = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;
  const bars = Math.max(1, Math.ceil((options.notes - (hasPickup ? 2 : 0)) / 8));
  const note = (step: number, octave: number, beats: 1 | 2, staff: 1 | 2, isChord = false) => {
    const name = steps[step % 7] ?? 'C';
    const alter = name === 'F' || name === 'C' ? '<alter>1</alter>' : '';
    return (
      `<note>${isChord ? '<chord/>' : ''}<pitch><step>${name}</step>${alter}<octave>${String(octave)}</octave></pitch>` +
      `<duration>${String(beats)}</duration><voice>${String(staff)}</voice>` +
      `<type>${beats === 1 ? 'quarter' : 'half'}</type><staff>${String(staff)}</staff></note>`
    );
  };
  const attributes =
    '<attributes><divisions>1</divisions><key><fifths>2</fifths></key>' +
    '<time><beats>4</beats><beat-type>4</beat-type></time><staves>2</staves>' +
    '<clef number="1"><sign>G</sign><line>2</line></clef><clef number="2"><sign>F</sign><line>4</line></clef></attributes>';
  const measures: string[] = [];
  if (hasPickup)
    measures.push(
      `<measure number="0" implicit="yes">${attributes}${note(5, 4, 1, 1)}` +
        `<backup><duration>1</duration></backup>${note(1, 3, 1, 2)}</measure>`,
    );
  for (let bar = 1; bar <= bars; bar += 1) {
    const right = [0, 1, 2, 3].map((beat) => note(bar * 3 + beat, 4 + ((bar + beat) % 2), 1, 1));
    const left = [0, 1].map(
      (half) => note(bar + half * 2, 3, 2, 2) + note(bar + half * 2 + 2, 3, 2, 2, true),
    );
    measures.push(
      `<measure number="${String(bar)}">${!hasPickup && bar === 1 ? attributes : ''}` +
        `${right.join('')}<backup><duration>4</duration></backup>${left.join('')}</measure>`,
    );
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<score-partwise version="3.1">' +
    '<work><work-title>Long study</work-title></work>' +
    '<part-list><score-part id="P1"><part-name>Piano</part-name></score-part></part-list>' +
    `<part id="P1">${measures.join('')}</part></score-partwise>`
  );
}
