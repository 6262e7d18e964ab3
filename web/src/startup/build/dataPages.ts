/**
 * The data pages in the app's module graph (docs/architecture.md, "Data pages"): the modules the registry
 * (app/dataPages.ts) imports are their definitions, each one's only lazily loaded view its screen, shell and card.
 */
import { runnerImport, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { nested } from './nestedBuild.ts';

/** A data page's definition module (features/<area>/page.ts) and the modules its route renders (the data layout, its view). */
export interface DataPageBuild {
  definition: string;
  /** The route's view: its screen, with the shell and the card template (the early script leaves it out). */
  view: string;
  modules: readonly string[];
}

/** The data pages' modules in the app's build, by route: known once the module graph is (buildEnd). */
export interface DataPageModules {
  plugin: Plugin;
  get: (route: string) => DataPageBuild;
  all: () => readonly DataPageBuild[];
}

/** The registry of the data pages' definitions, and the layout every data page's route renders in (app/router.tsx). */
const DATA_PAGE_REGISTRY = 'src/app/dataPages.ts';
const DATA_LAYOUT = 'src/app/FirestoreLayout.tsx';
/** What marks a definition's view among the modules it loads lazily (DataPageView in lib/dataPage.ts). */
const VIEW_EXPORT = 'Shell';

/** Forward slashes, so that ids compare with the paths above on every system. */
export const norm = (id: string) => id.replace(/\\/g, '/');

/** The data pages in the app's module graph: each definition the registry imports, with its route's modules. */
export function dataPagesIn(graph: Pick<Rollup.PluginContext, 'getModuleIds' | 'getModuleInfo'>): DataPageBuild[] {
  const ids = [...graph.getModuleIds()];
  const registry = ids.find((id) => norm(id).endsWith(DATA_PAGE_REGISTRY));
  const layout = ids.find((id) => norm(id).endsWith(DATA_LAYOUT));
  if (!registry || !layout) throw new Error(`prerender: ${DATA_PAGE_REGISTRY} or ${DATA_LAYOUT} is not in the build`);
  return (graph.getModuleInfo(registry)?.importedIds ?? []).map((definition) => {
    const lazy = graph.getModuleInfo(definition)?.dynamicallyImportedIds ?? [];
    const views = lazy.filter((id) => graph.getModuleInfo(id)?.exports.includes(VIEW_EXPORT));
    if (views.length !== 1) throw new Error(`prerender: ${definition} must load one view lazily, a module that exports its ${VIEW_EXPORT} (it loads ${views.length})`);
    return { definition, view: views[0], modules: [layout, views[0]] };
  });
}

/**
 * Finds the data pages and reads each definition's route through Vite's module runner. The other plugins take
 * their route modules from here: a shell asks for them right after its first paint, beside the entry, instead of
 * once the router has started and asked for them.
 */
export function dataPageModules(): DataPageModules {
  const byRoute = new Map<string, DataPageBuild>();
  let config: ResolvedConfig | undefined;
  const plugin: Plugin = {
    name: 'mentorbridge:data-pages',
    apply: 'build',
    // Before the plugins that use them (shared list modules, compile hints).
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    async buildEnd() {
      byRoute.clear();
      if (!config) return;
      for (const page of dataPagesIn(this)) {
        const { module } = await runnerImport<{ page: { route: string } }>(page.definition, nested(config));
        byRoute.set(module.page.route, page);
      }
    },
  };
  return {
    plugin,
    get: (route) => {
      const page = byRoute.get(route);
      if (!page) throw new Error(`prerender: /${route} is not a data page of the build`);
      return page;
    },
    all: () => [...byRoute.values()],
  };
}
