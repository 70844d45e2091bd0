// The voucher key and the sponsor's key in a PKCS#11 token (a throwaway SoftHSM2 of this run,
// server/test/softhsm.ts) against an in-process localnet whose operator_pubkey is the token's key:
// a voucher the token signed is paid on chain and a free bind it co-signed is executed; a key the
// chain does not name is refused at start and never signs; a token taken out mid-run, or a PIN it
// refuses, is 503 signer_unavailable with nothing debited, and the token put back signs again.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair, Ed25519PublicKey } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { fromBase64, fromHex, toHex } from '@mysten/sui/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorBody, HealthResponse, SponsorExecuteResponse, SponsoredBind, Withdrawal } from '../../contract/api.ts';
import { type Localnet, startLocalnet } from '../../localnet/node.ts';
import { DEV_OPERATOR_SECRET_KEY_HEX, DEV_ROOT_ADDRESS } from '../../localnet/packages/finance/dev-keys.ts';
import { LIQUIDITY_SWAP, PACKAGE_ID } from '../../localnet/packages/finance/ids.ts';
import { fundedKeypair, setAddressBalance, setPayoutReserve } from '../../localnet/testing.ts';
import type { Pkcs11KeySettings, WithdrawalLimits } from '../config.ts';
import { credit, readBalances } from '../db/balances.ts';
import { rows, sql } from '../db/client.ts';
import type { Logger } from 'pino';
import { createLogger, log, setLogger } from '../log.ts';
import { registry } from '../metrics/registry.ts';
import { type CommandIo, runOperatorCommand } from '../operator/cli.ts';
import { readAudit } from '../operator/audit.ts';
import { testConfig } from '../test/config.ts';
import { startServerProcess } from '../test/server-process.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { type SoftHsm, type SoftHsmToken, runSoftHsmTests, softHsm } from '../test/softhsm.ts';
import { approveWithdrawal } from './issuance.ts';
import { ed25519PublicKeyOf, verifyEd25519 } from './key-signer.ts';
import { isNonceUsedOnChain } from './liquidity-swap.ts';
import { Pkcs11KeySigner, RECONNECT_AFTER_MS, createTokenKey, inspectKey } from './pkcs11-token.ts';
import { closeSigners } from './signers.ts';
import { WithdrawVoucherBcs } from './voucher-signer.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROOMY: WithdrawalLimits = { maxPerVoucher: 1_000_000_000n, userDailyLimit: 10_000_000_000n, totalDailyLimit: 100_000_000_000n, reviewThreshold: 1_000_000_000n };
const jwtSecret = 'ef'.repeat(32);
const codeOf = async (res: Response) => ((await res.json()) as ErrorBody).error.code;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!runSoftHsmTests)('keys in a PKCS#11 token (SoftHSM2)', () => {
  let hsm: SoftHsm;
  let token: SoftHsmToken;
  let voucherKey: Uint8Array;
  let sponsorKey: Uint8Array;
  let net: Localnet;
  let client: SuiGrpcClient;

  // The signer's refusals are logged: kept here, off the console, and read by the tests.
  const logged: string[] = [];
  let previousLog: Logger;
  beforeAll(async () => {
    previousLog = log;
    setLogger(createLogger({ level: 'warn', destination: { write: (line: string) => void logged.push(line) } }));
    hsm = softHsm();
    token = hsm.initToken('suil-test');
    voucherKey = createTokenKey(token.key('suil-voucher')).publicKey;
    sponsorKey = createTokenKey(token.key('suil-sponsor')).publicKey;
    net = await startLocalnet({ port: 0, config: { operatorPublicKey: toHex(voucherKey) } });
    client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
  });
  afterAll(async () => {
    setLogger(previousLog);
    closeSigners();
    await net?.close();
    hsm?.close();
  });

  const database = fileDatabase();

  async function serverWith(limits: Partial<WithdrawalLimits> = {}, voucher: Pkcs11KeySettings = token.key('suil-voucher')): Promise<TestServer> {
    const server = await createTestServer(
      {
        suiNodeUrl: net.url,
        jwtSecret,
        withdrawals: { ...ROOMY, ...limits },
        voucherSigner: { kind: 'pkcs11', key: voucher },
        sponsor: { ...testConfig().sponsor, rate: { capacity: 100, refillPerSecond: 100 }, secretKeyHex: null, pkcs11: token.key('suil-sponsor') },
      },
      database,
    );
    await server.ctx.db.execute(sql`INSERT INTO indexer_state (id) VALUES ('finance') ON CONFLICT DO NOTHING`);
    await setPayoutReserve(net.url, 1_000_000_000_000n);
    return server;
  }

  async function userWith(server: TestServer, income: bigint, keypair = Ed25519Keypair.generate()) {
    const address = keypair.toSuiAddress();
    await credit(server.ctx.db, address, 'INCOME', income);
    return { keypair, address, token: (await server.ctx.tokens.issue(address)).token };
  }
  const ask = (server: TestServer, user: { token: string }, amount: bigint) =>
    server.request('POST', '/api/me/withdrawals', { token: user.token, body: { amount: amount.toString() } });
  const incomeOf = async (server: TestServer, address: string) => {
    const b = await readBalances(server.ctx.db, address);
    return [b.withdrawableIncome, b.heldIncome];
  };
  const withdrawalRows = (server: TestServer) => rows<{ status: string }>(server.ctx.db, sql`SELECT status FROM withdrawals ORDER BY id`);
  const health = async (server: TestServer) => (await (await server.request('GET', '/api/health')).json()) as HealthResponse;
  const failures = async (reason: string) =>
    Number(new RegExp(`^suil_signer_failures_total\\{key="voucher",reason="${reason}"\\} (\\d+)$`, 'm').exec(await registry.metrics())?.[1] ?? 0);

  function withdrawTx(w: { amount: bigint; nonce: bigint; recipient: string; signature: Uint8Array }): Transaction {
    const tx = new Transaction();
    tx.moveCall({
      target: `${PACKAGE_ID}::swap::withdraw`,
      arguments: [tx.object(LIQUIDITY_SWAP), tx.pure.u64(w.amount), tx.pure.u64(w.nonce), tx.pure.address(w.recipient), tx.pure.vector('u8', Array.from(w.signature))],
    });
    return tx;
  }

  it('a voucher the token signed is paid by the contract; the same voucher signed by another key is refused on chain', async () => {
    const server = await serverWith();
    const user = await userWith(server, 5_000_000n, await fundedKeypair(net.url));
    const res = await ask(server, user, 2_000_000n);
    expect(res.status).toBe(201);
    const w = (await res.json()) as Withdrawal;
    const voucher = { pool: w.pool, recipient: w.recipient, amount: BigInt(w.amount), nonce: BigInt(w.nonce!) };
    const signature = fromHex(w.signature!);
    expect(verifyEd25519(voucherKey, WithdrawVoucherBcs.serialize(voucher).toBytes(), signature)).toBe(true);
    expect(await incomeOf(server, user.address)).toEqual(['3000000', '2000000']);

    // The dev key in memory is not the chain's operator any more: its signature does not pay.
    const forged = Ed25519Keypair.fromSecretKey(fromHex(DEV_OPERATOR_SECRET_KEY_HEX));
    const forgedSignature = await forged.sign(WithdrawVoucherBcs.serialize(voucher).toBytes());
    await expect(client.signAndExecuteTransaction({ transaction: withdrawTx({ ...voucher, signature: forgedSignature }), signer: user.keypair })).rejects.toThrow();
    expect(await isNonceUsedOnChain(client, LIQUIDITY_SWAP, voucher.nonce)).toBe(false);

    const before = BigInt((await client.core.getBalance({ owner: user.address })).balance.balance);
    const result = await client.signAndExecuteTransaction({ transaction: withdrawTx({ ...voucher, signature }), signer: user.keypair, include: { effects: true, events: true } });
    expect(result.$kind).toBe('Transaction');
    await client.waitForTransaction({ result });
    expect(await isNonceUsedOnChain(client, LIQUIDITY_SWAP, voucher.nonce)).toBe(true);
    const gas = result.Transaction!.effects!.gasUsed;
    const fee = BigInt(gas.computationCost) + BigInt(gas.storageCost) - BigInt(gas.storageRebate);
    expect(BigInt((await client.core.getBalance({ owner: user.address })).balance.balance)).toBe(before + 2_000_000n - fee);

    expect((await health(server)).signers.voucher).toEqual({ kind: 'pkcs11', available: true, lastFailure: null, publicKey: toHex(voucherKey) });
    expect(await registry.metrics()).toMatch(/^suil_signer_info\{key="voucher",kind="pkcs11"\} 1$/m);
    expect(await registry.metrics()).toMatch(/^suil_signer_sign_duration_seconds_count\{key="voucher",outcome="ok"\} [1-9]/m);
  });

  it("the sponsor's key in the token co-signs a free bind that the node executes", async () => {
    const server = await serverWith();
    const sponsorAddress = new Ed25519PublicKey(sponsorKey).toSuiAddress();
    await setAddressBalance(net.url, sponsorAddress, 10_000_000_000n);
    const { keypair, token: session } = await server.signIn();
    const bind = await server.request('POST', '/api/sponsor/bind', { token: session, body: { inviter: DEV_ROOT_ADDRESS } });
    expect(bind.status).toBe(201);
    const issued = (await bind.json()) as SponsoredBind;
    expect(issued.sponsor).toBe(sponsorAddress);
    const { signature } = await keypair.signTransaction(fromBase64(issued.txBytes));
    const executed = await server.request('POST', '/api/sponsor/execute', { token: session, body: { txBytes: issued.txBytes, signature } });
    expect(executed.status).toBe(200);
    const { digest } = (await executed.json()) as SponsorExecuteResponse;
    const found = await client.core.waitForTransaction({ digest });
    expect(found.Transaction?.status.success).toBe(true);
    expect(await rows(server.ctx.db, sql`SELECT status FROM sponsored_transactions`)).toEqual([{ status: 'executed' }]);
    expect(BigInt((await client.core.getBalance({ owner: sponsorAddress })).balance.addressBalance)).toBeLessThan(10_000_000_000n);
    expect((await health(server)).signers.sponsor).toEqual({ kind: 'pkcs11', available: true, lastFailure: null, publicKey: toHex(sponsorKey) });
  });

  it('the token taken out mid-run: 503 signer_unavailable, nothing debited, approvals refused too; put back, it signs again', async () => {
    const server = await serverWith({ reviewThreshold: 600n });
    const user = await userWith(server, 5_000n);
    expect((await ask(server, user, 500n)).status).toBe(201); // the key works before
    const reviewed = await userWith(server, 1_000n);
    const queued = (await (await ask(server, reviewed, 700n)).json()) as Withdrawal;
    expect(queued.status).toBe('review');
    const before = await failures('token_unavailable');

    token.remove();
    try {
      const other = await userWith(server, 5_000n);
      const res = await ask(server, other, 400n);
      expect(res.status).toBe(503);
      expect(await codeOf(res)).toBe('signer_unavailable');
      expect(await incomeOf(server, other.address)).toEqual(['5000', '0']);
      await expect(approveWithdrawal(server.ctx, { id: queued.id, operator: 'alice', reason: 'income checked' })).rejects.toMatchObject({ status: 503, code: 'signer_unavailable' });
      expect(await withdrawalRows(server)).toEqual([{ status: 'pending' }, { status: 'review' }]);
      expect(await readAudit(server.ctx.db)).toEqual([]);
      expect((await health(server)).signers.voucher).toMatchObject({ kind: 'pkcs11', available: false, lastFailure: 'token_unavailable' });
      expect(await failures('token_unavailable')).toBeGreaterThan(before);
      expect(logged.join('')).toMatch(/"reason":"token_unavailable".*"msg":"payouts: the voucher key could not sign \(token_unavailable\)"/);
      // Asked again while it is out: still refused, still nothing taken.
      await sleep(RECONNECT_AFTER_MS + 100);
      expect(await codeOf(await ask(server, other, 400n))).toBe('signer_unavailable');
      expect(await incomeOf(server, other.address)).toEqual(['5000', '0']);
    } finally {
      token.putBack();
    }

    await sleep(RECONNECT_AFTER_MS + 100);
    const again = await ask(server, user, 300n);
    expect(again.status).toBe(409); // one open withdrawal per user: the first is still pending
    const fresh = await userWith(server, 5_000n);
    const signed = await ask(server, fresh, 400n);
    expect(signed.status).toBe(201);
    expect((await approveWithdrawal(server.ctx, { id: queued.id, operator: 'alice', reason: 'income checked' })).withdrawal.status).toBe('pending');
    expect((await health(server)).signers.voucher).toMatchObject({ available: true, lastFailure: null });
  });

  it('a key the chain does not name: every voucher is refused before it is signed, nothing debited', async () => {
    const server = await serverWith({}, token.key('suil-sponsor'));
    const user = await userWith(server, 5_000n);
    const res = await ask(server, user, 400n);
    expect(res.status).toBe(503);
    expect(await codeOf(res)).toBe('signer_unavailable');
    expect(await incomeOf(server, user.address)).toEqual(['5000', '0']);
    expect(await withdrawalRows(server)).toEqual([]);
    expect(logged.join('')).toMatch(/"reason":"key_mismatch","problem":"the voucher key [0-9a-f]{64} is not the chain's [0-9a-f]{64}/);
  });

  it('a PIN the token refuses: the key cannot sign, and the PIN is not offered again until the file changes', async () => {
    const other = hsm.initToken('suil-pin', '1111');
    createTokenKey(other.key('k'));
    const pinFile = join(hsm.root, 'wrong.pin');
    writeFileSync(pinFile, '9999\n', { mode: 0o600 });
    const signer = new Pkcs11KeySigner({ ...other.key('k'), pinFile });
    expect(() => signer.publicKey()).toThrow(expect.objectContaining({ reason: 'pin_rejected', message: expect.stringMatching(/CKR_PIN_INCORRECT/) }));
    await sleep(RECONNECT_AFTER_MS + 100);
    expect(() => signer.publicKey()).toThrow(expect.objectContaining({ reason: 'pin_rejected', message: expect.stringMatching(/not offered again/) }));
    writeFileSync(pinFile, '1111\n');
    await sleep(RECONNECT_AFTER_MS + 100);
    expect(toHex(signer.publicKey())).toBe(toHex(inspectKey(other.key('k')).publicKey));
    expect(verifyEd25519(signer.publicKey(), Buffer.from('m'), await signer.sign(Buffer.from('m')))).toBe(true);
    signer.close();
  });

  it('refused at start with a key the chain would reject; started with the right one, /api/health names the token', async () => {
    const base = { SERVER_DB: 'memory', SUI_NODE_URL: net.url, VOUCHER_SIGNER: 'pkcs11', SPONSOR_SIGNER: 'pkcs11', SPONSOR_PKCS11_KEY_LABEL: 'suil-sponsor' };
    const wrong = startServerProcess({ ...base, ...token.env('suil-other') });
    await expect(wrong).rejects.toThrow(/exited \(1\) before it listened[\s\S]*the voucher key cannot be used \(key_missing\): token .{1,3}suil-test.{1,3} has no private key labelled .{1,3}suil-other/);

    createTokenKey(token.key('suil-stranger'));
    const mismatch = startServerProcess({ ...base, ...token.env('suil-stranger') });
    await expect(mismatch).rejects.toThrow(/exited \(1\) before it listened[\s\S]*is not the chain's operator_pubkey/);

    const server = await startServerProcess({ ...base, ...token.env('suil-voucher') });
    expect(server.output()).toMatch(/voucher key in a PKCS#11 token, public key [0-9a-f]{64}, the chain's operator_pubkey/);
    const shown = (await (await fetch(`${server.url}/api/health`)).json()) as HealthResponse;
    expect(shown.signers).toEqual({
      voucher: { kind: 'pkcs11', available: true, lastFailure: null, publicKey: toHex(voucherKey) },
      sponsor: { kind: 'pkcs11', available: true, lastFailure: null, publicKey: toHex(sponsorKey) },
    });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  describe('the ceremony commands', () => {
    async function command(argv: string[], env: Record<string, string>) {
      const out: string[] = [];
      const err: string[] = [];
      const io: CommandIo = {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
        defaultOperator: 'root',
        env: { SUI_NODE_URL: net.url, ...env },
        open: () => Promise.reject(new Error('the signer commands open no database')),
      };
      const code = await runOperatorCommand(argv, io);
      return { code, out: out.join('\n'), err: err.join('\n') };
    }

    it('create a key in the token (never twice), import one, print public keys, check against the chain', async () => {
      const ceremony = hsm.initToken('suil-ceremony');
      const env = ceremony.env('voucher-2027');
      const created = await command(['signer-create-key'], env);
      expect(created).toMatchObject({ code: 0, err: '' });
      const publicKey = /^public key: ([0-9a-f]{64})$/m.exec(created.out)![1]!;
      expect(created.out).toMatch(/created the voucher key "voucher-2027" in the token \(sensitive yes, extractable no, always sensitive yes, never extractable yes: made in the token\)/);
      expect(created.out).toContain(`Sui address: ${new Ed25519PublicKey(fromHex(publicKey)).toSuiAddress()}`);
      expect(await command(['signer-create-key'], env)).toMatchObject({ code: 1, err: expect.stringMatching(/already has a key labelled "voucher-2027": it is never replaced/) });

      const secretFile = join(hsm.root, 'sponsor.secret');
      const secretHex = randomBytes(32).toString('hex');
      writeFileSync(secretFile, `${secretHex}\n`, { mode: 0o600 });
      const imported = await command(['signer-import-key', '--key', 'sponsor', '--secret-file', secretFile], { ...env, SPONSOR_PKCS11_KEY_LABEL: 'sponsor-2027' });
      expect(imported).toMatchObject({ code: 0, err: '' });
      expect(imported.out).toContain(`public key: ${toHex(ed25519PublicKeyOf(fromHex(secretHex)))}`);
      expect(imported.out).toMatch(/sensitive yes, extractable no, always sensitive NO, never extractable NO: imported/);
      expect(imported.out).toMatch(/now delete every other copy of the secret: .*sponsor\.secret, SPONSOR_SECRET_KEY/);
      expect(await command(['signer-import-key', '--key', 'sponsor'], env)).toMatchObject({ code: 1, err: expect.stringMatching(/--secret-file PATH required/) });

      const shown = await command(['signer-public-key'], { ...env, VOUCHER_SIGNER: 'pkcs11' });
      expect(shown).toMatchObject({ code: 0, out: expect.stringContaining(`public key: ${publicKey}`) });
      expect((await command(['signer-public-key'], {})).out).toContain(`public key: ${toHex(ed25519PublicKeyOf(fromHex(DEV_OPERATOR_SECRET_KEY_HEX)))}`);

      // This chain names the test token's voucher key, not the new one.
      const refused = await command(['signer-check'], { ...env, VOUCHER_SIGNER: 'pkcs11' });
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/mechanisms: CKM_EDDSA yes, CKM_EC_EDWARDS_KEY_PAIR_GEN yes/);
      expect(refused.err).toMatch(/problem: the voucher key is not the chain's operator_pubkey/);
      const checked = await command(['signer-check'], { ...token.env('suil-voucher'), VOUCHER_SIGNER: 'pkcs11', SPONSOR_SIGNER: 'pkcs11' });
      expect(checked).toMatchObject({ code: 0, err: '' });
      expect(checked.out).toContain(`chain: the operator_pubkey of LiquiditySwap ${LIQUIDITY_SWAP} at ${net.url} is ${toHex(voucherKey)}: the voucher key`);
      expect(checked.out).toMatch(/the server can sign with these keys$/);
    });

    it('as a process, the way npm run server:signer-public-key runs it', async () => {
      const env = { ...process.env, ...token.env('suil-voucher'), VOUCHER_SIGNER: 'pkcs11' };
      const { stdout } = await new Promise<{ stdout: string }>((resolve, reject) =>
        execFile(process.execPath, ['server/operator/cli.ts', 'signer-public-key'], { cwd: ROOT, env }, (error, out) => (error ? reject(error) : resolve({ stdout: out }))),
      );
      expect(stdout).toContain(`public key: ${toHex(voucherKey)}`);
    });
  });
});
