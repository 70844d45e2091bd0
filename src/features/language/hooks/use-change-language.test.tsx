import { createDAppKit } from '@mysten/dapp-kit-react';
import { WalletStackProvider } from '../../../wallet/wallet-stack';
import { act, renderHook } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { onLoginSuccess, type LoginSuccessDetail } from '../../../auth/events';
import { getSuiClient } from '../../../chain/client';
import { env } from '../../../config/env';
import { LANGUAGE_KEY, useSettingsStore } from '../../../stores/settings';
import { useChangeLanguage } from './use-change-language';

const dAppKit = createDAppKit({ networks: [env.network], createClient: () => getSuiClient(), slushWalletConfig: null, storage: null });
const wrapper = ({ children }: { children: ReactNode }) => <WalletStackProvider dAppKit={dAppKit}>{children}</WalletStackProvider>;

afterEach(async () => {
  await i18n.changeLanguage('en_US');
  useSettingsStore.getState().setLanguage('en_US');
});

describe('useChangeLanguage', () => {
  it('switches i18next, remembers the choice, then fires a new login', async () => {
    i18n.addResourceBundle('ko_KR', 'translation', { app: { loading: '로딩 중...' } });
    const events: LoginSuccessDetail[] = [];
    const stop = onLoginSuccess((detail) => events.push(detail));
    const { result } = renderHook(() => useChangeLanguage(), { wrapper });

    await act(() => result.current('ko_KR'));

    expect(i18n.language).toBe('ko_KR');
    expect(useSettingsStore.getState().language).toBe('ko_KR');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ko_KR');
    expect(events).toEqual([{ address: null, isNewLogin: true }]);
    stop();
  });
});

describe('useChangeLanguage without the catalogue', () => {
  it('keeps the current language and fires nothing when the catalogue cannot be loaded', async () => {
    const events: LoginSuccessDetail[] = [];
    const stop = onLoginSuccess((detail) => events.push(detail));
    i18n.removeResourceBundle('ja_JP', 'translation');
    const { result } = renderHook(() => useChangeLanguage(), { wrapper });
    // The test setup has no backend: only en_US (and bundles added by tests) exist.
    await act(() => expect(result.current('ja_JP')).rejects.toThrow(/ja_JP/));
    expect(i18n.language).toBe('en_US');
    expect(useSettingsStore.getState().language).toBe('en_US');
    expect(events).toEqual([]);
    stop();
  });
});
