import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const WEB = 'web/src';
const FEATURES = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The only feature-to-feature dependencies (docs/architecture.md), each through the other feature's
 * index.ts. Everything else that several features share lives below them (lib, components, session, the
 * model package); screens that combine features are composed in app/.
 */
const FEATURE_DEPENDENCIES = {
  // The Report action (moderation's ReportButton) on discussions, comments, project messages, videos, profiles and
  // reviews.
  community: ['moderation'],
  projects: ['moderation'],
  videos: ['moderation'],
  profiles: ['moderation'],
  reviews: ['moderation'],
};

/**
 * The web app's layers import one way: lib and components -> session -> features -> app -> startup (the
 * start-up code and the entry). A lower layer never imports a higher one.
 */
const layerZones = [
  {
    target: [`${WEB}/lib`, `${WEB}/components`],
    from: [`${WEB}/session`, `${WEB}/features`, `${WEB}/app`, `${WEB}/startup`],
    message: 'lib and components are the bottom layer: they import only each other, the config and the model.',
  },
  {
    target: `${WEB}/session`,
    from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/startup`],
    message: 'The session sits below the features: it imports only lib, components, the config and the model.',
  },
  {
    target: `${WEB}/features`,
    from: [`${WEB}/app`, `${WEB}/startup`],
    message: 'Features never import the app; the app composes features.',
  },
  {
    target: `${WEB}/app`,
    from: `${WEB}/startup`,
    message: 'The start-up sits above the app: the entry and startup/ import app/, never the reverse.',
  },
];

/**
 * Roles are compared in one place, the model's predicates (`isAdmin`, `isMentor`, `isStudent` in
 * model/src/roles.ts): an equality whose side is a `.role` / `.admin_role` member, a variable named so, or a role
 * written out against a computed value (`snap.get('role') !== 'student'`) is refused everywhere else.
 */
const EQUALITY = 'BinaryExpression[operator=/^[!=]==?$/]';
const ROLE_MESSAGE = "Compare roles only through the model's predicates (isAdmin, isMentor, isStudent in model/src/roles.ts).";
const roleComparisons = [
  `${EQUALITY} > MemberExpression[property.name=/^(role|admin_role)$/]`,
  `${EQUALITY} > MemberExpression[property.value=/^(role|admin_role)$/]`,
  `${EQUALITY} > Identifier[name=/^(role|admin_?[rR]ole)$/]`,
  `${EQUALITY}:has(> Literal[value=/^(admin|mentor|student)$/]):has(> :matches(CallExpression, AwaitExpression, ChainExpression))`,
].map((selector) => ({ selector, message: ROLE_MESSAGE }));

const featureZones = FEATURES.map((feature) => ({
  target: `${WEB}/features/${feature}`,
  from: `${WEB}/features`,
  except: [`./${feature}`, ...(FEATURE_DEPENDENCIES[feature] ?? []).map((dependency) => `./${dependency}/index.ts`)],
  message: `A feature imports another feature only through its index.ts, and only as listed in FEATURE_DEPENDENCIES of eslint.config.js.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dev-dist/**',
      'functions/lib/**',
      '.emulator/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Local scratch space (private builds of parallel test runs); never committed.
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // Tests check the stored values themselves.
    ignores: ['model/src/roles.ts', '**/*.test.{ts,tsx}', '**/*.spec.ts', 'tests/**', 'web/e2e/**'],
    rules: { 'no-restricted-syntax': ['error', ...roleComparisons] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // TypeScript files take part in the import graph (the default is .js only).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the `@/` alias (web/tsconfig.json) and the model workspace package like TypeScript does.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      // Only the app's own modules are followed; node_modules cannot take part in a cycle of ours.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The app's own modules are reached through the `@/` alias (web/tsconfig.json), never by climbing folders.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Import from web/src through the @/ alias instead of ../../ chains.' }] },
      ],
    },
  },
);
