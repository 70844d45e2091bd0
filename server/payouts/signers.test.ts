// The signer that cannot be hurried (SigningQueue: one signature at a time, a bounded queue, a
// deadline, the metrics), the env key in memory, and the server's refusal to start off localnet
// with the env key unless the operator acknowledged it. The token itself: hsm-signer.test.ts.
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { HealthResponse } from '../../contract/api.ts';
import { DEV_OPERATOR_PUBLIC_KEY_HEX, DEV_OPERATOR_SECRET_KEY_HEX } from '../../localnet/packages/finance/dev-keys.ts';
import { ENV_SIGNER_ACKNOWLEDGEMENT } from '../config.ts';
import { registry } from '../metrics/registry.ts';
import { testConfig } from '../test/config.ts';
import { startServerProcess } from '../test/server-process.ts';
import { type KeySigner, SignerUnavailable, SigningQueue, ed25519PublicKeyOf, memoryKeySigner, verifyEd25519 } from './key-signer.ts';
import { envSignerRefusal, signersStatus, voucherSigner } from './signers.ts';

vi.setConfig({ testTimeout: 120_000 });

/** A key whose every signature waits for the test to let it go, counting how many run at once. */
function heldKey() {
  const inner = memoryKeySigner(randomBytes(32).toString('hex'));
  const waiting: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  let asked = 0;
  const key: KeySigner = {
    kind: 'pkcs11',
    publicKey: () => inner.publicKey(),
    knownPublicKey: () => inner.publicKey(),
    close: () => {},
    async sign(message) {
      asked++;
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise<void>((resolve) => waiting.push(resolve));
      running--;
      return inner.sign(message);
    },
  };
  return {
    key,
    release: () => waiting.shift()?.(),
    get waiting() {
      return waiting.length;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    get asked() {
      return asked;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const reasonOf = (promise: Promise<unknown>) => promise.then(() => 'signed', (error: SignerUnavailable) => error.reason);

describe('SigningQueue', () => {
  it('signs one message at a time, in order, each verifying under the key', async () => {
    const held = heldKey();
    const queue = new SigningQueue('sponsor', held.key, { timeoutMs: 60_000, queueLimit: 10 });
    const messages = [1, 2, 3, 4].map((n) => Buffer.from(`message ${n}`));
    const signing = messages.map((m) => queue.sign(m));
    for (let i = 0; i < messages.length; i++) {
      await settle();
      expect(held.waiting).toBe(1);
      held.release();
    }
    const signatures = await Promise.all(signing);
    expect(held.mostAtOnce).toBe(1);
    signatures.forEach((signature, i) => expect(verifyEd25519(held.key.publicKey(), messages[i]!, signature)).toBe(true));
    expect(queue.status()).toEqual({ kind: 'pkcs11', available: true, lastFailure: null });
  });

  it('a full queue refuses at once (busy); a signature past its deadline fails (timeout), and the key is never asked for one whose caller left', async () => {
    const held = heldKey();
    const queue = new SigningQueue('sponsor', held.key, { timeoutMs: 200, queueLimit: 2 });
    const first = reasonOf(queue.sign(Buffer.from('a'))); // the key's turn: it hangs
    const second = reasonOf(queue.sign(Buffer.from('b')));
    const third = reasonOf(queue.sign(Buffer.from('c')));
    expect(await reasonOf(queue.sign(Buffer.from('d')))).toBe('busy');
    // All three give up at their deadline while the key still hangs on the first.
    expect(await Promise.all([first, second, third])).toEqual(['timeout', 'timeout', 'timeout']);
    expect(queue.status()).toMatchObject({ available: false, lastFailure: 'timeout' });
    held.release(); // the token returns at last
    await settle();
    expect(held.asked).toBe(1);
    expect(held.mostAtOnce).toBe(1);
    const metrics = await registry.metrics();
    expect(metrics).toMatch(/^suil_signer_failures_total\{key="sponsor",reason="timeout"\} 3$/m);
    expect(metrics).toMatch(/^suil_signer_failures_total\{key="sponsor",reason="busy"\} 1$/m);
    expect(metrics).toMatch(/^suil_signer_available\{key="sponsor"\} 0$/m);
    expect(metrics).toMatch(/^suil_signer_sign_duration_seconds_count\{key="sponsor",outcome="refused"\} 1$/m);

    // Free again: the next one signs.
    const next = queue.sign(Buffer.from('e'));
    await settle();
    held.release();
    expect((await next).length).toBe(64);
    expect(queue.status()).toMatchObject({ available: true, lastFailure: null });
  });

  it('refuses to sign under a key that is not the one expected (key_mismatch) before the key is asked', async () => {
    const held = heldKey();
    const queue = new SigningQueue('voucher', held.key, { timeoutMs: 1000, queueLimit: 2 });
    await expect(queue.sign(Buffer.from('v'), { expectPublicKey: new Uint8Array(32) })).rejects.toMatchObject({ reason: 'key_mismatch' });
    expect(held.asked).toBe(0);
  });
});

describe('the env key', () => {
  it('signs in memory with Node\'s Ed25519, as the dev operator key', async () => {
    const key = memoryKeySigner(DEV_OPERATOR_SECRET_KEY_HEX);
    expect(Buffer.from(key.publicKey()).toString('hex')).toBe(DEV_OPERATOR_PUBLIC_KEY_HEX);
    expect(Buffer.from(ed25519PublicKeyOf(Buffer.from(DEV_OPERATOR_SECRET_KEY_HEX, 'hex'))).toString('hex')).toBe(DEV_OPERATOR_PUBLIC_KEY_HEX);
    const message = Buffer.from('voucher');
    expect(verifyEd25519(key.publicKey(), message, await key.sign(message))).toBe(true);
  });

  it('off localnet needs the acknowledgement: voucherSigner refuses, /api/health says why', () => {
    const mainnet = { ...testConfig(), network: 'mainnet' };
    expect(envSignerRefusal(mainnet)).toMatch(/OPERATOR_SECRET_KEY, in this process's memory, on mainnet.*VOUCHER_SIGNER_ENV_ACKNOWLEDGED="I understand the key is in memory"/);
    expect(() => voucherSigner(mainnet)).toThrow(expect.objectContaining({ reason: 'key_unsafe' }));
    expect(signersStatus(mainnet).voucher).toEqual({ kind: 'env', available: false, lastFailure: 'key_unsafe', publicKey: null });
    const acknowledged = { ...mainnet, voucherSigner: { kind: 'env' as const, secretKeyHex: DEV_OPERATOR_SECRET_KEY_HEX, acknowledged: true } };
    expect(envSignerRefusal(acknowledged)).toBeNull();
    expect(envSignerRefusal(testConfig())).toBeNull(); // localnet
  });
});

describe('a server process on mainnet with the env key', () => {
  const mainnet = {
    SERVER_DB: 'memory',
    NETWORK: 'mainnet',
    OPERATOR_SECRET_KEY: randomBytes(32).toString('hex'),
    FINANCE_PACKAGE_ID: `0x${'f1'.repeat(32)}`,
    LIQUIDITY_SWAP_ID: `0x${'f2'.repeat(32)}`,
  };

  it('refuses to start without the acknowledgement, and says how to put the key in an HSM', async () => {
    const start = startServerProcess(mainnet);
    await expect(start).rejects.toThrow(/exited \(1\) before it listened[\s\S]*"msg":"server not started"/);
    await expect(start).rejects.toThrow(/in this process's memory, on mainnet[\s\S]*VOUCHER_SIGNER=pkcs11[\s\S]*VOUCHER_SIGNER_ENV_ACKNOWLEDGED/);
  });

  it('starts with it, warns, and /api/health names the env key', async () => {
    const server = await startServerProcess({ ...mainnet, VOUCHER_SIGNER_ENV_ACKNOWLEDGED: ENV_SIGNER_ACKNOWLEDGEMENT });
    expect(server.output()).toMatch(/"level":"warn".*the voucher key is in this process's memory on mainnet/);
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as HealthResponse;
    expect(health.signers).toEqual({
      voucher: { kind: 'env', available: true, lastFailure: null, publicKey: Buffer.from(ed25519PublicKeyOf(Buffer.from(mainnet.OPERATOR_SECRET_KEY, 'hex'))).toString('hex') },
      sponsor: null,
    });
  });
});
