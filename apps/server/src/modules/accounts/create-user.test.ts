import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../../test/databases.js';
import { createAccountsRepository, type AccountsRepository } from './accounts.repository.js';
import { createUser } from './create-user.js';
import { verifyPassword } from './password-hash.js';

describe.each(testDrivers)('createUser on %s', (driver) => {
  let database: TestDatabase;
  let repository: AccountsRepository;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    repository = createAccountsRepository(database.handle.db);
  });
  afterAll(() => database.drop());

  it('stores an argon2id hash, never the password', async () => {
    const user = await createUser(repository, {
      email: 'Ada@Example.com',
      password: 'correct horse battery',
      role: 'admin',
    });
    expect(user.role).toBe('admin');
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(user.passwordHash ?? '', 'correct horse battery')).toBe(true);
    expect(user.isFreeTrialAvailable).toBe(true);
  });

  it('refuses an email already taken, whatever its case', async () => {
    await expect(
      createUser(repository, {
        email: 'ada@example.COM',
        password: 'another password',
        role: 'ordinary',
      }),
    ).rejects.toThrow('email exists');
  });

  it('refuses a malformed email, a short password and an unknown role', async () => {
    const attempt = (input: { email: string; password: string; role: string }) =>
      createUser(repository, input as never).catch((error: unknown) => error);
    const errors = await Promise.all([
      attempt({ email: 'nope', password: 'long enough', role: 'ordinary' }),
      attempt({ email: 'b@example.com', password: 'short', role: 'ordinary' }),
      attempt({ email: 'c@example.com', password: 'long enough', role: 'root' }),
    ]);
    expect(errors.map((e) => (e as ZodError).issues[0]?.message)).toEqual([
      'Email format is invalid',
      'Password must be 8 characters or more',
      'role must be one of admin, publisher, ordinary',
    ]);
    expect(await repository.findByEmail('b@example.com')).toBeUndefined();
  });
});
