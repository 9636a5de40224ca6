import type { PersonRole, ProductType } from '@cadenza/domain';
import { slugIdFor, sortNameOf } from '@cadenza/music/catalogue-draft';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  organisations,
  persons,
  productPersons,
  productRelations,
  products,
  users,
} from '../../db/schema/index.js';
import { rowsOf } from '../search/search-rows.js';
import type { StudioImprint, StudioScope } from './studio-access.js';

export interface StudioListRow {
  id: string;
  type: ProductType;
  title: string;
  composer: string | null;
  publisher: string | null;
  published: boolean;
  updatedAt: Date;
}

export interface StudioProductRecord {
  id: string;
  type: ProductType;
  title: string;
  description: string | null;
  published: boolean;
  publisherId: string | null;
  publisher: string | null;
  difficultyPiano: number | null;
  difficultyVocal: number | null;
  scoreRef: string | null;
  coverImage: string | null;
  genres: string[];
  updatedAt: Date;
  people: { name: string; role: PersonRole }[];
  placements: { volumeId: string; volumeTitle: string; position: number; count: number }[];
}

export interface StudioProductWrite {
  title?: string;
  description?: string | null;
  published?: boolean;
  difficultyPiano?: number | null;
  difficultyVocal?: number | null;
  coverImage?: string | null;
  genres?: string[];
  people?: { name: string; role: PersonRole }[];
}

const volume = alias(products, 'volume');

/** `%…%` for ILIKE with the pattern characters of the text itself escaped. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (text: string) => `%${escapeLike(text)}%`;
/** `…%`, likewise. */
const beginning = (text: string) => `${escapeLike(text)}%`;

function scopeCondition(scope: StudioScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  // No imprint: a condition nothing meets.
  return scope.organisationId === null
    ? sql`false`
    : eq(products.publisherId, scope.organisationId);
}

const firstComposer = sql<string | null>`(
  SELECT person.name FROM product_persons credit JOIN persons person ON person.id = credit.person_id
   WHERE credit.product_id = ${products.id} AND credit.role = 'composer'
   ORDER BY credit.position LIMIT 1)`;

