// The sponsored bind against an in-process localnet whose genesis funds the dev sponsor: a
// newcomer with 0 SUI binds free, and every way to make the sponsor pay for anything else, twice,
// or past its limits is refused before the sponsor signs, with the sponsor's balance unchanged.
import { bcs } from '@mysten/sui/bcs';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction, TransactionDataBuilder } from '@mysten/sui/transactions';
import { fromBase64, normalizeSuiAddress, toBase64 } from '@mysten/sui/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorBody, SponsorExecuteResponse, SponsoredBind } from '../../contract/api.ts';
import { type Localnet, startLocalnet } from '../../localnet/node.ts';
import { DEV_ROOT_ADDRESS, DEV_SPONSOR_ADDRESS } from '../../localnet/packages/finance/dev-keys.ts';
import { FINANCE_OBJECT, PACKAGE_ID } from '../../localnet/packages/finance/ids.ts';
import { fundedKeypair, setAddressBalance } from '../../localnet/testing.ts';
import { DEFAULT_SPONSOR_BUDGET, type ServerConfig, type SponsorConfig } from '../config.ts';
import { rows, sql } from '../db/client.ts';
import { readAudit, verifyAuditChain } from '../operator/audit.ts';
import { testConfig } from '../test/config.ts';
import { type TestServer, createTestServer, fileDatabase, serverInstances } from '../test/server.ts';
import { pauseSponsor } from './control.ts';
import { sponsorAccount } from './sponsor-account.ts';
import { ApiError } from '../http.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let net: Localnet;
let client: SuiGrpcClient;
/** What genesis gives the dev sponsor; each test that drains it puts this back. */
let sponsorStart: bigint;
beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
  sponsorStart = await sponsorBalance();
});
afterAll(() => net?.close());

const database = fileDatabase();
/** One token secret, so a user signed in on one instance is signed in on all. */
const jwtSecret = 'cd'.repeat(32);

/** Limits roomy enough that only the test about one of them meets it. */
const ROOMY: Partial<SponsorConfig> = { rate: { capacity: 1000, refillPerSecond: 1000 } };

/** This file's server configuration: the node, one token secret, the sponsor's limits roomy but for `sponsor`. */
function serverOverrides(sponsor: Partial<SponsorConfig> = {}, overrides: Partial<ServerConfig> = {}): Partial<ServerConfig> & { jwtSecret: string } {
  return { suiNodeUrl: net.url, sponsor: { ...testConfig().sponsor, ...ROOMY, ...sponsor }, ...overrides, jwtSecret };
}

async function serverWith(sponsor: Partial<SponsorConfig> = {}, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  return createTestServer(serverOverrides(sponsor, overrides), database);
}

interface Newcomer {
  keypair: Ed25519Keypair;
  address: string;
  token: string;
}

/** A signed-in user whose wallet holds no SUI at all. */
async function newcomer(server: TestServer): Promise<Newcomer> {
  const { token, address, keypair } = await server.signIn();
  return { keypair, address, token };
}

const bind = (server: TestServer, user: Newcomer, inviter: string = DEV_ROOT_ADDRESS, headers?: Record<string, string>) =>
  server.request('POST', '/api/sponsor/bind', { token: user.token, body: { inviter }, headers });
const execute = (server: TestServer, user: Newcomer, txBytes: string, signature: string) =>
  server.request('POST', '/api/sponsor/execute', { token: user.token, body: { txBytes, signature } });
const codeOf = async (res: Response) => ((await res.json()) as ErrorBody).error.code;

async function issued(server: TestServer, user: Newcomer, inviter?: string): Promise<SponsoredBind> {
  const res = await bind(server, user, inviter);
  if (res.status !== 201) throw new Error(`bind refused: ${res.status} ${await res.text()}`);
  return (await res.json()) as SponsoredBind;
}

