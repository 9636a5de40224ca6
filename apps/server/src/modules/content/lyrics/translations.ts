/**
 * English translations of the sung texts in the demo library, line by line, written for this
 * edition. Keyed by the original line with case, accents and punctuation ignored, so that a line
 * is found however the score splits its syllables.
 */
const translatedLines: Record<string, string> = {
  // Heidenröslein (Goethe)
  'Sah ein Knab’ ein Röslein stehn,': 'A boy saw a little rose standing,',
  'Röslein auf der Heiden, war so jung und morgenschön,':
    'a little rose on the heath, so young and fair as the morning;',
  'lief er schnell, es nah zu sehn,': 'he ran quickly to see it close,',
  'sah’s mit vielen Freuden.': 'and looked at it with great joy.',
  'Röslein, Röslein, Röslein rot, Röslein auf der Heiden.':
    'Little rose, little rose, little rose red, little rose on the heath.',
  // Stille Nacht (Mohr)
  'Stille Nacht, heilige Nacht!': 'Silent night, holy night!',
  'Alles schläft, einsam wacht nur das traute hochheilige Paar.':
    'All are sleeping; alone keep watch only the dear, most holy pair.',
  'Holder Knabe im lockigen Haar,': 'Lovely boy with curly hair,',
  'schlaf in himmlischer Ruh!': 'sleep in heavenly peace!',
  // An die Freude (Schiller)
  'Freude, schöner Götterfunken, Tochter aus Elysium,':
    'Joy, beautiful spark of the gods, daughter of Elysium,',
  'wir betreten feuertrunken, Himmlische, dein Heiligtum!':
    'drunk with fire we enter, heavenly one, your sanctuary!',
  'Deine Zauber binden wieder, was die Mode streng geteilt;':
    'Your magic binds again what custom strictly divided;',
  'alle Menschen werden Brüder, wo dein sanfter Flügel weilt.':
    'all people become brothers where your gentle wing rests.',
  // Frère Jacques
  'Frère Jacques, frère Jacques, dormez-vous?': 'Brother John, Brother John, are you sleeping?',
  'Dormez-vous?': 'Are you sleeping?',
  'Sonnez les matines, sonnez les matines,': 'Ring the morning bells, ring the morning bells,',
  'ding, dang, dong.': 'ding, dang, dong.',
  // Au clair de la lune
  'Au clair de la lune,': 'By the light of the moon,',
  'mon ami Pierrot, prête-moi ta plume pour écrire un mot.':
    'my friend Pierrot, lend me your pen to write a word.',
  'Ma chandell’est morte, je n’ai plus de feu;': 'My candle is out, I have no more fire;',
  'ouvre-moi ta porte pour l’amour de Dieu.': 'open your door to me, for the love of God.',
};

export function normaliseLine(line: string): string {
  return (
    line
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // Scores split 'dormez-vous' into syllables and lose the hyphen: ignore hyphens and apostrophes.
      .replace(/[-’']/g, '')
      .replace(/[^a-z0-9 ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const byKey = new Map(
  Object.entries(translatedLines).map(([original, english]) => [normaliseLine(original), english]),
);

/** Each line's translation (or undefined), or undefined when the text is not one we translated. */
export function findKnownTranslation(lines: readonly string[]): (string | undefined)[] | undefined {
  const found = lines.map((line) => byKey.get(normaliseLine(line)));
  return found.some((translation) => translation !== undefined) ? found : undefined;
}
