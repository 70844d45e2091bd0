import { Success } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS } from '../../../config/locales';
import { useSettingsStore } from '../../../stores/settings';
import { useChangeLanguage } from '../hooks/use-change-language';
import styles from './language-page.module.css';

export default function LanguagePage() {
  const { t } = useTranslation();
  const current = useSettingsStore((s) => s.language);
  const changeLanguage = useChangeLanguage();

  return (
    <PageLayout title={t('language.title')}>
      <p className={styles.hint}>{t('language.hint')}</p>
      <ul className={styles.list} role="radiogroup" aria-label={t('language.title')}>
        {LOCALES.map((locale) => {
          const selected = locale === current;
          return (
            // The radios are the group's items: the list items are layout only.
            <li key={locale} role="none">
              <button
                type="button"
                role="radio"
                aria-checked={selected}
                className={`${styles.option} ${selected ? styles.selected : ''}`}
                data-locale={locale}
                lang={LOCALE_TAGS[locale]}
                onClick={() => {
                  if (selected) return;
                  changeLanguage(locale).catch(() => showToast(t('errors.loadFailed'), 'fail'));
                }}
              >
                <span>{LOCALE_NAMES[locale]}</span>
                {selected && <Success className={styles.check} aria-hidden />}
              </button>
            </li>
          );
        })}
      </ul>
    </PageLayout>
  );
}
