import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { check, CONSOLE_MARKERS, findMarkers, MARKERS, SERVER_SECRET_MARKERS } from './check-no-test-wallet.mjs';
import { DEV_SPONSOR_SECRET_KEY_HEX } from '../localnet/packages/finance/dev-keys.ts';

const ROOT_ADDRESS = /^VITE_DEV_ROOT_ADDRESS=(0x[0-9a-f]{64})$/m.exec(fs.readFileSync('.env.localnet', 'utf8'))[1];

const dirs = [];
function fakeBuild(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suil-check-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('check-no-test-wallet', () => {
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('finds the wallet in any built file but not in locale catalogues', () => {
    const dir = fakeBuild({
      'assets/index.js': 'const k="sui-dapp-kit:wallet-connection-info";',
      'assets/chunk.js': 'name:"SuiL Local Wallet"',
      'locales/en_US/translation.json': '{"x":"suil:local-wallet-keys"}',
    });
    expect(findMarkers(dir)).toEqual([{ file: path.join('assets', 'chunk.js'), found: ['SuiL Local Wallet'] }]);
  });

  it('passes a clean build, fails one with the wallet, and refuses a build without wallet code', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const clean = fakeBuild({ 'assets/index.js': 'const k="sui-dapp-kit:wallet-connection-info";' });
    const dirty = fakeBuild({ 'assets/index.js': 'const k="sui-dapp-kit:wallet-connection-info";localStorage.getItem("suil:local-wallet-keys")' });
    const empty = fakeBuild({ 'assets/index.js': 'console.log(1)' });
    expect(check('clean', clean, false)).toBe(true);
    expect(check('dirty', dirty, false)).toBe(false);
    expect(check('empty', empty, false)).toBe(false);
    expect(check('control', clean, true)).toBe(false);
  });

  it("fails a build that carries localnet's root address; the control needs every marker", () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(MARKERS).toContain(ROOT_ADDRESS);
    const withRoot = fakeBuild({ 'assets/index.js': `const k="sui-dapp-kit:wallet-connection-info";const r="${ROOT_ADDRESS}"` });
    expect(check('root', withRoot, false)).toBe(false);
    const walletOnly = fakeBuild({ 'assets/index.js': 'name:"SuiL Local Wallet";"suil:local-wallet-keys";"suil:disable-local-wallet"' });
    expect(check('control', walletOnly, true)).toBe(false);
    const localnet = fakeBuild({ 'assets/index.js': `${MARKERS.map((m) => JSON.stringify(m)).join(';')}` });
    expect(check('control', localnet, true)).toBe(true);
  });

  it("fails any build, localnet's control included, that carries a server's dev secret (the dev sponsor's among them)", () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(SERVER_SECRET_MARKERS).toContain(DEV_SPONSOR_SECRET_KEY_HEX);
    const withSponsor = fakeBuild({ 'assets/index.js': `const k="sui-dapp-kit:wallet-connection-info";const s="${DEV_SPONSOR_SECRET_KEY_HEX}"` });
    expect(check('mainnet', withSponsor, false)).toBe(false);
    expect(check('console', withSponsor, false, 'console')).toBe(false);
    const localnet = fakeBuild({ 'assets/index.js': `${MARKERS.map((m) => JSON.stringify(m)).join(';')};"${DEV_SPONSOR_SECRET_KEY_HEX}"` });
    expect(check('control', localnet, true)).toBe(false);
  });

  it("fails a console build that carries the local console accounts, and needs the console's wallet code", () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(CONSOLE_MARKERS).toHaveLength(4);
    const clean = fakeBuild({ 'assets/index.js': 'const k="suil:admin-wallet-connection";' });
    const withKey = fakeBuild({ 'assets/index.js': `const k="suil:admin-wallet-connection";const s="${CONSOLE_MARKERS[0]}"` });
    expect(check('console', clean, false, 'console')).toBe(true);
    expect(check('console', withKey, false, 'console')).toBe(false);
    // The app's wallet marker does not stand for the console's.
    expect(check('console', fakeBuild({ 'assets/index.js': 'const k="sui-dapp-kit:wallet-connection-info";' }), false, 'console')).toBe(false);
  });
});
