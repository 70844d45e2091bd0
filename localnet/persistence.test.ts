// State on disk (`--data`): a restart loses nothing acknowledged, a torn last write is ignored,
// and an admin reset starts over from genesis.
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startLocalnet } from './node.ts';
import { PACKAGE_ID, TOPUP_OBJECT } from './packages/finance/ids.ts';
import { advanceClock, fund } from './testing.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'localnet-'));
  dirs.push(d);
  return d;
}

async function balanceAt(url: string, owner: string): Promise<bigint> {
  const client = new SuiGrpcClient({ network: 'localnet', baseUrl: url });
  return BigInt((await client.getBalance({ owner })).balance.balance);
}

describe('persistence', () => {
  it('restarts with every acknowledged transaction, the clock offset, and keeps executing', async () => {
    const dataDir = tempDir();
    const kp = Ed25519Keypair.generate();
    const owner = kp.toSuiAddress();

    const first = await startLocalnet({ port: 0, dataDir });
    await fund(first.url, owner);
    const clockAfter = await advanceClock(first.url, 86_400_000);
    const chainId = first.ledger.chainId;
    const height = first.ledger.latestCheckpoint.sequenceNumber;
    await first.close();

    // A crash in the middle of an append leaves a torn last line; replay drops it.
    appendFileSync(join(dataDir, 'journal.jsonl'), '{"commit":{"writes":[{"id":"0x');

    const second = await startLocalnet({ port: 0, dataDir });
    expect(second.ledger.chainId).toBe(chainId);
    expect(second.ledger.latestCheckpoint.sequenceNumber).toBe(height);
    expect(await balanceAt(second.url, owner)).toBe(1_000_000_000_000n);
    expect(BigInt(second.ledger.nowMs())).toBeGreaterThanOrEqual(clockAfter);

    // The restored coin is spendable at its restored version.
    const client = new SuiGrpcClient({ network: 'localnet', baseUrl: second.url });
    const tx = new Transaction();
    tx.setSender(owner);
    tx.transferObjects([tx.splitCoins(tx.gas, [7n])[0]], Ed25519Keypair.generate().toSuiAddress());
    const r = await client.signAndExecuteTransaction({ transaction: tx, signer: kp, include: { effects: true } });
    expect(r.$kind).toBe('Transaction');
    await second.close();

    const third = await startLocalnet({ port: 0, dataDir });
    expect(third.ledger.transactions.has(r.Transaction!.digest)).toBe(true);
    await third.close();
  });

  it('serves a transaction sent over gRPC the same after a restart: its bytes, signatures and events', async () => {
    const dataDir = tempDir();
    const kp = Ed25519Keypair.generate();
    const first = await startLocalnet({ port: 0, dataDir });
    await fund(first.url, kp.toSuiAddress());
    const tx = new Transaction();
    tx.setSender(kp.toSuiAddress());
    tx.moveCall({ target: `${PACKAGE_ID}::topup::topup`, arguments: [tx.object(TOPUP_OBJECT), tx.splitCoins(tx.gas, [5_000n])[0]!] });
    const include = { transaction: true, bcs: true, events: true } as const;
    const sent = await new SuiGrpcClient({ network: 'localnet', baseUrl: first.url }).signAndExecuteTransaction({ transaction: tx, signer: kp, include });
    const digest = sent.Transaction!.digest;
    const before = await new SuiGrpcClient({ network: 'localnet', baseUrl: first.url }).getTransaction({ digest, include });
    await first.close();

    const second = await startLocalnet({ port: 0, dataDir });
    const after = await new SuiGrpcClient({ network: 'localnet', baseUrl: second.url }).getTransaction({ digest, include });
    await second.close();
    const view = (r: typeof before) => {
      const t = r.Transaction!;
      return { bcs: t.bcs, signatures: t.signatures, events: t.events?.map((e) => ({ type: e.eventType, bcs: e.bcs })) };
    };
    expect(view(after)).toEqual(view(before));
    expect(after.Transaction!.events?.[0]?.eventType).toBe(`${PACKAGE_ID}::topup::ToppedUp`);
    expect(after.Transaction!.signatures).toHaveLength(1);
  });

  it('starts a new chain, keeping the old journal aside, when genesis changed', async () => {
    const dataDir = tempDir();
    const owner = Ed25519Keypair.generate().toSuiAddress();
    const first = await startLocalnet({ port: 0, dataDir });
    await fund(first.url, owner);
    await first.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const changed = await startLocalnet({ port: 0, dataDir, config: { operatorPublicKey: 'cd'.repeat(32) } });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/genesis changed/));
    warn.mockRestore();
    expect(await balanceAt(changed.url, owner)).toBe(0n);
    await changed.close();
    expect(readdirSync(dataDir).some((f) => f.endsWith('.old'))).toBe(true);
  });

  it('resets to genesis on POST /admin/reset, on disk as well', async () => {
    const dataDir = tempDir();
    const owner = Ed25519Keypair.generate().toSuiAddress();
    const net = await startLocalnet({ port: 0, dataDir });
    await fund(net.url, owner);
    expect(await balanceAt(net.url, owner)).toBeGreaterThan(0n);
    const res = await fetch(`${net.url}/admin/reset`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await balanceAt(net.url, owner)).toBe(0n);
    expect(net.ledger.latestCheckpoint.sequenceNumber).toBe(0n);
    await net.close();
    const again = await startLocalnet({ port: 0, dataDir });
    expect(await balanceAt(again.url, owner)).toBe(0n);
    await again.close();
  });
});
