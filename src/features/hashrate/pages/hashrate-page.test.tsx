import { bcs } from '@mysten/sui/bcs';
import type { SuiClientTypes } from '@mysten/sui/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectBurnerWallet, createTestClient, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import { useAuthStore } from '../../../stores/auth';
import { replyJson, setPageUrl, startLocalApi, type LocalApi } from '../../../test/local-api';
import { answerLiquidityReads } from '../../../test/liquidity-reads-for-test';
import { ClaimedEvent, financeEventTypeOf } from '../../../chain/events';
import { chainQueryKeys } from '../../../chain/query-keys';
import type { Transaction } from '@mysten/sui/transactions';
import HashratePage from './hashrate-page';

const SUI = 1_000_000_000n;

// The server's hashrate of the signed-in user: 500 staked, 5.05 released by a claim.
let api: LocalApi;
let restorePage: () => void;
beforeAll(async () => {
  api = await startLocalApi(({ url }, res) => {
    if (!url.startsWith('/api/me/hashrate')) return replyJson(res, 404, { error: { code: 'not_found', message: 'no such route' } });
    replyJson(res, 200, {
      items: [],
      nextCursor: null,
      total: (500n * SUI).toString(),
      remaining: (494n * SUI + 950_000_000n).toString(),
      releaseRateBps: 100,
      byType: { staking: (500n * SUI).toString(), static: (-5n * SUI - 50_000_000n).toString(), promotion: '0', fee: '0' },
    });
  });
  restorePage = setPageUrl(`${api.origin}/`);
});

afterAll(async () => {
  restorePage();
  await api.close();
});

afterEach(() => {
  document.body.innerHTML = '';
  useAuthStore.getState().clearSession();
  vi.restoreAllMocks();
});

/** The value shown next to a figure's label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const u64 = (value: bigint) => ({ bcs: bcs.u64().serialize(value).toBytes() });

/** The node's answer to the page's batched views: clock::timestamp_ms, then liquidity::position. */
function positionAnswer(position: { principal: bigint; hashrate: bigint; startMs: bigint; pending: bigint }) {
  return {
    $kind: 'Transaction',
    Transaction: {},
    commandResults: [
      { returnValues: [u64(1_000n)], mutatedReferences: [] },
      {
        returnValues: [u64(position.principal), u64(position.hashrate), u64(position.startMs), u64(position.pending)],
        mutatedReferences: [],
      },
    ],
  } as unknown as SuiClientTypes.SimulateTransactionResult<SuiClientTypes.SimulateTransactionInclude>;
}

