// Transfers between users' topped-up balances: one transaction, a conditional debit, both
// sides' balance records with their direction; refusals with their codes; parallel requests
// cannot overdraw.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { BalanceRecordsResponse, ErrorBody, RecordsResponse, TransferRecipientResponse, TransferResponse } from '../../contract/api.ts';
import { type TestServer, createTestServer, fileDatabase } from '../test/server.ts';
import { credit, readBalances } from '../db/balances.ts';

const database = fileDatabase();
let server: TestServer;
let token: string;
let sender: string;
let recipient: string;
let recipientToken: string;
beforeEach(async () => {
  server = await createTestServer({}, database);
  ({ token, address: sender } = await server.signIn());
  ({ token: recipientToken, address: recipient } = await server.signIn());
  await credit(server.ctx.db, sender, 'SUI', 100n);
  await credit(server.ctx.db, sender, 'SUIL', 7n);
});
afterEach(() => server.close());

const transfer = (body: unknown) => server.request('POST', '/api/me/transfers', { token, body });
const codeOf = async (res: Response) => ((await res.json()) as ErrorBody).error.code;
const records = async (auth: string) =>
  ((await (await server.request('GET', '/api/me/balance-records?group=transfer', { token: auth })).json()) as BalanceRecordsResponse).items;