export function createStudioRepository(db: Database) {
  /** The person of this name (in any case), made when new. */
  async function personIdFor(tx: Database, name: string): Promise<string> {
    const [found] = await tx
      .select({ id: persons.id })
      .from(persons)
      .where(eq(sql`lower(${persons.name})`, name.toLowerCase()))
      .limit(1);
    if (found) return found.id;
    const id = slugIdFor(name);
    await tx
      .insert(persons)
      .values({ id, name, sortName: sortNameOf(name) })
      .onConflictDoNothing();
    return id;
  }

  return {
    async imprintOf(userId: string): Promise<StudioImprint> {
      const [row] = await db
        .select({ organisationId: users.organisationId, imprintName: organisations.name })
        .from(users)
        .leftJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.id, userId));
      return { organisationId: row?.organisationId ?? null, imprintName: row?.imprintName ?? null };
    },

    async findOrganisation(idOrName: string) {
      const [row] = await db
        .select()
        .from(organisations)
        .where(
          sql`${organisations.id} = ${idOrName} OR lower(${organisations.name}) = lower(${idOrName})`,
        )
        .limit(1);
      return row;
    },

    /**
     * Genre tags beginning with `prefix` on published products or on the scope's own (an
     * admin's: all), the most used first.
     */
    async listGenres(
      scope: StudioScope,
      prefix: string,
      limit: number,
    ): Promise<{ name: string; products: number }[]> {
      const own = scopeCondition(scope);
      const visible = own ? sql`(${products.published} OR ${own})` : sql`true`;
      return rowsOf<{ name: string; products: number }>(
        await db.execute(sql`
        SELECT tag AS name, count(*)::int AS products
          FROM ${products}, unnest(${products.genres}) AS tag
         WHERE ${visible} AND tag LIKE ${beginning(prefix)}
         GROUP BY tag
         ORDER BY count(*) DESC, tag
         LIMIT ${limit}`),
      );
    },

    /** Every imprint, by name. */
    async listOrganisations(): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .orderBy(asc(organisations.name));
    },

    /** Inserts the account unless its email is taken; whether it was inserted. */
    async insertUserUnlessTaken(user: typeof users.$inferInsert): Promise<boolean> {
      const [created] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing()
        .returning({ id: users.id });
      return created !== undefined;
    },

    async setUserOrganisation(userId: string, organisationId: string | null): Promise<void> {
      await db.update(users).set({ organisationId }).where(eq(users.id, userId));
    },

    /** A page of the scope's products matching `q` in the title or a person's name, by title. */
    async listProducts(options: {
      scope: StudioScope;
      q: string | undefined;
      offset: number;
      limit: number;
    }): Promise<{ rows: StudioListRow[]; total: number }> {
      const matching = options.q
        ? sql`(${products.title} ILIKE ${containing(options.q)} OR EXISTS (
            SELECT 1 FROM product_persons credit JOIN persons person ON person.id = credit.person_id
             WHERE credit.product_id = ${products.id} AND person.name ILIKE ${containing(options.q)}))`
        : undefined;
      const where = and(scopeCondition(options.scope), matching);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: products.id,
            type: products.type,
            title: products.title,
            composer: firstComposer,
            publisher: organisations.name,
            published: products.published,
            updatedAt: products.updatedAt,
          })
          .from(products)
          .leftJoin(organisations, eq(organisations.id, products.publisherId))
          .where(where)
          .orderBy(asc(products.title), asc(products.id))
          .offset(options.offset)
          .limit(options.limit),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async findProduct(id: string): Promise<StudioProductRecord | undefined> {
      const [row] = await db
        .select({
          id: products.id,
          type: products.type,
          title: products.title,
          description: products.description,
          published: products.published,
          publisherId: products.publisherId,
          publisher: organisations.name,
          difficultyPiano: products.difficultyPiano,
          difficultyVocal: products.difficultyVocal,
          scoreRef: products.scoreRef,
          coverImage: products.coverImage,
          genres: products.genres,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .leftJoin(organisations, eq(organisations.id, products.publisherId))
        .where(eq(products.id, id));
      if (!row) return undefined;
      const [people, placements] = await Promise.all([
        db
          .select({ name: persons.name, role: productPersons.role })
          .from(productPersons)
          .innerJoin(persons, eq(persons.id, productPersons.personId))
          .where(eq(productPersons.productId, id))
          .orderBy(asc(productPersons.role), asc(productPersons.position)),
        db
          .select({
            volumeId: productRelations.parentId,
            volumeTitle: volume.title,
            position: sql<number>`(SELECT count(*)::int FROM product_relations sibling
              WHERE sibling.parent_id = ${productRelations.parentId}
                AND sibling.position <= ${productRelations.position})`,
            count: sql<number>`(SELECT count(*)::int FROM product_relations sibling
              WHERE sibling.parent_id = ${productRelations.parentId})`,
          })
          .from(productRelations)
          .innerJoin(volume, eq(volume.id, productRelations.parentId))
          .where(and(eq(productRelations.childId, id), eq(volume.type, 'volume')))
          .orderBy(asc(productRelations.parentRank)),
      ]);
      return { ...row, people, placements };
    },

    /**
     * Writes the change in one transaction. The catalogue's version and the search documents
     * move with it (the triggers of migrations 0007 and 0009), so no cached answer shows the
     * product as it was.
     */
    async updateProduct(id: string, change: StudioProductWrite, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const { people, ...fields } = change;
        await tx
          .update(products)
          .set({ ...fields, updatedAt: at })
          .where(eq(products.id, id));
        if (!people) return;
        await tx.delete(productPersons).where(eq(productPersons.productId, id));
        const positions = new Map<PersonRole, number>();
        for (const person of people) {
          const position = positions.get(person.role) ?? 0;
          positions.set(person.role, position + 1);
          await tx.insert(productPersons).values({
            productId: id,
            personId: await personIdFor(tx, person.name),
            role: person.role,
            position,
          });
        }
      });
    },

    /** Puts the product at `position` (1-based) among the volume's items, the others in order. */
    async moveInVolume(
      id: string,
      volumeId: string,
      position: number,
      at: Date,
    ): Promise<'moved' | 'not in volume' | 'out of range'> {
      return db.transaction(async (tx) => {
        // Two moves in one volume at once would interleave their renumbering.
        const children = await tx
          .select({ childId: productRelations.childId })
          .from(productRelations)
          .where(eq(productRelations.parentId, volumeId))
          .orderBy(asc(productRelations.position), asc(productRelations.childId))
          .for('update');
        const ids = children.map((child) => child.childId);
        const from = ids.indexOf(id);
        if (from < 0) return 'not in volume';
        if (position > ids.length) return 'out of range';
        ids.splice(from, 1);
        ids.splice(position - 1, 0, id);
        await tx.execute(sql`
          UPDATE product_relations link SET position = ordered.position - 1
            FROM unnest(${sql.param(ids)}::text[]) WITH ORDINALITY AS ordered(child_id, position)
           WHERE link.parent_id = ${volumeId} AND link.child_id = ordered.child_id
             AND link.position <> ordered.position - 1`);
        await tx.update(products).set({ updatedAt: at }).where(eq(products.id, id));
        return 'moved';
      });
    },
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
