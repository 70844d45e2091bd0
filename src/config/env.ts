// The ONE place that reads import.meta.env. A missing or malformed value throws here, at
// start-up, so a misconfigured deploy fails loudly instead of sending calls to wrong objects.
import { parseEnv, type AppEnv } from './parse-env';

export type { AppEnv, SuiNetwork } from './parse-env';

function loadEnv(): AppEnv {
  try {
    return parseEnv(import.meta.env);
  } catch (error) {
    // The operator, not the user, must act: say what is wrong where they will look.
    const root = typeof document === 'undefined' ? null : document.getElementById('root');
    if (root && error instanceof Error) {
      root.style.cssText = 'white-space:pre-wrap;font:14px monospace;color:#ff5c5c;padding:16px';
      root.textContent = error.message;
    }
    throw error;
  }
}

export const env: AppEnv = loadEnv();

/** The deployed base path, '/chain/' (`BASE` in vite/shared.ts). */
export const BASE_URL: string = import.meta.env.BASE_URL;

/** True in a build (`vite build`), false on the dev server, which has no service worker. */
export const IS_BUILD: boolean = import.meta.env.PROD;

/** The Vite mode of this build: 'mainnet', 'test' or 'localnet'. A build-time constant. */
export const BUILD_MODE: string = import.meta.env.MODE;

/**
 * Localnet builds only: the root account of localnet's finance package (written by localnet's
 * genesis to .env.localnet), which the bind screen offers as the inviter of a first account, so
 * that a first run needs no key from the repository. `MODE` is a build-time constant: mainnet
 * and test builds drop this branch, and their env files have no such entry (the build check,
 * scripts/check-no-test-wallet.mjs, greps their output for the address).
 */
export const LOCALNET_ROOT_INVITER: string | null =
  import.meta.env.MODE === 'localnet' && typeof import.meta.env.VITE_DEV_ROOT_ADDRESS === 'string'
    ? import.meta.env.VITE_DEV_ROOT_ADDRESS
    : null;
