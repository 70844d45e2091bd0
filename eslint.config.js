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
    target: './contract',
    from: ['./src', './server', './localnet'],
    message: 'contract/ is imported by the app and the server and imports neither.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results', '.localnet-data', 'coverage'] },
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
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
);
