/**
 * The build's chunk graph: what every page runs at start, what a data page's route needs beyond it (its preloads
 * and stylesheets), the compile hints on both, and the `lists` chunk the data pages share (vite.config.ts).
 */
import type { Plugin, Rollup } from 'vite';
import { dataPagesIn, norm, type DataPageModules } from './dataPages.ts';

export type Chunk = Rollup.OutputChunk;

/** The module main.tsx imports in a task of its own, once the entry's modules have run. */
const BOOT_IMPORT = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;

function chunksOf(bundle: Rollup.OutputBundle): Map<string, Chunk> {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}

function withStaticImports(chunks: Map<string, Chunk>, roots: Chunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  roots.forEach((chunk) => visit(chunk.fileName));
  return files;
}

/** What every page runs at start: the entry, React DOM's client and their static imports. */
function startupChunks(bundle: Rollup.OutputBundle): { entry: Set<string>; boot: Set<string> } {
  const chunks = chunksOf(bundle);
  const all = [...chunks.values()];
  const client = all.find((chunk) => chunk.moduleIds.some((id) => BOOT_IMPORT.test(id)));
  if (!client) throw new Error('prerender: no chunk holds react-dom/client');
  return { entry: withStaticImports(chunks, all.filter((chunk) => chunk.isEntry)), boot: withStaticImports(chunks, [client]) };
}

const hrefs = (files: Iterable<string>, leaveOut: Set<string>) => [...files].filter((fileName) => !leaveOut.has(fileName)).map((fileName) => `/${fileName}`);

/** The boot's own chunks (React DOM's client): the pages ask for them up front, to download alongside the entry. */
export function bootPreloads(bundle: Rollup.OutputBundle): string[] {
  const { entry, boot } = startupChunks(bundle);
  return hrefs(boot, entry);
}

/**
 * The chunks of the given modules (paths ending the modules' ids) with their static imports, less what the
 * entry already loads: what a route needs beyond the start-up.
 */
export function routePreloads(bundle: Rollup.OutputBundle, modules: readonly string[]): string[] {
  const chunks = chunksOf(bundle);
  const roots = modules.map((module) => {
    const chunk = [...chunks.values()].find((candidate) => norm(candidate.facadeModuleId ?? '').endsWith(module));
    if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
    return chunk;
  });
  return hrefs(withStaticImports(chunks, roots), startupChunks(bundle).entry);
}

/** The stylesheets of the given modules' chunks (as routePreloads), which the app loads with them. */
export function routeStyles(bundle: Rollup.OutputBundle, modules: readonly string[]): string[] {
  const css = routePreloads(bundle, modules).flatMap((href) => [...((bundle[href.slice(1)] as Chunk | undefined)?.viteMetadata?.importedCss ?? [])]);
  return [...new Set(css)].map((fileName) => `/${fileName}`);
}

/**
 * The source modules (the app's and the model package's) that two or more data pages import statically from
 * their layout and view, less those the start-up already holds. vite.config.ts puts them, with what they import,
 * in one chunk (`lists`): left to automatic chunking, they and their Mantine parts split by which of the 30-odd
 * lazy routes share each module, into about 35 files of a few hundred bytes each, every one a request before the
 * first card. Filled once the module graph is known (buildEnd), before chunking asks. Packages are not walked:
 * their barrels (`@mantine/core`) import every module they export, most of which tree-shaking drops; the chunk
 * group takes the package modules actually used with the source modules.
 */
export function sharedListModules(routes?: readonly (readonly string[])[]): { plugin: Plugin; has: (id: string) => boolean } {
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'mentorbridge:shared-list-modules',
    apply: 'build',
    buildEnd() {
      shared.clear();
      const ids = [...this.getModuleIds()].filter((id) => !id.startsWith('\0'));
      const info = (id: string) => this.getModuleInfo(id);
      const reach = (roots: readonly string[]): Set<string> => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || !norm(id).includes('/src/') || norm(id).includes('/node_modules/')) return;
          seen.add(id);
          info(id)?.importedIds.forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const startup = reach(ids.filter((id) => info(id)?.isEntry && !info(id)?.dynamicImporters.length));
      const routeModules = routes ?? dataPagesIn(this).map((page) => page.modules);
      const isRoot = (id: string) => routeModules.flat().some((module) => norm(id).endsWith(module));
      const uses = new Map<string, number>();
      for (const modules of routeModules) {
        for (const id of reach(ids.filter((id) => modules.some((module) => norm(id).endsWith(module))))) {
          if (!startup.has(id) && !isRoot(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
        }
      }
      for (const [id, count] of uses) if (count > 1) shared.add(id);
    },
  };
  return { plugin, has: (id) => shared.has(id) };
}

/** Chrome's explicit compile hint: compile every function in the file while it downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks every page runs at start (React, React DOM, the router, the shell) for eager compilation, and
 * those of the data pages' routes (their layout and page with their static imports, which a shell asks for at once
 * and which render the first cards). Chrome then compiles them on a background thread as they arrive, instead of on
 * the main thread the first time each function runs, which was most of the start-up's blocking time (on
 * /mentorship under 4x CPU slowdown, the first card came about 0.8 s sooner with the route's chunks hinted). Other
 * chunks (other screens, Firebase) stay lazily compiled: much of their code never runs on a visit.
 */
export function compileHints(routes: readonly (readonly string[])[] | DataPageModules): Plugin {
  return {
    name: 'mentorbridge:compile-hints',
    apply: 'build',
    // After every other plugin has written to the chunks: the hint only counts on the first line.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { entry, boot } = startupChunks(bundle);
        const routeModules = 'all' in routes ? routes.all().map((page) => page.modules) : routes;
        const routeFiles = routeModules.flatMap((modules) => routePreloads(bundle, modules).map((href) => href.slice(1)));
        for (const fileName of new Set([...entry, ...boot, ...routeFiles])) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
