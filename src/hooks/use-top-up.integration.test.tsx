// The shared top-up form (assets sheet, SuiL pledge page) against a real node: localnet
// in-process, dApp Kit with the burner wallet. Each coin goes from the wallet to the TopupVault
// through the form's own button; a refused amount sends nothing.
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Transaction } from '@mysten/sui/transactions';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventsNamed } from '../chain/events';
import { COIN_TYPES } from '../chain/finance-ids';
import { devRootKeypair, fund, type RunningLocalnet, startLocalnet } from '../test/localnet-for-test';
import { readBalances } from '../chain/views';
import { connectBurnerWallet, createTestDAppKit, renderForTest, type TestDAppKit } from '../test/render-for-test';
import { TopUpForm } from '../components/top-up-form';
import { USDC_TOP_UP_SUI_FEE } from '../components/top-up-rules';
import { useTopUpForm } from './use-top-up';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 60_000 });

const SUI = 1_000_000_000n;
const USDC = 1_000_000n;

let net: RunningLocalnet;
let client: SuiGrpcClient;

beforeAll(async () => {
  net = await startLocalnet();
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
});

afterAll(async () => {
  await net?.close();
});

afterEach(() => {
  document.body.innerHTML = '';
});

function Harness({ onDone }: { onDone: () => void }) {
  return <TopUpForm form={useTopUpForm(onDone)} />;
}

async function userTransactions(address: string) {
  const { transactions } = await client.core.listTransactions({ filter: { sender: address }, include: { events: true, effects: true }, order: 'descending' });
  return transactions.map((t) => (t.$kind === 'Transaction' ? t.Transaction : t.FailedTransaction));
}

async function sendSuilFromDevRoot(to: string, amount: bigint) {
  const root = devRootKeypair();
  await fund(net.url, root.toSuiAddress());
  const tx = new Transaction();
  tx.transferObjects([tx.coin({ type: COIN_TYPES.SUIL, balance: amount })], to);
  const result = await client.signAndExecuteTransaction({ transaction: tx, signer: root });
  await client.waitForTransaction({ digest: result.Transaction!.digest });
}

async function topUp(coin: 'SUI' | 'SUIL' | 'USDC', amount: string) {
  fireEvent.click(screen.getByRole('radio', { name: coin }));
  // The wallet balance of the coin is read before the amount can be checked against it.
  await screen.findByText(new RegExp(`^Available: .* ${coin}$`));
  fireEvent.change(screen.getByLabelText('Top-up amount'), { target: { value: amount } });
  // SUIL is valued by the chain's quote (its top-up needs 50 USDC in value) before it can be sent.
  if (coin === 'SUIL') await vi.waitFor(() => expect(document.body.textContent).toMatch(/Worth≈ [\d.,]+ USDC/), { timeout: 10_000 });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
  });
}

describe('the top-up form on localnet', () => {
  let dAppKit: TestDAppKit;
  let address: string;
  const onDone = vi.fn();

  beforeAll(async () => {
    dAppKit = createTestDAppKit(client);
    address = await act(() => connectBurnerWallet(dAppKit));
    await fund(net.url, address);
    // 1 SUIL is worth about 0.35 USDC on localnet: a SUIL top-up needs about 143 of them (50 USDC).
    await sendSuilFromDevRoot(address, 200n * SUI);
  });

  it.each([
    ['SUI', '1.5', 1_500_000_000n],
    ['SUIL', '160', 160n * SUI],
    ['USDC', '60', 60n * USDC],
    // Full-width digits and point from a Chinese or Japanese input method: the same 1.5 SUI.
    ['SUI', '１．５', 1_500_000_000n],
  ] as const)('tops up %s %s from the wallet, says so, clears the amount and calls back', async (coin, typed, baseUnits) => {
    onDone.mockClear();
    renderForTest(<Harness onDone={onDone} />, { dAppKit });
    const before = await readBalances(client, address);
    const count = (await userTransactions(address)).length;
    await topUp(coin, typed);
    await vi.waitFor(() => expect(document.body.textContent).toContain('Topped up successfully'), { timeout: 60_000 });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Top-up amount') as HTMLInputElement).value).toBe('');

    const transactions = await userTransactions(address);
    expect(transactions.length).toBe(count + 1);
    const [event] = eventsNamed(transactions[0]!.events ?? [], 'ToppedUp');
    expect(BigInt(event!.amount)).toBe(baseUnits);
    expect(`0x${event!.coin_type}`).toBe(COIN_TYPES[coin]);
    const after = await readBalances(client, address);
    if (coin !== 'SUI') expect(before[coin] - after[coin]).toBe(baseUnits);
    // SUI: the amount, the gas, and for USDC the service fee also leave the wallet.
    const gas = transactions[0]!.effects!.gasUsed;
    const gasCost = BigInt(gas.computationCost) + BigInt(gas.storageCost) - BigInt(gas.storageRebate);
    const suiOut = (coin === 'SUI' ? baseUnits : 0n) + (coin === 'USDC' ? USDC_TOP_UP_SUI_FEE : 0n) + gasCost;
    expect(before.SUI - after.SUI).toBe(suiOut);
  });

  it('refuses an amount below the USDC minimum or above the balance, and sends nothing', async () => {
    renderForTest(<Harness onDone={onDone} />, { dAppKit });
    const signSpy = vi.spyOn(dAppKit, 'signAndExecuteTransaction');
    await topUp('USDC', '10');
    // Said once, in the field (no toast as well).
    await vi.waitFor(() => expect(screen.getAllByText('The top-up amount cannot be less than 50 USDC').length).toBe(1));
    await topUp('SUIL', '50'); // 40 SUIL left
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The top-up amount exceeds your SUIL balance'));
    // What cannot be read is refused, never turned into another number ('1e3' once became 13, '-1' 1, '1.5.5' 1.55).
    for (const text of ['1e3', '-1', '1.5.5']) {
      await topUp('SUI', text);
      expect((screen.getByLabelText('Top-up amount') as HTMLInputElement).value).toBe(text);
      expect(screen.getByRole('alert').textContent).toBe('Enter the amount in digits with at most one decimal point, e.g. 12.5 (no signs, letters or spaces)');
    }
    expect(signSpy).not.toHaveBeenCalled();
  });

  it('refuses a SUIL top-up worth under 50 USDC (0.5 SUIL), the same rule as adding with the SuiL asset, and sends nothing', async () => {
    renderForTest(<Harness onDone={onDone} />, { dAppKit });
    const signSpy = vi.spyOn(dAppKit, 'signAndExecuteTransaction');
    const count = (await userTransactions(address)).length;
    await topUp('SUIL', '0.5');
    // Valued by the chain's quote: about 0.17 USDC.
    expect(document.body.textContent).toMatch(/Worth≈ 0\.1\d+ USDC/);
    await vi.waitFor(() => expect(screen.getByText('Topping up with SUIL needs at least 50 USDC in value')).toBeTruthy());
    expect(signSpy).not.toHaveBeenCalled();
    expect((await userTransactions(address)).length).toBe(count);
  });
});
