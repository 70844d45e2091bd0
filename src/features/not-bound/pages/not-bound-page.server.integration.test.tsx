// The free bind end to end: localnet in-process (its dev sponsor funded at genesis), the
// reference server as a child process following it, and the bind screen with a burner wallet
// that holds no SUI. One tap on "Bind for free": the wallet signs in, signs the server's bytes
// (sign only), the server co-signs and executes, the app waits for the node, says so with the
// digest and goes home. The user is bound and paid nothing; the sponsor pays once per address.
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sponsorRefusalOf, requestSponsoredBind } from '../../../api/sponsor-bind';
import { shortTransactionId } from '../../../chain/format';
import { financeInfoView, readBalances, readViews } from '../../../chain/views';
import { useAuthStore } from '../../../stores/auth';
import { useIndexFreshnessStore } from '../../../stores/index-freshness';
import { spyOnPageConsole } from '../../../test/local-api';
import { DEV_ROOT_ADDRESS, startLocalnet, type RunningLocalnet } from '../../../test/localnet-for-test';
import { startReferenceServer, type ReferenceServer } from '../../../test/reference-server';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import NotBoundPage from './not-bound-page';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

let net: RunningLocalnet;
let client: SuiGrpcClient;
let server: ReferenceServer;

beforeAll(async () => {
  net = await startLocalnet();
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
  server = await startReferenceServer({ SUI_NODE_URL: net.url });
});

afterAll(async () => {
  server?.stop();
  useAuthStore.getState().clearSession();
  await net?.close();
});

describe('the free bind against the reference server', () => {
  it('binds a wallet without SUI in one tap and two wallet approvals, and the sponsor pays only once', async () => {
    const dAppKit = createTestDAppKit(client);
    const address = await act(() => connectBurnerWallet(dAppKit));
    const signPersonalMessage = vi.spyOn(dAppKit, 'signPersonalMessage');
    const signTransaction = vi.spyOn(dAppKit, 'signTransaction');
    const signAndExecute = vi.spyOn(dAppKit, 'signAndExecuteTransaction');
    renderForTest(<NotBoundPage />, { url: `/not_bound?inviter=${DEV_ROOT_ADDRESS}`, dAppKit });

    fireEvent.click(await screen.findByRole('button', { name: 'Bind for free' }));
    await screen.findByText('home page', {}, { timeout: 60_000 });

    expect(signPersonalMessage).toHaveBeenCalledTimes(1);
    expect(signTransaction).toHaveBeenCalledTimes(1);
    expect(signAndExecute).not.toHaveBeenCalled();
    const [info] = await readViews(client, address, [financeInfoView(address)]);
    expect(info.inviter).toBe(DEV_ROOT_ADDRESS);
    expect((await readBalances(client, address)).SUI).toBe(0n);

    // The success notice names the transaction; the /api figures wait for its checkpoint.
    const [awaiting] = useIndexFreshnessStore.getState().accounts[address]?.awaiting ?? [];
    expect(awaiting?.digest).toMatch(/^[1-9A-HJ-NP-Za-km-z]{43,44}$/);
    const executed = await client.core.getTransaction({ digest: awaiting!.digest, include: { effects: true } });
    expect(executed.Transaction?.status.success).toBe(true);
    await vi.waitFor(() => expect(document.body.textContent).toContain(`Inviter bound${shortTransactionId(awaiting!.digest)}`));

    // Once per address: another free bind is refused before anything is built.
    const consoleError = spyOnPageConsole();
    const again = await requestSponsoredBind(DEV_ROOT_ADDRESS).catch((error: unknown) => error);
    expect(sponsorRefusalOf(again)).toBe('already_sponsored');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
