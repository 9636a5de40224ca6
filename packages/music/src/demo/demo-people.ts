/**
 * The demo library's own people and imprints. They are fictional (the project's house
 * editors and recording artists) so that nothing is claimed about real performers or
 * publishers; composers and poets are real (see composers.ts).
 */
export const imprints = {
  technique: 'Cadenza Study Series',
  classics: 'Cadenza Urtext',
  vocal: 'Cadenza Vocal Library',
  styles: 'Cadenza Modern Styles',
  general: 'Cadenza Editions',
} as const;

export const pianists = [
  'Amara Okonkwo-Lindqvist',
  'Tobias Vellacourt',
  'Ines Haraldsdóttir',
  'Mateo Ruiz-Castellanos',
  'Yuki Aramaki-Brent',
  'Léa Dumontier-Vass',
  'Oskar Wendeborn',
  'Priya Raghunathan-Cole',
  'Henrik Solvang-Ashby',
  'Clémence Arbogast',
] as const;

export const singers = [
  'Sofia Marchetti-Lowe',
  'Declan Ferrabee',
  'Aurélie Castagnède',
  'Nkechi Adeyemi-Hart',
  'Lukas Grünwald-Pryce',
  'Elin Torvaldsen-Reid',
] as const;

export const editors = [
  'Margaret Ellsworth-Kline',
  'Rafael Oyarzún',
  'Helena Brückner-Shaw',
  'Jonas Ekerot',
] as const;
export const selectors = ['Catriona Maclellan-Voss', 'Bastien Lheureux'] as const;
export const translators = [
  'Giulia Benvenuti-Hale',
  'Dorothea Kessel-Marsh',
  'Étienne Vauclair',
] as const;
