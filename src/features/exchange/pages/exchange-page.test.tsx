import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectBurnerWallet, createTestClient, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import { env } from '../../../config/env';
import ExchangePage from './exchange-page';

const ONE = 1_000_000_000n;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function submitButton() {
  return screen.getByText('Exchange', { selector: 'button *' }).closest('button')!;
}

/** A connected burner wallet whose node says it holds `suil` SUIL; every other read fails. */
async function renderConnected(suil: bigint) {
  const client = createTestClient();
  // The screen's balances come in one ListBalances (useCoinBalance shares the balances query).
  vi.spyOn(client.core, 'listBalances').mockImplementation(async () => ({
    balances: [{ coinType: env.suilType, balance: suil.toString(), coinBalance: suil.toString(), addressBalance: '0' }],
    hasNextPage: false,
    cursor: null,
  }));
  const listCoins = vi.spyOn(client.core, 'listCoins');
  const dAppKit = createTestDAppKit(client);
  const signAndExecute = vi.spyOn(dAppKit, 'signAndExecuteTransaction');
  renderForTest(<ExchangePage />, { url: '/exchange', dAppKit });
  await act(async () => {
    await connectBurnerWallet(dAppKit);
  });
  await waitFor(() => expect(screen.getByText(`Available: ${suil / ONE} SUIL`)).toBeTruthy());
  return { listCoins, signAndExecute };
}

describe('ExchangePage', () => {
  it('checks the amount on the client and sends nothing without a wallet', () => {
    renderForTest(<ExchangePage />, { url: '/exchange' });
    const input = screen.getByLabelText('You pay (SUIL)');
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('The Suil amount must be more than 0');
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('Wallet not connected')).toBeTruthy();
  });

  it('refuses more SUIL than the wallet holds: insufficient balance, nothing built or signed', async () => {
    const { listCoins, signAndExecute } = await renderConnected(5n * ONE);
    fireEvent.change(screen.getByLabelText('You pay (SUIL)'), { target: { value: '10' } });
    expect(screen.getByRole('alert').textContent).toBe('The Suil amount exceeds your SUIL balance');
    fireEvent.click(submitButton());
    expect(listCoins).not.toHaveBeenCalled();
    expect(signAndExecute).not.toHaveBeenCalled();
  });

  it('asks for the amount when Exchange is pressed with none', async () => {
    const { signAndExecute } = await renderConnected(5n * ONE);
    fireEvent.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe('Please enter the Suil amount');
    expect(signAndExecute).not.toHaveBeenCalled();
  });

  it('takes over the SUIL amount handed over by the quick exchange', () => {
    renderForTest(<ExchangePage />, { url: '/exchange?amount=4.85', path: '/exchange' });
    expect((screen.getByLabelText('You pay (SUIL)') as HTMLInputElement).value).toBe('4.85');
  });

  it('shows an amount it cannot read (typed, pasted or in a link) as it is, says why, and sends nothing', async () => {
    renderForTest(<ExchangePage />, { url: '/exchange?amount=1e3', path: '/exchange' });
    const input = screen.getByLabelText('You pay (SUIL)') as HTMLInputElement;
    expect(input.value).toBe('1e3');
    const unreadable = 'Enter the amount in digits with at most one decimal point, e.g. 12.5 (no signs, letters or spaces)';
    expect(screen.getByRole('alert').textContent).toBe(unreadable);
    for (const text of ['-1', '1.5.5']) {
      fireEvent.change(input, { target: { value: text } });
      expect(input.value).toBe(text);
      expect(screen.getByRole('alert').textContent).toBe(unreadable);
    }
    // Full-width digits are the number they show.
    fireEvent.change(input, { target: { value: '１２' } });
    expect(screen.queryByRole('alert')).toBeNull();
    // A custom slippage is read the same way: kept as typed, refused with its reason.
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const custom = screen.getByLabelText('Custom slippage') as HTMLInputElement;
    fireEvent.change(custom, { target: { value: '1e1' } });
    expect(custom.value).toBe('1e1');
    expect(screen.getByRole('alert').textContent).toBe('Enter a slippage above 0% and at most 50%');
    fireEvent.change(custom, { target: { value: '０．５' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an empty custom slippage in its field when Exchange is pressed, and nowhere else', async () => {
    const { signAndExecute } = await renderConnected(5n * ONE);
    fireEvent.change(screen.getByLabelText('You pay (SUIL)'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe('Enter a slippage above 0% and at most 50%');
    expect(screen.getAllByText('Enter a slippage above 0% and at most 50%')).toHaveLength(1);
    expect(signAndExecute).not.toHaveBeenCalled();
  });

  it('offers the slippage presets with 0.5% selected and a checked custom slippage', () => {
    renderForTest(<ExchangePage />, { url: '/exchange' });
    expect(screen.getByRole('radio', { name: '0.5%' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '3%' }));
    expect(screen.getByRole('radio', { name: '3%' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const custom = screen.getByLabelText('Custom slippage');
    fireEvent.change(custom, { target: { value: '60' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a slippage above 0% and at most 50%');
    fireEvent.change(custom, { target: { value: '0.01' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with the node down says why the figures are missing, offers a retry and holds the button with the reason', async () => {
    const client = createTestClient();
    let nodeUp = false;
    vi.spyOn(client.core, 'listBalances').mockImplementation(async () => {
      if (!nodeUp) throw new Error('fetch failed');
      const balance = (5n * ONE).toString();
      return { balances: [{ coinType: env.suilType, balance, coinBalance: balance, addressBalance: '0' }], hasNextPage: false, cursor: null };
    });
    const dAppKit = createTestDAppKit(client);
    const signAndExecute = vi.spyOn(dAppKit, 'signAndExecuteTransaction');
    renderForTest(<ExchangePage />, { url: '/exchange', dAppKit });
    await act(async () => {
      await connectBurnerWallet(dAppKit);
    });
    await waitFor(() => expect(screen.getByText('Could not read your balances from the Sui node.')).toBeTruthy());
    const reason = 'Could not read from the Sui node. Try again later, or choose another node on the home page.';
    expect(submitButton().disabled).toBe(true);
    expect(document.getElementById(submitButton().getAttribute('aria-describedby')!)?.textContent).toBe(reason);
    fireEvent.click(submitButton());
    expect(signAndExecute).not.toHaveBeenCalled();

    // The node is back: Retry reads again, the line and the reason go.
    nodeUp = true;
    // (The price chart below has a Retry of its own: no server here.)
    fireEvent.click(within(screen.getByText('Could not read your balances from the Sui node.').closest('p')!).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Available: 5 SUIL')).toBeTruthy());
    expect(screen.queryByText('Could not read your balances from the Sui node.')).toBeNull();
    expect(screen.queryByText(reason)).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it('when the price cannot be read, says so with a retry and holds the button with the reason', async () => {
    // The balance reads; the quote (a simulated view) fails.
    await renderConnected(5n * ONE);
    fireEvent.change(screen.getByLabelText('You pay (SUIL)'), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByText('Could not get the price from the Sui node.')).toBeTruthy(), { timeout: 5_000 });
    expect(within(screen.getByText('Could not get the price from the Sui node.').closest('p')!).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    expect(document.getElementById(submitButton().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Could not read from the Sui node. Try again later, or choose another node on the home page.',
    );
  });
});
