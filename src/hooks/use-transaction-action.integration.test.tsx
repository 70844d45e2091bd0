// The shared action runner against a real node: localnet in-process, dApp Kit with the burner
// wallet on a SuiGrpcClient pointed at it. It checks the order of the steps a user sees: sender
// check, simulation before the wallet (an abort costs nothing and never reaches the wallet),
// sign and execute, wait, success toast with the digest, refreshed queries.
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Transaction } from '@mysten/sui/transactions';
import { useQuery } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChainError } from '../chain/errors';
import { DEV_ROOT_ADDRESS, fund, type RunningLocalnet, startLocalnet } from '../test/localnet-for-test';
import { chainQueryKeys } from '../chain/query-keys';
import { shortTransactionId } from '../chain/format';
import { buildBindInviterTx, buildStakeTx, buildTopupSuilTx, buildTopupUsdcTx } from '../chain/transactions';
import { readBalances } from '../chain/views';
import { connectBurnerWallet, createTestDAppKit, renderForTest, type TestDAppKit } from '../test/render-for-test';
import { useIndexFreshnessStore } from '../stores/index-freshness';
import { useTransactionAction, type TransactionAction, type UseTransactionActionOptions } from './use-transaction-action';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let net: RunningLocalnet;
let client: SuiGrpcClient;

beforeAll(async () => {
  net = await startLocalnet();
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
});

afterAll(async () => {
  await net?.close();
});

afterEach(async () => {
  // A success notice shows for 8 s: close it as a user would, so none of its timers outlive the file.
  const close = document.querySelector<HTMLButtonElement>('[role="status"] button[aria-label="Close"]');
  if (close) {
    close.click();
    await vi.waitFor(() => expect(document.querySelector('.rv-notify')).toBeNull());
  }
  document.body.innerHTML = '';
});

/** Renders a button-less harness: the hook's latest value is kept in `current`. */
function renderAction<V = void>(dAppKit: TestDAppKit, options: UseTransactionActionOptions<NoInfer<V>>, probeKey = chainQueryKeys.views('probe', null)) {
  const state: { current?: TransactionAction<V>; probeFetches: number } = { probeFetches: 0 };
  function Harness() {
    state.current = useTransactionAction(options);
    // A query the action invalidates: its fetch count shows the refresh.
    useQuery({
      queryKey: probeKey,
      queryFn: () => {
        state.probeFetches += 1;
        return state.probeFetches;
      },
    });
    return <p>{state.current.isPending ? 'pending' : 'idle'}</p>;
  }
  renderForTest(<Harness />, { dAppKit });
  return state;
}

const messages = { pending: 'notBound.bind', success: 'common.copied', failure: 'errors.bindFailed' };

