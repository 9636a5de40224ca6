/**
 * What each module of the build imports statically, with imports from a barrel (a module of
 * `export * from` lines only, such as `@cadenza/domain`) narrowed to the barrel's modules that
 * export a name the importer takes.
 *
 * Rolldown's `importedIds` lists the barrel, and the barrel lists every module of the package:
 * followed as they are, a page that takes `offerEndpoint` from `@cadenza/domain` reaches the
 * console's and the studio's contracts too. The chunk groups (`vite-app-shell.mjs`) are built
 * from this map, so a group holds the contracts its pages use and no others.
 *
 * A barrel's own entry lists nothing: what it re-exports is reached through its importers.
 * @param {import('./vite-static-imports.d.mts').ModuleGraph} context the build's plugin context, at `buildEnd`
 * @returns {Promise<Map<string, string[]>>} each module's id to the ids it imports
 */
export async function staticImports(context) {
  const ids = [...context.getModuleIds()];
  const barrels = findBarrels(context, ids);
  const imports = new Map();
  for (const id of ids) {
    const info = context.getModuleInfo(id);
    const importedIds = info?.importedIds ?? [];
    if (barrels.has(id)) {
      imports.set(id, []);
    } else if (importedIds.some((imported) => barrels.has(imported))) {
      const taken = await namesTakenFromBarrels(context, id, info.code, barrels);
      imports.set(
        id,
        importedIds.flatMap((imported) =>
          barrels.has(imported)
            ? [imported, ...providersOf(barrels.get(imported), taken.get(imported))]
            : [imported],
        ),
      );
    } else {
      imports.set(id, importedIds);
    }
  }
  return imports;
}

/**
 * Each barrel of the app's own code, with the module that exports each of its names (through a
 * barrel it re-exports, the module that barrel takes the name from).
 */
function findBarrels(context, ids) {
  const barrelIds = new Set(ids.filter((id) => isBarrel(context, id)));
  const barrels = new Map();
  const providersOf = (barrel) => {
    if (barrels.has(barrel)) return barrels.get(barrel);
    const providers = new Map();
    barrels.set(barrel, providers);
    for (const module of context.getModuleInfo(barrel).importedIds) {
      if (barrelIds.has(module)) {
        for (const [name, provider] of providersOf(module)) providers.set(name, provider);
      } else {
        for (const name of context.getModuleInfo(module)?.exports ?? []) {
          providers.set(name, module);
        }
      }
    }
    return providers;
  };
  barrelIds.forEach(providersOf);
  return barrels;
}

function isBarrel(context, id) {
  if (id.includes('/node_modules/')) return false;
  const code = context.getModuleInfo(id)?.code;
  if (!code?.trimStart().startsWith('export *')) return false;
  return context
    .parse(code)
    .body.every((statement) => statement.type === 'ExportAllDeclaration' && !statement.exported);
}

/**
 * The names a module's imports and re-exports take from each barrel it imports, or `'*'` for
 * a namespace import or an `export *` of the barrel (which take all).
 * @returns {Promise<Map<string, Set<string> | '*'>>}
 */
async function namesTakenFromBarrels(context, id, code, barrels) {
  const taken = new Map();
  const take = (barrel, name) => {
    const names = taken.get(barrel) ?? new Set();
    if (names === '*' || name === '*') taken.set(barrel, '*');
    else taken.set(barrel, names.add(name));
  };
  for (const statement of context.parse(code).body) {
    if (!statement.source) continue;
    const resolved = await context.resolve(statement.source.value, id);
    if (!resolved || !barrels.has(resolved.id)) continue;
    if (statement.type === 'ExportAllDeclaration') take(resolved.id, '*');
    for (const specifier of statement.specifiers ?? []) {
      if (specifier.type === 'ImportNamespaceSpecifier') take(resolved.id, '*');
      else if (specifier.type === 'ImportDefaultSpecifier') take(resolved.id, 'default');
      else take(resolved.id, (specifier.imported ?? specifier.local).name);
    }
  }
  return taken;
}

function providersOf(providers, names) {
  if (names === '*') return [...new Set(providers.values())];
  return [...new Set([...(names ?? [])].flatMap((name) => providers.get(name) ?? []))];
}
