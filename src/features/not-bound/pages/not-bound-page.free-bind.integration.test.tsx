// The bind screen's free bind, against a real node (localnet in-process: balances, the views
// checked before anything is sent, the sponsored bytes) and an /api on this machine that answers
// what each test needs, each of the sponsor's refusals among them. What a user sees: which bind
// the button offers (by balance, by wallet), signing in first without another tap, every
// refusal said once where they look with what it means for what was signed, and the paid bind
// offered instead. The whole free bind with the real server is in
// free-bind.server.integration.test.tsx.
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import {
  getWallets,
  ReadonlyWalletAccount,
  StandardConnect,
  StandardEvents,
  SuiSignAndExecuteTransactionBlock,
  SuiSignTransactionBlock,
  type Wallet,
} from '@mysten/wallet-standard';
import { act, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPONSOR_REFUSAL_STATUS, SPONSOR_REFUSALS, type SponsorRefusal } from '../../../../contract/api';
import { env } from '../../../config/env';
import { useAuthStore } from '../../../stores/auth';
import { replyJson, setPageUrl, spyOnPageConsole, startLocalApi, type LocalApi, type LocalApiRequest } from '../../../test/local-api';
import { DEV_ROOT_ADDRESS, DEV_SPONSOR_ADDRESS, fund, startLocalnet, type RunningLocalnet } from '../../../test/localnet-for-test';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../../../test/render-for-test';
import NotBoundPage from './not-bound-page';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const STATUS = SPONSOR_REFUSAL_STATUS;
const DIGEST_OF_NOTHING = '11111111111111111111111111111111111111111111';

let net: RunningLocalnet;
let client: SuiGrpcClient;
let api: LocalApi;
let restorePage: () => void;
/** What the /api saw, in order. */
const seen: LocalApiRequest[] = [];
/** How the /api answers each path in the current test. */
let routes: Record<string, (request: LocalApiRequest, res: Parameters<Parameters<typeof startLocalApi>[0]>[1]) => unknown> = {};

beforeAll(async () => {
  net = await startLocalnet();
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
  api = await startLocalApi(async (request, res) => {
    seen.push(request);
    const route = routes[request.url];
    if (!route) return replyJson(res, 404, { error: { code: 'not_found', message: 'no such route' } });
    await route(request, res);
  });
  restorePage = setPageUrl(`${api.origin}/chain/`);
});

afterAll(async () => {
  restorePage?.();
  await api?.close();
  await net?.close();
});

afterEach(() => {
  seen.length = 0;
  routes = {};
  useAuthStore.getState().clearSession();
});

function refuse(code: SponsorRefusal) {
  return (_request: LocalApiRequest, res: Parameters<typeof replyJson>[0]) => replyJson(res, STATUS[code], { error: { code, message: 'the server says why' } });
}

/** The bind of `user` to the root with the dev sponsor as gas owner, built as the server builds it. */
async function sponsoredBindBytes(user: string): Promise<string> {
  const tx = new Transaction();
  tx.setSender(user);
  tx.setGasOwner(DEV_SPONSOR_ADDRESS);
  tx.setGasPayment([]);
  tx.moveCall({ target: `${env.packageId}::finance::bind_inviter`, arguments: [tx.object(env.financeObject), tx.pure.address(DEV_ROOT_ADDRESS)] });
  return Buffer.from(await tx.build({ client })).toString('base64');
}

/** Renders the screen opened from the root's invite link, with a fresh burner wallet (no SUI) connected. */
async function renderConnected(options: { signedIn?: boolean } = {}) {
  const dAppKit = createTestDAppKit(client);
  const address = await act(() => connectBurnerWallet(dAppKit));
  if (options.signedIn !== false) useAuthStore.getState().setSession(`token-of-${address}`, address);
  renderForTest(<NotBoundPage />, { url: `/not_bound?inviter=${DEV_ROOT_ADDRESS}`, dAppKit });
  return { dAppKit, address };
}

/** How many times `text` is on the page, toasts included. */
function timesShown(text: string): number {
  return (document.body.textContent ?? '').split(text).length - 1;
}

const needsGasWithNone = 'Binding needs a little SUI for the network fee (about 0.01 SUI). Your wallet holds 0 SUI.';

