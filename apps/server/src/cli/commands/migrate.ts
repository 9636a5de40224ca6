import type { CliCommand } from '../command.js';

export const migrateCommand: CliCommand = {
  name: 'migrate',
  usage: 'migrate',
  description: 'Apply pending database migrations (the server also does this at start).',
  needsRuntime: true,
  async run() {
    // Opening the runtime has already migrated the database.
    console.log('Database is up to date.');
  },
};
