import type { DataPage } from '@/lib/dataPage';

/**
 * The data pages (docs/architecture.md, "Data pages"): every feature's page.ts, each defining one, found by name
 * (imported eagerly: the registry's imports are the definitions, which the build reads, startup/build/dataPages.ts). The
 * router takes their routes from here, and the build their shells, card templates, early reads and preloads.
 */
export const DATA_PAGES: readonly DataPage[] = Object.values(import.meta.glob<DataPage>('../features/**/page.ts', { eager: true, import: 'page' }));