const signed = async (user: Newcomer, bytes: Uint8Array | string) =>
  (await user.keypair.signTransaction(typeof bytes === 'string' ? fromBase64(bytes) : bytes)).signature;

async function sponsorBalance(): Promise<bigint> {
  const { balance } = await client.core.getBalance({ owner: DEV_SPONSOR_ADDRESS });
  return BigInt(balance.addressBalance);
}

async function suiOf(address: string): Promise<bigint> {
  const { balance } = await client.core.getBalance({ owner: address });
  return BigInt(balance.balance);
}

/** finance::info's inviter of `address` (0x0: none bound), as a view. */
async function inviterOf(address: string): Promise<string> {
  const tx = new Transaction();
  tx.moveCall({ target: `${PACKAGE_ID}::finance::info`, arguments: [tx.object(FINANCE_OBJECT), tx.pure.address(address)] });
  const result = await client.core.simulateTransaction({ transaction: tx, checksEnabled: false, include: { commandResults: true } });
  if (result.$kind !== 'Transaction') throw new Error('the info view failed');
  return normalizeSuiAddress(bcs.Address.parse(result.commandResults![0]!.returnValues[1]!.bcs));
}

const sponsoredRows = (server: TestServer) =>
  rows<{ digest: string; address: string; status: string; gas_used: string | null }>(
    server.ctx.db,
    sql`SELECT digest, address, status, gas_used::text AS gas_used FROM sponsored_transactions ORDER BY issued_at`,
  );

/** Bytes of `bind` changed by `edit`: a transaction the server never issued, whatever it says. */
function edited(bind: SponsoredBind, edit: (data: TransactionDataBuilder) => void): Uint8Array {
  const data = TransactionDataBuilder.fromBytes(fromBase64(bind.txBytes));
  edit(data);
  return data.build();
}

describe('a newcomer with 0 SUI', () => {
  it('binds free: one sponsored transaction, the user pays nothing, the sponsor exactly the gas recorded', async () => {
    const server = await serverWith();
    const user = await newcomer(server);
    expect(await suiOf(user.address)).toBe(0n);
    const before = await sponsorBalance();

    const answer = await issued(server, user);
    expect(answer.sponsor).toBe(DEV_SPONSOR_ADDRESS);
    expect(BigInt(answer.gasBudget)).toBeLessThanOrEqual(DEFAULT_SPONSOR_BUDGET.maxGasBudget);
    expect(TransactionDataBuilder.getDigestFromBytes(fromBase64(answer.txBytes))).toBe(answer.digest);
    // What the wallet is asked to sign: the user's bind, the sponsor's gas.
    const data = Transaction.from(fromBase64(answer.txBytes)).getData();
    expect(data.sender).toBe(user.address);
    expect(data.gasData.owner).toBe(DEV_SPONSOR_ADDRESS);
    expect(data.gasData.payment).toEqual([]);

    const res = await execute(server, user, answer.txBytes, await signed(user, answer.txBytes));
    expect(res.status).toBe(200);
    const done = (await res.json()) as SponsorExecuteResponse;
    expect(done.digest).toBe(answer.digest);
    expect(done.checkpoint).toMatch(/^\d+$/);

    expect(await inviterOf(user.address)).toBe(DEV_ROOT_ADDRESS);
    expect(await suiOf(user.address)).toBe(0n);
    const [row] = await sponsoredRows(server);
    expect(row).toMatchObject({ digest: answer.digest, address: user.address, status: 'executed' });
    const gasUsed = BigInt(row!.gas_used!);
    expect(gasUsed).toBeGreaterThan(0n);
    expect(gasUsed).toBeLessThanOrEqual(BigInt(answer.gasBudget));
    expect(before - (await sponsorBalance())).toBe(gasUsed);
    console.info(`one sponsored bind on localnet: budget ${answer.gasBudget} MIST, gas used ${gasUsed} MIST`);

    // On the record: the sponsor signed it, and how it ended.
    const audit = (await readAudit(server.ctx.db)).filter((r) => r.subject === `address:${user.address}`);
    expect(audit.map((r) => r.action)).toEqual(['sponsor_sign', 'sponsor_settle']);
    expect(audit[1]!.after).toMatchObject({ digest: answer.digest, status: 'executed', gasUsed: gasUsed.toString() });
    expect((await verifyAuditChain(server.ctx.db)).ok).toBe(true);

    // Once, ever: the executed bytes are not taken again, and no second bind is issued.
    const replay = await execute(server, user, answer.txBytes, await signed(user, answer.txBytes));
    expect([replay.status, await codeOf(replay)]).toEqual([409, 'not_issued']);
    const again = await bind(server, user);
    expect([again.status, await codeOf(again)]).toEqual([409, 'already_sponsored']);
    expect(before - (await sponsorBalance())).toBe(gasUsed);
  });
});