describe('the bind screen offers the free bind', () => {
  it('to a wallet without SUI for the gas, and says how it goes; with enough SUI, the paid bind as before', async () => {
    await renderConnected({ signedIn: false });
    const free = await screen.findByRole('button', { name: 'Bind for free' });
    expect(free.hasAttribute('disabled')).toBe(false);
    expect(screen.getByText(/so SuiL pays it for this bind\. You sign in first \(one message to approve\), then approve the transaction\./)).toBeTruthy();

    document.body.innerHTML = '';
    const dAppKit = createTestDAppKit(client);
    const rich = await act(() => connectBurnerWallet(dAppKit));
    await fund(net.url, rich);
    renderForTest(<NotBoundPage />, { url: `/not_bound?inviter=${DEV_ROOT_ADDRESS}`, dAppKit });
    await screen.findByRole('button', { name: 'Bind' });
    expect(screen.queryByRole('button', { name: 'Bind for free' })).toBeNull();
    expect(screen.queryByText(/SuiL pays it/)).toBeNull();
    expect(screen.queryByText(/Binding needs a little SUI/)).toBeNull();
  });

  it('and reads the wallet again while it waits: SUI that arrives turns it into the paid bind', async () => {
    const { address } = await renderConnected();
    await screen.findByRole('button', { name: 'Bind for free' });
    await fund(net.url, address);
    // Read again every few seconds (FUNDS_POLL_MS): the label follows without a reload.
    await screen.findByRole('button', { name: 'Bind' }, { timeout: 20_000 });
    expect(screen.queryByText(/SuiL pays it/)).toBeNull();
  });

  it('but not to a wallet that cannot sign without executing: the paid bind, and one sentence why', async () => {
    const wallet = new LegacyWallet();
    const unregister = getWallets().register(wallet);
    try {
      const dAppKit = createTestDAppKit(client);
      await act(async () => {
        const ui = await vi.waitUntil(() => dAppKit.stores.$wallets.get().find((w) => w.name === wallet.name));
        await dAppKit.connectWallet({ wallet: ui });
      });
      renderForTest(<NotBoundPage />, { url: `/not_bound?inviter=${DEV_ROOT_ADDRESS}`, dAppKit });
      await screen.findByText(needsGasWithNone);
      expect(screen.getByRole('button', { name: 'Bind' })).toBeTruthy();
      expect(screen.getByText(i18next.t('notBound.free.walletCannotSign'))).toBeTruthy();
    } finally {
      unregister();
    }
  });
});

