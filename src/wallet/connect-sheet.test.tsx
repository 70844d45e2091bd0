// The connect sheet over the page's real wallet registry (the Wallet Standard's): the wallets it
// lists before the wallet stack has loaded, and dApp Kit (mocked here) connecting the one tapped
// once the stack is there.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FakeWallet = Wallet & { id: string };

const FEATURES = ['standard:connect', 'standard:events', 'sui:signTransaction'];
const connectWallet = vi.fn();
/** The wallet stack: loaded (dApp Kit's wallets are the registry's), or not yet. */
const stack = { ready: true, load: vi.fn() };
let unregister: Array<() => void> = [];

function fakeDAppKit() {
  return { connectWallet, stores: { $wallets: { get: () => getWallets().get() } } };
}

vi.mock('../components/feedback', () => ({ copyWithToast: vi.fn() }));
vi.mock('./wallet-stack', () => ({
  useOptionalDAppKit: () => (stack.ready ? fakeDAppKit() : null),
  loadWalletStack: () => stack.load(),
}));
vi.mock('@mysten/dapp-kit-react', () => ({
  getWalletUniqueIdentifier: (wallet: FakeWallet) => wallet.id,
}));
vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, string>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));

/** Registers the wallets in the page's registry, as extensions do. */
function register(...list: FakeWallet[]) {
  unregister.push(getWallets().register(...list));
}

const { ConnectSheet } = await import('./connect-sheet');
const { copyWithToast } = await import('../components/feedback');

/** Makes the page a phone (a finger that cannot hover) or a desktop. */
function setTouch(touch: boolean) {
  window.matchMedia = ((query: string) =>
    ({ matches: touch && (query === '(pointer: coarse)' || query === '(hover: none)') }) as MediaQueryList) as typeof window.matchMedia;
}

function wallet(name: string, id: string, chains: Wallet['chains'] = ['sui:localnet']): FakeWallet {
  const features = Object.fromEntries(FEATURES.map((feature) => [feature, feature === 'standard:events' ? { on: () => () => {} } : {}]));
  return { version: '1.0.0', name, id, icon: 'data:image/svg+xml;base64,PHN2Zy8+', chains, features, accounts: [] };
}

