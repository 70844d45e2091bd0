import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeWallet {
  name: string;
  id: string;
  icon: string;
  features: string[];
  accounts: [];
}

const FEATURES = ['standard:connect', 'standard:events', 'sui:signTransaction'];
let wallets: FakeWallet[] = [];
const connectWallet = vi.fn();

vi.mock('../components/feedback', () => ({ copyWithToast: vi.fn() }));
vi.mock('./hooks', () => ({
  useWallets: () => wallets,
  useDAppKit: () => ({ connectWallet }),
}));
vi.mock('@mysten/dapp-kit-react', () => ({
  getWalletUniqueIdentifier: (wallet: FakeWallet) => wallet.id,
}));
vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, string>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));

const { ConnectSheet } = await import('./connect-sheet');
const { copyWithToast } = await import('../components/feedback');

/** Makes the page a phone (a finger that cannot hover) or a desktop. */
function setTouch(touch: boolean) {
  window.matchMedia = ((query: string) =>
    ({ matches: touch && (query === '(pointer: coarse)' || query === '(hover: none)') }) as MediaQueryList) as typeof window.matchMedia;
}

function wallet(name: string, id: string): FakeWallet {
  return { name, id, icon: 'data:image/svg+xml;base64,PHN2Zy8+', features: FEATURES, accounts: [] };
}

describe('ConnectSheet', () => {
  afterEach(cleanup);
  beforeEach(() => {
    wallets = [];
    connectWallet.mockReset();
    setTouch(false);
  });

  it('lists detected wallets with Slush first and no Get Started entry', () => {
    wallets = [wallet('Other Wallet', 'other'), wallet('Slush', 'com.mystenlabs.suiwallet')];
    render(<ConnectSheet visible onClose={() => {}} />);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names.indexOf('Slush')).toBeLessThan(names.indexOf('Other Wallet'));
    expect(screen.queryByText('wallet.noWallet.title')).toBeNull();
  });

  it('offers Get Started when only the Slush web wallet is there', () => {
    wallets = [wallet('Slush', 'com.mystenlabs.suiwallet.web')];
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
    wallets = [wallet('Test Wallet', 'test')];
    let reject: (error: Error) => void = () => {};
    connectWallet.mockImplementationOnce(() => new Promise((_, r) => (reject = r)));
    const onClose = vi.fn();
    render(<ConnectSheet visible onClose={onClose} />);

    fireEvent.click(screen.getByText('Test Wallet'));
    expect(screen.getByText('wallet.opening {"wallet":"Test Wallet"}')).toBeTruthy();
    expect(screen.getByText('wallet.confirmInWallet')).toBeTruthy();

    await act(async () => reject(new Error('User rejected the request')));
    expect(screen.getByText('wallet.connectionFailed')).toBeTruthy();
    expect(screen.getByText('wallet.errors.userRejected')).toBeTruthy();

    connectWallet.mockResolvedValueOnce({ accounts: [] });
    await act(async () => {
      fireEvent.click(screen.getByText('wallet.retry'));
    });
    expect(connectWallet).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores an attempt the user backed out of', async () => {
    wallets = [wallet('Test Wallet', 'test')];
    let resolve: (value: unknown) => void = () => {};
    connectWallet.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    const onClose = vi.fn();
    render(<ConnectSheet visible onClose={onClose} />);
    fireEvent.click(screen.getByText('Test Wallet'));
    fireEvent.click(screen.getByLabelText('wallet.back'));
    await act(async () => resolve({ accounts: [] }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('Test Wallet')).toBeTruthy();
  });

  it('on a phone with only the Slush web wallet, offers the wallet apps with this page and a copy of its link', () => {
    setTouch(true);
    window.location.hash = '#/pledge1';
    wallets = [wallet('Slush', 'com.mystenlabs.suiwallet.web')];
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
    wallets = [wallet('Slush', 'com.mystenlabs.suiwallet.web')];
    render(<ConnectSheet visible onClose={() => {}} />);
    expect(screen.queryByText('wallet.openInApp.title')).toBeNull();
    cleanup();
    setTouch(true);
    wallets = [wallet('Other Wallet', 'other'), wallet('Slush', 'com.mystenlabs.suiwallet.web')];
    render(<ConnectSheet visible onClose={() => {}} />);
    expect(screen.queryByText('wallet.openInApp.title')).toBeNull();
    expect(connectWallet).not.toHaveBeenCalled();
  });

  it("inside Slush's browser connects Slush at once, once per opening", async () => {
    setTouch(true);
    const slush = wallet('Slush', 'com.mystenlabs.suiwallet');
    wallets = [wallet('Slush', 'com.mystenlabs.suiwallet.web'), slush];
    connectWallet.mockResolvedValue({ accounts: [] });
    const onClose = vi.fn();
    render(<ConnectSheet visible onClose={onClose} />);
    await act(async () => {});
    expect(connectWallet).toHaveBeenCalledTimes(1);
    expect(connectWallet).toHaveBeenCalledWith({ wallet: slush });
    expect(screen.queryByText('wallet.openInApp.title')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
