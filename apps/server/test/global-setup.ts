import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase, pgliteHandle } from '../src/db/client.js';
import { serverRoot } from '../src/lib/server-root.js';
import { databaseUrl, withAdmin } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (`dumpDataDir`), copied by every test. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database for `CREATE DATABASE … TEMPLATE`; null without DATABASE_URL. */
    postgresTemplate: string | null;
    /** The server bundled from this run's sources (`build.mjs`), for tests that start processes. */
    serverBundleDir: string;
  }
}

/**
 * Runs the migrations once per run, on each driver, so a test database is a copy of a migrated
 * one instead of a new database migrated again (ARCHITECTURE: tests). The copies are
 * made in `test/databases.ts`; the migrations themselves still run from nothing here, and in the
 * process tests that start the server on an empty data directory.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  const dir = mkdtempSync(path.join(tmpdir(), 'cadenza-test-template-'));
  const cleanups: (() => Promise<void>)[] = [
    async () => {
      rmSync(dir, { recursive: true, force: true });
    },
  ];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const [pgliteTemplateFile, postgresTemplate, serverBundleDir] = await Promise.all([
      makePgliteTemplate(path.join(dir, 'pglite-data.tar')),
      adminUrl ? makePostgresTemplate(adminUrl, cleanups) : null,
      bundleServer(cleanups),
    ]);
    project.provide('pgliteTemplateFile', pgliteTemplateFile);
    project.provide('postgresTemplate', postgresTemplate);
    project.provide('serverBundleDir', serverBundleDir);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** Test scripts started as processes, bundled with the server (their `.js` name in the bundle). */
const bundledTestScripts = ['test/billing/sign-up-until-card-attached.ts'];

/**
 * The server, CLI and test scripts bundled once per run as `npm run build` bundles them, for
 * the tests that start them as processes: a process then loads one file instead of compiling
 * hundreds through tsx (about 1 s of CPU to start instead of 10). In a folder of its own under
 * dist/ (ignored by git), so that node_modules and the server's root are found as from dist/.
 */
async function bundleServer(cleanups: (() => Promise<void>)[]): Promise<string> {
  const dir = path.join(serverRoot, 'dist', `test-${randomBytes(6).toString('hex')}`);
  cleanups.push(async () => {
    rmSync(dir, { recursive: true, force: true });
  });
  await promisify(execFile)(process.execPath, ['build.mjs', dir, ...bundledTestScripts], {
    cwd: serverRoot,
  });
  return dir;
}

async function makePgliteTemplate(file: string): Promise<string> {
  const client = await createPglite({ driver: 'pglite', dataDir: null });
  try {
    await pgliteHandle(client).migrate();
    // Written to disk now, so that no copy starts by replaying the migrations' WAL.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

/** Unique per run, so parallel runs on one server never share or drop each other's template. */
async function makePostgresTemplate(
  adminUrl: string,
  cleanups: (() => Promise<void>)[],
): Promise<string> {
  const name = `cadenza_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  cleanups.push(async () => {
    await withAdmin(adminUrl, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  });
  const handle = await openDatabase({
    driver: 'postgres',
    url: databaseUrl(adminUrl, name),
    maxConnections: 1,
  });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  // A connection to the template would make every CREATE DATABASE from it fail.
  await withAdmin(adminUrl, (admin) =>
    admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`),
  );
  return name;
}
