import type {
  PersonRole,
  ProductFeatureFlag,
  ProductType,
  VideoPerspective,
} from '@cadenza/domain';
import { productIdFor, slugIdFor } from './product-id.js';

/**
 * Catalogue rows to write, built in memory by the demo library and the server's importer (no
 * database types here).
 */
export interface ProductDraft {
  id: string;
  type: ProductType;
  sourceKey: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  copyright: string | null;
  featuredArtist: string | null;
  publisherId: string | null;
  difficultyPiano: number | null;
  difficultyVocal: number | null;
  musicalKey: string | null;
  language: string | null;
  year: number | null;
  featureFlags: ProductFeatureFlag[];
  /** Genre tags, normalised (lower case, one space between words). */
  genres: string[];
  published: boolean;
  scoreRef: string | null;
  recordingRef: string | null;
  pdfRef: string | null;
  videoRef: string | null;
  videos: { perspective: VideoPerspective; ref: string }[];
  // No video length here: it is measured from the video once made (the server's media sink).
  pronunciationAudioRef: string | null;
}

export type ProductFields = Partial<Omit<ProductDraft, 'id' | 'type' | 'sourceKey' | 'title'>> &
  Pick<ProductDraft, 'type' | 'sourceKey' | 'title'>;

export interface RelationDraft {
  parentId: string;
  childId: string;
  position: number;
  parentRank: number;
}

export interface PersonDraft {
  id: string;
  name: string;
  sortName: string;
  bornYear: number | null;
  diedYear: number | null;
  nationality: string | null;
}

export interface ProductPersonDraft {
  productId: string;
  personId: string;
  role: PersonRole;
  position: number;
}

export interface ReadingPageDraft {
  productId: string;
  position: number;
  path: string;
  title: string;
  html: string;
}

export interface CarouselDraft {
  id: string;
  referralCode: string | null;
  position: number;
  title: string;
  kind: 'hero' | 'standard';
  productIds: string[];
}

export interface CatalogueDraft {
  organisations: { id: string; name: string }[];
  persons: PersonDraft[];
  products: ProductDraft[];
  relations: RelationDraft[];
  productPersons: ProductPersonDraft[];
  readingPages: ReadingPageDraft[];
  carousels: CarouselDraft[];
}

export type PersonFacts = Omit<PersonDraft, 'id' | 'sortName'> & { sortName?: string };

/** Collects drafts, keeping ids, person and publisher de-duplication and positions consistent. */
export class CatalogueDraftBuilder {
  private readonly draft: CatalogueDraft = {
    organisations: [],
    persons: [],
    products: [],
    relations: [],
    productPersons: [],
    readingPages: [],
    carousels: [],
  };
  private readonly personIds = new Map<string, string>();
  private readonly organisationIds = new Map<string, string>();
  private readonly childCounts = new Map<string, number>();
  private readonly parentCounts = new Map<string, number>();
  private readonly creditCounts = new Map<string, number>();
  private readonly credits = new Set<string>();

  addProduct(fields: ProductFields): ProductDraft {
    const product: ProductDraft = {
      id: productIdFor(fields.sourceKey),
      subtitle: null,
      description: null,
      copyright: null,
      featuredArtist: null,
      publisherId: null,
      difficultyPiano: null,
      difficultyVocal: null,
      musicalKey: null,
      language: null,
      year: null,
      featureFlags: [],
      genres: [],
      published: true,
      scoreRef: null,
      recordingRef: null,
      pdfRef: null,
      videoRef: null,
      videos: [],
      pronunciationAudioRef: null,
      ...fields,
    };
    this.draft.products.push(product);
    return product;
  }

  /** Appends `child` to `parent`'s children; the first parent a child gets is its parent. */
  link(parent: ProductDraft, child: ProductDraft): void {
    const position = this.childCounts.get(parent.id) ?? 0;
    const parentRank = this.parentCounts.get(child.id) ?? 0;
    this.childCounts.set(parent.id, position + 1);
    this.parentCounts.set(child.id, parentRank + 1);
    this.draft.relations.push({ parentId: parent.id, childId: child.id, position, parentRank });
  }

  publisher(name: string): string {
    let id = this.organisationIds.get(name);
    if (!id) {
      id = slugIdFor(name);
      this.organisationIds.set(name, id);
      this.draft.organisations.push({ id, name });
    }
    return id;
  }

  person(facts: PersonFacts): string {
    let id = this.personIds.get(facts.name);
    if (!id) {
      id = slugIdFor(facts.name);
      this.personIds.set(facts.name, id);
      this.draft.persons.push({ ...facts, id, sortName: facts.sortName ?? sortNameOf(facts.name) });
    }
    return id;
  }

  /** Credits a person in a role, after the ones already credited in that role. */
  credit(product: ProductDraft, role: PersonRole, facts: PersonFacts): void {
    const personId = this.person(facts);
    const key = `${product.id}|${role}`;
    const position = this.creditCounts.get(key) ?? 0;
    const creditKey = `${key}|${personId}`;
    if (this.credits.has(creditKey)) return;
    this.credits.add(creditKey);
    this.creditCounts.set(key, position + 1);
    this.draft.productPersons.push({ productId: product.id, personId, role, position });
  }

  addReadingPages(product: ProductDraft, pages: { title: string; html: string }[]): void {
    pages.forEach((page, position) => {
      const path = `page-${position + 1}.html`;
      this.draft.readingPages.push({ productId: product.id, position, path, ...page });
    });
  }

  addCarousel(carousel: CarouselDraft): void {
    this.draft.carousels.push(carousel);
  }

  build(): CatalogueDraft {
    return this.draft;
  }
}

/** 'Bach, Johann Sebastian'; particles stay with the given names ('Beethoven, Ludwig van'). */
export function sortNameOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const surname = parts.pop();
  return parts.length && surname ? `${surname}, ${parts.join(' ')}` : name;
}
