import type { ESTree } from 'vite';

/** The part of the build's plugin context (at `buildEnd`) the map is made from. */
export interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(
    id: string,
  ): { code: string | null; importedIds: readonly string[]; exports: readonly string[] } | null;
  parse(code: string): ESTree.Program;
  resolve(source: string, importer: string): Promise<{ id: string } | null>;
}

export function staticImports(context: ModuleGraph): Promise<Map<string, string[]>>;
