import type { UserRole } from '@cadenza/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { insertProduct } from '../content/content-fixtures.js';
import { asPerson } from '../library/library-fixtures.js';
import { clientHeaders } from '../test-app.js';

/** Two imprints: A has a volume of three pieces, B one piece. */
export const studioCatalogue = {
  imprintA: { id: 'imprint-a', name: 'Alder Editions' },
  imprintB: { id: 'imprint-b', name: 'Birch Music' },
  volumeA: 'vol-a',
  piecesA: ['piece-a1', 'piece-a2', 'piece-a3'],
  pieceB: 'piece-b1',
} as const;

export async function insertStudioCatalogue(db: DatabaseHandle): Promise<void> {
  const { imprintA, imprintB, volumeA, piecesA, pieceB } = studioCatalogue;
  for (const imprint of [imprintA, imprintB])
    await db.executeSql('INSERT INTO organisations (id, name) VALUES ($1, $2)', [
      imprint.id,
      imprint.name,
    ]);
  await insertProduct(db, { id: volumeA, type: 'volume', title: 'Lanterns volume' });
  const titles = ['Quiet harbour', 'Marigold waltz', 'Thistle march'];
  for (const [index, id] of piecesA.entries()) {
    await insertProduct(db, { id, type: 'piece', title: titles[index] ?? id });
    await db.executeSql(
      'INSERT INTO product_relations (parent_id, child_id, position) VALUES ($1, $2, $3)',
      [volumeA, id, index],
    );
  }
  await insertProduct(db, { id: pieceB, type: 'piece', title: 'Juniper nocturne' });
  await db.executeSql('UPDATE products SET publisher_id = $1 WHERE id = ANY($2::text[])', [
    imprintA.id,
    [volumeA, ...piecesA],
  ]);
  await db.executeSql('UPDATE products SET publisher_id = $1 WHERE id = $2', [imprintB.id, pieceB]);
}

/** A signed-in account of this role (and imprint), as `asPerson` requests. */
export async function signedInAs(
  db: DatabaseHandle,
  app: FastifyInstance,
  options: { email: string; role: UserRole; organisationId?: string },
) {
  const password = 'a long passphrase 42';
  const user = await createTestUser(db, { email: options.email, password, role: options.role });
  if (options.organisationId)
    await db.executeSql('UPDATE users SET organisation_id = $1 WHERE id = $2', [
      options.organisationId,
      user.id,
    ]);
  const client = await signIn(app, { email: options.email, password });
  return asPerson(app, { ...clientHeaders, cookie: client.cookie });
}