describe('bytes the server did not issue are never co-signed', () => {
  /** Each edit, signed by the user; the server refuses it as not issued and nothing is paid. */
  const variants: [string, (data: TransactionDataBuilder, attacker: string) => void][] = [
    ['another function', (d) => void ((d.commands[0] as { MoveCall: { function: string } }).MoveCall.function = 'info')],
    ['another package', (d) => void ((d.commands[0] as { MoveCall: { package: string } }).MoveCall.package = normalizeSuiAddress('0x2'))],
    [
      'another Finance object',
      (d) => void ((d.inputs[0] as { Object: { SharedObject: { objectId: string } } }).Object.SharedObject.objectId = normalizeSuiAddress('0xf002')),
    ],
    ['two commands', (d) => void d.commands.push(structuredClone(d.commands[0]!))],
    [
      'the gas coin used as an argument',
      (d, attacker) => {
        d.inputs.push({ $kind: 'Pure', Pure: { bytes: toBase64(bcs.Address.serialize(attacker).toBytes()) } });
        d.commands.push({ $kind: 'TransferObjects', TransferObjects: { objects: [{ $kind: 'GasCoin', GasCoin: true }], address: { $kind: 'Input', Input: 2, type: 'pure' } } });
      },
    ],
    ['a budget off', (d) => void (d.gasData.budget = String(BigInt(d.gasData.budget!) + 1n))],
    ['a gas price off', (d) => void (d.gasData.price = String(BigInt(d.gasData.price!) * 2n))],
    ['another inviter (edited after issue)', (d) => void (d.inputs[1] = { $kind: 'Pure', Pure: { bytes: toBase64(bcs.Address.serialize(normalizeSuiAddress('0xbad')).toBytes()) } })],
  ];

  for (const [name, edit] of variants) {
    it(`refuses ${name}: 409 not_issued, the sponsor's balance unchanged`, async () => {
      const server = await serverWith();
      const user = await newcomer(server);
      const answer = await issued(server, user);
      const bytes = edited(answer, (d) => edit(d, user.address));
      const before = await sponsorBalance();
      const res = await execute(server, user, toBase64(bytes), await signed(user, bytes));
      expect([res.status, await codeOf(res)]).toEqual([409, 'not_issued']);
      expect(await sponsorBalance()).toBe(before);
      expect(await inviterOf(user.address)).toBe(normalizeSuiAddress('0x0'));
      // The genuine bytes are still good: the refusal used nothing up.
      expect((await execute(server, user, answer.txBytes, await signed(user, answer.txBytes))).status).toBe(200);
    });
  }

  it('refuses bytes issued to someone else, a signature over other bytes, and expired bytes', async () => {
    const server = await serverWith({ ttlMs: 60_000 });
    const [alice, bob] = [await newcomer(server), await newcomer(server)];
    const forAlice = await issued(server, alice);
    const forBob = await issued(server, bob);

    const stolen = await execute(server, bob, forAlice.txBytes, await signed(bob, forAlice.txBytes));
    expect([stolen.status, await codeOf(stolen)]).toEqual([409, 'not_issued']);
    // Alice's bytes with Bob's own (valid) signature over his own bytes.
    const mismatched = await execute(server, alice, forAlice.txBytes, await signed(bob, forBob.txBytes));
    expect([mismatched.status, await codeOf(mismatched)]).toEqual([400, 'bad_signature']);
    const otherBytes = await execute(server, alice, forAlice.txBytes, await signed(alice, forBob.txBytes));
    expect([otherBytes.status, await codeOf(otherBytes)]).toEqual([400, 'bad_signature']);

    // Expired: the ticket's lifetime is wall time (the test moves the server's wall clock).
    const wallNow = server.ctx.wallNow;
    server.ctx.wallNow = () => wallNow() + 61_000;
    const late = await execute(server, alice, forAlice.txBytes, await signed(alice, forAlice.txBytes));
    expect([late.status, await codeOf(late)]).toEqual([409, 'not_issued']);
    expect(await inviterOf(alice.address)).toBe(normalizeSuiAddress('0x0'));
  });

  it('refuses malformed bodies and callers who are not signed in', async () => {
    const server = await serverWith();
    const user = await newcomer(server);
    expect((await server.request('POST', '/api/sponsor/bind', { body: { inviter: DEV_ROOT_ADDRESS } })).status).toBe(401);
    const bad = await bind(server, user, '0x2');
    expect([bad.status, await codeOf(bad)]).toEqual([400, 'invalid_request']);
    const junk = await execute(server, user, 'not base64!', 'AAAA');
    expect([junk.status, await codeOf(junk)]).toEqual([400, 'invalid_request']);
    const random = await execute(server, user, toBase64(new Uint8Array(200).fill(7)), 'AAAA');
    expect([random.status, await codeOf(random)]).toEqual([409, 'not_issued']);
  });
});

