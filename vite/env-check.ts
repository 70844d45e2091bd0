// The mode's .env file, checked at build time with the app's own parser (src/config/parse-env.ts).
import { loadEnv } from 'vite';
import { EnvError, parseEnv } from '../src/config/parse-env.ts';
import { ROOT } from './shared.ts';

/** Why the app would refuse to start in `mode`, or undefined when its env is valid. */
export function envError(mode: string): EnvError | undefined {
  try {
    parseEnv(loadEnv(mode, ROOT, 'VITE_'));
    return undefined;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return error;
  }
}

/** Checks the mode's .env file while building, so a typo shows up before deploy too. */
export function checkEnv(mode: string, command: string): void {
  const error = envError(mode);
  if (error) {
    const bar = '!'.repeat(78);
    console.warn(`\n${bar}\n${error.message}\nThe ${mode} ${command === 'build' ? 'build' : 'app'} will refuse to start until .env.${mode} (or .env.${mode}.local) is fixed.\n${bar}\n`);
  }
}
