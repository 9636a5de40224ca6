import { parseArgs } from 'node:util';
import { seedDemoLibraryFromScores } from '../../modules/catalogue/demo-library-seeding.js';
import { requireRuntime, type CliCommand } from '../command.js';

export const seedCommand: CliCommand = {
  name: 'seed',
  usage: 'seed [--force]',
  description:
    'Seed the demo library (does nothing when already seeded; --force wipes the whole catalogue first).',
  needsRuntime: true,
  async run(args, runtime) {
    const { values } = parseArgs({
      args,
      options: { force: { type: 'boolean', default: false } },
      strict: true,
    });
    const result = await seedDemoLibraryFromScores(requireRuntime(runtime).database.db, {
      force: values.force,
    });
    console.log(
      JSON.stringify(
        result.status === 'seeded'
          ? {
              status: result.status,
              products: result.productCount,
              seconds: result.milliseconds / 1000,
            }
          : result,
      ),
    );
  },
};
