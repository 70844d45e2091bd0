// The sponsor account: the key that co-signs sponsored binds as gas owner (SPONSOR_SECRET_KEY in
// memory, on localnet the dev sponsor that genesis funds; or, with SPONSOR_SIGNER=pkcs11, a key in
// the token that never leaves it: server/payouts/signers.ts), and what it can pay with. Sponsored
// gas comes from its SUI address balance only; SUI it holds as coins is moved there by
// `npm run server:sponsor-sweep`.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { type SignatureScheme, Signer } from '@mysten/sui/cryptography';
import { Ed25519PublicKey } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import type { SponsorConfig } from '../config.ts';
import { ApiError } from '../http.ts';
import { errorField, log } from '../log.ts';
import { type SigningQueue, SignerUnavailable } from '../payouts/key-signer.ts';
import { sponsorSigner } from '../payouts/signers.ts';

export interface SponsorAccount {
  address: string;
  /** Where its key is: in memory (env) or in a PKCS#11 token. */
  kind: SigningQueue['kind'];
  /**
   * Its signature over transaction bytes (base64), as the node takes it. A key that cannot sign
   * now is 503 sponsor_unavailable (nothing was sent to the node).
   */
  signTransaction: (bytes: Uint8Array) => Promise<string>;
}

/**
 * The SDK's signer over the sponsor's queue: Sui signs blake2b(intent || bytes) with the raw
 * Ed25519 key and sends flag || signature || public key, which the SDK's Signer builds from
 * `sign` and `getPublicKey`.
 */
class QueuedEd25519Signer extends Signer {
  private readonly queue: SigningQueue;
  private readonly publicKey: Ed25519PublicKey;

  constructor(queue: SigningQueue, publicKey: Uint8Array) {
    super();
    this.queue = queue;
    this.publicKey = new Ed25519PublicKey(publicKey);
  }

  async sign(digest: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
    return Uint8Array.from(await this.queue.sign(digest));
  }

  getKeyScheme(): SignatureScheme {
    return 'ED25519';
  }

  getPublicKey(): Ed25519PublicKey {
    return this.publicKey;
  }
}

const unavailable = (error: SignerUnavailable) => {
  log.error({ ...errorField(error), reason: error.reason }, `sponsor: the sponsor's key cannot sign (${error.reason})`);
  return new ApiError(503, 'sponsor_unavailable', "the sponsor's key cannot sign right now; nothing was paid, try again or bind with your own SUI");
};

const accounts = new WeakMap<SigningQueue, SponsorAccount>();

/**
 * The sponsor, or null when the server has none (free binds are then refused as unfunded). A
 * token key whose public key cannot be read (its token absent at the first use) is 503
 * sponsor_unavailable.
 */
export function sponsorAccount(config: Pick<SponsorConfig, 'secretKeyHex' | 'pkcs11' | 'signing'>): SponsorAccount | null {
  const queue = sponsorSigner(config);
  if (!queue) return null;
  let account = accounts.get(queue);
  if (!account) {
    let publicKey: Uint8Array;
    try {
      // Read at start (server/main.ts): a token out of reach since then still has a known address.
      publicKey = queue.key.knownPublicKey() ?? queue.publicKey();
    } catch (error) {
      throw error instanceof SignerUnavailable ? unavailable(error) : error;
    }
    const signer = new QueuedEd25519Signer(queue, publicKey);
    account = {
      address: signer.toSuiAddress(),
      kind: queue.kind,
      signTransaction: async (bytes) => {
        try {
          return (await signer.signTransaction(bytes)).signature;
        } catch (error) {
          throw error instanceof SignerUnavailable ? unavailable(error) : error;
        }
      },
    };
    accounts.set(queue, account);
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
