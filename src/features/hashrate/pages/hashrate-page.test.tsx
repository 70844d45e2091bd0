import { bcs } from '@mysten/sui/bcs';
import type { SuiClientTypes } from '@mysten/sui/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectBurnerWallet, createTestClient, createTestDAppKit, renderForTest } from '../../../components/render-for-test';
import HashratePage from './hashrate-page';

const SUI = 1_000_000_000n;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

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
    await waitFor(() => expect(screen.getAllByText('500')).toHaveLength(2)); // total and remaining
    expect(screen.getByText('0 SUIL')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No Suil available to claim');
    const calls = simulate.mock.calls.length; // the views only: no claim preview for 0 pending

    fireEvent.click(screen.getByText('Claim', { selector: 'button *' }).closest('button')!);
    await waitFor(() => expect(screen.getAllByText('No Suil available to claim').length).toBeGreaterThan(1)); // the toast too
    expect(simulate.mock.calls.length).toBe(calls);
    expect(signAndExecute).not.toHaveBeenCalled();
  });
});
