// Not bound (route not_bound): the user has no parent address yet, so the chain refuses their
// stake; they paste (or arrive with, from an invite link) an inviter's address and bind it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { useAccess } from '../../../components/use-access';
import { checkInviterAddress } from '../lib/inviter-address';
import styles from './not-bound-page.module.css';

export default function NotBoundPage() {
  const { t } = useTranslation();
  const { address } = useAccess();
  const inputId = useId();
  const [searchParams] = useSearchParams();
  // An invite link carries the inviter; pre-fill it so the user only confirms.
  const [text, setText] = useState(() => searchParams.get('inviter') ?? '');
  const check = checkInviterAddress(text, address);
  const error = text.trim() !== '' && !check.ok ? t(check.key) : null;

  return (
    <PageLayout title={t('notBound.title')}>
      <SectionCard title={t('notBound.heading')}>
        <p className={styles.intro}>{t('notBound.explanation')}</p>
      </SectionCard>

      <SectionCard title={t('notBound.bindTitle')}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={inputId}>
            {t('notBound.inviterAddress')}
          </label>
          <textarea
            id={inputId}
            className={`${styles.input} ${error ? styles.invalid : ''}`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('notBound.inviterPlaceholder')}
            rows={2}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
          />
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <SubmitBar label={t('notBound.bind')} requires="wallet" disabled={!check.ok} />
        <Notes items={[t('notBound.noteOnce'), t('notBound.noteValid')]} />
      </SectionCard>
    </PageLayout>
  );
}
