// The boot path's rules, applied by the prerender plugin (prerender.ts) to the built bundle:
// which chunks the wallet stack needs, and that the boot path carries none of its packages.
import type { Rollup } from 'vite';
import { BASE } from './shared.ts';

/**
 * The wallet stack's entry modules (src/wallet/wallet-stack.tsx loads them after the first
 * paint), and the two guards that the app mounts as soon as the stack is there (the wallet
 * session's and the inviter binding's): their chunks download with the stack's, before its
 * evaluation, instead of during the app's re-render with it.
 */
const WALLET_STACK_ENTRIES = /[\\/]src[\\/](wallet[\\/](dapp-kit\.ts|wallet-session\.tsx)|features[\\/]not-bound[\\/]hooks[\\/]use-not-bound-guard\.ts)$/;

/**
 * The URLs of every chunk the wallet stack's modules import, directly or not (the build lists
 * them on the boot script as data-wallet-modules): they are preloaded all at once, by the boot
 * script alongside the app's when the stack is needed soon, else by the app after hydration
 * (src/wallet/wallet-stack.tsx), so that the wallet stack's modules, evaluated one by one, are
 * already there (no chain of downloads, one per step).
 */
export function walletStackChunks(bundle: Rollup.OutputBundle): string[] {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || found.has(fileName)) return;
    found.add(fileName);
    chunk.imports.forEach(visit);
  };
  const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId && WALLET_STACK_ENTRIES.test(chunk.facadeModuleId));
  if (entries.length !== 3) throw new Error(`prerender: expected the wallet stack's three entry chunks, found ${entries.length}`);
  for (const chunk of entries) visit(chunk.fileName);
  return [...found].map((fileName) => `${BASE}${fileName}`);
}

/** The wallet stack's heavy modules, which the boot path must not evaluate (docs/architecture.md, "Boot"). */
const WALLET_STACK_PACKAGES =
  /[\\/]node_modules[\\/](@mysten[\\/]sui[\\/]dist[\\/](bcs|grpc|transactions|cryptography|keypairs)[\\/]|@mysten[\\/](dapp-kit-core|dapp-kit-react|slush-wallet)[\\/]|@protobuf-ts[\\/]|@noble[\\/])/;

/**
 * Fails the build when the entry's chunks carry a wallet-stack package: a chunk shared with a
 * lazily loaded module can drag it into the boot path (it happened with a dynamic import of
 * '@mysten/sui/utils', whose chunk the entry then imported, with all of the SDK's BCS types).
 */
export function checkBootPath(bundle: Rollup.OutputBundle, urls: string[]): void {
  for (const url of urls) {
    const chunk = bundle[url.slice(BASE.length)];
    const module = chunk?.type === 'chunk' ? chunk.moduleIds.find((id) => WALLET_STACK_PACKAGES.test(id)) : undefined;
    if (module) throw new Error(`prerender: the boot path's chunk ${url} carries ${module}, which only the wallet stack needs`);
  }
}