describe('what the chain would refuse costs the sponsor nothing', () => {
  it('an inviter nobody bound, or yourself: 400 invalid_inviter, nothing issued', async () => {
    const server = await serverWith();
    const user = await newcomer(server);
    const before = await sponsorBalance();
    const nobody = await bind(server, user, Ed25519Keypair.generate().toSuiAddress());
    expect([nobody.status, await codeOf(nobody)]).toEqual([400, 'invalid_inviter']);
    const self = await bind(server, user, user.address);
    expect([self.status, await codeOf(self)]).toEqual([400, 'invalid_inviter']);
    expect(await sponsoredRows(server)).toEqual([]);
    expect(await sponsorBalance()).toBe(before);
  });

  it('an address already bound: 409 already_bound when asked, and when it bound itself after the bytes were issued', async () => {
    const server = await serverWith();
    // Bound with its own SUI before asking.
    const payer = await fundedKeypair(net.url);
    const { token } = await server.signIn(payer);
    const bindPaid = async (keypair: Ed25519Keypair) => {
      const paid = new Transaction();
      paid.moveCall({ target: `${PACKAGE_ID}::finance::bind_inviter`, arguments: [paid.object(FINANCE_OBJECT), paid.pure.address(DEV_ROOT_ADDRESS)] });
      const result = await client.signAndExecuteTransaction({ transaction: paid, signer: keypair });
      await client.waitForTransaction({ result });
    };
    await bindPaid(payer);
    const asked = await bind(server, { keypair: payer, address: payer.toSuiAddress(), token }, DEV_ROOT_ADDRESS);
    expect([asked.status, await codeOf(asked)]).toEqual([409, 'already_bound']);

    // Issued, then the user binds with its own SUI before sending the signature back.
    const late = await fundedKeypair(net.url);
    const lateUser: Newcomer = { keypair: late, address: late.toSuiAddress(), token: (await server.signIn(late)).token };
    const answer = await issued(server, lateUser);
    await bindPaid(late);
    const before = await sponsorBalance();
    const res = await execute(server, lateUser, answer.txBytes, await signed(lateUser, answer.txBytes));
    expect([res.status, await codeOf(res)]).toEqual([409, 'already_bound']);
    expect(await sponsorBalance()).toBe(before);
    expect((await sponsoredRows(server)).find((r) => r.digest === answer.digest)?.status).toBe('issued');
  });
});

