import { benchAlign } from './align.bench.js';
import { benchBundleSize } from './bundle-size.js';
import { benchCatalogue } from './catalogue.bench.js';
import { benchCores } from './cores.bench.js';
import { benchCorpus } from './corpus.bench.js';
import { benchHealth } from './health.bench.js';
import { benchMixedLoad } from './mixed-load.bench.js';
import { benchPlayer } from './player.bench.js';
import { benchRenewals } from './renewals.bench.js';
import { benchLighthouse } from './lighthouse.bench.js';
import { benchMedia } from './media.bench.js';
import { benchSearch } from './search.bench.js';

// Each bench prints medians and ratios against a baseline; none asserts a time.
const benches: Record<string, () => Promise<void>> = {
  health: benchHealth,
  bundle: benchBundleSize,
  lighthouse: benchLighthouse,
  renewals: benchRenewals,
  player: benchPlayer,
  search: benchSearch,
  catalogue: benchCatalogue,
  cores: benchCores,
  load: benchMixedLoad,
  media: benchMedia,
  align: benchAlign,
  corpus: benchCorpus,
};

/**
 * Run only when named: the first start's demo media take a quarter of an hour, the alignment
 * bench several minutes of one core, the corpus (real scores beside the repository) three quarters of an hour.
 */
const onlyWhenNamed = new Set(['media', 'align', 'corpus']);

const only = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (only.length ? !only.includes(name) : onlyWhenNamed.has(name)) continue;
  await run();
}
