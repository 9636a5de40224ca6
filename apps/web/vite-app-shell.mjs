import path from 'node:path';

const here = import.meta.dirname;
const source = (file) => path.join(here, file);

/**
 * The modules every app page needs and the landing does not, found from the module graph once
 * it is built: what the app's layouts import (statically, all the way down), less what the entry
 * and the landing page import. `test` tells the chunk group whether a module is one of them.
 * @returns {{ plugin: import('vite').Plugin, test: (id: string) => boolean }}
 */
export function appShell() {
  const modules = new Set();
  const plugin = {
    name: 'cadenza-app-shell',
    apply: 'build',
    buildEnd() {
      const reached = (roots) => {
        const seen = new Set();
        const visit = (id) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        roots.forEach(visit);
        return seen;
      };
      const landing = reached([source('src/main.tsx'), source('src/app/routes/landing.tsx')]);
      const app = reached([source('src/app/data-layer.tsx'), source('src/app/app-layout.tsx')]);
      for (const id of app) if (!landing.has(id)) modules.add(id);
      if (modules.size === 0) this.error('app shell: no module found (were the layouts moved?)');
    },
  };
  return { plugin, test: (id) => modules.has(id) };
}
