import { ConfigError, loadConfig } from '../config/env.js';
import { AppError } from '../http/app-error.js';
import { createLogger } from '../lib/logger.js';
import { openRuntime, type Runtime } from '../runtime.js';
import { UsageError, type CliCommand } from './command.js';
import { clockCommand } from './commands/clock.js';
import { offerCommand } from './commands/offer.js';
import { recordSubscriptionCommand } from './commands/record-subscription.js';
import { createUserCommand } from './commands/create-user.js';
import { importCommand } from './commands/import.js';
import { migrateCommand } from './commands/migrate.js';
import { seedCommand } from './commands/seed.js';
import { statsCommand } from './commands/stats.js';

const commands: CliCommand[] = [
  migrateCommand,
  createUserCommand,
  seedCommand,
  statsCommand,
  importCommand,
  clockCommand,
  offerCommand,
  recordSubscriptionCommand,
];

function printHelp(): void {
  console.log('Usage: npm run cli -- <command> [options]\n\nCommands:');
  for (const command of commands) console.log(`  ${command.usage}\n      ${command.description}`);
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help') {
    printHelp();
    return name ? 0 : 2;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    console.error(`Unknown command '${name}'.`);
    printHelp();
    return 2;
  }
  const config = loadConfig();
  // Operators read the command's own output; only warnings and worse go to the log.
  const logger = createLogger({ logLevel: 'warn' });
  let runtime: Runtime | undefined;
  try {
    if (command.needsRuntime) runtime = await openRuntime(config, logger, { runWorkers: false });
    await command.run(args, runtime);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof TypeError) {
      console.error(`${error.message}\nUsage: npm run cli -- ${command.usage}`);
      return 2;
    }
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await runtime?.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
