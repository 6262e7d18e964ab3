import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { bootPreloads, COMPILE_HINT, compileHints, routePreloads, sharedListModules } from '../web/src/startup/build/chunks';
import { inlineScripts } from '../web/src/startup/build/inlineScripts';
import { addModulePreloads, deferScripts } from '../web/src/startup/build/pages';
import { APP_SHELL } from '../web/src/startup/build/serving';
import { EARLY_CLICKS_KEY, PLATFORM_FIGURE_ATTRIBUTE, STORAGE_KEYS } from '../web/src/config';

function chunk(
  fileName: string,
  imports: string[],
  options: { isEntry?: boolean; moduleIds?: string[]; facadeModuleId?: string } = {},
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry: options.isEntry ?? false,
    facadeModuleId: options.facadeModuleId ?? null,
    moduleIds: options.moduleIds ?? [`/app/src/${fileName}`],
    code: `export const name = ${JSON.stringify(fileName)};`,
  } as Rollup.OutputChunk;
}

/** A bundle shaped like the app's: an entry, React DOM's client loaded by the boot, and a screen. */
function bundle(): Rollup.OutputBundle {
  const files = [
    chunk('assets/index.js', ['assets/react.js', 'assets/Box.js'], { isEntry: true }),
    chunk('assets/react.js', []),
    chunk('assets/Box.js', ['assets/react.js']),
    chunk('assets/client.js', ['assets/react.js', 'assets/scheduler.js'], { moduleIds: ['/app/node_modules/react-dom/client.js'] }),
    chunk('assets/scheduler.js', []),
    chunk('assets/firestore.js', ['assets/react.js']),
    chunk('assets/MentorsPage.js', ['assets/Select.js', 'assets/react.js'], { facadeModuleId: '/app/web/src/features/mentors/components/MentorsPage.tsx' }),
    chunk('assets/Select.js', ['assets/react.js']),
    chunk('assets/AdminPage.js', ['assets/react.js'], { facadeModuleId: '/app/web/src/features/admin/components/AdminPage.tsx' }),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

const SHELL = `<!doctype html><html><head>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
  </head><body><div id="root"></div></body></html>`;

describe("Hosting's routing", () => {
  it('matches firebase.json: Hosting serves each page the build wrote for its route (clean URLs) before the SPA fallback', () => {
    const hosting = (JSON.parse(readFileSync(fileURLToPath(new URL('../firebase.json', import.meta.url)), 'utf8')) as {
      hosting: { cleanUrls?: boolean; rewrites: ({ source: string; destination: string } | { source: string; function: { functionId: string } })[] };
    }).hosting;
    expect(hosting.cleanUrls).toBe(true);
    // The shared addresses of one item go to the link-preview function (functions/src/preview.ts), each with one
    // segment after a route (never a page the build wrote), then everything else to the SPA's shell.
    const previews = hosting.rewrites.slice(0, -1);
    expect(previews.length).toBeGreaterThan(0);
    for (const rewrite of previews) {
      expect(rewrite).toMatchObject({ function: { functionId: 'linkPreview' } });
      expect(rewrite.source).toMatch(/^(\/[a-z-]+)+\/\*$/);
    }
    expect(hosting.rewrites.at(-1)).toEqual({ source: '**', destination: `/${APP_SHELL}` });
  });
});

describe('routePreloads', () => {
  it('lists the route modules’ chunks and their static imports that the entry does not load', () => {
    const files = bundle();
    const page = chunk('assets/MentorsPage.js', ['assets/firestore.js', 'assets/Box.js']);
    files[page.fileName] = { ...page, facadeModuleId: '/app/src/features/mentors/components/MentorsPage.tsx' } as Rollup.OutputChunk;
    expect(routePreloads(files, ['src/features/mentors/components/MentorsPage.tsx'])).toEqual(['/assets/MentorsPage.js', '/assets/firestore.js']);
  });

  it('fails the build when a route module has no chunk of its own', () => {
    expect(() => routePreloads(bundle(), ['src/app/FirestoreLayout.tsx'])).toThrow(/no chunk for src\/app\/FirestoreLayout.tsx/);
  });
});

describe('bootPreloads', () => {
  it('lists the chunks the boot imports that the entry does not already import', () => {
    expect(bootPreloads(bundle()).sort()).toEqual(['/assets/client.js', '/assets/scheduler.js']);
  });

  it('fails the build when React DOM is no longer loaded by the boot', () => {
    const withoutClient = bundle();
    delete withoutClient['assets/client.js'];
    expect(() => bootPreloads(withoutClient)).toThrow(/react-dom\/client/);
  });
});

describe('compileHints', () => {
  it('marks the entry, the boot and their imports for eager compilation, and nothing else', () => {
    const files = bundle();
    const plugin: Plugin = compileHints([]);
    const hook = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: Rollup.OutputBundle, isWrite: boolean) => void };
    const generate = hook.handler;
    generate.call({}, {}, files, true);
    // Running it twice (a rebuild in watch mode) adds the comment once.
    generate.call({}, {}, files, true);
    const hinted = Object.values(files)
      .filter((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.code.startsWith(`${COMPILE_HINT}\n`))
      .map((file) => file.fileName)
      .sort();
    expect(hinted).toEqual(['assets/Box.js', 'assets/client.js', 'assets/index.js', 'assets/react.js', 'assets/scheduler.js']);
    expect((files['assets/index.js'] as Rollup.OutputChunk).code.split(COMPILE_HINT)).toHaveLength(2);
    expect((files['assets/firestore.js'] as Rollup.OutputChunk).code).not.toContain(COMPILE_HINT);
  });

  it('marks a data page route and its static imports too, but no other screen', () => {
    const files = bundle();
    const hook = compileHints([['src/features/mentors/components/MentorsPage.tsx']]).generateBundle as {
      handler: (this: unknown, options: unknown, bundle: Rollup.OutputBundle, isWrite: boolean) => void;
    };
    hook.handler.call({}, {}, files, true);
    const hinted = (name: string) => (files[name] as Rollup.OutputChunk).code.startsWith(`${COMPILE_HINT}\n`);
    expect(hinted('assets/MentorsPage.js')).toBe(true);
    expect(hinted('assets/Select.js')).toBe(true);
    expect(hinted('assets/AdminPage.js')).toBe(false);
    expect(hinted('assets/firestore.js')).toBe(false);
  });
});

describe('sharedListModules', () => {
  /** A module graph: each id with its static imports; `dynamic` ones are imported lazily (routes). */
  function graph(modules: Record<string, string[]>, options: { entry: string; dynamic: string[] }) {
    return {
      getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
      getModuleInfo: (id: string) =>
        id in modules
          ? { importedIds: modules[id], isEntry: id === options.entry || options.dynamic.includes(id), dynamicImporters: options.dynamic.includes(id) ? [options.entry] : [] }
          : null,
    };
  }

  it('takes the source modules two or more data pages import, not the start-up’s, the pages’ own, or packages', () => {
    const modules = {
      '/app/web/src/main.tsx': ['/app/web/src/app/Layout.tsx'],
      '/app/web/src/app/Layout.tsx': ['/app/node_modules/@mantine/core/esm/index.mjs'],
      '/app/web/src/app/FirestoreLayout.tsx': ['/app/web/src/components/OfflineBanner.tsx'],
      '/app/web/src/features/mentors/components/MentorsPage.tsx': ['/app/web/src/lib/usePublicList.ts', '/app/web/src/features/mentors/components/MentorCard.tsx'],
      '/app/web/src/features/projects/components/ProjectsPage.tsx': ['/app/web/src/lib/usePublicList.ts', '/app/web/src/app/Layout.tsx'],
      '/app/web/src/features/mentors/components/MentorCard.tsx': ['/app/node_modules/@mantine/core/esm/index.mjs'],
      '/app/web/src/lib/usePublicList.ts': ['/app/model/src/lists.ts', '/app/node_modules/@mantine/core/esm/index.mjs'],
      '/app/model/src/lists.ts': [],
      '/app/web/src/components/OfflineBanner.tsx': [],
      '/app/node_modules/@mantine/core/esm/index.mjs': ['/app/node_modules/pkg/src/thing.js'],
      '/app/node_modules/pkg/src/thing.js': [],
    };
    const { plugin, has } = sharedListModules([
      ['src/app/FirestoreLayout.tsx', 'src/features/mentors/components/MentorsPage.tsx'],
      ['src/app/FirestoreLayout.tsx', 'src/features/projects/components/ProjectsPage.tsx'],
    ]);
    const context = graph(modules, {
      entry: '/app/web/src/main.tsx',
      dynamic: ['/app/web/src/app/FirestoreLayout.tsx', '/app/web/src/features/mentors/components/MentorsPage.tsx', '/app/web/src/features/projects/components/ProjectsPage.tsx'],
    });
    (plugin.buildEnd as (this: unknown) => void).call(context);
    const shared = Object.keys(modules).filter(has);
    // Shared by both pages: the list hook, the model module it imports, the layout's banner.
    expect(shared.sort()).toEqual(['/app/model/src/lists.ts', '/app/web/src/components/OfflineBanner.tsx', '/app/web/src/lib/usePublicList.ts']);
    // A rebuild (watch mode) starts over.
    (plugin.buildEnd as (this: unknown) => void).call(graph({ '/app/web/src/main.tsx': [] }, { entry: '/app/web/src/main.tsx', dynamic: [] }));
    expect(Object.keys(modules).filter(has)).toEqual([]);
  });

  it('finds the data pages through their definitions: each one the registry imports, with the view it loads lazily', () => {
    const views: Record<string, string[]> = {
      '/app/web/src/features/mentors/page.ts': ['/app/web/src/features/mentors/components/MentorsPage.tsx'],
      '/app/web/src/features/projects/page.ts': ['/app/web/src/features/projects/components/ProjectsPage.tsx'],
    };
    const modules: Record<string, string[]> = {
      '/app/web/src/main.tsx': ['/app/web/src/app/dataPages.ts'],
      '/app/web/src/app/dataPages.ts': Object.keys(views),
      '/app/web/src/features/mentors/page.ts': [],
      '/app/web/src/features/projects/page.ts': [],
      '/app/web/src/app/FirestoreLayout.tsx': ['/app/web/src/components/OfflineBanner.tsx'],
      '/app/web/src/features/mentors/components/MentorsPage.tsx': ['/app/web/src/lib/usePublicList.ts'],
      '/app/web/src/features/projects/components/ProjectsPage.tsx': ['/app/web/src/lib/usePublicList.ts'],
      '/app/web/src/lib/usePublicList.ts': [],
      '/app/web/src/components/OfflineBanner.tsx': [],
    };
    const dynamic = ['/app/web/src/app/FirestoreLayout.tsx', ...Object.values(views).flat()];
    const base = graph(modules, { entry: '/app/web/src/main.tsx', dynamic });
    const context = {
      getModuleIds: base.getModuleIds,
      getModuleInfo: (id: string) => {
        const info = base.getModuleInfo(id);
        // Each view exports its Shell; the other modules a definition loads lazily (its early values) do not.
        return info && { ...info, dynamicallyImportedIds: views[id] ?? [], exports: id.endsWith('Page.tsx') ? ['Screen', 'Shell', 'card'] : [] };
      },
    };
    const { plugin, has } = sharedListModules();
    (plugin.buildEnd as (this: unknown) => void).call(context);
    expect(Object.keys(modules).filter(has).sort()).toEqual(['/app/web/src/components/OfflineBanner.tsx', '/app/web/src/lib/usePublicList.ts']);
    // A definition loads one view lazily (beside its early values): that is how the build finds the route's chunk.
    views['/app/web/src/features/projects/page.ts'] = ['/app/web/src/features/projects/api/earlyCard.ts'];
    expect(() => (plugin.buildEnd as (this: unknown) => void).call(context)).toThrow(/must load one view lazily/);
  });
});

describe('addModulePreloads', () => {
  it('adds the missing files after the entry’s own preloads', () => {
    const html = addModulePreloads(SHELL, ['/assets/react.js', '/assets/client.js']);
    expect(html.match(/href="\/assets\/react\.js"/g)).toHaveLength(1);
    const react = html.indexOf('href="/assets/react.js"');
    const client = html.indexOf('<link rel="modulepreload" crossorigin="" href="/assets/client.js">');
    expect(client).toBeGreaterThan(react);
    expect(client).toBeLessThan(html.indexOf('</head>'));
  });
});

interface FakePage {
  appended: { tag: string; src?: string; href?: string; rel?: string; type?: string }[];
  timers: { callback: () => void; delay: number }[];
  observers: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void)[];
  frames: (() => void)[];
  clickListeners: ((event: { target: unknown }) => void)[];
  window: Record<string, (unknown[] & { closed?: boolean }) | undefined>;
}

