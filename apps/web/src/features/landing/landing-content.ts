import { formatCountAtLeast } from '@cadenza/domain/rules';

/** Copy of the landing page that is content rather than interface (spec §1, §2). */

export const DEFAULT_TRIAL_LENGTH_DAYS = 30;
export const TRIAL_REMINDER_DAYS = 3;
export const APP_RATING = 4.2;
export const APP_STORE_URL = 'https://apps.apple.com/app/cadenza-learn-play-sing/id1234567890';

/** The spec's two wordings of the trial link; %s is the trial length. */
export const trialLinkTexts = {
  start: 'Start %s-day free trial',
  join: 'Join free for %s days',
} as const;

export function formatTrialLinkText(template: string, trialLengthDays: number): string {
  return template.replace('%s', String(trialLengthDays));
}

const CATALOGUE_LEAD =
  'classical, jazz and educational piano and vocal scores, with professional recordings and accompaniments synced to the music.';

/**
 * The hero's lead, counting the live catalogue's scores ('3,700+ classical, …'); before the
 * count is known, or while no score is published yet ('0 classical, …' claims nothing worth
 * saying), the same words without a number.
 */
export function catalogueLead(scoreCount: number | null): string {
  return scoreCount === null || scoreCount === 0
    ? `${CATALOGUE_LEAD.charAt(0).toUpperCase()}${CATALOGUE_LEAD.slice(1)}`
    : `${formatCountAtLeast(scoreCount)} ${CATALOGUE_LEAD}`;
}

export const featureTiles = [
  {
    title: 'Sheet music',
    text: 'Classical, jazz and educational piano and vocal scores for every level.',
  },
  {
    title: 'Pro recordings',
    text: 'Recordings and accompaniments by professional musicians, synced to the score as you follow.',
  },
  {
    title: 'Tempo & pitch',
    text: 'Slow a recording down to practise, or move it to a key that suits your voice.',
  },
  {
    title: 'Video masterclasses',
    text: 'Leading pianists show how they play, filmed from the keyboard, the left and the right.',
  },
  {
    title: 'Pronunciation guides',
    text: 'Translations and spoken guides for singers, line by line, in every language of the song.',
  },
  {
    title: 'Further reading',
    text: 'About the composer, the music and the volume: the story behind what you play.',
  },
] as const;

export const tagChips = [
  'piano',
  'vocal',
  'classical',
  'Jazz',
  'popular',
  'educational',
  'sheet music',
  'pro recordings',
  'elementary',
  'intermediate',
  'advanced',
] as const;

/** Written for the project: a magazine review, performers and ordinary users. */
export const testimonials = [
  {
    quote:
      'A genuine step forward for anyone learning an instrument: scores and recordings finally live in one place.',
    author: 'Keyboard Monthly',
    role: 'Magazine review',
  },
  {
    quote:
      'I hear the accompaniment move with me as I turn the tempo down. Practice has never felt so musical.',
    author: 'Elena Marsh',
    role: 'Soprano',
  },
  {
    quote: 'The masterclass videos show exactly what the hands are doing. My students love them.',
    author: 'David Okafor',
    role: 'Concert pianist and teacher',
  },
  {
    quote:
      'Back at the piano after twenty years, and the elementary pieces got me playing again within a week.',
    author: 'Margaret Hill',
    role: 'Returning pianist',
  },
  {
    quote: 'The pronunciation guides saved my German Lieder. I sing with far more confidence now.',
    author: 'Tom Reyes',
    role: 'Choir member',
  },
  {
    quote: 'Every audition piece I need, with a proper accompaniment to rehearse against.',
    author: 'Aisha Patel',
    role: 'Music student',
  },
  {
    quote: 'Pitch shifting means I can practise songs in my own key. Brilliant.',
    author: 'Chris Dunn',
    role: 'Jazz vocalist',
  },
  {
    quote: 'My daughter and I practise together every evening. Worth every penny.',
    author: 'Sarah Lindqvist',
    role: 'Parent',
  },
] as const;

export const partnerPublishers = [
  'Aria Editions',
  'Northgate Music',
  'Linden & Hale',
  'Crescendo Press',
  'Blue Room Records',
  'Meridian Scores',
] as const;

/** Spec §1: what each platform offers. */
export const platformFeatures = [
  { feature: 'Sheet music', desktop: true, ipad: true },
  { feature: 'Pro recordings', desktop: true, ipad: true },
  { feature: 'Video performances', desktop: true, ipad: true },
  { feature: 'Tempo and pitch adjustors', desktop: true, ipad: true },
  { feature: 'Pronunciation guides', desktop: true, ipad: true },
  { feature: 'Further reading', desktop: true, ipad: true },
  { feature: 'Video masterclasses', desktop: false, ipad: true },
  { feature: 'Automatic page turning', desktop: false, ipad: true },
  { feature: 'Looping', desktop: false, ipad: true },
  { feature: 'Record tool', desktop: false, ipad: true },
  { feature: 'Metronome', desktop: false, ipad: true },
  { feature: 'Annotation tools', desktop: false, ipad: true },
] as const;

export const browserDownloads = [
  { name: 'Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Firefox', href: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Safari', href: 'https://www.apple.com/safari/' },
] as const;