describe('POST /api/me/transfers', () => {
  it("moves the amount from the sender's balance to the recipient's and records it for both", async () => {
    const res = await transfer({ to: recipient, coin: 'SUI', amount: '60' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as TransferResponse;
    expect(body).toMatchObject({ from: sender, to: recipient, coin: 'SUI', amount: '60' });
    expect(body.balances.sui).toBe('40');
    expect(await readBalances(server.ctx.db, sender)).toMatchObject({ sui: '40', suil: '7' });
    expect(await readBalances(server.ctx.db, recipient)).toMatchObject({ sui: '60', suil: '0' });
    // Each side says which way the amount went and with whom; neither poses as a chain transaction.
    const sent = await records(token);
    const received = await records(recipientToken);
    expect(sent.map((r) => [r.kind, r.coin, r.amount, r.counterparty, r.node])).toEqual([['transfer_out', 'SUI', '60', recipient, null]]);
    expect(received.map((r) => [r.kind, r.coin, r.amount, r.counterparty, r.node])).toEqual([['transfer_in', 'SUI', '60', sender, null]]);
    expect(body.id).toBe(sent[0]!.id);
    expect(sent[0]).not.toHaveProperty('txDigest');
    expect(sent[0]!.createdAt).toBe(body.createdAt);
    for (const auth of [token, recipientToken]) {
      const chain = (await (await server.request('GET', '/api/me/records', { token: auth })).json()) as RecordsResponse;
      expect(chain.items).toEqual([]);
    }
  });

  it('lists the transfers of each side newest first, in pages', async () => {
    await credit(server.ctx.db, recipient, 'USDC', 5n);
    for (const amount of ['1', '2', '3']) expect((await transfer({ to: recipient, coin: 'SUI', amount })).status).toBe(201);
    const back = await server.request('POST', '/api/me/transfers', { token: recipientToken, body: { to: sender, coin: 'USDC', amount: '5' } });
    expect(back.status).toBe(201);
    const first = (await (await server.request('GET', '/api/me/balance-records?group=transfer&limit=3', { token })).json()) as BalanceRecordsResponse;
    expect(first.items.map((r) => [r.kind, r.coin, r.amount])).toEqual([['transfer_in', 'USDC', '5'], ['transfer_out', 'SUI', '3'], ['transfer_out', 'SUI', '2']]);
    const rest = (await (await server.request('GET', `/api/me/balance-records?group=transfer&limit=3&cursor=${first.nextCursor}`, { token })).json()) as BalanceRecordsResponse;
    expect(rest).toMatchObject({ items: [{ kind: 'transfer_out', amount: '1' }], nextCursor: null });
    // Nodes are another list.
    expect(((await (await server.request('GET', '/api/me/balance-records?group=node', { token })).json()) as BalanceRecordsResponse).items).toEqual([]);
  });

  it('accepts an upper-case address and moves SUIL too', async () => {
    const res = await transfer({ to: recipient.toUpperCase().replace('0X', '0x'), coin: 'SUIL', amount: '7' });
    expect(res.status).toBe(201);
    expect(await readBalances(server.ctx.db, recipient)).toMatchObject({ suil: '7' });
  });

  it('refuses more than the balance, yourself, an unknown address and bad amounts, taking nothing', async () => {
    const over = await transfer({ to: recipient, coin: 'SUI', amount: '101' });
    expect([over.status, await codeOf(over)]).toEqual([409, 'insufficient_balance']);
    const empty = await transfer({ to: recipient, coin: 'USDC', amount: '1' });
    expect([empty.status, await codeOf(empty)]).toEqual([409, 'insufficient_balance']);
    const self = await transfer({ to: sender, coin: 'SUI', amount: '1' });
    expect([self.status, await codeOf(self)]).toEqual([409, 'self_transfer']);
    const stranger = await transfer({ to: Ed25519Keypair.generate().toSuiAddress(), coin: 'SUI', amount: '1' });
    expect([stranger.status, await codeOf(stranger)]).toEqual([404, 'unknown_recipient']);
    for (const bad of [
      { to: recipient, coin: 'SUI', amount: '0' },
      { to: recipient, coin: 'SUI', amount: '-5' },
      { to: recipient, coin: 'SUI', amount: '1.5' },
      { to: recipient, coin: 'SUI', amount: 5 },
      { to: recipient, coin: 'BTC', amount: '5' },
      { to: 'not-an-address', coin: 'SUI', amount: '5' },
    ]) {
      const res = await transfer(bad);
      expect([res.status, await codeOf(res)]).toEqual([400, 'invalid_request']);
    }
    expect(await readBalances(server.ctx.db, sender)).toMatchObject({ sui: '100', suil: '7', usdc: '0' });
    expect(await readBalances(server.ctx.db, recipient)).toMatchObject({ sui: '0' });
    expect(await records(token)).toEqual([]);
  });

  it('cannot overdraw the balance with parallel transfers', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => transfer({ to: recipient, coin: 'SUI', amount: '30' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await readBalances(server.ctx.db, sender)).toMatchObject({ sui: '10' });
    expect(await readBalances(server.ctx.db, recipient)).toMatchObject({ sui: '90' });
    expect(await records(recipientToken)).toHaveLength(3);
  });

  it('requires a signed-in caller', async () => {
    const res = await server.request('POST', '/api/me/transfers', { body: { to: recipient, coin: 'SUI', amount: '1' } });
    expect(res.status).toBe(401);
    expect(await readBalances(server.ctx.db, sender)).toMatchObject({ sui: '100' });
  });
});

describe('GET /api/me/transfers/recipient/:address', () => {
  const lookUp = (address: string, options: { token?: string; headers?: Record<string, string> } = { token }) =>
    server.request('GET', `/api/me/transfers/recipient/${address}`, options);

  it('says a user can be sent to (any letter case), before anything is sent', async () => {
    for (const address of [recipient, recipient.toUpperCase().replace('0X', '0x')]) {
      const res = await lookUp(address);
      expect(res.status).toBe(200);
      expect((await res.json()) as TransferRecipientResponse).toEqual({ known: true });
    }
    expect(await readBalances(server.ctx.db, sender)).toMatchObject({ sui: '100' });
    expect(await records(token)).toEqual([]);
  });

  it("refuses exactly as the transfer would: an address that is no user, the caller's own, a malformed one", async () => {
    const stranger = Ed25519Keypair.generate().toSuiAddress();
    const unknown = await lookUp(stranger);
    expect([unknown.status, await codeOf(unknown)]).toEqual([404, 'unknown_recipient']);
    // The transfer's own answer for the same address: the lookup tells nothing it does not.
    const sent = await transfer({ to: stranger, coin: 'SUI', amount: '1' });
    expect([sent.status, await codeOf(sent)]).toEqual([404, 'unknown_recipient']);
    const self = await lookUp(sender);
    expect([self.status, await codeOf(self)]).toEqual([409, 'self_transfer']);
    for (const bad of ['not-an-address', '0x12', `${recipient}00`]) {
      const res = await lookUp(bad);
      expect([res.status, await codeOf(res)]).toEqual([400, 'invalid_request']);
    }
  });

  it('requires a signed-in caller', async () => {
    expect((await lookUp(recipient, {})).status).toBe(401);
  });

  describe('rate limits', () => {
    // The limits' windows follow Date (rate-limiter-flexible): frozen here, moved by hand.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("counts each caller like sign-in counts an address (10 per 10 s), apart from sign-in's own count", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await lookUp(recipient)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual([429, 429]);
      const limited = await lookUp(recipient);
      expect(await codeOf(limited)).toBe('rate_limited');
      // Another caller from the same client still gets answers, and the caller can still sign in.
      expect((await lookUp(sender, { token: recipientToken })).status).toBe(200);
      expect((await server.request('POST', '/api/auth/nonce', { body: { address: sender } })).status).toBe(200);
      vi.setSystemTime(Date.now() + 10_001);
      expect((await lookUp(recipient)).status).toBe(200);
    });

    it('counts each client like sign-in counts an IP (60 per 6 s), whoever is signed in', async () => {
      // Seven callers on one client (app.request has no socket: one 'unknown' client), none over its own 10.
      const callers = [token, ...(await Promise.all(Array.from({ length: 6 }, () => server.signIn()))).map((s) => s.token)];
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await lookUp(recipient, { token: callers[i % callers.length] })).status);
      expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
      expect(statuses[60]).toBe(429);
      vi.setSystemTime(Date.now() + 6_001);
      expect((await lookUp(recipient)).status).toBe(200);
    });
  });
});