/** An element of the page the loader may write into: its attributes and its text. */
interface FakeElement {
  attributes: Record<string, string>;
  textContent: string;
}

/** Runs the page's inline loader against a fake browser that records what it schedules and adds. */
function runLoader(html: string, options: { paintTiming: boolean; stored?: string | null; elements?: FakeElement[] }): FakePage {
  // The inline script the page ends with.
  const script = html.match(/<script>((?:(?!<\/script>)[\s\S])*)<\/script>\s*<\/body>/);
  if (!script) throw new Error('loader not found');
  const window: FakePage['window'] & { PerformanceObserver?: unknown } = {};
  const page: FakePage = { appended: [], timers: [], observers: [], frames: [], clickListeners: [], window };
  const PerformanceObserver = Object.assign(
    function (this: unknown, callback: FakePage['observers'][number]) {
      page.observers.push(callback);
      return { observe: () => undefined };
    },
    { supportedEntryTypes: options.paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'] },
  );
  if (options.paintTiming) window.PerformanceObserver = PerformanceObserver;
  const elements = (options.elements ?? []).map((element) => ({
    element,
    getAttribute: (name: string) => element.attributes[name] ?? null,
    set textContent(text: string) {
      element.textContent = text;
    },
  }));
  runInNewContext(script[1], {
    window,
    PerformanceObserver,
    ...('stored' in options ? { localStorage: { getItem: (key: string) => (key === STORAGE_KEYS.platformFigures ? options.stored : null) } } : {}),
    document: {
      querySelectorAll: (selector: string) =>
        selector === `[${PLATFORM_FIGURE_ATTRIBUTE}]` ? elements.filter(({ element }) => PLATFORM_FIGURE_ATTRIBUTE in element.attributes) : [],
      // The page's values beside the loader (its data block).
      getElementById: (id: string) => {
        const data = html.match(new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`));
        return data ? { textContent: data[1] } : null;
      },
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: FakePage['appended'][number]) => page.appended.push(element) },
      addEventListener: (type: string, listener: FakePage['clickListeners'][number], capture: boolean) => {
        if (type === 'click' && capture) page.clickListeners.push(listener);
      },
    },
    requestAnimationFrame: (callback: () => void) => page.frames.push(callback),
    setTimeout: (callback: () => void, delay: number) => page.timers.push({ callback, delay }),
  });
  return page;
}

const fcp = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{ name }] : []) };
const noFcp = { getEntriesByName: () => [] };

describe('deferScripts', () => {
  let page = '';
  beforeAll(async () => {
    page = await deferScripts(addModulePreloads(SHELL, ['/assets/client.js']), ['/assets/client.js']);
  });

  it('takes the entry script and preloads out of the head', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('rel="stylesheet"');
  });

  it("writes the home page's last numbers from the device into the page, and leaves the page as it is without them", () => {
    const figures = (): FakeElement[] => [
      { attributes: { [PLATFORM_FIGURE_ATTRIBUTE]: 'mentors' }, textContent: '–' },
      { attributes: { [PLATFORM_FIGURE_ATTRIBUTE]: 'videos' }, textContent: '–' },
      { attributes: {}, textContent: 'Mentors' },
    ];
    const kept = figures();
    runLoader(page, { paintTiming: true, stored: JSON.stringify({ counts: { mentors: '1,204', videos: 90 } }), elements: kept });
    // A number kept as shown is written; anything else (a number that is not a shown text, another element) stays.
    expect(kept.map((element) => element.textContent)).toEqual(['1,204', '–', 'Mentors']);
    for (const stored of [null, 'not json', undefined]) {
      const untouched = figures();
      runLoader(page, { paintTiming: true, ...(stored === undefined ? {} : { stored }), elements: untouched });
      expect(untouched.map((element) => element.textContent)).toEqual(['–', '–', 'Mentors']);
    }
  });

  it('loads the entry and the boot chunks once the first contentful paint has happened', () => {
    const loader = runLoader(page, { paintTiming: true });
    const fallback = loader.timers.find((timer) => timer.delay === 3000);
    expect(fallback).toBeDefined();
    expect(loader.observers).toHaveLength(1);
    const disconnected: string[] = [];
    loader.observers[0](noFcp, { disconnect: () => disconnected.push('early') });
    expect(loader.timers).toHaveLength(1);
    expect(disconnected).toEqual([]);

    loader.observers[0](fcp, { disconnect: () => disconnected.push('fcp') });
    expect(disconnected).toEqual(['fcp']);
    const next = loader.timers.find((timer) => timer.delay === 0);
    expect(next).toBeDefined();
    expect(loader.appended).toEqual([]);
    next!.callback();
    expect(loader.appended).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/client.js' },
    ]);
    // The fallback timer finds the work done and adds nothing twice.
    fallback!.callback();
    expect(loader.appended).toHaveLength(2);
  });

  it('without paint timing, loads after the next frame', () => {
    const loader = runLoader(page, { paintTiming: false });
    expect(loader.observers).toHaveLength(0);
    expect(loader.frames).toHaveLength(1);
    loader.frames[0]();
    loader.timers.find((timer) => timer.delay === 0)!.callback();
    expect(loader.appended.map((element) => element.tag)).toEqual(['script', 'link']);
  });

  it('records taps on buttons until the app takes over', () => {
    const loader = runLoader(page, { paintTiming: true });
    expect(loader.clickListeners).toHaveLength(1);
    const button = { tag: 'button' };
    const inButton = { closest: (selector: string) => (selector === 'button' ? button : null) };
    const onText = { closest: () => null };
    loader.clickListeners[0]({ target: inButton });
    loader.clickListeners[0]({ target: onText });
    expect(loader.window[EARLY_CLICKS_KEY]).toEqual([button]);
    loader.window[EARLY_CLICKS_KEY]!.closed = true;
    loader.clickListeners[0]({ target: inButton });
    expect(loader.window[EARLY_CLICKS_KEY]).toHaveLength(1);
  });

  it('in a tab that never paints, loads after the fallback delay', () => {
    const loader = runLoader(page, { paintTiming: true });
    loader.timers.find((timer) => timer.delay === 3000)!.callback();
    expect(loader.appended.map((element) => element.tag)).toEqual(['script', 'link']);
  });
});

/** index.html as the build and the dev server see it once the inline-scripts plugin has run. */
async function transformedIndexHtml(): Promise<string> {
  const plugin: Plugin = inlineScripts();
  const root = fileURLToPath(new URL('../web', import.meta.url));
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root, build: { target: 'es2022' } } as ResolvedConfig);
  const hook = plugin.transformIndexHtml as { order: string; handler: (html: string) => Promise<string> };
  expect(hook.order).toBe('pre');
  return hook.handler(readFileSync(`${root}/index.html`, 'utf8'));
}

/** Runs the page's theme script with the given stored preference and system setting. */
function runThemeScript(html: string, stored: string | null | Error, systemDark: boolean): Record<string, string> {
  const script = html.match(/<script>((?:(?!<\/script>)[\s\S])*)<\/script>/);
  if (!script) throw new Error('theme script not found');
  const attributes: Record<string, string> = {};
  const keys: string[] = [];
  runInNewContext(script[1], {
    localStorage: {
      getItem: (key: string) => {
        keys.push(key);
        if (stored instanceof Error) throw stored;
        return stored;
      },
    },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }),
    document: { documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) } },
  });
  expect(keys.every((key) => key === STORAGE_KEYS.theme)).toBe(true);
  return attributes;
}

describe('the theme script', () => {
  let html = '';
  beforeAll(async () => {
    html = await transformedIndexHtml();
  });

  it('is inlined in the head in place of its data-inline tag, before any other script', () => {
    expect(html).not.toContain('data-inline');
    const inline = html.indexOf('<script>');
    expect(inline).toBeGreaterThan(html.indexOf('<title>'));
    expect(inline).toBeLessThan(html.indexOf('</head>'));
    expect(inline).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('applies the stored scheme, or the system one for system and no preference', () => {
    const scheme = (stored: string | null, systemDark: boolean) =>
      runThemeScript(html, stored, systemDark)['data-mantine-color-scheme'];
    expect(scheme('dark', false)).toBe('dark');
    expect(scheme('light', true)).toBe('light');
    expect(scheme('system', true)).toBe('dark');
    expect(scheme('system', false)).toBe('light');
    expect(scheme(null, true)).toBe('dark');
    expect(scheme(null, false)).toBe('light');
  });

  it('leaves the page alone when storage is unavailable', () => {
    expect(runThemeScript(html, new Error('SecurityError'), true)).toEqual({});
  });
});
