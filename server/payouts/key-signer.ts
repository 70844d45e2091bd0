// The keys that sign for the operator: the voucher key (withdrawal vouchers) and the sponsor's key
// (free binds). A key is either in this process's memory (`env`: a hex secret in the environment,
// for development and localnet) or in a PKCS#11 token (`pkcs11`: an HSM, where it signs but is
// never read; pkcs11-token.ts). Every signature goes through one SigningQueue per key and
// instance: one at a time, a bounded queue, a deadline, and metrics (server/README.md, "The
// signer").
import { createPrivateKey, createPublicKey, sign as signEd25519, verify } from 'node:crypto';
import type { SigningLimits } from '../config.ts';
import { signerAvailable, signerFailures, signerInfo, signerQueueDepth, signerSignDuration } from '../metrics/registry.ts';

export type SignerKind = 'env' | 'pkcs11';
/** Which key: labels of the metrics, names in /api/health and the console. */
export type SignerPurpose = 'voucher' | 'sponsor';

/**
 * Why a key could not sign. Bounded (a metrics label): the module, the token, the PIN, the key,
 * the queue; nothing here carries a secret.
 */
export type SignerFailure =
  | 'module_unavailable'
  | 'token_unavailable'
  | 'pin_rejected'
  | 'key_missing'
  | 'key_unsafe'
  | 'key_mismatch'
  | 'token_error'
  | 'timeout'
  | 'busy';

export const SIGNER_FAILURES: readonly SignerFailure[] = [
  'module_unavailable', 'token_unavailable', 'pin_rejected', 'key_missing', 'key_unsafe', 'key_mismatch', 'token_error', 'timeout', 'busy',
];

/** A key that cannot sign now: the caller answers 503 and changes nothing. */
export class SignerUnavailable extends Error {
  readonly reason: SignerFailure;
  constructor(reason: SignerFailure, message: string) {
    super(message);
    this.name = 'SignerUnavailable';
    this.reason = reason;
  }
}

/** An Ed25519 key that signs raw messages. */
export interface KeySigner {
  readonly kind: SignerKind;
  /**
   * The raw 32-byte public key. A token key connects to read it the first time (synchronous:
   * PKCS#11 calls block); throws SignerUnavailable when it cannot.
   */
  publicKey(): Uint8Array;
  /** The public key if it has been read, without connecting (for status pages). */
  knownPublicKey(): Uint8Array | null;
  /** The raw 64-byte Ed25519 signature of `message`. */
  sign(message: Uint8Array): Promise<Uint8Array>;
  /** Ends the key's session (at shutdown). */
  close(): void;
}

const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** The raw public key of a 32-byte Ed25519 secret (seed). */
export function ed25519PublicKeyOf(secret: Uint8Array): Uint8Array {
  const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, secret]), format: 'der', type: 'pkcs8' });
  return new Uint8Array(createPublicKey(key).export({ format: 'der', type: 'spki' }).subarray(ED25519_SPKI_PREFIX.length));
}

/** Node's Ed25519 verification of a raw signature under a raw public key. */
export function verifyEd25519(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]), format: 'der', type: 'spki' });
  return verify(null, message, key, signature);
}

/** A key held in this process's memory (VOUCHER_SIGNER=env, SPONSOR_SIGNER=env). */
export function memoryKeySigner(secretKeyHex: string): KeySigner {
  const secret = Buffer.from(secretKeyHex.replace(/^0x/, ''), 'hex');
  if (secret.length !== 32) throw new Error('an Ed25519 secret is 32 bytes of hex');
  const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, secret]), format: 'der', type: 'pkcs8' });
  const publicKey = ed25519PublicKeyOf(secret);
  return {
    kind: 'env',
    publicKey: () => publicKey,
    knownPublicKey: () => publicKey,
    sign: async (message) => new Uint8Array(signEd25519(null, message, key)),
    close: () => {},
  };
}

/** What /api/health, the metrics and the console say of a key. */
export interface SignerState {
  kind: SignerKind;
  /** null before the key was first used. */
  available: boolean | null;
  /** Why the last attempt failed (null while it works). */
  lastFailure: SignerFailure | null;
}

/**
 * One key of this instance, signing one message at a time. A signature that is not made within
 * `timeoutMs` of being asked for (queue included) fails with `timeout`; the token's call, which
 * cannot be cancelled, keeps its turn until it returns, so the token never sees two at once. With
 * `queueLimit` signatures already waiting, another is refused at once (`busy`).
 */
