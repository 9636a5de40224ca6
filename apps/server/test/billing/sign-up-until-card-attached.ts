/**
 * A server process for the stray-card test: it signs up through the API, and once the
 * processor has attached the card it prints ATTACHED_MARKER and goes no further, so the test
 * can SIGKILL it between the card's attachment and the account's commit.
 *
 * CADENZA_TEST_DATABASE: the database as JSON ({ driver, url } or { driver, dataDir }).
 * CADENZA_TEST_EMAIL: the address signing up.
 */
import { openDatabase, type DatabaseLocation } from '../../src/db/client.js';
import {
  ATTACHED_MARKER,
  buildAppWithGateway,
  holdAfterAttach,
  signUpWithSandboxCard,
} from './card-attachment-fixtures.js';

// Keeps the process alive while it waits to be killed, and ends it if nobody does.
setTimeout(() => process.exit(2), 120_000);

const database = await openDatabase(
  JSON.parse(process.env.CADENZA_TEST_DATABASE ?? '') as DatabaseLocation,
);
await database.migrate();
let held: ReturnType<typeof holdAfterAttach> | undefined;
const app = await buildAppWithGateway(database, (gateway) => {
  held = holdAfterAttach(gateway);
  return held.gateway;
});
void held?.attached.then(() => process.stdout.write(`${ATTACHED_MARKER}\n`));
const response = await signUpWithSandboxCard(app, process.env.CADENZA_TEST_EMAIL ?? '');
// Only reached if the hold failed: the test then sees this instead of the marker.
process.stdout.write(`signup answered ${String(response.statusCode)}: ${response.body}\n`);
process.exit(1);