describe('useTransactionAction on localnet', () => {
  it('asks for a wallet first: no account, no build', async () => {
    const dAppKit = createTestDAppKit(client);
    const build = vi.fn(() => buildBindInviterTx({ inviter: DEV_ROOT_ADDRESS }));
    const onError = vi.fn();
    const action = renderAction(dAppKit, { build, messages, onError });
    await act(async () => {
      expect(await action.current!.run()).toBeNull();
    });
    expect(build).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith({ code: 'senderNotSet', messageKey: 'errors.senderNotSet' });
    await vi.waitFor(() => expect(document.body.textContent).toContain('Current sender not set. Please connect wallet first.'));
  });

  it('reports an abort from the simulation without asking the wallet or paying gas', async () => {
    const dAppKit = createTestDAppKit(client);
    const address = await act(() => connectBurnerWallet(dAppKit));
    await fund(net.url, address);
    const before = await readBalances(client, address);
    const signSpy = vi.spyOn(dAppKit, 'signAndExecuteTransaction');
    const errors: ChainError[] = [];
    const action = renderAction(dAppKit, {
      build: () => buildStakeTx({ amount: 20n * 1_000_000_000n }),
      messages,
      onError: (e) => errors.push(e),
    });
    await act(async () => {
      expect(await action.current!.run()).toBeNull();
    });
    expect(errors).toEqual([{ code: 'notBound', messageKey: 'chain.notBound' }]);
    expect(signSpy).not.toHaveBeenCalled();
    expect((await readBalances(client, address)).SUI).toBe(before.SUI);
    await vi.waitFor(() => expect(document.body.textContent).toContain('not bound to an inviter'));
  });

  it('runs a transaction whose coins are balance intents: simulated on a copy, resolved by dApp Kit for a wallet that does not, executed; too little is caught before the wallet', async () => {
    const dAppKit = createTestDAppKit(client);
    const address = await act(() => connectBurnerWallet(dAppKit));
    // The burner wallet resolves no intents itself: dApp Kit resolves them with its client.
    expect(dAppKit.stores.$connection.get().supportedIntents).toEqual([]);
    await fund(net.url, address);
    const before = await readBalances(client, address);
    const signSpy = vi.spyOn(dAppKit, 'signAndExecuteTransaction');
    const errors: ChainError[] = [];
    // SUIL the user does not have (the faucet gives none).
    const tooMuch = renderAction(dAppKit, { build: () => buildTopupSuilTx({ amount: 1n }), messages, onError: (e) => errors.push(e) });
    await act(async () => {
      expect(await tooMuch.current!.run()).toBeNull();
    });
    expect(errors.map((e) => e.code)).toEqual(['insufficientBalance']);
    expect(signSpy).not.toHaveBeenCalled();

    // The amount comes when the action runs, not when it is rendered.
    const topUp = renderAction<{ amount: bigint }>(dAppKit, { build: ({ amount }) => buildTopupUsdcTx({ amount, fee: 10_000_000n }), messages });
    let result: Awaited<ReturnType<TransactionAction['run']>> = null;
    await act(async () => {
      result = await topUp.current!.run({ amount: 50_000_000n });
    });
    expect(result).not.toBeNull();
    expect(signSpy).toHaveBeenCalledTimes(1);
    expect((await readBalances(client, address)).USDC).toBe(before.USDC - 50_000_000n);
  });

  it('signs, executes, waits, shows the digest and refreshes the queries it was given', async () => {
    const dAppKit = createTestDAppKit(client);
    const address = await act(() => connectBurnerWallet(dAppKit));
    await fund(net.url, address);
    const onSuccess = vi.fn();
    const probeKey = chainQueryKeys.views('probe', address);
    const action = renderAction(
      dAppKit,
      {
        build: (_values, sender) => {
          expect(sender).toBe(address);
          return buildBindInviterTx({ inviter: DEV_ROOT_ADDRESS });
        },
        messages: { ...messages, success: 'common.copied' },
        invalidate: [probeKey],
        onSuccess,
      },
      probeKey,
    );
    await vi.waitFor(() => expect(action.probeFetches).toBe(1));
    let result: Awaited<ReturnType<TransactionAction['run']>> = null;
    await act(async () => {
      result = await action.current!.run();
    });
    expect(result).not.toBeNull();
    const digest = result!.digest;
    expect(onSuccess).toHaveBeenCalledWith({ digest, explorerUrl: undefined });
    const executed = await client.core.getTransaction({ digest, include: { effects: true } });
    expect(executed.Transaction?.status.success).toBe(true);
    // The sender's /api figures say "updating" until the server's index reaches its checkpoint.
    expect(executed.Transaction!.checkpoint).not.toBeNull();
    expect(useIndexFreshnessStore.getState().accounts[address]?.awaiting).toEqual([{ digest, checkpoint: BigInt(executed.Transaction!.checkpoint!) }]);
    await vi.waitFor(() => expect(document.body.textContent).toContain(`Copied${shortTransactionId(digest)}`));
    await vi.waitFor(() => expect(action.probeFetches).toBe(2));
    expect(action.current!.isPending).toBe(false);

    // A second bind aborts (already bound): mapped to 'Binding failed'.
    const errors: ChainError[] = [];
    const again = renderAction(dAppKit, { build: () => buildBindInviterTx({ inviter: DEV_ROOT_ADDRESS }), messages, onError: (e) => errors.push(e) });
    await act(async () => {
      await again.current!.run();
    });
    expect(errors.map((e) => e.messageKey)).toEqual(['errors.bindFailed']);
  });

  it.each([
    [new Error('User rejected the request'), { code: 'userRejected', messageKey: 'wallet.errors.userRejected' }, 'User rejected the request'],
    [
      new Error('The account 0x1 does not support signing and executing transactions.'),
      { code: 'walletError', messageKey: 'wallet.errors.signTransactionUnsupported' },
      "doesn't support the `signTransaction` feature",
    ],
    // Nothing more specific known: the action's own failure message.
    [new Error('kaboom'), { code: 'transactionFailed', messageKey: 'chain.transactionFailed' }, 'Binding failed'],
  ])('maps what the wallet throws (%s)', async (thrown, expected, shown) => {
    const dAppKit = createTestDAppKit(client);
    await act(() => connectBurnerWallet(dAppKit));
    vi.spyOn(dAppKit, 'signAndExecuteTransaction').mockRejectedValueOnce(thrown);
    const errors: ChainError[] = [];
    const action = renderAction(dAppKit, {
      // A transaction that simulates fine: an empty programmable transaction.
      build: () => new Transaction(),
      messages,
      onError: (e) => errors.push(e),
    });
    await fund(net.url, dAppKit.stores.$connection.get().account!.address);
    await act(async () => {
      await action.current!.run();
    });
    expect(errors).toEqual([expected]);
    await vi.waitFor(() => expect(document.body.textContent).toContain(shown));
  });
});
