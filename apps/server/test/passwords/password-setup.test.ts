import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSession, findCookie, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { createFakeClock, DAY_MS, type FakeClock } from '../fake-clock.js';
import { findLink, isAddressedTo, startSmtpCapture, type SmtpCapture } from '../smtp-capture.js';
import { buildTestApp, clientHeaders, silentLogger, type TestApp } from '../test-app.js';
import { createUserCommand } from '../../src/cli/commands/create-user.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { composeServices, defineJobs } from '../../src/composition.js';

const PUBLIC_URL = 'https://cadenza.example';

describe.each(testDrivers)(
  'password setup for accounts made without a password on %s',
  (driver) => {
    let t: TestApp;
    let smtp: SmtpCapture;
    let clock: FakeClock;

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      clock = createFakeClock();
      t = await buildTestApp(
        driver,
        { SMTP_URL: smtp.url, PUBLIC_URL },
        { clock, runWorkers: true },
      );
    });
    afterAll(async () => {
      await t.close();
      await smtp.stop();
    });

    /**
     * `npm run cli -- create-user` in this process, as the CLI runs it: its own queue that only
     * sends; the server's workers (the test app's) deliver.
     */
    async function runCreateUser(args: string[]): Promise<string> {
      const jobs = new JobQueue({
        database: t.database.handle,
        logger: silentLogger,
        runWorkers: false,
      });
      const composition = {
        config: t.config,
        database: t.database.handle,
        jobs,
        clock,
        logger: silentLogger,
      };
      const services = composeServices(composition);
      const mailer = defineJobs(services, composition);
      const printed: string[] = [];
      const log = console.log;
      console.log = (line: string) => printed.push(line);
      try {
        await createUserCommand.run(args, {
          ...composition,
          services,
          mailer,
          close: () => Promise.resolve(),
        });
      } finally {
        console.log = log;
        await jobs.stop();
      }
      return printed.join('\n');
    }

    async function setupTokenFor(email: string): Promise<string> {
      const message = await smtp.waitForMessage((candidate) => isAddressedTo(candidate, email));
      return (
        findLink(message.text, `${PUBLIC_URL}/account/create-password/`).split('/').at(-1) ?? ''
      );
    }

    const setUp = (token: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/password-setups/${token}`,
        headers: clientHeaders,
        payload,
      });

    it('create-user without --password emails a setup link', async () => {
      const output = await runCreateUser(['--email', 'Una@Example.com', '--first-name', 'Una']);
      expect(JSON.parse(output)).toMatchObject({
        email: 'Una@Example.com',
        role: 'ordinary',
        passwordSetupEmail: 'queued',
      });
      const message = await smtp.waitForMessage((candidate) =>
        isAddressedTo(candidate, 'una@example.com'),
      );
      expect(message.subject).toBe('Create your Cadenza password');
      expect(message.text).toContain('Hello Una,');
      expect(message.text).toContain('expires in 7 days');
      expect(findLink(message.text, `${PUBLIC_URL}/account/create-password/`)).toMatch(
        /[A-Za-z0-9_-]{43}$/,
      );
    });

    it('sets the password, records consents and signs the user in', async () => {
      const token = await setupTokenFor('una@example.com');
      const res = await setUp(token, {
        password: 'my own sonata',
        consents: { terms: true, marketing: true },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(String),
        email: 'Una@Example.com',
        firstName: 'Una',
        facebookId: null,
        role: 'ordinary',
        referralCode: null,
        isFreeTrialAvailable: true,
        maxConcurrentSessions: null,
        consents: { terms: true, marketing: true, thirdPartyMarketing: false },
        updatedAt: clock.now().toISOString(),
        accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      expect(res.body).not.toMatch(/argon2|passwordHash|my own sonata/);
      expect(findCookie(res, 'session')?.value).toBe(body.accessToken);
      expect(await checkSession(t.app, { cookie: `session=${String(body.accessToken)}` })).toBe(
        200,
      );
      await signIn(t.app, { email: 'una@example.com', password: 'my own sonata' });

      const { rows } = await t.database.handle.executeSql(
        `select terms_accepted_at, marketing_consent_at from users where lower(email) = 'una@example.com'`,
      );
      expect(new Date(String(rows[0]?.terms_accepted_at)).getTime()).toBe(clock.now().getTime());
      expect(rows[0]?.marketing_consent_at).not.toBeNull();

      const reused = await setUp(token, {
        password: 'somebody else',
        consents: { terms: true, marketing: false },
      });
      expect(reused.json()).toEqual({ statusCode: 400, message: 'token not valid' });
      await signIn(t.app, { email: 'una@example.com', password: 'my own sonata' });
    });

    it('refuses bad input and an expired link, changing nothing', async () => {
      await runCreateUser(['--email', 'vic@example.com']);
      const token = await setupTokenFor('vic@example.com');
      const noTerms = await setUp(token, {
        password: 'my own sonata',
        consents: { terms: false, marketing: false },
      });
      expect(noTerms.json().errors).toContainEqual({
        field: 'consents.terms',
        message: 'You need to agree to these terms to create an account.',
      });
      const common = await setUp(token, {
        password: 'password1',
        consents: { terms: true, marketing: false },
      });
      expect(common.json().message).toBe('This password is too common. Please choose another.');
      const huge = await setUp(token, {
        password: 'y'.repeat(129),
        consents: { terms: true, marketing: false },
      });
      expect(huge.statusCode).toBe(400);
      await expect(
        signIn(t.app, { email: 'vic@example.com', password: 'password1' }),
      ).rejects.toThrow();

      clock.advance(8 * DAY_MS);
      const late = await setUp(token, {
        password: 'my own sonata',
        consents: { terms: true, marketing: false },
      });
      expect(late.json()).toEqual({ statusCode: 400, message: 'token not valid' });
    });

    it('create-user refuses a common password given on the command line', async () => {
      await expect(
        runCreateUser(['--email', 'wes@example.com', '--password', 'password1']),
      ).rejects.toThrow('This password is too common. Please choose another.');
    });
  },
);
