// Builds the minimal dApp Kit app that `npm run lighthouse` compares SuiL with.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'error',
});