export class SigningQueue {
  readonly purpose: SignerPurpose;
  readonly key: KeySigner;
  private readonly limits: SigningLimits;
  private tail: Promise<unknown> = Promise.resolve();
  /** Signatures accepted and not yet done with the key: the one being made and those behind it. */
  private accepted = 0;
  private state: SignerState;

  constructor(purpose: SignerPurpose, key: KeySigner, limits: SigningLimits) {
    this.purpose = purpose;
    this.key = key;
    this.limits = limits;
    this.state = { kind: key.kind, available: null, lastFailure: null };
    signerInfo.set({ key: purpose, kind: key.kind }, 1);
    signerInfo.set({ key: purpose, kind: key.kind === 'env' ? 'pkcs11' : 'env' }, 0);
    for (const reason of SIGNER_FAILURES) signerFailures.inc({ key: purpose, reason }, 0);
    for (const outcome of ['ok', 'failed', 'refused']) signerSignDuration.zero({ key: purpose, outcome });
    signerQueueDepth.set({ key: purpose }, 0);
  }

  get kind(): SignerKind {
    return this.key.kind;
  }

  status(): SignerState {
    return { ...this.state };
  }

  /** The key's raw public key (see KeySigner.publicKey); a failure is counted like a signature's. */
  publicKey(): Uint8Array {
    try {
      const key = this.key.publicKey();
      if (this.state.available === null) this.record(null);
      return key;
    } catch (error) {
      if (error instanceof SignerUnavailable) this.record(error.reason);
      throw error;
    }
  }

  /**
   * Signs `message`. `expectPublicKey`: the key the signature must verify under (the chain's
   * operator_pubkey for a voucher); another key is refused (`key_mismatch`) before the token is asked.
   */
  async sign(message: Uint8Array, options: { expectPublicKey?: Uint8Array } = {}): Promise<Uint8Array> {
    const labels = { key: this.purpose };
    const stop = signerSignDuration.startTimer(labels);
    if (options.expectPublicKey) {
      let key: Uint8Array;
      try {
        key = this.publicKey();
      } catch (error) {
        stop({ outcome: 'failed' });
        throw error;
      }
      if (Buffer.compare(Buffer.from(key), Buffer.from(options.expectPublicKey)) !== 0) {
        stop({ outcome: 'failed' });
        throw this.fail(
          new SignerUnavailable('key_mismatch', `the ${this.purpose} key ${Buffer.from(key).toString('hex')} is not the chain's ${Buffer.from(options.expectPublicKey).toString('hex')}: the contract would refuse what it signs`),
        );
      }
    }
    if (this.accepted > this.limits.queueLimit) {
      stop({ outcome: 'refused' });
      throw this.fail(new SignerUnavailable('busy', `${this.accepted - 1} signatures are already waiting for the ${this.purpose} key`));
    }
    this.accepted++;
    signerQueueDepth.set(labels, this.accepted - 1);
    let abandoned = false;
    const turn = this.tail
      // Its caller has given up: the key is not asked at all.
      .then(() => (abandoned ? null : this.key.sign(message)))
      .finally(() => {
        this.accepted--;
        signerQueueDepth.set(labels, Math.max(0, this.accepted - 1));
      });
    this.tail = turn.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abandoned = true;
        reject(new SignerUnavailable('timeout', `the ${this.purpose} key did not sign within ${this.limits.timeoutMs} ms`));
      }, this.limits.timeoutMs);
    });
    try {
      const signature = await Promise.race([turn, deadline]);
      if (!signature || signature.length !== 64) throw new SignerUnavailable('token_error', `the ${this.purpose} key gave a signature of ${signature?.length ?? 0} bytes`);
      this.record(null);
      stop({ outcome: 'ok' });
      return signature;
    } catch (error) {
      stop({ outcome: 'failed' });
      if (error instanceof SignerUnavailable) throw this.fail(error);
      throw this.fail(new SignerUnavailable('token_error', `the ${this.purpose} key could not sign: ${(error as Error).message}`));
    } finally {
      clearTimeout(timer);
    }
  }

  private fail(error: SignerUnavailable): SignerUnavailable {
    this.record(error.reason);
    return error;
  }

  private record(failure: SignerFailure | null): void {
    // A full queue says nothing of the key itself.
    if (failure === 'busy') {
      signerFailures.inc({ key: this.purpose, reason: failure });
      return;
    }
    this.state = { kind: this.key.kind, available: failure === null, lastFailure: failure };
    signerAvailable.set({ key: this.purpose }, failure === null ? 1 : 0);
    if (failure) signerFailures.inc({ key: this.purpose, reason: failure });
  }
}
