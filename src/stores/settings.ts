// User settings that survive a reload: language and the chosen full node (docs/product.md §3).
// Plain localStorage keys rather than zustand's persist middleware: both values are needed
// synchronously before the first render (i18n init, the chain client's first call).
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { env, type SuiNetwork } from '../config/env';
import { LANGUAGE_KEY, initialLanguage, type Locale } from '../config/locales';

export { LANGUAGE_KEY };
export const NODE_KEY = 'suil:node';

export interface SettingsState {
  language: Locale;
  /** The chosen full node's URL for this build's network. */
  nodeUrl: string;
  setLanguage: (language: Locale) => void;
  setNodeUrl: (url: string) => void;
}

export interface SettingsDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  network: SuiNetwork;
  nodes: readonly string[];
  browserLanguages: readonly string[];
}

function readItem(storage: SettingsDeps['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage disabled (private mode, some WebViews): settings last for the session
  }
}

function writeItem(storage: SettingsDeps['storage'], key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // see readItem
  }
}

/** Node choices keyed by network, so a mainnet and a test build on one origin do not clash. */
function readNodeChoices(storage: SettingsDeps['storage']): Partial<Record<SuiNetwork, string>> {
  try {
    const parsed: unknown = JSON.parse(readItem(storage, NODE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Partial<Record<SuiNetwork, string>>) : {};
  } catch {
    return {};
  }
}

export function initialNodeUrl(deps: Pick<SettingsDeps, 'storage' | 'network' | 'nodes'>): string {
  const stored = readNodeChoices(deps.storage)[deps.network];
  // A node removed from the list since the last visit falls back to the default.
  return stored && deps.nodes.includes(stored) ? stored : deps.nodes[0];
}

export function createSettingsStore(deps: SettingsDeps): UseBoundStore<StoreApi<SettingsState>> {
  return create<SettingsState>()((set) => ({
    language: initialLanguage(deps),
    nodeUrl: initialNodeUrl(deps),
    setLanguage: (language) => {
      writeItem(deps.storage, LANGUAGE_KEY, language);
      set({ language });
    },
    setNodeUrl: (url) => {
      if (!deps.nodes.includes(url)) throw new Error(`not a node of ${deps.network}: ${url}`);
      writeItem(deps.storage, NODE_KEY, JSON.stringify({ ...readNodeChoices(deps.storage), [deps.network]: url }));
      set({ nodeUrl: url });
    },
  }));
}

export const useSettingsStore = createSettingsStore({
  storage: typeof localStorage === 'undefined' ? undefined : localStorage,
  network: env.network,
  nodes: env.nodes,
  browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language],
});
