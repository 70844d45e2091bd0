// The six languages of docs/product.md §9, their own names, and the browser-language mapping.

export const LOCALES = ['en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR', 'en_IN'] as const;
export type Locale = (typeof LOCALES)[number];

export const FALLBACK_LOCALE: Locale = 'en_US';

/** Each language in its own name, as the language page lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en_US: 'English',
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
  ja_JP: '日本語',
  ko_KR: '한국어',
  en_IN: 'English (India)',
};

/** BCP 47 tag for <html lang> and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = {
  en_US: 'en-US',
  zh_CN: 'zh-CN',
  zh_TW: 'zh-TW',
  ja_JP: 'ja-JP',
  ko_KR: 'ko-KR',
  en_IN: 'en-IN',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps one browser language tag (navigator.languages entry) to a supported locale, if any. */
export function localeFromTag(tag: string): Locale | undefined {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  const [language, ...rest] = parts;
  switch (language) {
    case 'zh': {
      // Traditional script or a region that writes it; everything else reads simplified.
      if (rest.includes('hant') || rest.includes('tw') || rest.includes('hk') || rest.includes('mo')) return 'zh_TW';
      return 'zh_CN';
    }
    case 'ja':
      return 'ja_JP';
    case 'ko':
      return 'ko_KR';
    case 'en':
      return rest.includes('in') ? 'en_IN' : 'en_US';
    default:
      return undefined;
  }
}

/** The first of the browser's preferred languages that the app speaks. */
export function detectLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const locale = localeFromTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** Where the chosen language is remembered (the settings store writes it). */
export const LANGUAGE_KEY = 'language';

/**
 * The language the app starts in: the remembered choice, else the browser's, else en_US. Also
 * run by index.html's boot script (src/app/boot-script.ts) before the first paint.
 */
export function initialLanguage(deps: {
  storage: Pick<Storage, 'getItem'> | undefined;
  browserLanguages: readonly string[];
}): Locale {
  let stored: string | null = null;
  try {
    stored = deps.storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    // storage disabled (private mode, some WebViews)
  }
  if (isLocale(stored)) return stored;
  return detectLocale(deps.browserLanguages) ?? FALLBACK_LOCALE;
}
