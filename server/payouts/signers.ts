// This instance's two keys, each behind its SigningQueue: the voucher key (VOUCHER_SIGNER) and
// the sponsor's (SPONSOR_SIGNER). Made once per process from the configuration, so a token key
// keeps its session between signatures. server/main.ts checks them before it listens
// (checkSignersAtStart): a key the chain would refuse, a token it cannot reach, or the env key off
// localnet without the operator's acknowledgement stops the start.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import type { SignerStatus } from '../../contract/api.ts';
import { DEV_SPONSOR_SECRET_KEY_HEX } from '../../localnet/packages/finance/dev-keys.ts';
import { ENV_SIGNER_ACKNOWLEDGEMENT, type ServerConfig, type SponsorConfig } from '../config.ts';
import { type KeySigner, type SignerPurpose, SignerUnavailable, SigningQueue, ed25519PublicKeyOf, memoryKeySigner } from './key-signer.ts';
import { Pkcs11KeySigner, finalizeTokens } from './pkcs11-token.ts';
import { readSwapState } from './reserve.ts';

const queues = new Map<string, SigningQueue>();
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function queueFor(purpose: SignerPurpose, identity: unknown, limits: SponsorConfig['signing'], make: () => KeySigner): SigningQueue {
  const id = JSON.stringify({ purpose, identity, limits }, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  let queue = queues.get(id);
  if (!queue) {
    queue = new SigningQueue(purpose, make(), limits);
    queues.set(id, queue);
  }
  return queue;
}

/** Why the env voucher key may not sign here, or null: off localnet it needs the operator's acknowledgement. */
export function envSignerRefusal(config: Pick<ServerConfig, 'voucherSigner' | 'network'>): string | null {
  const signer = config.voucherSigner;
  if (signer.kind !== 'env' || signer.acknowledged || config.network === 'localnet') return null;
  return (
    `the voucher key is OPERATOR_SECRET_KEY, in this process's memory, on ${config.network}: whoever reads the environment can sign vouchers the ` +
    'contract pays. Put it in an HSM (VOUCHER_SIGNER=pkcs11, server/README.md "The signer"), or, knowing this, set ' +
    `VOUCHER_SIGNER_ENV_ACKNOWLEDGED="${ENV_SIGNER_ACKNOWLEDGEMENT}"`
  );
}

/** The voucher key's queue. Throws SignerUnavailable (`key_unsafe`) for the env key off localnet without the acknowledgement. */
export function voucherSigner(config: Pick<ServerConfig, 'voucherSigner' | 'network' | 'signing'>): SigningQueue {
  const refusal = envSignerRefusal(config);
  if (refusal) throw new SignerUnavailable('key_unsafe', refusal);
  const settings = config.voucherSigner;
  return settings.kind === 'env'
    ? queueFor('voucher', settings.secretKeyHex, config.signing, () => memoryKeySigner(settings.secretKeyHex))
    : queueFor('voucher', settings.key, config.signing, () => new Pkcs11KeySigner(settings.key));
}

/** The sponsor's queue, or null when the server has no sponsor. */
export function sponsorSigner(sponsor: Pick<SponsorConfig, 'secretKeyHex' | 'pkcs11' | 'signing'>): SigningQueue | null {
  const { pkcs11, secretKeyHex } = sponsor;
  if (pkcs11) return queueFor('sponsor', pkcs11, sponsor.signing, () => new Pkcs11KeySigner(pkcs11));
  if (secretKeyHex) return queueFor('sponsor', secretKeyHex, sponsor.signing, () => memoryKeySigner(secretKeyHex));
  return null;
}

function statusOf(queue: SigningQueue): SignerStatus {
  const known = queue.key.knownPublicKey();
  const state = queue.status();
  return { kind: state.kind, available: state.available, lastFailure: state.lastFailure, publicKey: known ? hex(known) : null };
}

/** What /api/health and the console say of the keys: no I/O (a token key's public key once read). */
export function signersStatus(config: Pick<ServerConfig, 'voucherSigner' | 'network' | 'signing' | 'sponsor'>): { voucher: SignerStatus; sponsor: SignerStatus | null } {
  let voucher: SignerStatus;
  try {
    voucher = statusOf(voucherSigner(config));
  } catch (error) {
    voucher = { kind: config.voucherSigner.kind, available: false, lastFailure: (error as SignerUnavailable).reason ?? 'key_unsafe', publicKey: null };
  }
  const sponsor = sponsorSigner(config.sponsor);
  return { voucher, sponsor: sponsor ? statusOf(sponsor) : null };
}

/** How long the start waits for the chain's operator_pubkey. */
export const START_CHAIN_READ_TIMEOUT_MS = 5_000;

export interface SignersAtStart {
  voucher: { kind: KeySigner['kind']; publicKey: string };
  sponsor: { kind: KeySigner['kind']; publicKey: string } | null;
  /** Whether the chain's operator_pubkey was read and matched; false: the node did not answer (every voucher is checked against it before it is signed). */
  chainChecked: boolean;
}

/**
 * Opens the keys and checks them: the env key off localnet only with the acknowledgement; each
 * key usable (a token reachable, the PIN right, the key there and safe); the sponsor never the
 * voucher key, nor localnet's public dev sponsor off localnet; and the voucher key the chain's
 * operator_pubkey. Throws an Error that says what is wrong; the server then does not start.
 */
export async function checkSignersAtStart(config: ServerConfig, client: ClientWithCoreApi): Promise<SignersAtStart> {
  const refusal = envSignerRefusal(config);
  if (refusal) throw new Error(refusal);
  const open = (queue: SigningQueue, what: string) => {
    try {
      return queue.publicKey();
    } catch (error) {
      throw new Error(`the ${what} cannot be used (${(error as SignerUnavailable).reason ?? 'error'}): ${(error as Error).message}`);
    }
  };
  const voucher = voucherSigner(config);
  const voucherKey = open(voucher, 'voucher key');
  const sponsor = sponsorSigner(config.sponsor);
  const sponsorKey = sponsor ? open(sponsor, "sponsor's key") : null;
  if (sponsorKey && hex(sponsorKey) === hex(voucherKey)) {
    throw new Error("the sponsor's key is the voucher key: give the sponsor a key of its own (one leaked key must not open both the payouts and the gas)");
  }
  if (sponsorKey && config.network !== 'localnet' && hex(sponsorKey) === hex(ed25519PublicKeyOf(Buffer.from(DEV_SPONSOR_SECRET_KEY_HEX, 'hex')))) {
    throw new Error("the sponsor's key is the public localnet dev sponsor: never use it outside localnet");
  }
  let chainKey: Uint8Array | null = null;
  try {
    chainKey = (await readSwapState(client, config.liquiditySwapId, START_CHAIN_READ_TIMEOUT_MS)).operatorPublicKey;
  } catch {
    chainKey = null;
  }
  if (chainKey && hex(chainKey) !== hex(voucherKey)) {
    throw new Error(
      `the voucher key ${hex(voucherKey)} (${voucher.kind}) is not the chain's operator_pubkey ${hex(chainKey)} (LiquiditySwap ${config.liquiditySwapId}): ` +
        'the contract would refuse every voucher it signs. Point the server at the key the chain names (PKCS11_KEY_LABEL, OPERATOR_SECRET_KEY) or at the chain that names this key (SUI_NODE_URL, LIQUIDITY_SWAP_ID)',
    );
  }
  return {
    voucher: { kind: voucher.kind, publicKey: hex(voucherKey) },
    sponsor: sponsor && sponsorKey ? { kind: sponsor.kind, publicKey: hex(sponsorKey) } : null,
    chainChecked: chainKey !== null,
  };
}

/** Closes every key's session and the PKCS#11 modules (shutdown). */
export function closeSigners(): void {
  for (const queue of queues.values()) queue.key.close();
  queues.clear();
  finalizeTokens();
}