describe("the sponsor's key", () => {
  it('a signature that fails after the claim drops it: nothing reached the chain, and the address may bind free again', async () => {
    const server = await serverWith();
    const user = await newcomer(server);
    const first = await issued(server, user);
    const account = sponsorAccount(server.ctx.config.sponsor)!;
    const sign = vi.spyOn(account, 'signTransaction').mockRejectedValueOnce(new ApiError(503, 'sponsor_unavailable', 'the token is out of reach'));
    try {
      const before = await sponsorBalance();
      const res = await execute(server, user, first.txBytes, await signed(user, first.txBytes));
      expect([res.status, await codeOf(res)]).toEqual([503, 'sponsor_unavailable']);
      expect((await sponsoredRows(server)).find((r) => r.digest === first.digest)?.status).toBe('dropped');
      expect(await sponsorBalance()).toBe(before);
      // Dropped bytes are used up; new ones bind.
      const replay = await execute(server, user, first.txBytes, await signed(user, first.txBytes));
      expect([replay.status, await codeOf(replay)]).toEqual([409, 'not_issued']);
      const second = await issued(server, user);
      expect((await execute(server, user, second.txBytes, await signed(user, second.txBytes))).status).toBe(200);
      expect(await inviterOf(user.address)).toBe(DEV_ROOT_ADDRESS);
    } finally {
      sign.mockRestore();
    }
  });
});

describe('one sponsored bind per address', () => {
  it('twenty different issued binds of one address sent in parallel over three instances: one executes, nineteen are refused', async () => {
    const { servers, close } = await serverInstances(3, serverOverrides(), database);
    try {
      const user = await newcomer(servers[0]!);
      const tickets = await Promise.all(Array.from({ length: 20 }, (_, i) => issued(servers[i % 3]!, user)));
      expect(new Set(tickets.map((t) => t.digest)).size).toBe(20);
      const before = await sponsorBalance();
      const answers = await Promise.all(tickets.map(async (t, i) => execute(servers[i % 3]!, user, t.txBytes, await signed(user, t.txBytes))));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      // Refused before the claim (another bytes' claim won) or after it (the chain has the bind).
      for (const r of answers.filter((a) => a.status !== 200)) expect(['409 already_sponsored', '409 already_bound']).toContain(`${r.status} ${await codeOf(r)}`);

      const settled = (await sponsoredRows(servers[0]!)).filter((r) => r.status !== 'issued');
      expect(settled).toHaveLength(1);
      expect(before - (await sponsorBalance())).toBe(BigInt(settled[0]!.gas_used!));
      expect(await inviterOf(user.address)).toBe(DEV_ROOT_ADDRESS);
    } finally {
      await close();
    }
  });

  it('the same bytes sent twenty times at once execute once', async () => {
    const server = await serverWith();
    const user = await newcomer(server);
    const answer = await issued(server, user);
    const signature = await signed(user, answer.txBytes);
    const before = await sponsorBalance();
    const answers = await Promise.all(Array.from({ length: 20 }, () => execute(server, user, answer.txBytes, signature)));
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of answers.filter((a) => a.status !== 200)) expect([409]).toContain(r.status);
    const [row] = await sponsoredRows(server);
    expect(row!.status).toBe('executed');
    expect(before - (await sponsorBalance())).toBe(BigInt(row!.gas_used!));
  });
});

