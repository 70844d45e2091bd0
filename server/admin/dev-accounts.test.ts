// CONSOLE_DEV_ACCOUNTS=1: the local console's operator and approver join the allowlist once, with
// their audit rows; the switch exists on localnet only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEV_CONSOLE_ACCOUNTS } from '../../localnet/packages/finance/dev-keys.ts';
import { firstRow, rows, sql } from '../db/client.ts';
import { loadConfig } from '../config.ts';
import { type TestServer, createTestServer } from '../test/server.ts';
import { allowDevConsoleAccounts } from './allowlist.ts';
import { NO_NODE_URL, auditRows } from '../test/admin.ts';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer({ suiNodeUrl: NO_NODE_URL });
});
afterEach(() => server.close());

describe('the local console accounts', () => {
  it('join the allowlist as operator and approver, once, each with its audit row', async () => {
    const db = server.ctx.db;
    expect(await allowDevConsoleAccounts(db, server.ctx.now())).toHaveLength(2);
    // A restart on the same database adds nothing and writes no second audit row.
    expect(await allowDevConsoleAccounts(db, server.ctx.now())).toEqual([]);
    expect(await rows(db, sql`SELECT address, role FROM admin_allowlist ORDER BY role DESC`)).toEqual(DEV_CONSOLE_ACCOUNTS.map(({ address, role }) => ({ address, role })));
    const audit = await auditRows(db, 'set_allowlist');
    expect(audit.map((row) => [row.subject, row.after.role, row.operator])).toEqual(DEV_CONSOLE_ACCOUNTS.map((a) => [`allowlist:${a.address}`, a.role, 'localnet']));
  });

  it('leave an address already on the allowlist as the operator set it', async () => {
    const [operator] = DEV_CONSOLE_ACCOUNTS;
    await server.ctx.db.execute(sql`INSERT INTO admin_allowlist (address, role, added_by, added_at) VALUES (${operator.address}, 'viewer', 'alice', now())`);
    expect(await allowDevConsoleAccounts(server.ctx.db, server.ctx.now())).toEqual([`${DEV_CONSOLE_ACCOUNTS[1].address} (approver)`]);
    expect(await firstRow(server.ctx.db, sql`SELECT role FROM admin_allowlist WHERE address = ${operator.address}`)).toEqual({ role: 'viewer' });
  });

  it('are a localnet switch only', () => {
    expect(loadConfig({ CONSOLE_DEV_ACCOUNTS: '1', SERVER_DB: 'memory' }).consoleDevAccounts).toBe(true);
    expect(loadConfig({ SERVER_DB: 'memory' }).consoleDevAccounts).toBe(false);
    expect(() => loadConfig({ CONSOLE_DEV_ACCOUNTS: 'yes', SERVER_DB: 'memory' })).toThrow(/1 or unset/);
    expect(() =>
      loadConfig({ CONSOLE_DEV_ACCOUNTS: '1', NETWORK: 'mainnet', OPERATOR_SECRET_KEY: 'ab'.repeat(32), FINANCE_PACKAGE_ID: '0x1', LIQUIDITY_SWAP_ID: '0x2', SERVER_DB: 'memory' }),
    ).toThrow(/localnet only/);
  });
});
