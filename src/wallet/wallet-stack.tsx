// The wallet stack (dApp Kit, the wallets, the Sui SDK and client) is not part of the first
// paint (docs/architecture.md, "Boot"): main.tsx loads it right after, ConnectButton at once on a
// tap, and a page that needs it at once when it opens. Until then src/wallet/hooks.ts reads
// "not connected", or "restoring" for a returning user (as dApp Kit's auto-connect will say).
// This module is on the boot path: it imports dApp Kit and the SDK only as types.
import type { DAppKit } from '@mysten/dapp-kit-react';
import type { SuiGrpcClient } from '@mysten/sui/grpc';
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { preloadOverlays } from '../components/feedback';
import type { SuiNetwork } from '../config/env';
import { preloadModules, walletStackModules, yieldToBrowser } from './module-preload';
import { rememberedWallet } from './remembered-wallet';

/** The app's dApp Kit instance type (src/wallet/dapp-kit.ts; tests create their own). */
export type AppDAppKit = DAppKit<SuiNetwork[], SuiGrpcClient>;


let loaded: AppDAppKit | null = null;
let loading: Promise<AppDAppKit> | undefined;
const listeners = new Set<() => void>();

function setLoaded(dAppKit: AppDAppKit): void {
  loaded = dAppKit;
  for (const listener of listeners) listener();
}

/**
 * Resolves once dApp Kit's auto-connect has taken over: with a remembered wallet its status
 * left the initial 'disconnected' (for 'reconnecting' or beyond), so the app goes from the
 * boot state "restoring" straight to dApp Kit's, with no "Connect" in between.
 */
function autoConnectStarted(dAppKit: AppDAppKit): Promise<void> {
  const $connection = dAppKit.stores.$connection;
  // The app keeps this subscription for its whole life; it mounts the stores (auto-connect).
  return new Promise((resolve) => {
    $connection.subscribe((connection) => {
      if (!rememberedWallet() || !connection.isDisconnected) resolve();
    });
  });
}

/** Imports (and so evaluates) the modules in order, each in a task of its own. */
async function evaluateOneByOne(imports: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const load of imports) {
    await load();
    await yieldToBrowser();
  }
}

/**
 * The wallet stack's parts, in the order they are evaluated (see loadWalletStack): one per chunk
 * of the stack's libraries (vite.config.ts, WALLET_STACK_GROUPS), whose first import evaluates
 * the whole chunk. The gRPC client's 206 message types are built as its chunk runs.
 */
const WALLET_STACK_PARTS: ReadonlyArray<() => Promise<unknown>> = [
  () => import('@mysten/sui/bcs'),
  () => import('@mysten/sui/cryptography'),
  () => import('@mysten/sui/transactions'),
  () => import('@mysten/sui/grpc'),
  () => import('@mysten/dapp-kit-react'),
];

/**
 * Loads the wallet stack once; a failed load may be retried by the next call. Its modules are
 * evaluated a part at a time, each in a task of its own, instead of in one long task (over
 * 100 ms on this machine, four times that on a phone) that would keep a tap waiting. Their
 * downloads all start here (not one import after another), unless the boot script has started
 * them already (for a tap, another route or a returning wallet). The evaluation waits for the
 * downloads that start here: while the browser downloads and compiles them on its other threads,
 * a part evaluated on the main thread waits for a core, and its task lasts two or three times as
 * long (measured with two cores). A part must not be one that the boot path also imports from
 * (such as '@mysten/sui/utils'): the bundler would then put the boot path's code in that part's
 * chunk, and the build refuses it (checkBootPath in vite/boot-path.ts).
 */
export function loadWalletStack(): Promise<AppDAppKit> {
  loading ??= preloadModules(walletStackModules())
    .then(() => evaluateOneByOne(WALLET_STACK_PARTS))
    .then(() => import('./dapp-kit'))
    .then(async ({ dAppKit }) => {
      await autoConnectStarted(dAppKit);
      setLoaded(dAppKit);
      // What transactions and confirmations show (they all need the stack): ready before them.
      preloadOverlays();
      return dAppKit;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * Loads the wallet stack after the first paint, when the main thread is free. Settles when the
 * load has (a failure is logged: a page that needs the stack loads it again and says so).
 */
export async function loadWalletStackAfterPaint(): Promise<void> {
  // A frame, then a task: the first paint has been committed to the screen.
  await new Promise<number>((resolve) => requestAnimationFrame(resolve));
  await yieldToBrowser();
  await loadWalletStack().catch((error: unknown) => console.warn('wallet stack failed to load', error));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const DAppKitContext = createContext<AppDAppKit | null>(null);

/**
 * Gives the app's components the dApp Kit instance once the stack has loaded (null before).
 * Tests pass their own instance.
 */
export function WalletStackProvider({ dAppKit, children }: { dAppKit?: AppDAppKit; children: ReactNode }) {
  const [current, setCurrent] = useState<AppDAppKit | null>(() => loaded);
  // As a transition: the app's re-render with the stack yields to input (a synchronous store
  // read, as useSyncExternalStore does, would render the whole app in one long task).
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(loaded));
    update();
    return subscribe(update);
  }, []);
  return <DAppKitContext.Provider value={dAppKit ?? current}>{children}</DAppKitContext.Provider>;
}

/** The dApp Kit instance, or null while the wallet stack is still loading. */
export function useOptionalDAppKit(): AppDAppKit | null {
  return useContext(DAppKitContext);
}

/**
 * For a page that needs the wallet stack: loads it at once; renders `fallback` until it is
 * there and throws (to the route's error page) when it failed to load.
 */
export function WalletStackGate({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const dAppKit = useOptionalDAppKit();
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!dAppKit) loadWalletStack().catch(setError);
  }, [dAppKit]);
  if (dAppKit) return children;
  if (error) throw error;
  return fallback;
}
