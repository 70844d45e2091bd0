import { useCurrentAccount } from '../../../wallet/hooks';
import { useCallback } from 'react';
import { emitLoginSuccess } from '../../../auth/events';
import type { Locale } from '../../../config/locales';
import { changeAppLanguage } from '../../../i18n/i18n';
import { useSettingsStore } from '../../../stores/settings';

/**
 * Changes the language, persists it, then fires a login success with isNewLogin
 * (docs/product.md §4) so that the page wrapper refreshes the current page's data in the new language.
 */
export function useChangeLanguage(): (language: Locale) => Promise<void> {
  const setLanguage = useSettingsStore((s) => s.setLanguage);
  const address = useCurrentAccount()?.address ?? null;
  return useCallback(
    async (language: Locale) => {
      await changeAppLanguage(language, setLanguage);
      emitLoginSuccess({ address, isNewLogin: true });
    },
    [setLanguage, address],
  );
}
