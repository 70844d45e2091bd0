// Unit and integration tests. The app's tests run in happy-dom with the localnet mode's env
// (complete, committed ids), not vitest's default mode 'test', which would load .env.test
// (the test *network*). localnet/, server/ and scripts/ tests run in plain Node.
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

// Vitest would load .env.test (its default mode is 'test') whatever mode is configured, so
// env files are switched off and the localnet values are passed explicitly.
const localnetEnv = loadEnv('localnet', import.meta.dirname, 'VITE_');

export default defineConfig({
  envDir: false,
  plugins: [react()],
  define: { __LOCALES_VERSION__: JSON.stringify('test') },
  test: {
    env: localnetEnv,
    // CI shares its 2 cores with other work: a test fails on what it checks, never on how fast
    // a busy machine runs it (servers, localnet and databases start in hooks).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          mode: 'localnet',
          include: ['src/**/*.test.{ts,tsx}', 'admin/**/*.test.{ts,tsx}'],
          // The console's tests against the server in process run in Node (below).
          exclude: [...configDefaults.exclude, 'admin/**/*.server.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          mode: 'localnet',
          include: ['contract/**/*.test.ts', 'localnet/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'admin/**/*.server.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/node-setup.ts'],
        },
      },
    ],
  },
});