describe('the operator\'s limits, checked before the sponsor signs', () => {
  it('over the per-IP rate: 429 sponsor_rate_limited', async () => {
    const server = await serverWith({ rate: { capacity: 2, refillPerSecond: 2 / 3600 } }, { trustProxy: 1 });
    const [a, b] = [await newcomer(server), await newcomer(server)];
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    expect((await bind(server, a, DEV_ROOT_ADDRESS, ip)).status).toBe(201);
    expect((await bind(server, b, DEV_ROOT_ADDRESS, ip)).status).toBe(201);
    const third = await bind(server, a, DEV_ROOT_ADDRESS, ip);
    expect([third.status, await codeOf(third)]).toEqual([429, 'sponsor_rate_limited']);
    // Another client is not held back by this one.
    expect((await bind(server, b, DEV_ROOT_ADDRESS, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(201);
  });

  it('over the daily budget in SUI and in count: 429 sponsor_budget_spent, when asked and when executing', async () => {
    const server = await serverWith({ dailyCount: 1 });
    const [first, second] = [await newcomer(server), await newcomer(server)];
    const one = await issued(server, first);
    const two = await issued(server, second);
    expect((await execute(server, first, one.txBytes, await signed(first, one.txBytes))).status).toBe(200);
    const before = await sponsorBalance();
    const late = await execute(server, second, two.txBytes, await signed(second, two.txBytes));
    expect([late.status, await codeOf(late)]).toEqual([429, 'sponsor_budget_spent']);
    const asked = await bind(server, second);
    expect([asked.status, await codeOf(asked)]).toEqual([429, 'sponsor_budget_spent']);
    expect(await sponsorBalance()).toBe(before);

    // In SUI: the budget just below what one more bind may cost.
    const spent = BigInt((await sponsoredRows(server)).find((r) => r.status === 'executed')!.gas_used!);
    const tight = await serverWith({ dailyCount: 100, dailyBudget: spent + BigInt(two.gasBudget) - 1n });
    const refused = await bind(tight, second);
    expect([refused.status, await codeOf(refused)]).toEqual([429, 'sponsor_budget_spent']);
    // A day later the window has moved on.
    tight.ctx.wallNow = () => Date.now() + 24 * 3_600_000 + 1_000;
    expect((await bind(tight, second)).status).toBe(201);
  });

  it('paused: 503 sponsor_paused when asked and for bytes issued before the pause', async () => {
    const server = await serverWith();
    const user = await newcomer(server);
    const answer = await issued(server, user);
    await pauseSponsor(server.ctx, { operator: 'alice', reason: 'gas spike on mainnet' });
    const before = await sponsorBalance();
    const res = await execute(server, user, answer.txBytes, await signed(user, answer.txBytes));
    expect([res.status, await codeOf(res)]).toEqual([503, 'sponsor_paused']);
    const asked = await bind(server, await newcomer(server));
    expect([asked.status, await codeOf(asked)]).toEqual([503, 'sponsor_paused']);
    expect(await sponsorBalance()).toBe(before);
    expect(await inviterOf(user.address)).toBe(normalizeSuiAddress('0x0'));
  });

  it('unfunded (drained, or no sponsor key): 503 sponsor_unfunded', async () => {
    const server = await serverWith();
    const user = await newcomer(server);
    const answer = await issued(server, user);
    await setAddressBalance(net.url, DEV_SPONSOR_ADDRESS, 0n);
    try {
      const res = await execute(server, user, answer.txBytes, await signed(user, answer.txBytes));
      expect([res.status, await codeOf(res)]).toEqual([503, 'sponsor_unfunded']);
      const asked = await bind(server, await newcomer(server));
      expect([asked.status, await codeOf(asked)]).toEqual([503, 'sponsor_unfunded']);
      expect(await inviterOf(user.address)).toBe(normalizeSuiAddress('0x0'));
    } finally {
      await setAddressBalance(net.url, DEV_SPONSOR_ADDRESS, sponsorStart);
    }
    const keyless = await serverWith({ secretKeyHex: null });
    const none = await bind(keyless, await newcomer(keyless));
    expect([none.status, await codeOf(none)]).toEqual([503, 'sponsor_unfunded']);
  });
});
