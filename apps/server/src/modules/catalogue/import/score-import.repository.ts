import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  organisations,
  personAliases,
  persons,
  productPersons,
  productRelations,
  products,
  scoreImportFiles,
  scoreImports,
  users,
} from '../../../db/schema/index.js';

/** The import's statements; made on the transaction of the file being written, or on the db. */
export function createScoreImportRepository(db: Database) {
  return {
    async listPersons() {
      return db.select({ id: persons.id, name: persons.name }).from(persons);
    },

    async listAliases() {
      return db.select().from(personAliases);
    },

    async insertPerson(person: {
      id: string;
      name: string;
      sortName: string;
      bornYear: number | null;
      diedYear: number | null;
    }) {
      await db.insert(persons).values(person).onConflictDoNothing();
    },

    async renamePerson(id: string, name: string, sortName: string) {
      await db.update(persons).set({ name, sortName }).where(eq(persons.id, id));
    },

    async setPersonYears(id: string, bornYear: number, diedYear: number | null) {
      await db
        .update(persons)
        .set({ bornYear, ...(diedYear ? { diedYear } : {}) })
        .where(eq(persons.id, id));
    },

    async insertAlias(alias: { aliasKey: string; personId: string; surnameKey: string }) {
      await db.insert(personAliases).values(alias).onConflictDoNothing();
    },

    async findProductTitle(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ title: products.title })
        .from(products)
        .where(eq(products.id, id));
      return row?.title;
    },

    /** A volume's pieces, with their composers. */
    async listVolumePieces(volumeId: string) {
      const children = await db
        .select({ id: products.id, title: products.title })
        .from(productRelations)
        .innerJoin(products, eq(products.id, productRelations.childId))
        .where(and(eq(productRelations.parentId, volumeId), eq(products.type, sql`'piece'`)));
      if (!children.length) return [];
      const composers = await db
        .select({ productId: productPersons.productId, personId: productPersons.personId })
        .from(productPersons)
        .where(
          and(
            inArray(
              productPersons.productId,
              children.map((child) => child.id),
            ),
            eq(productPersons.role, sql`'composer'`),
          ),
        );
      return children.map((child) => ({
        ...child,
        composerIds: composers
          .filter((composer) => composer.productId === child.id)
          .map((composer) => composer.personId),
      }));
    },

    async setSourceAndLicence(productId: string, source: string | null, licence: string | null) {
      await db.update(products).set({ source, licence }).where(eq(products.id, productId));
    },

    async findOrganisation(id: string) {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
      return row;
    },

    /** A publisher's imprint id (users.organisation_id), or null. */
    async findUserImprintId(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ organisationId: users.organisationId })
        .from(users)
        .where(eq(users.id, userId));
      return row?.organisationId ?? null;
    },

    async createImport(values: {
      requestedBy: string | null;
      imprintId: string | null;
      name: string;
      publish: boolean;
    }): Promise<string> {
      const [row] = await db.insert(scoreImports).values(values).returning({ id: scoreImports.id });
      if (!row) throw new Error('the import was not recorded');
      return row.id;
    },

    async findImport(id: string) {
      const [row] = await db.select().from(scoreImports).where(eq(scoreImports.id, id));
      return row;
    },

    async listImportFiles(importId: string) {
      return db
        .select()
        .from(scoreImportFiles)
        .where(eq(scoreImportFiles.importId, importId))
        .orderBy(scoreImportFiles.position);
    },

    async listImports(requestedBy: string | null, limit: number) {
      return db
        .select()
        .from(scoreImports)
        .where(requestedBy ? eq(scoreImports.requestedBy, requestedBy) : undefined)
        .orderBy(desc(scoreImports.createdAt))
        .limit(limit);
    },

    async markImport(
      id: string,
      values: Partial<{
        status: 'queued' | 'running' | 'done' | 'failed';
        error: string | null;
        retryable: boolean;
        totalFiles: number;
        finishedAt: Date;
      }>,
    ) {
      await db.update(scoreImports).set(values).where(eq(scoreImports.id, id));
    },

    async recordFile(values: typeof scoreImportFiles.$inferInsert) {
      await db
        .insert(scoreImportFiles)
        .values(values)
        .onConflictDoUpdate({
          target: [scoreImportFiles.importId, scoreImportFiles.position],
          set: {
            status: values.status,
            reason: values.reason ?? null,
            productId: values.productId ?? null,
            title: values.title ?? null,
          },
        });
    },
  };
}

export type ScoreImportRepository = ReturnType<typeof createScoreImportRepository>;