describe('HashratePage', () => {
  it('shows the position from the chain and refuses a claim with nothing pending: nothing simulated or signed', async () => {
    const client = createTestClient();
    const simulate = vi
      .spyOn(client.core, 'simulateTransaction')
      .mockResolvedValue(positionAnswer({ principal: 500n * SUI, hashrate: 500n * SUI, startMs: 1n, pending: 0n }));
    const dAppKit = createTestDAppKit(client);
    const signAndExecute = vi.spyOn(dAppKit, 'signAndExecuteTransaction');
    renderForTest(<HashratePage />, { url: '/hashrate', dAppKit });
    await act(async () => {
      await connectBurnerWallet(dAppKit);
    });
    await waitFor(() => expect(figure('Claimable')).toBe('0 SUIL'));
    // The total is the server's: unknown until signed in, and the page says so. Remaining is
    // the chain's position view, like claimable.
    expect(figure('Total hashrate')).toBe('--');
    expect(figure('Remaining hashrate')).toBe('500');
    expect(screen.getByText('Sign in with your wallet to see this')).toBeTruthy();
    // Nothing pending: Claim is disabled and says why under it, once (not also as a status
    // line over an enabled button, as it once did before any action).
    const claimButton = screen.getByText('Claim', { selector: 'button *' }).closest('button')!;
    expect(claimButton.disabled).toBe(true);
    expect(document.getElementById(claimButton.getAttribute('aria-describedby')!)?.textContent).toBe('No Suil available to claim');
    expect(screen.getAllByText('No Suil available to claim')).toHaveLength(1);
    expect(screen.queryAllByRole('status').map((s) => s.textContent)).not.toContain('No Suil available to claim');
    const calls = simulate.mock.calls.length; // the views only: no claim preview for 0 pending

    fireEvent.click(claimButton);
    await act(async () => {});
    expect(screen.getAllByText('No Suil available to claim')).toHaveLength(1);
    expect(simulate.mock.calls.length).toBe(calls);
    expect(signAndExecute).not.toHaveBeenCalled();
  });

  it('shows the total from the server once signed in, remaining and claimable from one chain reading', async () => {
    const client = createTestClient();
    answerLiquidityReads(client); // the pool's rates: 1 % a day
    vi.spyOn(client.core, 'simulateTransaction').mockResolvedValue(
      positionAnswer({ principal: 500n * SUI, hashrate: 494n * SUI + 950_000_000n, startMs: 1n, pending: 0n }),
    );
    const dAppKit = createTestDAppKit(client);
    renderForTest(<HashratePage />, { url: '/hashrate', dAppKit });
    await act(async () => {
      const address = await connectBurnerWallet(dAppKit);
      useAuthStore.getState().setSession('token', address);
    });
    await waitFor(() => expect(figure('Total hashrate')).toBe('500'));
    expect(figure('Remaining hashrate')).toBe('494.95');
    expect(screen.queryByText('Sign in with your wallet to see this')).toBeNull();
    // 494.95 of hashrate at 5 SUIL a day: it runs out in just under 99 days.
    expect(screen.getByTestId('hashrate-runs-out').textContent).toMatch(/^At the current rate, your remaining hashrate is released by /);
  });

  it('after the hashrate ran out: remaining 0, claimable what the hashrate allowed (not more), and it says nothing more accrues', async () => {
    const client = createTestClient();
    // 420 SUI staked 180 days ago at 1 % a day: the chain let 420 SUIL accrue, not 756.
    vi.spyOn(client.core, 'simulateTransaction').mockResolvedValue(positionAnswer({ principal: 420n * SUI, hashrate: 0n, startMs: 1n, pending: 420n * SUI }));
    const dAppKit = createTestDAppKit(client);
    renderForTest(<HashratePage />, { url: '/hashrate', dAppKit });
    await act(async () => {
      const address = await connectBurnerWallet(dAppKit);
      useAuthStore.getState().setSession('token', address);
    });
    await waitFor(() => expect(figure('Claimable')).toBe('420 SUIL'));
    // The server's own remaining (unpaid, 494.95 here) is not what the page shows: the chain's is.
    expect(figure('Remaining hashrate')).toBe('0');
    expect(screen.getByTestId('hashrate-used-up').textContent).toBe('Your hashrate is used up: nothing more accrues until you add liquidity.');
    expect(screen.queryByTestId('hashrate-runs-out')).toBeNull();
    // Nothing accrues any more: the claim note does not say it may pay more than shown.
    expect(screen.getByText('Your hashrate is used up, so nothing more accrues: the amount claimed is exactly what is shown.')).toBeTruthy();
    expect(screen.queryByText('Rewards keep accruing, so the amount claimed can be slightly higher than shown.')).toBeNull();
  });

  it('claiming as SUI: the claim amount is the claimable of the same reading, also after the figures are read again (as after a claim)', async () => {
    const client = createTestClient();
    answerLiquidityReads(client); // the pool's rates: a 3 % claim fee
    // The chain's pending reward keeps growing between two reads (its clock moves), as on the
    // node: each read sees a little more than the one before it.
    let chainPending = 25n;
    const amountOf = (tx: Transaction): bigint => {
      const data = tx.getData();
      const call = data.commands.find((c) => c.MoveCall?.function === 'claim')!.MoveCall!;
      const amountArg = call.arguments[3]!;
      return bcs.u64().fromBase64(data.inputs[amountArg.$kind === 'Input' ? amountArg.Input : -1]!.Pure!.bytes) as unknown as bigint;
    };
    vi.spyOn(client.core, 'simulateTransaction').mockImplementation(async ({ transaction, include }) => {
      chainPending += 37n;
      if (!include?.events) return positionAnswer({ principal: 20n * SUI, hashrate: 19n * SUI, startMs: 1n, pending: chainPending });
      // The claim simulated: everything pending for amount 0, else exactly the amount asked.
      const asked = BigInt(amountOf(transaction as Transaction));
      const reward = asked === 0n ? chainPending : asked;
      const fee = (reward * 300n) / 10_000n;
      const claimed = ClaimedEvent.serialize({ user: '0x' + '0'.repeat(64), mode: 1, claim_sui_amount: (reward - fee) / 10n, reward_value: reward, reward_value_fee: fee });
      return {
        $kind: 'Transaction',
        Transaction: { events: [{ eventType: financeEventTypeOf('Claimed'), bcs: claimed.toBytes() }] },
      } as unknown as SuiClientTypes.SimulateTransactionResult<SuiClientTypes.SimulateTransactionInclude>;
    });
    const dAppKit = createTestDAppKit(client);
    const { queryClient } = renderForTest(<HashratePage />, { url: '/hashrate', dAppKit });
    await act(async () => {
      await connectBurnerWallet(dAppKit);
    });
    fireEvent.click(screen.getByRole('radio', { name: 'SUI' }));
    await waitFor(() => expect(figure('Claim amount')).toMatch(/ SUIL$/));
    expect(figure('Claim amount')).toBe(figure('Claimable'));

    // What a claim does once it is through: the views and the previews are read again.
    await act(async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chainQueryKeys.allViews() }),
        queryClient.invalidateQueries({ queryKey: chainQueryKeys.allPreviews() }),
      ]);
    });
    await waitFor(() => expect(figure('Claimable')).not.toBe('0.000000062 SUIL'));
    await waitFor(() => expect(figure('Claim amount')).toMatch(/ SUIL$/));
    expect(figure('Claim amount')).toBe(figure('Claimable'));
  });
});
