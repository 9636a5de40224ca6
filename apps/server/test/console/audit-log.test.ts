import { consoleMessages, type AuditPage } from '@cadenza/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { consolePeople } from './console-fixtures.js';

describe.each(testDrivers)('the audit log on %s', (driver) => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof consolePeople>>;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    people = await consolePeople(t.database.handle, t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const firstNameOf = async (userId: string) => {
    const { rows } = await t.database.handle.executeSql(
      'select first_name from users where id = $1',
      [userId],
    );
    return rows[0]?.first_name;
  };

  /** An admin action renaming a user: the target before and after, as a real action reports. */
  const rename = (actorId: string, userId: string, firstName: string, fail = false) =>
    t.services.console.actions.run({
      actorId,
      action: 'user.rename',
      work: async (tx) => {
        const read = sql`select first_name from users where id = ${userId}`;
        const { rows } = (await tx.execute(read)) as { rows: { first_name: string | null }[] };
        const [row] = rows;
        const before = { firstName: row?.first_name ?? null };
        await tx.execute(sql`update users set first_name = ${firstName} where id = ${userId}`);
        if (fail) throw new Error('the action failed half-way');
        return {
          result: firstName,
          target: { type: 'user', id: userId },
          before,
          after: { firstName },
        };
      },
    });

  const auditPage = async (query = '') => {
    const response = await people.admin.call('GET', `/api/console/audit${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditPage>();
  };

  it('answers only admins: 401 signed out, 403 for a publisher and an ordinary user', async () => {
    expect((await people.guest('GET', '/api/console/audit')).statusCode).toBe(401);
    for (const person of [people.publisher, people.ordinary]) {
      const response = await person.call('GET', '/api/console/audit');
      expect(response.json()).toMatchObject({
        statusCode: 403,
        message: consoleMessages.adminsOnly,
      });
    }
    expect((await people.admin.call('GET', '/api/console/audit')).statusCode).toBe(200);
  });

  it('writes the action and its row together, with who, what, when, before and after', async () => {
    await rename(people.admin.id, people.ordinary.id, 'Olive');
    const page = await auditPage();
    expect(page.items[0]).toMatchObject({
      actor: { id: people.admin.id, email: 'admin@example.com' },
      action: 'user.rename',
      target: { type: 'user', id: people.ordinary.id },
      before: { firstName: null },
      after: { firstName: 'Olive' },
    });
    expect(Date.now() - Date.parse(page.items[0]?.at ?? '')).toBeLessThan(60_000);
  });

  it('keeps neither the change nor a row when the action fails, and no row for a repeat', async () => {
    const { total } = await auditPage();
    await expect(rename(people.admin.id, people.ordinary.id, 'Oscar', true)).rejects.toThrow(
      'half-way',
    );
    expect(await firstNameOf(people.ordinary.id)).toBe('Olive');
    await rename(people.admin.id, people.ordinary.id, 'Olive'); // changes nothing
    expect((await auditPage()).total).toBe(total);
  });

  it('refuses an action whose actor is not an admin, changing nothing', async () => {
    await expect(rename(people.publisher.id, people.ordinary.id, 'Pat')).rejects.toThrow(
      consoleMessages.adminsOnly,
    );
    expect(await firstNameOf(people.ordinary.id)).toBe('Olive');
  });

  it('is append-only: the database refuses to change or remove a row', async () => {
    const db = t.database.handle;
    await expect(db.executeSql("update audit_log set action = 'forged'")).rejects.toThrow(
      /append-only/,
    );
    await expect(db.executeSql('delete from audit_log')).rejects.toThrow(/append-only/);
    expect((await auditPage()).items[0]?.action).toBe('user.rename');
  });

  it('pages newest first and filters by actor and by action', async () => {
    const second = await t.services.accounts.repository.findByEmail('publisher@example.com');
    await t.database.handle.executeSql("update users set role = 'admin' where id = $1", [
      second?.id,
    ]);
    for (let i = 0; i < 55; i += 1) await rename(people.admin.id, people.ordinary.id, `Name ${i}`);
    await rename(people.publisher.id, people.ordinary.id, 'By the second admin');
    const first = await auditPage();
    expect(first.total).toBe(57);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.after).toEqual({ firstName: 'By the second admin' });
    expect(first.actions).toEqual(['user.rename']);
    expect(first.actors.map((actor) => actor.email)).toEqual([
      'admin@example.com',
      'publisher@example.com',
    ]);
    const last = await auditPage('?page=2');
    expect(last.items).toHaveLength(7);
    expect(last.items.at(-1)?.after).toEqual({ firstName: 'Olive' });
    const byActor = await auditPage(`?actorId=${people.publisher.id}`);
    expect(byActor.items.map((item) => item.actor.email)).toEqual(['publisher@example.com']);
    expect((await auditPage('?action=offer.create')).total).toBe(0);
    const bad = await people.admin.call('GET', '/api/console/audit?actorId=someone');
    expect(bad.statusCode).toBe(400);
  });
});
