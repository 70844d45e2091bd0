// The sponsor account (SPONSOR_SECRET_KEY; on localnet the dev sponsor that genesis funds): the
// key that co-signs sponsored binds as gas owner, and what it can pay with. Sponsored gas comes
// from its SUI address balance only; SUI it holds as coins is moved there by
// `npm run server:sponsor-sweep`.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { fromHex } from '@mysten/sui/utils';
import type { SponsorConfig } from '../config.ts';

export interface SponsorAccount {
  address: string;
  /** Its signature over transaction bytes (base64), as the node takes it. */
  signTransaction: (bytes: Uint8Array) => Promise<string>;
}

const accounts = new Map<string, SponsorAccount>();

/** The sponsor, or null when the server has none (free binds are then refused as unfunded). */
export function sponsorAccount(config: Pick<SponsorConfig, 'secretKeyHex'>): SponsorAccount | null {
  const secret = config.secretKeyHex;
  if (secret === null) return null;
  let account = accounts.get(secret);
  if (!account) {
    const keypair = Ed25519Keypair.fromSecretKey(fromHex(secret));
    account = { address: keypair.toSuiAddress(), signTransaction: async (bytes) => (await keypair.signTransaction(bytes)).signature };
    accounts.set(secret, account);
  }
  return account;
}

/** How long a balance read may take: a request waits for it. */
export const SPONSOR_READ_TIMEOUT_MS = 5_000;

/** The sponsor's SUI: the address balance it pays gas from, and coins not yet moved there. */
export async function readSponsorBalance(client: ClientWithCoreApi, address: string): Promise<{ addressBalance: bigint; coinBalance: bigint }> {
  const { balance } = await client.core.getBalance({ owner: address, signal: AbortSignal.timeout(SPONSOR_READ_TIMEOUT_MS) });
  return { addressBalance: BigInt(balance.addressBalance), coinBalance: BigInt(balance.coinBalance) };
}

/** The gas a sweep may use; what is left of it stays a coin of the sponsor. */
export const SWEEP_GAS_BUDGET = 10_000_000n;

/**
 * Moves the SUI the sponsor holds as coins into its address balance (`0x2::coin::send_funds`),
 * keeping back the sweep's own gas budget: what an operator runs after sending SUI to the
 * sponsor from a wallet (which sends coins). Null when there is nothing worth moving.
 */
export async function sweepSponsorCoins(client: ClientWithCoreApi, account: SponsorAccount): Promise<{ digest: string; moved: bigint } | null> {
  const { coinBalance } = await readSponsorBalance(client, account.address);
  // Less than twice its own budget is not worth a transaction (what a sweep leaves behind).
  if (coinBalance <= 2n * SWEEP_GAS_BUDGET) return null;
  const moved = coinBalance - SWEEP_GAS_BUDGET;
  const tx = new Transaction();
  tx.setSender(account.address);
  tx.setGasBudget(SWEEP_GAS_BUDGET);
  const [coin] = tx.splitCoins(tx.gas, [moved]);
  tx.moveCall({ target: '0x2::coin::send_funds', typeArguments: ['0x2::sui::SUI'], arguments: [coin!, tx.pure.address(account.address)] });
  const bytes = await tx.build({ client });
  const result = await client.core.executeTransaction({ transaction: bytes, signatures: [await account.signTransaction(bytes)], include: { effects: true } });
  const done = result.$kind === 'Transaction' ? result.Transaction : result.FailedTransaction;
  if (!done.status.success) throw new Error(`the sweep failed on chain (${done.digest}): ${done.status.error?.message ?? 'unknown error'}`);
  await client.core.waitForTransaction({ digest: done.digest });
  return { digest: done.digest, moved };
}
