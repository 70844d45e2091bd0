// The plain transaction pipeline, step by step, without React, a wallet or a node: each step is
// a spy that writes its name, so a step skipped or run out of order (above all: signing before
// the dry run) fails here, and every failure comes back as the error value of ./errors.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { Transaction } from '@mysten/sui/transactions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../config/env';
import { ChainException, type ChainError } from './errors';
import { findCheckpoint, runTransaction, signThenSubmit, type ExecutedTransaction, type RunTransactionInput, type SignedTransaction } from './run-transaction';

const steps = vi.hoisted(() => ({ log: [] as string[], simulate: null as null | (() => Promise<void>) }));
vi.mock('./simulate', () => ({
  simulateBeforeSigning: async (_client: unknown, tx: Transaction) => {
    steps.log.push(`simulate:${tx.getData().sender}`);
    await steps.simulate?.();
  },
}));

const SENDER = '0x' + 'a'.repeat(64);
const DIGEST = '8xZ2abCDEFGHijklmnopQRSTuvwxyz0123459Kq1';
const ABORT_1 = `MoveAbort in 1st command, abort code: 1, in '${env.packageId}::liquidity::stake' (instruction 9)`;

function fakeClient(wait: () => Promise<unknown> = async () => ({ $kind: 'Transaction', Transaction: { checkpoint: '42' } })) {
  return {
    core: {
      waitForTransaction: vi.fn(async (args: { digest: string }) => {
        steps.log.push(`wait:${args.digest}`);
        return wait();
      }),
      getTransaction: vi.fn(async () => ({ $kind: 'Transaction', Transaction: { checkpoint: '43' } })),
    },
  } as unknown as ClientWithCoreApi & { core: { waitForTransaction: ReturnType<typeof vi.fn> } };
}

function input(overrides: Partial<RunTransactionInput> = {}): RunTransactionInput {
  return {
    account: { address: SENDER },
    client: fakeClient(),
    onStart: () => steps.log.push('start'),
    build: (sender) => {
      steps.log.push(`build:${sender}`);
      return new Transaction();
    },
    signAndExecute: async () => {
      steps.log.push('sign');
      return { $kind: 'Transaction', Transaction: { digest: DIGEST } };
    },
    ...overrides,
  };
}

beforeEach(() => {
  steps.log = [];
  steps.simulate = null;
});

describe('runTransaction', () => {
  it('builds for the sender, simulates, signs, waits, in that order, and says which checkpoint holds it', async () => {
    expect(await runTransaction(input())).toEqual({ ok: true, sender: SENDER, digest: DIGEST, checkpoint: 42n });
    expect(steps.log).toEqual(['start', `build:${SENDER}`, `simulate:${SENDER}`, 'sign', `wait:${DIGEST}`]);
  });

  it('asks for a wallet first: no account, nothing built or shown', async () => {
    expect(await runTransaction(input({ account: null }))).toEqual({ ok: false, error: { code: 'senderNotSet', messageKey: 'errors.senderNotSet' } });
    expect(await runTransaction(input({ client: null }))).toEqual({
      ok: false,
      error: { code: 'clientNotInitialized', messageKey: expect.any(String) as string },
    });
    expect(steps.log).toEqual([]);
  });

  it('reports an abort of the dry run as its message, and never asks the wallet', async () => {
    steps.simulate = () => Promise.reject(new Error(ABORT_1));
    expect(await runTransaction(input())).toEqual({ ok: false, error: { code: 'notBound', messageKey: 'chain.notBound' } });
    expect(steps.log).toEqual(['start', `build:${SENDER}`, `simulate:${SENDER}`]);
  });

  it("passes a builder's error value through, with the screen's values", async () => {
    const outcome = await runTransaction(
      input({
        build: () => {
          throw new ChainException('locked');
        },
        errorValues: { unlockTime: '2026-11-28 10:00' },
      }),
    );
    expect(outcome).toEqual({ ok: false, error: { code: 'locked', messageKey: 'chain.locked', values: { unlockTime: '2026-11-28 10:00' } } });
    expect(steps.log).toEqual(['start']);
  });

  it("maps the wallet's refusal, its other failures through the wallet catalogue, and a failed status from the chain", async () => {
    const rejected = await runTransaction(input({ signAndExecute: () => Promise.reject(new Error('User rejected the request')) }));
    expect(rejected).toEqual({ ok: false, error: { code: 'userRejected', messageKey: 'wallet.errors.userRejected' } });

    const walletSays: ChainError = { code: 'walletError', messageKey: 'wallet.errors.windowClosed' };
    const describeWalletError = vi.fn(() => walletSays);
    const closed = await runTransaction(input({ signAndExecute: () => Promise.reject(new Error('window closed')), describeWalletError }));
    expect(closed).toEqual({ ok: false, error: walletSays });
    // Only a generic signing failure is the wallet's to describe, never one before signing.
    await runTransaction(input({ build: () => Promise.reject(new Error('kaboom')), describeWalletError }));
    expect(describeWalletError).toHaveBeenCalledTimes(1);

    const failed: ExecutedTransaction = { $kind: 'FailedTransaction', FailedTransaction: { status: { success: false, error: { $kind: 'InsufficientCoinBalance', message: 'Insufficient coin balance for operation' } } } };
    const onChain = await runTransaction(input({ signAndExecute: async () => failed }));
    expect(onChain).toEqual({ ok: false, error: expect.objectContaining({ code: 'insufficientBalance' }) as ChainError });
  });

  it('says a transaction sent but not seen in time must be checked, not sent again', async () => {
    const client = fakeClient(() => Promise.reject(new DOMException('signal timed out', 'TimeoutError')));
    expect(await runTransaction(input({ client }))).toEqual({ ok: false, error: { code: 'confirmTimeout', messageKey: expect.any(String) as string } });
    expect(steps.log).toEqual(['start', `build:${SENDER}`, `simulate:${SENDER}`, 'sign', `wait:${DIGEST}`]);
  });

  it('leaves the checkpoint open when the node has not put the transaction in one yet', async () => {
    const client = fakeClient(async () => ({ $kind: 'Transaction', Transaction: { checkpoint: null } }));
    expect(await runTransaction(input({ client }))).toMatchObject({ ok: true, checkpoint: null });
  });
});