describe('ConnectSheet', () => {
  afterEach(() => {
    cleanup();
    unregister.forEach((off) => off());
    unregister = [];
  });
  beforeEach(() => {
    connectWallet.mockReset();
    stack.ready = true;
    stack.load.mockReset().mockResolvedValue(fakeDAppKit());
    setTouch(false);
  });

  it('lists detected wallets with Slush first and no Get Started entry', () => {
    register(wallet('Other Wallet', 'other'), wallet('Slush', 'com.mystenlabs.suiwallet'));
    render(<ConnectSheet visible onClose={() => {}} />);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names.indexOf('Slush')).toBeLessThan(names.indexOf('Other Wallet'));
    expect(screen.queryByText('wallet.noWallet.title')).toBeNull();
  });

  it('offers Get Started when only the Slush web wallet is there', () => {
    register(wallet('Slush', 'com.mystenlabs.suiwallet.web'));
    render(<ConnectSheet visible onClose={() => {}} />);
    fireEvent.click(screen.getByText('wallet.noWallet.title'));
    expect(screen.getByText('wallet.getStarted.title')).toBeTruthy();
    expect(screen.getByText('wallet.getStarted.step1Title')).toBeTruthy();
    expect(screen.getByText('wallet.getStarted.step2Title')).toBeTruthy();
    expect(screen.getByText('wallet.getStarted.step3Title')).toBeTruthy();
    expect(screen.getByText('wallet.getStarted.install').getAttribute('href')).toMatch(/^https:\/\/chromewebstore\.google\.com\//);
    fireEvent.click(screen.getByLabelText('wallet.back'));
    expect(screen.getByText('wallet.connectTitle')).toBeTruthy();
  });

  it('explains what a wallet is', () => {
    render(<ConnectSheet visible onClose={() => {}} />);
    fireEvent.click(screen.getByText('wallet.whatIs.title'));
    expect(screen.getByText('wallet.whatIs.loginTitle')).toBeTruthy();
    expect(screen.getByText('wallet.whatIs.assetsTitle')).toBeTruthy();
  });

  it('shows the opening state, then the failure with a working retry', async () => {
    register(wallet('Test Wallet', 'test'));
    let reject: (error: Error) => void = () => {};
    connectWallet.mockImplementationOnce(() => new Promise((_, r) => (reject = r)));
    const onClose = vi.fn();
    render(<ConnectSheet visible onClose={onClose} />);

    fireEvent.click(screen.getByText('Test Wallet'));
    expect(screen.getByText('wallet.opening {"wallet":"Test Wallet"}')).toBeTruthy();
    expect(screen.getByText('wallet.confirmInWallet')).toBeTruthy();
    await vi.waitFor(() => expect(connectWallet).toHaveBeenCalledTimes(1));

    await act(async () => reject(new Error('User rejected the request')));
    // The wallet's error is described by wallet-errors.ts, imported when there is one.
    expect(await screen.findByText('wallet.connectionFailed')).toBeTruthy();
    expect(screen.getByText('wallet.errors.userRejected')).toBeTruthy();

    connectWallet.mockResolvedValueOnce({ accounts: [] });
    await act(async () => {
      fireEvent.click(screen.getByText('wallet.retry'));
    });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(connectWallet).toHaveBeenCalledTimes(2);
  });

  it('ignores an attempt the user backed out of', async () => {
    register(wallet('Test Wallet', 'test'));
    let resolve: (value: unknown) => void = () => {};
    connectWallet.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    const onClose = vi.fn();
    render(<ConnectSheet visible onClose={onClose} />);
    fireEvent.click(screen.getByText('Test Wallet'));
    await vi.waitFor(() => expect(connectWallet).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByLabelText('wallet.back'));
    await act(async () => resolve({ accounts: [] }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('Test Wallet')).toBeTruthy();
  });

  it('on a phone with only the Slush web wallet, offers the wallet apps with this page and a copy of its link', () => {
    setTouch(true);
    window.location.hash = '#/pledge1';
    register(wallet('Slush', 'com.mystenlabs.suiwallet.web'));
    render(<ConnectSheet visible onClose={() => {}} />);
    expect(screen.getByText('wallet.openInApp.title')).toBeTruthy();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(links).toHaveLength(4);
    expect(links[0]).toBe(`https://my.slush.app/browse/${encodeURIComponent(window.location.href)}`);
    expect(window.location.href).toContain('#/pledge1');
    fireEvent.click(screen.getByText('wallet.openInApp.copyLink'));
    expect(copyWithToast).toHaveBeenCalledWith(window.location.href);
    expect(connectWallet).not.toHaveBeenCalled();
  });

  it('on a desktop, or a phone with a wallet to pick, offers no wallet apps', () => {
    register(wallet('Slush', 'com.mystenlabs.suiwallet.web'));
    render(<ConnectSheet visible onClose={() => {}} />);
    expect(screen.queryByText('wallet.openInApp.title')).toBeNull();
    cleanup();
    setTouch(true);
    register(wallet('Other Wallet', 'other'));
    render(<ConnectSheet visible onClose={() => {}} />);
    expect(screen.queryByText('wallet.openInApp.title')).toBeNull();
    expect(connectWallet).not.toHaveBeenCalled();
  });

  it("inside Slush's browser connects Slush at once, once per opening", async () => {
    setTouch(true);
    const slush = wallet('Slush', 'com.mystenlabs.suiwallet');
    register(wallet('Slush', 'com.mystenlabs.suiwallet.web'), slush);
    connectWallet.mockResolvedValue({ accounts: [] });
    const onClose = vi.fn();
    render(<ConnectSheet visible onClose={onClose} />);
    await act(async () => {});
    expect(connectWallet).toHaveBeenCalledTimes(1);
    expect(connectWallet).toHaveBeenCalledWith({ wallet: slush });
    expect(screen.queryByText('wallet.openInApp.title')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("before the wallet stack: opens with the page's wallets, loads the stack, and lists what it registers", async () => {
    stack.ready = false;
    let loaded: (value: unknown) => void = () => {};
    stack.load.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    register(wallet('Extension', 'extension'), wallet('Mainnet only', 'mainnet', ['sui:mainnet']));
    render(<ConnectSheet visible onClose={() => {}} />);
    expect(screen.getByText('Extension')).toBeTruthy();
    expect(screen.queryByText('Mainnet only')).toBeNull();
    expect(screen.getByText('wallet.loadingWallets')).toBeTruthy();
    expect(stack.load).toHaveBeenCalledTimes(1);

    // The stack registers the Slush web wallet: it joins the list at once.
    act(() => register(wallet('Slush', 'com.mystenlabs.suiwallet.web')));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toContain('Slush');

    // A tap before the stack is there waits for it, then connects through dApp Kit.
    connectWallet.mockResolvedValue({ accounts: [] });
    fireEvent.click(screen.getByText('Extension'));
    expect(screen.getByText('wallet.opening {"wallet":"Extension"}')).toBeTruthy();
    expect(connectWallet).not.toHaveBeenCalled();
    await act(async () => loaded(fakeDAppKit()));
    expect(connectWallet).toHaveBeenCalledWith({ wallet: expect.objectContaining({ id: 'extension' }) });
  });

  it('says so when the wallet stack does not load, and tries again on a tap', async () => {
    stack.ready = false;
    stack.load.mockRejectedValueOnce(new Error('network')).mockReturnValueOnce(new Promise(() => {}));
    render(<ConnectSheet visible onClose={() => {}} />);
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('wallet.stackFailed');
    await act(async () => {
      fireEvent.click(screen.getByText('common.retry'));
    });
    expect(stack.load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('wallet.loadingWallets')).toBeTruthy();
  });

  it('a wallet tapped while the stack fails to load says that, not a wallet error', async () => {
    stack.ready = false;
    register(wallet('Extension', 'extension'));
    stack.load.mockRejectedValue(new Error('network'));
    render(<ConnectSheet visible onClose={() => {}} />);
    await act(async () => {
      fireEvent.click(screen.getByText('Extension'));
    });
    expect(await screen.findByText('wallet.connectionFailed')).toBeTruthy();
    expect(screen.getAllByText('wallet.stackFailed').length).toBeGreaterThan(0);
    expect(connectWallet).not.toHaveBeenCalled();
  });
});
