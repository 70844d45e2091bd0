import { bcs } from '@mysten/sui/bcs';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectBurnerWallet, createTestClient, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import { env } from '../../../config/env';
import { INVITER_STORAGE_KEY } from '../lib/invite-link';
import { rememberedBindingKey } from '../lib/remembered-binding';
import { useInviterCapture } from './use-inviter-capture';
import { useNotBoundGuard } from './use-not-bound-guard';

const ROOT = '0x' + '1'.repeat(64);
const ZERO = '0x' + '0'.repeat(64);

function Guarded() {
  useInviterCapture();
  useNotBoundGuard();
  return <p>guarded page</p>;
}

/** The chain answers finance::info with this root and inviter (the connected user is not the root). */
function chainWithInviter(inviter: string) {
  const client = createTestClient();
  const simulate = vi.spyOn(client.core, 'simulateTransaction').mockResolvedValue({
    $kind: 'Transaction',
    commandResults: [{ returnValues: [{ bcs: bcs.Address.serialize(ROOT).toBytes() }, { bcs: bcs.Address.serialize(inviter).toBytes() }] }],
  } as never);
  return { dAppKit: createTestDAppKit(client), simulate };
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('useNotBoundGuard', () => {
  it('sends a connected user without an inviter to not_bound, keeping the invite link inviter', async () => {
    const { dAppKit } = chainWithInviter(ZERO);
    const { router } = renderForTest(<Guarded />, { url: `/pledge1?inviter=${ROOT}`, dAppKit });
    expect(sessionStorage.getItem(INVITER_STORAGE_KEY)).toBe(ROOT);
    expect(router.state.location.pathname).toBe('/pledge1'); // no wallet: nothing to decide
    await act(() => connectBurnerWallet(dAppKit));
    await waitFor(() => expect(router.state.location.pathname).toBe('/not_bound'));
    expect(router.state.location.search).toBe(`?inviter=${ROOT}`);
  });

  it('leaves a bound user where they are', async () => {
    const { dAppKit, simulate } = chainWithInviter(ROOT);
    const { router } = renderForTest(<Guarded />, { url: '/pledge1', dAppKit });
    await act(() => connectBurnerWallet(dAppKit));
    await waitFor(() => expect(simulate).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.state.location.pathname).toBe('/pledge1');
    expect(screen.getByText('guarded page')).toBeTruthy();
  });

  it('remembers a bound user on this device: the next visit does not ask the chain; a user not bound is asked again', async () => {
    const { dAppKit, simulate } = chainWithInviter(ROOT);
    const first = renderForTest(<Guarded />, { url: '/pledge1', dAppKit });
    const address = await act(() => connectBurnerWallet(dAppKit));
    await waitFor(() => expect(simulate).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(rememberedBindingKey(env.financeObject, address))).not.toBeNull();
    first.unmount();
    renderForTest(<Guarded />, { url: '/pledge1', dAppKit });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(simulate).toHaveBeenCalledTimes(1);
    expect(screen.getByText('guarded page')).toBeTruthy();

    const unbound = chainWithInviter(ZERO);
    renderForTest(<Guarded />, { url: '/pledge1', dAppKit: unbound.dAppKit });
    const other = await act(() => connectBurnerWallet(unbound.dAppKit));
    await waitFor(() => expect(unbound.simulate).toHaveBeenCalled());
    expect(localStorage.getItem(rememberedBindingKey(env.financeObject, other))).toBeNull();
  });

  it('does not redirect from the language page', async () => {
    const { dAppKit, simulate } = chainWithInviter(ZERO);
    const { router } = renderForTest(<Guarded />, { url: '/language', dAppKit });
    await act(() => connectBurnerWallet(dAppKit));
    await waitFor(() => expect(simulate).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.state.location.pathname).toBe('/language');
  });
});