describe('runTransaction with a sponsor executing (signThenSubmit)', () => {
  /** The wallet answers bytes of its own: what it signed, not what it was handed. */
  const WALLET_SIGNED: SignedTransaction = { bytes: 'd2FsbGV0LWJ1aWx0', signature: 'c2lnbmF0dXJl' };

  it('has the wallet only sign, submits exactly the bytes it signed with its signature, then waits for the digest', async () => {
    const submitted: SignedTransaction[] = [];
    const signAndExecute = signThenSubmit(
      async ({ transaction }) => {
        steps.log.push(`walletSigns:${transaction.getData().sender}`);
        return WALLET_SIGNED;
      },
      async (signed) => {
        steps.log.push('submit');
        submitted.push(signed);
        return { digest: DIGEST };
      },
    );
    expect(await runTransaction(input({ signAndExecute }))).toEqual({ ok: true, sender: SENDER, digest: DIGEST, checkpoint: 42n });
    expect(steps.log).toEqual(['start', `build:${SENDER}`, `simulate:${SENDER}`, `walletSigns:${SENDER}`, 'submit', `wait:${DIGEST}`]);
    expect(submitted).toEqual([WALLET_SIGNED]);
  });

  it('submits nothing when the wallet refuses, and says the user rejected it', async () => {
    const submit = vi.fn(async () => ({ digest: DIGEST }));
    const signAndExecute = signThenSubmit(() => Promise.reject(new Error('User rejected the request')), submit);
    expect(await runTransaction(input({ signAndExecute }))).toEqual({ ok: false, error: { code: 'userRejected', messageKey: 'wallet.errors.userRejected' } });
    expect(submit).not.toHaveBeenCalled();
    expect(steps.log).toEqual(['start', `build:${SENDER}`, `simulate:${SENDER}`]);
  });

  it("gives a sponsor's refusal its own message, not the wallet catalogue's, and waits for nothing", async () => {
    const describeWalletError = vi.fn(() => ({ code: 'walletError' as const, messageKey: 'wallet.errors.windowClosed' }));
    const refused = signThenSubmit(
      async () => WALLET_SIGNED,
      () => Promise.reject(new ChainException('sponsorRefused', { refusal: 'not_issued', stage: 'afterSigning' })),
    );
    expect(await runTransaction(input({ signAndExecute: refused, describeWalletError }))).toEqual({
      ok: false,
      error: { code: 'sponsorRefused', messageKey: 'api.sponsorRefusals.not_issued', values: { refusal: 'not_issued', stage: 'afterSigning' } },
    });
    // A generic failure of the submit step is ours too: never described as the wallet's.
    const failed = signThenSubmit(async () => WALLET_SIGNED, () => Promise.reject(new ChainException('requestFailed')));
    expect(await runTransaction(input({ signAndExecute: failed, describeWalletError }))).toEqual({
      ok: false,
      error: { code: 'requestFailed', messageKey: 'errors.requestFailed' },
    });
    expect(describeWalletError).not.toHaveBeenCalled();
    expect(steps.log.filter((step) => step.startsWith('wait'))).toEqual([]);
  });
});

describe('findCheckpoint', () => {
  it('asks the node again until it names the checkpoint', async () => {
    vi.useFakeTimers();
    try {
      const found = findCheckpoint(fakeClient(), DIGEST, 60_000);
      await vi.advanceTimersByTimeAsync(500);
      expect(await found).toBe(43n);
    } finally {
      vi.useRealTimers();
    }
  });
});
