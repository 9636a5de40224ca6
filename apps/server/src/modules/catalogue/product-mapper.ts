import {
  isReadingType,
  productCoverPath,
  productFeatureFlags,
  productMediaPaths,
  type PersonRole,
  type Product,
  type ProductFeatureFlag,
  type ProductPersons,
  type ProductSummary,
} from '@cadenza/domain';
import type { ProductRow, SummaryRow } from './catalogue.repository.js';
import { coverInputOf, coverVersionOf } from './cover-image.js';

export interface Credit {
  role: PersonRole;
  name: string;
}

const pluralOf: Record<PersonRole, keyof ProductPersons> = {
  composer: 'composers',
  arranger: 'arrangers',
  lyricist: 'lyricists',
  editor: 'editors',
  selector: 'selectors',
  translator: 'translators',
};

export function toPersons(credits: readonly Credit[]): ProductPersons {
  const persons: ProductPersons = {
    composers: [],
    arrangers: [],
    lyricists: [],
    editors: [],
    selectors: [],
    translators: [],
  };
  for (const credit of credits) persons[pluralOf[credit.role]].push(credit.name);
  return persons;
}

function composerOf(credits: readonly Credit[]): string | null {
  const names = credits.filter((credit) => credit.role === 'composer').map((credit) => credit.name);
  return names.length ? names.join(', ') : null;
}

/** A stored image, or the generated cover when none is stored. */
function imageUrl(stored: string | null, generated: string): { url: string } {
  return { url: stored ?? generated };
}

export function toProductSummary(
  row: SummaryRow,
  credits: readonly Credit[],
  volumeTitle: string | null,
): ProductSummary {
  const composer = composerOf(credits);
  const cover = productCoverPath(row.id, coverVersionOf(coverInputOf(row, composer)));
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    subtitle: row.subtitle,
    composer,
    featuredArtist: row.featuredArtist,
    volumeTitle,
    difficulty: {
      ...(row.difficultyPiano === null ? {} : { piano: row.difficultyPiano }),
      ...(row.difficultyVocal === null ? {} : { vocal: row.difficultyVocal }),
    },
    coverImage: imageUrl(row.coverImage, cover),
    videoDuration: row.videoDurationMs,
    published: row.published,
  };
}

export interface ProductRelatives {
  parentProducts: ProductSummary[];
  children: ProductSummary[];
  /** Performances of the product's masterclasses (a volume's performance videos). */
  masterclassPerformances: ProductSummary[];
  /** Whether the product has reading pages (its package is a reading package). */
  hasReadingPages: boolean;
}

function ofType(children: ProductSummary[], ...types: ProductSummary['type'][]) {
  return children.filter((child) => types.includes(child.type));
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

const knownFlags = new Set<string>(productFeatureFlags);

export function toProduct(
  row: ProductRow,
  credits: readonly Credit[],
  summary: ProductSummary,
  relatives: ProductRelatives,
): Product {
  const { children } = relatives;
  const hasPackage = row.scoreRef !== null || relatives.hasReadingPages;
  const paths = productMediaPaths;
  const pieces = ofType(children, 'piece');
  // The summary's fields one by one, not spread: V8 builds `{ ...summary, ...30 more }` on a
  // slow path (about 70 µs a product, most of a volume's assembly), this in under 1 µs.
  return {
    id: summary.id,
    type: summary.type,
    title: summary.title,
    subtitle: summary.subtitle,
    composer: summary.composer,
    featuredArtist: summary.featuredArtist,
    volumeTitle: summary.volumeTitle,
    difficulty: summary.difficulty,
    coverImage: summary.coverImage,
    videoDuration: summary.videoDuration,
    published: summary.published,
    copyright: row.copyright,
    source: row.source,
    licence: row.licence,
    genres: row.genres,
    description: row.description,
    persons: toPersons(credits),
    orgName: row.orgName,
    musicalKey: row.musicalKey,
    language: row.language,
    year: row.year,
    socialImage: imageUrl(row.socialImage, summary.coverImage.url),
    previewImage: imageUrl(row.previewImage, summary.coverImage.url),
    logoImage: row.logoImage ? { url: row.logoImage } : null,
    titleImage: row.titleImage ? { url: row.titleImage } : null,
    pdf: row.pdfRef ? { url: paths.pdf(row.id) } : null,
    package: hasPackage ? { url: paths.package(row.id) } : null,
    previewPackage: hasPackage ? { url: paths.previewPackage(row.id) } : null,
    pronunciationAudio: row.pronunciationAudioRef
      ? { url: paths.pronunciationAudio(row.id) }
      : null,
    videoPlaylistUrl: row.videoRef ? paths.videoPlaylist(row.id) : null,
    videos: row.videos.map((video) => ({
      url: paths.perspectiveVideoPlaylist(row.id, video.perspective),
      perspective: video.perspective,
    })),
    featureFlags: row.featureFlags.filter((flag): flag is ProductFeatureFlag =>
      knownFlags.has(flag),
    ),
    mediaReady: row.mediaReady,
    parentProducts: relatives.parentProducts,
    pieces,
    volumes: ofType(children, 'volume'),
    masterclasses: ofType(children, 'masterclass'),
    shuffledPieces: shuffled(pieces),
    features: {
      videos: ofType(children, 'video'),
      readings: children.filter((child) => isReadingType(child.type)),
      performances: [...ofType(children, 'performance'), ...relatives.masterclassPerformances],
      explore: ofType(children, 'explore'),
    },
  };
}
