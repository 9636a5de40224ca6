import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { consoleAdmin } from './support/console-admin.js';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

// Chosen once by the runner; its workers inherit the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'cadenza-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${String(port)}`;

export default defineConfig({
  testDir: './tests',
  // The demo library's media are made first (products are listed once their media exist).
  projects: [
    { name: 'demo media', testMatch: /demo-media\.setup\.ts$/ },
    { name: 'chromium', testMatch: /\.spec\.ts$/, dependencies: ['demo media'] },
  ],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // The built service, started as a user starts it, on a fresh data folder and a free port.
  webServer: {
    // An admin is made first, as an operator would (the CLI, on the same data folder).
    command:
      `node ../apps/server/dist/cli.js create-user --email ${consoleAdmin.email} ` +
      `--password '${consoleAdmin.password}' --role admin && node ../apps/server/dist/main.js`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // The accounts journeys move the test clock (trial ends); never in production.
      CLOCK: 'adjustable',
      // Accounts made through the API come from addresses of their own (support/client-address).
      TRUST_PROXY: 'true',
      // Two volumes of every collection: every kind of product, its media made in a minute or two.
      SEED_DEMO_LIBRARY: 'sample',
    },
  },
});
