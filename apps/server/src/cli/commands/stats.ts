import { productTypes } from '@cadenza/domain';
import { createCatalogueWriteRepository } from '../../modules/catalogue/catalogue-write.repository.js';
import { requireRuntime, type CliCommand } from '../command.js';

export const statsCommand: CliCommand = {
  name: 'stats',
  usage: 'stats',
  description: 'Print the number of products per type as JSON.',
  needsRuntime: true,
  async run(_args, runtime) {
    const counts = await createCatalogueWriteRepository(
      requireRuntime(runtime).database.db,
    ).countProductsByType();
    const byType = Object.fromEntries(
      productTypes.map((type) => [type, counts.find((row) => row.type === type)?.total ?? 0]),
    );
    const total = counts.reduce((sum, row) => sum + row.total, 0);
    console.log(JSON.stringify({ products: byType, total }, null, 2));
  },
};
