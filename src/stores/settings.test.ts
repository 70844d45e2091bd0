import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, NODE_KEY, createSettingsStore, type SettingsDeps } from './settings';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const NODES = ['https://a.example:443', 'https://b.example:443'];

function deps(storage: MemoryStorage, overrides: Partial<SettingsDeps> = {}): SettingsDeps {
  return { storage, network: 'mainnet', nodes: NODES, browserLanguages: [], ...overrides };
}

describe('settings store', () => {
  it('on a first visit takes the browser language, else en_US, and the first node', () => {
    expect(createSettingsStore(deps(new MemoryStorage(), { browserLanguages: ['ja-JP'] })).getState().language).toBe('ja_JP');
    const state = createSettingsStore(deps(new MemoryStorage(), { browserLanguages: ['fr'] })).getState();
    expect(state.language).toBe('en_US');
    expect(state.nodeUrl).toBe(NODES[0]);
  });

  it('persists the language under the language key and restores it on reload', () => {
    const storage = new MemoryStorage();
    createSettingsStore(deps(storage, { browserLanguages: ['en-US'] })).getState().setLanguage('ko_KR');
    expect(storage.getItem(LANGUAGE_KEY)).toBe('ko_KR');
    // A stored choice wins over the browser language.
    expect(createSettingsStore(deps(storage, { browserLanguages: ['zh-CN'] })).getState().language).toBe('ko_KR');
  });

  it('persists the node per network and restores it on reload', () => {
    const storage = new MemoryStorage();
    const store = createSettingsStore(deps(storage));
    store.getState().setNodeUrl(NODES[1]);
    expect(store.getState().nodeUrl).toBe(NODES[1]);
    expect(JSON.parse(storage.getItem(NODE_KEY)!)).toEqual({ mainnet: NODES[1] });
    expect(createSettingsStore(deps(storage)).getState().nodeUrl).toBe(NODES[1]);
    // Another network's build on the same origin keeps its own default.
    expect(createSettingsStore(deps(storage, { network: 'testnet', nodes: ['https://t.example'] })).getState().nodeUrl).toBe(
      'https://t.example',
    );
  });

  it('refuses a node outside the list and forgets one removed from it', () => {
    const storage = new MemoryStorage();
    const store = createSettingsStore(deps(storage));
    expect(() => store.getState().setNodeUrl('https://evil.example')).toThrow();
    expect(store.getState().nodeUrl).toBe(NODES[0]);
    storage.setItem(NODE_KEY, JSON.stringify({ mainnet: 'https://gone.example' }));
    expect(createSettingsStore(deps(storage)).getState().nodeUrl).toBe(NODES[0]);
  });

  it('ignores garbage in storage and survives storage that throws', () => {
    const storage = new MemoryStorage();
    storage.setItem(LANGUAGE_KEY, 'klingon');
    storage.setItem(NODE_KEY, '{not json');
    const state = createSettingsStore(deps(storage)).getState();
    expect(state.language).toBe('en_US');
    expect(state.nodeUrl).toBe(NODES[0]);

    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createSettingsStore({ ...deps(storage), storage: broken });
    store.getState().setLanguage('zh_TW');
    expect(store.getState().language).toBe('zh_TW');
  });
});
