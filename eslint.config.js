import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The app's layers (docs/architecture.md, "The app's layers"): one folder per product area
// under src/features/, which never import each other; shared code (hooks/, components/ and the
// layers below) imports no feature and not the app shell; nothing in src/ reaches into server/
// or localnet/ except the test helpers in src/test/; contract/ (the /api contract) imports
// neither program.
const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['hooks', 'components', 'chain', 'api', 'wallet', 'auth', 'stores', 'config', 'i18n'];

const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need down to src/hooks/ or src/components/.',
  })),
  {
    target: shared.map((dir) => `./src/${dir}`),
    from: ['./src/features', './src/app'],
    message: 'Shared code imports no feature and not the app shell.',
  },
  {
    target: ['./src/!(test)/**', './src/*.{ts,tsx}'],
    from: ['./server/**', './localnet/**'],
    message: 'The app never imports server/ or localnet/: types come from contract/, tests use src/test/.',
  },
  {
    target: './admin',
    from: ['./server/**'],
    message: 'The console talks to the server over /api/admin only: types come from contract/ (its *.server.test.ts files start the server in process).',
  },
  {
    // Its localnet build's wallet opens with the local console accounts' public dev keys.
    target: './admin',
    from: './localnet',
    except: ['./packages/finance/dev-keys.ts'],
    message: 'The console imports nothing of localnet/ but the local console accounts (dev-keys.ts).',
  },
  {
    target: ['./src', './contract'],
    from: './admin',
    message: 'The console (admin/) is a program of its own: the app and the contract never import it.',
  },
  {
    target: './contract',
    from: ['./src', './server', './localnet'],
    message: 'contract/ is imported by the app and the server and imports neither.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-admin', 'node_modules', 'playwright-report', 'test-results', '.localnet-data', 'coverage'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'admin/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    // The console's tests against the real server start it in process.
    files: ['admin/**/*.server.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones.filter((zone) => zone.target !== './admin') }] },
  },
);
