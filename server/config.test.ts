import { describe, expect, it } from 'vitest';
import { DEV_OPERATOR_SECRET_KEY_HEX, DEV_SPONSOR_SECRET_KEY_HEX } from '../localnet/packages/finance/dev-keys.ts';
import { FINANCE_OBJECT } from '../localnet/packages/finance/ids.ts';
import { DEFAULT_INCOME_RULES, DEFAULT_SPONSOR_BUDGET, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs the local stack with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      network: 'localnet',
      suiNodeUrl: 'http://127.0.0.1:9000',
      databaseUrl: null,
      dataDir: '.server-data',
      voucherSigner: { kind: 'env', secretKeyHex: DEV_OPERATOR_SECRET_KEY_HEX, acknowledged: false },
      signing: { timeoutMs: 5000, queueLimit: 32 },
      pkcs11: null,
      bodyLimitBytes: 16384,
    });
    expect(config.publicOrigins).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173', 'http://127.0.0.1:4173', 'http://localhost:4173']);
  });

  it('takes origins, database and memory mode from the environment', () => {
    const config = loadConfig({ PUBLIC_ORIGINS: 'https://app.example, https://m.example', DATABASE_URL: 'postgres://x/y', SERVER_DB: 'memory' });
    expect(config.publicOrigins).toEqual(['https://app.example', 'https://m.example']);
    expect(config.databaseUrl).toBe('postgres://x/y');
    expect(config.dataDir).toBeNull();
  });

  it('trusts X-Forwarded-For only with TRUST_PROXY, as a number of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/integer/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses to run off localnet without its own operator key and package ids', () => {
    expect(() => loadConfig({ NETWORK: 'mainnet' })).toThrow(/OPERATOR_SECRET_KEY .* or VOUCHER_SIGNER=pkcs11/);
    expect(() => loadConfig({ NETWORK: 'mainnet', OPERATOR_SECRET_KEY: 'ab'.repeat(32) })).toThrow(/FINANCE_PACKAGE_ID/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/integer/);
  });

  it('reads the income rules from INCOME_* variables, defaults otherwise, and refuses nonsense', () => {
    expect(loadConfig({}).income).toEqual(DEFAULT_INCOME_RULES);
    const rules = loadConfig({ INCOME_DIRECT_BPS: '800', INCOME_TEAM_BPS: '200,400', INCOME_LEVEL_THRESHOLDS_SUI: '500,5000' }).income;
    expect(rules).toMatchObject({ directBps: 800, indirectBps: 500, teamBpsByLevel: [200, 400], levelThresholds: [500_000_000_000n, 5_000_000_000_000n] });
    expect(() => loadConfig({ INCOME_TEAM_BPS: '100' })).toThrow(/one rate per level/);
    expect(() => loadConfig({ INCOME_PEER_BPS: '20000' })).toThrow(/basis points/);
  });

  it('sponsors free binds with the dev sponsor on localnet only, and never with the voucher key', () => {
    const local = loadConfig({});
    expect(local.sponsor).toMatchObject({ secretKeyHex: DEV_SPONSOR_SECRET_KEY_HEX, ...DEFAULT_SPONSOR_BUDGET, ttlMs: 120_000 });
    expect(local.sponsor.rate).toEqual({ capacity: 20, refillPerSecond: 60 / 3600 });
    expect(local.financeObjectId).toBe(FINANCE_OBJECT);

    const mainnet = { NETWORK: 'mainnet', OPERATOR_SECRET_KEY: 'ab'.repeat(32), FINANCE_PACKAGE_ID: `0x${'f1'.repeat(32)}`, LIQUIDITY_SWAP_ID: `0x${'f2'.repeat(32)}` };
    // No sponsor key: no sponsor (free binds are refused as unfunded), never the dev one.
    expect(loadConfig(mainnet).sponsor.secretKeyHex).toBeNull();
    expect(() => loadConfig({ ...mainnet, SPONSOR_SECRET_KEY: DEV_SPONSOR_SECRET_KEY_HEX, FINANCE_OBJECT_ID: `0x${'f3'.repeat(32)}` })).toThrow(/public localnet dev sponsor/);
    expect(() => loadConfig({ ...mainnet, SPONSOR_SECRET_KEY: 'AB'.repeat(32), FINANCE_OBJECT_ID: `0x${'f3'.repeat(32)}` })).toThrow(/not be the voucher key/);
    expect(() => loadConfig({ ...mainnet, SPONSOR_SECRET_KEY: 'cd'.repeat(32) })).toThrow(/FINANCE_OBJECT_ID/);
    const sponsored = loadConfig({
      ...mainnet, SPONSOR_SECRET_KEY: `0x${'cd'.repeat(32)}`, FINANCE_OBJECT_ID: `0x${'f3'.repeat(32)}`,
      SPONSOR_MAX_GAS_BUDGET: '20000000', SPONSOR_DAILY_BUDGET: '5000000000', SPONSOR_DAILY_COUNT: '300', SPONSOR_IP_RATE_BURST: '5', SPONSOR_IP_RATE_PER_HOUR: '10', SPONSOR_TX_TTL_MS: '60000',
    }).sponsor;
    expect(sponsored).toEqual({
      secretKeyHex: 'cd'.repeat(32), pkcs11: null, signing: { timeoutMs: 5000, queueLimit: 32 }, maxGasBudget: 20_000_000n, dailyBudget: 5_000_000_000n, dailyCount: 300, rate: { capacity: 5, refillPerSecond: 10 / 3600 }, ttlMs: 60_000,
    });
    expect(() => loadConfig({ SPONSOR_SECRET_KEY: 'xyz' })).toThrow(/SPONSOR_SECRET_KEY/);
    expect(() => loadConfig({ SPONSOR_DAILY_COUNT: '0' })).toThrow(/SPONSOR_DAILY_COUNT/);
    expect(() => loadConfig({ SPONSOR_DAILY_BUDGET: '1.5' })).toThrow(/SPONSOR_DAILY_BUDGET/);
  });

  it('reads the signers: VOUCHER_SIGNER and SPONSOR_SIGNER, the token (PKCS11_*), the acknowledgement of an env key, the queue', () => {
    const token = { PKCS11_MODULE: '/usr/lib/softhsm/libsofthsm2.so', PKCS11_TOKEN_LABEL: 'suil', PKCS11_PIN_FILE: '/etc/suil/pin' };
    const hsm = loadConfig({ ...token, PKCS11_SLOT: '0x1e79707b', VOUCHER_SIGNER: 'pkcs11', SPONSOR_SIGNER: 'pkcs11', SIGNER_TIMEOUT_MS: '2000', SIGNER_QUEUE_LIMIT: '4' });
    const key = { module: token.PKCS11_MODULE, slot: 0x1e79707bn, tokenLabel: 'suil', pinFile: '/etc/suil/pin' };
    expect(hsm.voucherSigner).toEqual({ kind: 'pkcs11', key: { ...key, keyLabel: 'suil-voucher' } });
    expect(hsm.sponsor).toMatchObject({ secretKeyHex: null, pkcs11: { ...key, keyLabel: 'suil-sponsor' } });
    expect(hsm.signing).toEqual({ timeoutMs: 2000, queueLimit: 4 });
    // The ceremony's keys are known whichever kind signs now.
    expect(loadConfig({ ...token, PKCS11_KEY_LABEL: 'v2' }).pkcs11).toEqual({ voucher: { ...key, slot: null, keyLabel: 'v2' }, sponsor: { ...key, slot: null, keyLabel: 'suil-sponsor' } });

    expect(() => loadConfig({ VOUCHER_SIGNER: 'pkcs11' })).toThrow(/VOUCHER_SIGNER=pkcs11 needs the token/);
    expect(() => loadConfig({ VOUCHER_SIGNER: 'hsm' })).toThrow(/VOUCHER_SIGNER is "env"/);
    expect(() => loadConfig({ ...token, VOUCHER_SIGNER: 'pkcs11', OPERATOR_SECRET_KEY: 'ab'.repeat(32) })).toThrow(/delete every other copy/);
    expect(() => loadConfig({ ...token, SPONSOR_SIGNER: 'pkcs11', SPONSOR_SECRET_KEY: 'cd'.repeat(32) })).toThrow(/SPONSOR_SECRET_KEY is set while SPONSOR_SIGNER=pkcs11/);
    expect(() => loadConfig({ ...token, PKCS11_PIN_FILE: '' })).toThrow(/PKCS11_PIN_FILE/);
    expect(() => loadConfig({ PKCS11_MODULE: token.PKCS11_MODULE, PKCS11_PIN_FILE: '/p' })).toThrow(/PKCS11_SLOT or PKCS11_TOKEN_LABEL/);
    expect(() => loadConfig({ PKCS11_PIN_FILE: '/p' })).toThrow(/without PKCS11_MODULE/);
    expect(() => loadConfig({ ...token, PKCS11_SLOT: 'one' })).toThrow(/PKCS11_SLOT/);
    expect(() => loadConfig({ ...token, SPONSOR_PKCS11_KEY_LABEL: 'suil-voucher' })).toThrow(/must differ/);
    expect(() => loadConfig({ SIGNER_TIMEOUT_MS: '0' })).toThrow(/SIGNER_TIMEOUT_MS/);

    const mainnet = { NETWORK: 'mainnet', OPERATOR_SECRET_KEY: 'ab'.repeat(32), FINANCE_PACKAGE_ID: '0x1', LIQUIDITY_SWAP_ID: '0x2' };
    expect(loadConfig(mainnet).voucherSigner).toEqual({ kind: 'env', secretKeyHex: 'ab'.repeat(32), acknowledged: false });
    expect(loadConfig({ ...mainnet, VOUCHER_SIGNER_ENV_ACKNOWLEDGED: 'I understand the key is in memory' }).voucherSigner).toMatchObject({ acknowledged: true });
    expect(() => loadConfig({ ...mainnet, VOUCHER_SIGNER_ENV_ACKNOWLEDGED: 'yes' })).toThrow(/exactly "I understand the key is in memory"/);
    // Off localnet the token's key needs no OPERATOR_SECRET_KEY at all.
    expect(loadConfig({ ...mainnet, ...token, OPERATOR_SECRET_KEY: '', VOUCHER_SIGNER: 'pkcs11' }).voucherSigner.kind).toBe('pkcs11');
  });
});
