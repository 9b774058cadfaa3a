// One lint config for every workspace: typescript-eslint's recommended rules plus the React hooks rules,
// and the import boundaries of docs/TEAM-CONVENTIONS.md ("How the site is composed") and docs/decisions.md, issue 16.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import apps from './tooling/apps.cjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const { APPS, REMOTES } = apps;

// "A remote never imports another remote": apps meet through the remote contract, the event bus and
// URLs; code two apps need goes to shared-libs/.
const appZones = APPS.flatMap((target) =>
  APPS.filter((from) => from !== target).map((from) => ({
    target: `./${target}`,
    from: `./${from}`,
    message:
      'Apps meet only through the remote contract, the event bus and URLs; move shared code to shared-libs/.',
  })),
);

function featuresOf(remote) {
  const dir = path.join(ROOT, remote, 'src/features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

// A feature keeps its internals: what another feature needs is moved to the remote's shared/, or lent
// through the lending feature's index.ts, the one file of it other features may import. shared/ is
// below the features, so it imports none of them; pages are above both.
const featureZones = REMOTES.flatMap((remote) => {
  const features = featuresOf(remote);
  const base = `./${remote}/src`;
  return [
    ...features.flatMap((target) =>
      features
        .filter((from) => from !== target)
        .map((from) => ({
          target: `${base}/features/${target}`,
          from: `${base}/features/${from}`,
          except: ['./index.ts'],
          message: `Import what features/${from} lends from its index.ts, or move the thing to shared/.`,
        })),
    ),
    {
      target: `${base}/shared`,
      from: `${base}/features`,
      message: 'shared/ is what features use; it depends on none of them.',
    },
    // Imports go one way: pages -> features -> shared (docs/decisions.md, issue 27).
    {
      target: [`${base}/features`, `${base}/shared`],
      from: `${base}/pages`,
      message: 'Pages use features, not the other way round: let the page pass what a feature needs.',
    },
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'api/drizzle/**',
      'bench/tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A library's files are reached through its package.json `exports`, so moving a file
              // inside it breaks no app. ops/ too: it reaches the API through api/package.json's exports.
              regex: '^@hospital/[^/]+/src(/|$)',
              message: 'Import the library entry point or a subpath its package.json exports.',
            },
            {
              // The same boundary as import/no-restricted-paths below, for imports by package name.
              regex: '^(shell|mf-[a-z]+)(/|$)',
              message: 'Apps meet only through the remote contract, the event bus and URLs.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API takes its payload types from the contract, never from the browser's client (which ships
    // axios): docs/decisions.md, issue 27. Its tests may use the client (api/test/client.test.ts tests it).
    files: ['api/src/**/*.ts', 'shared-libs/contract/**/*.ts', 'shared-libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@hospital/api-client', message: 'Import payload types from @hospital/contract.' }],
          patterns: [
            {
              regex: '^@hospital/[^/]+/src(/|$)',
              message: 'Import the library entry point or a subpath its package.json exports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: ROOT, zones: [...appZones, ...featureZones] }],
    },
  },
  {
    // Playwright fixtures receive a `use` callback that is not a React hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        __filename: 'readonly',
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
