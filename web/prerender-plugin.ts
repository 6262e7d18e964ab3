import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PreviewServer } from 'vite';
import react from '@vitejs/plugin-react';

/** The SPA shell every route but / is served with (and the service worker's navigation fallback). */
export const APP_SHELL = 'app.html';

/**
 * Writes the landing page pre-rendered into dist/index.html and the empty shell into
 * dist/app.html. Runs in writeBundle, before vite-plugin-pwa builds the service worker in
 * closeBundle, so both files are precached.
 */
export function prerenderHome(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'mentorbridge:prerender-home',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      if (!existsSync(join(outDir, 'index.html'))) return;
      const ssrOut = join(root, 'node_modules/.prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react(), pwaRegisterStub()],
        build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, rollupOptions: { output: { format: 'es', entryFileNames: 'prerender.mjs' } } },
        ssr: { noExternal: [/\.css$/] },
      });
      const { renderHome } = (await import(pathToFileURL(join(ssrOut, 'prerender.mjs')).href)) as { renderHome: () => Promise<string> };
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, APP_SHELL), shell);
      const page = deferScripts(shell).replace('<div id="root"></div>', `<div id="root">${await renderHome()}</div>`);
      writeFileSync(join(outDir, 'index.html'), page);
      rmSync(ssrOut, { recursive: true, force: true });
    },
  };
}

/** The build-time render never registers a service worker; the PWA plugin's module is stubbed there. */
function pwaRegisterStub(): Plugin {
  const id = '\0pwa-register-stub';
  return {
    name: 'mentorbridge:pwa-register-stub',
    resolveId: (source) => (source.startsWith('virtual:pwa-register') ? id : undefined),
    load: (source) =>
      source === id
        ? 'export function useRegisterSW() { return { needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} }; }'
        : undefined,
  };
}

/**
 * The pre-rendered page is readable without JavaScript, so the app's scripts load right after
 * the first paint instead of competing with the stylesheet for the network before it.
 */
export function deferScripts(html: string): string {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry) throw new Error('prerender: entry script not found in index.html');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let out = html.replace(entry[0], '');
  for (const p of preloads) out = out.replace(p[0], '');
  const loader =
    '<script>(function(){var done=false;function load(){if(done)return;done=true;' +
    `${JSON.stringify(preloads.map((p) => p[1]))}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};document.head.appendChild(s)}` +
    // rAF runs before the next paint; the timeout after it runs once that paint is done.
    // The second timeout covers background tabs, where rAF does not fire.
    'requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,200)})();</script>';
  return out.replace('</body>', `${loader}\n  </body>`);
}

/** `vite preview` behaves like Firebase Hosting: / is the pre-rendered page, other routes get the shell. */
export function previewShellFallback(): Plugin {
  return {
    name: 'mentorbridge:preview-shell-fallback',
    configurePreviewServer(server: PreviewServer) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const path = url.split('?')[0];
        const wantsHtml = (req.headers.accept ?? '').includes('text/html');
        if (wantsHtml && path !== '/' && path !== '/index.html' && !path.includes('.')) {
          req.url = `/${APP_SHELL}${url.slice(path.length)}`;
        }
        next();
      });
    },
  };
}
