import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { compileHints, sharedListModules } from './src/startup/build/chunks.ts';
import { dataPageModules } from './src/startup/build/dataPages.ts';
import { inlineScripts } from './src/startup/build/inlineScripts.ts';
import { prerenderHome } from './src/startup/build/pages.ts';
import { APP_SHELL, PUSH_WORKER_FILE, pushWorker, withoutUnusedSdks } from './src/startup/build/serving.ts';

// The data pages, as their definitions (features/<area>/page.ts) are found in the build's module graph.
const dataPages = dataPageModules();
const listModules = sharedListModules();

const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png', 'images/*'],
  manifest: {
    name: 'MentorBridge',
    short_name: 'MentorBridge',
    description: 'Bridging academia and industry through mentorship, projects and growth.',
    theme_color: '#1c7ed6',
    background_color: '#ffffff',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    lang: 'en',
    icons: [
      { src: 'pwa-64x64.png', sizes: '64x64', type: 'image/png' },
      { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: 'maskable-icon-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
    // / is precached pre-rendered and each data page as its shell (`/mentorship` is served `mentorship.html`
    // by the precache's clean URLs, whatever its query: the page reads its filters from the address); every
    // other route navigates to the empty shell.
    navigateFallback: `/${APP_SHELL}`,
    ignoreURLParametersMatching: [/./],
    // Firebase's reserved paths and auth handlers must always reach the network.
    navigateFallbackDenylist: [/^\/__\//],
    cleanupOutdatedCaches: true,
    // Thumbnails and avatars seen online are kept for offline browsing, bounded by count and age.
    // Opaque (no-CORS) image responses are cached too: that is how <img> loads them.
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.hostname === 'i.ytimg.com' || url.hostname === 'img.youtube.com',
        handler: 'CacheFirst',
        options: {
          cacheName: 'video-thumbnails',
          expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
      {
        urlPattern: ({ request, sameOrigin }) => request.destination === 'image' && !sameOrigin,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'images',
          expiration: { maxEntries: 150, maxAgeSeconds: 14 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // Push: the worker shows pushes and opens their targets (src/sw/push.ts, built by pushWorker()). The one
    // worker of the app; Firebase Messaging's getToken is given its registration.
    importScripts: [PUSH_WORKER_FILE],
  },
  devOptions: { enabled: false },
};

export default defineConfig({
  plugins: [react(), withoutUnusedSdks(), inlineScripts(), dataPages.plugin, listModules.plugin, compileHints(dataPages), prerenderHome(dataPages), pushWorker(), VitePWA(pwaOptions)],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // `startup`: what the entry imports statically runs on every page's start, so it is one chunk, not
        // the 17 files (a few hundred bytes to 12 KiB each) that automatic chunking split it into by which lazy
        // routes share each module. `lists`: what the data pages share beyond it (sharedListModules). A data
        // page's first load is then about a dozen files instead of 50, each a request before the first card;
        // a screen that needs one of the shared parts loads the whole chunk (17 KiB gzip), cached after.
        codeSplitting: { groups: [{ name: 'startup', tags: ['$initial'] }, { name: 'lists', test: listModules.has }] },
      },
    },
  },
  server: { host: '127.0.0.1', port: Number(process.env.MB_APP_PORT ?? 5173), strictPort: true },
});
