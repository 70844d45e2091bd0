// Unit and integration tests. The app's tests run in happy-dom with the localnet mode's env
// (complete, committed ids), not vitest's default mode 'test', which would load .env.test
// (the test *network*). localnet/, server/ and scripts/ tests run in plain Node.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  mode: 'localnet',
  plugins: [react()],
  define: { __LOCALES_VERSION__: JSON.stringify('test') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['localnet/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
          environment: 'node',
          setupFiles: ['src/test/node-setup.ts'],
        },
      },
    ],
  },
});
