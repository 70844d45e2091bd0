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
      operatorSecretKeyHex: DEV_OPERATOR_SECRET_KEY_HEX,
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
    expect(() => loadConfig({ NETWORK: 'mainnet' })).toThrow(/OPERATOR_SECRET_KEY/);
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
      secretKeyHex: 'cd'.repeat(32), maxGasBudget: 20_000_000n, dailyBudget: 5_000_000_000n, dailyCount: 300, rate: { capacity: 5, refillPerSecond: 10 / 3600 }, ttlMs: 60_000,
    });
    expect(() => loadConfig({ SPONSOR_SECRET_KEY: 'xyz' })).toThrow(/SPONSOR_SECRET_KEY/);
    expect(() => loadConfig({ SPONSOR_DAILY_COUNT: '0' })).toThrow(/SPONSOR_DAILY_COUNT/);
    expect(() => loadConfig({ SPONSOR_DAILY_BUDGET: '1.5' })).toThrow(/SPONSOR_DAILY_BUDGET/);
  });
});
