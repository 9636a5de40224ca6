import { createHash, randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../src/db/client.js';

/** A MusicXML score of `measures` bars; bar n holds the word `bar-n`, so a test can see which bars were sent. */
export function numberedMusicXml(measures: number): string {
  const bar = (n: number) =>
    `<measure number="${String(n)}">${n === 1 ? '<attributes><divisions>1</divisions><key><fifths>0</fifths></key><time><beats>4</beats><beat-type>4</beat-type></time><clef><sign>G</sign><line>2</line></clef></attributes>' : ''}<direction placement="above"><direction-type><words>bar-${String(n)}</words></direction-type></direction><note><pitch><step>C</step><octave>5</octave></pitch><duration>2</duration><type>half</type></note><note><pitch><step>E</step><octave>5</octave></pitch><duration>2</duration><type>half</type></note></measure>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd">
<score-partwise version="4.0"><work><work-title>Study &amp; Song</work-title></work>
<part-list><score-part id="P1"><part-name>Piano</part-name></score-part></part-list>
<part id="P1">${Array.from({ length: measures }, (_, index) => bar(index + 1)).join('\n')}</part>
</score-partwise>`;
}

interface ProductFixture {
  id: string;
  type: string;
  title?: string;
  scoreRef?: string | null;
  pdfRef?: string | null;
  videoRef?: string | null;
  recordingRef?: string | null;
  pronunciationAudioRef?: string | null;
  language?: string | null;
  published?: boolean;
  videos?: { perspective: string; ref: string }[];
}

export async function insertProduct(db: DatabaseHandle, product: ProductFixture): Promise<void> {
  await db.executeSql(
    `INSERT INTO products (id, type, source_key, title, score_ref, pdf_ref, video_ref, recording_ref, pronunciation_audio_ref, language, published, videos)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)`,
    [
      product.id,
      product.type,
      `test:${product.id}`,
      product.title ?? product.id,
      product.scoreRef ?? null,
      product.pdfRef ?? null,
      product.videoRef ?? null,
      product.recordingRef ?? null,
      product.pronunciationAudioRef ?? null,
      product.language ?? null,
      product.published ?? true,
      JSON.stringify(product.videos ?? []),
    ],
  );
}

/** Stores a score as the importer does and returns its score ref. */
export async function insertImportedScore(db: DatabaseHandle, content: string): Promise<string> {
  const hash = createHash('sha256').update(content).digest('hex');
  await db.executeSql(
    `INSERT INTO imported_scores (hash, format, content, file_name) VALUES ($1, 'musicxml', $2, 'test.musicxml') ON CONFLICT DO NOTHING`,
    [hash, content],
  );
  return `import:${hash}`;
}

export async function insertReadingPages(
  db: DatabaseHandle,
  productId: string,
  pages: { title: string; html: string }[],
): Promise<void> {
  for (const [position, page] of pages.entries()) {
    await db.executeSql(
      'INSERT INTO reading_pages (product_id, position, path, title, html) VALUES ($1, $2, $3, $4, $5)',
      [productId, position, `page-${String(position + 1)}.html`, page.title, page.html],
    );
  }
}

export interface SubscriptionFixture {
  userId: string;
  status: 'active' | 'expired' | 'past_due';
  periodEnd: Date;
  isTrialPeriod?: boolean;
  cancelledAt?: Date | null;
}

/** A subscription row as billing leaves it in each state (the state machine itself is billing's to test). */
export async function insertSubscription(
  db: DatabaseHandle,
  subscription: SubscriptionFixture,
): Promise<void> {
  const start = new Date(subscription.periodEnd.getTime() - 30 * 24 * 3600 * 1000);
  await db.executeSql(
    `INSERT INTO subscriptions (user_id, original_transaction_id, provider, status, is_trial_period, trial_end, billing_anchor, current_period_start, current_period_end, cancellation_date)
     VALUES ($1, $2, 'stripe', $3, $4, $5, $6, $6, $7, $8)`,
    [
      subscription.userId,
      `test-${randomUUID()}`,
      subscription.status,
      subscription.isTrialPeriod ?? false,
      subscription.isTrialPeriod ? subscription.periodEnd.toISOString() : null,
      start.toISOString(),
      subscription.periodEnd.toISOString(),
      subscription.cancelledAt?.toISOString() ?? null,
    ],
  );
}