describe('a refusal before the wallet is asked', () => {
  it.each(SPONSOR_REFUSALS)('%s: said once on the card with "Nothing was signed.", then the paid bind', async (code) => {
    const consoleError = spyOnPageConsole();
    routes = { '/api/sponsor/bind': refuse(code) };
    const { dAppKit, address } = await renderConnected();
    const signTransaction = vi.spyOn(dAppKit, 'signTransaction');
    fireEvent.click(await screen.findByRole('button', { name: 'Bind for free' }));

    const said = `${i18next.t(`api.sponsorRefusals.${code}`)} Nothing was signed.`;
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain(said));
    expect(timesShown(i18next.t(`api.sponsorRefusals.${code}`))).toBe(1);
    expect(screen.getByRole('button', { name: 'Bind' })).toBeTruthy();
    expect(screen.getByText(needsGasWithNone)).toBeTruthy();
    expect(signTransaction).not.toHaveBeenCalled();
    expect(seen.map((r) => [r.url, r.body, r.headers.authorization])).toEqual([['/api/sponsor/bind', { inviter: DEV_ROOT_ADDRESS }, `Bearer token-of-${address}`]]);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('after the wallet signed', () => {
  it('posts exactly the bytes the wallet signed; a refusal says the approved transaction was not sent, and the free bind may be tried again', async () => {
    const consoleError = spyOnPageConsole();
    const { dAppKit, address } = await renderConnected();
    const issued = await sponsoredBindBytes(address);
    routes = {
      '/api/sponsor/bind': (_request, res) =>
        replyJson(res, 201, { txBytes: issued, digest: DIGEST_OF_NOTHING, sponsor: DEV_SPONSOR_ADDRESS, gasBudget: '5000000', expiresAt: new Date(Date.now() + 120_000).toISOString() }),
      '/api/sponsor/execute': refuse('not_issued'),
    };
    const signTransaction = vi.spyOn(dAppKit, 'signTransaction');
    fireEvent.click(await screen.findByRole('button', { name: 'Bind for free' }));

    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The transaction you approved was not sent, and nothing was paid.'));
    expect(signTransaction).toHaveBeenCalledTimes(1);
    const signed = await signTransaction.mock.results[0]!.value;
    expect(seen.map((r) => r.url)).toEqual(['/api/sponsor/bind', '/api/sponsor/execute']);
    // What the wallet returned, which is what the server issued: nothing added, nothing changed.
    expect(seen[1]!.body).toEqual({ txBytes: signed.bytes, signature: signed.signature });
    expect(signed.bytes).toBe(issued);
    expect(timesShown(i18next.t('api.sponsorRefusals.not_issued'))).toBe(1);
    expect(screen.getByRole('button', { name: 'Bind' })).toBeTruthy();

    // An offer that expired may be asked for again.
    fireEvent.click(screen.getByRole('button', { name: 'Try the free bind again' }));
    expect(await screen.findByRole('button', { name: 'Bind for free' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('when the wallet refuses: its message, nothing posted to execute, and the free bind stays', async () => {
    const { dAppKit, address } = await renderConnected();
    const issued = await sponsoredBindBytes(address);
    routes = {
      '/api/sponsor/bind': (_request, res) =>
        replyJson(res, 201, { txBytes: issued, digest: DIGEST_OF_NOTHING, sponsor: DEV_SPONSOR_ADDRESS, gasBudget: '5000000', expiresAt: new Date(Date.now() + 120_000).toISOString() }),
    };
    vi.spyOn(dAppKit, 'signTransaction').mockRejectedValueOnce(new Error('User rejected the request'));
    fireEvent.click(await screen.findByRole('button', { name: 'Bind for free' }));

    await vi.waitFor(() => expect(timesShown('User rejected the request')).toBe(1));
    expect(seen.map((r) => r.url)).toEqual(['/api/sponsor/bind']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bind for free' })).toBeTruthy();
  });
});

describe('without a session', () => {
  it('"Bind for free" signs in first, then asks the sponsor without another tap', async () => {
    const consoleError = spyOnPageConsole();
    routes = {
      '/api/auth/nonce': (_request, res) => replyJson(res, 200, { nonce: 'n1', message: 'Sign in to SuiL\nNonce: n1', expiresAt: new Date(Date.now() + 60_000).toISOString() }),
      '/api/auth/login': (_request, res) => replyJson(res, 200, { access_token: 'fresh-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
      '/api/sponsor/bind': refuse('sponsor_paused'),
    };
    const { dAppKit, address } = await renderConnected({ signedIn: false });
    const signPersonalMessage = vi.spyOn(dAppKit, 'signPersonalMessage');
    fireEvent.click(await screen.findByRole('button', { name: 'Bind for free' }));

    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The operator has paused free binds for now. Nothing was signed.'));
    expect(signPersonalMessage).toHaveBeenCalledTimes(1);
    expect(seen.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/api/auth/nonce', undefined],
      ['/api/auth/login', undefined],
      ['/api/sponsor/bind', 'Bearer fresh-token'],
    ]);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'fresh-token', currentAccount: address });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('a session that ended is told by the API client once, and the next tap signs in again', async () => {
    const consoleError = spyOnPageConsole();
    routes = { '/api/sponsor/bind': (_request, res) => replyJson(res, 401, { error: { code: 'token_expired', message: 'expired' } }) };
    await renderConnected();
    fireEvent.click(await screen.findByRole('button', { name: 'Bind for free' }));
    await vi.waitFor(() => expect(timesShown('Login expired, please log in again')).toBe(1));
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByText(/You sign in first/)).toBeTruthy();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

/** A wallet of the older standard: it signs only through sui:signTransactionBlock, which hands it a transaction to build. */
class LegacyWallet implements Wallet {
  readonly #keypair = new Ed25519Keypair();
  readonly #account = new ReadonlyWalletAccount({
    address: this.#keypair.toSuiAddress(),
    publicKey: this.#keypair.getPublicKey().toSuiBytes(),
    chains: ['sui:localnet'],
    features: [SuiSignTransactionBlock, SuiSignAndExecuteTransactionBlock],
  });
  readonly version = '1.0.0' as const;
  readonly name = 'Legacy Test Wallet';
  readonly icon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const;
  readonly chains = ['sui:localnet'] as const;
  get accounts() {
    return [this.#account];
  }
  get features() {
    const unused = () => Promise.reject(new Error('not used in this test'));
    return {
      [StandardConnect]: { version: '1.0.0', connect: async () => ({ accounts: this.accounts }) },
      [StandardEvents]: { version: '1.0.0', on: () => () => {} },
      [SuiSignTransactionBlock]: { version: '1.0.0', signTransactionBlock: unused },
      [SuiSignAndExecuteTransactionBlock]: { version: '1.0.0', signAndExecuteTransactionBlock: unused },
    } as const;
  }
}
