// A throwaway SoftHSM2 for the signer's tests: its own configuration and token folder in a temp
// directory (SOFTHSM2_CONF points this process at it; SoftHSM reads it at C_Initialize), tokens
// made with `softhsm2-util --init-token`, and a token that can be taken out (its folder moved out
// of the token folder) and put back. Tests skip only where softhsm2 is absent and not in CI
// (.ci/run installs Debian's softhsm2 and opensc).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pkcs11KeySettings } from '../config.ts';
import { finalizeTokens } from '../payouts/pkcs11-token.ts';

export const SOFTHSM_MODULE = '/usr/lib/softhsm/libsofthsm2.so';
export const hasSoftHsm = existsSync(SOFTHSM_MODULE) && spawnSync('softhsm2-util', ['--version']).status === 0;
/** Whether the SoftHSM tests run here: always in CI, where a missing softhsm2 then fails them. */
export const runSoftHsmTests = hasSoftHsm || Boolean(process.env.CI);

export interface SoftHsmToken {
  label: string;
  pin: string;
  pinFile: string;
  /** The token's folder inside the token folder. */
  dir: string;
  /** The settings of a key of this token, by its label. */
  key(keyLabel: string): Pkcs11KeySettings;
  /** PKCS11_* for a server process using this token. */
  env(keyLabel?: string): Record<string, string>;
  /** Takes the token out (its folder leaves the token folder), as a pulled HSM. */
  remove(): void;
  putBack(): void;
}

export interface SoftHsm {
  root: string;
  conf: string;
  initToken(label: string, pin?: string): SoftHsmToken;
  close(): void;
}

/** A SoftHSM2 of this process's own: SOFTHSM2_CONF names it from now on. */
export function softHsm(): SoftHsm {
  const root = mkdtempSync(join(tmpdir(), 'suil-softhsm-'));
  const tokens = join(root, 'tokens');
  const removed = join(root, 'removed');
  mkdirSync(tokens);
  mkdirSync(removed);
  const conf = join(root, 'softhsm2.conf');
  writeFileSync(conf, `directories.tokendir = ${tokens}\nobjectstore.backend = file\nlog.level = ERROR\nslots.removable = false\n`);
  process.env.SOFTHSM2_CONF = conf;
  return {
    root,
    conf,
    initToken(label, pin = '2468') {
      const before = new Set(readdirSync(tokens));
      execFileSync('softhsm2-util', ['--init-token', '--free', '--label', label, '--pin', pin, '--so-pin', '13579'], { env: { ...process.env, SOFTHSM2_CONF: conf }, stdio: 'pipe' });
      const made = readdirSync(tokens).find((name) => !before.has(name));
      if (!made) throw new Error(`softhsm2-util made no token folder for ${label}`);
      const pinFile = join(root, `${label}.pin`);
      writeFileSync(pinFile, `${pin}\n`, { mode: 0o600 });
      // SoftHSM reads its tokens when the module initializes: this process sees the new one from its next start.
      finalizeTokens();
      const dir = join(tokens, made);
      const key = (keyLabel: string): Pkcs11KeySettings => ({ module: SOFTHSM_MODULE, slot: null, tokenLabel: label, pinFile, keyLabel });
      return {
        label,
        pin,
        pinFile,
        dir,
        key,
        env: (keyLabel = 'suil-voucher') => ({
          SOFTHSM2_CONF: conf,
          PKCS11_MODULE: SOFTHSM_MODULE,
          PKCS11_TOKEN_LABEL: label,
          PKCS11_PIN_FILE: pinFile,
          PKCS11_KEY_LABEL: keyLabel,
        }),
        remove: () => renameSync(dir, join(removed, made)),
        putBack: () => renameSync(join(removed, made), dir),
      };
    },
    close: () => rmSync(root, { recursive: true, force: true }),
  };
}
