// Not bound (route not_bound): the user has no parent address yet, so the chain refuses their
// stake; they paste (or arrive with, from an invite link) an inviter's address and bind it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { useAmountForm } from '../../../hooks/use-amount-form';
import { LOCALNET_ROOT_INVITER } from '../../../config/env';
import { ConnectButton } from '../../../wallet/connect-button';
import { useBindInviter } from '../hooks/use-bind-inviter';
import { useBindingStatus } from '../hooks/use-binding-status';
import { INVITER_PARAM, storedInviter } from '../lib/invite-link';
import { checkInviterAddress } from '../lib/inviter-address';
import styles from './not-bound-page.module.css';

export default function NotBoundPage() {
  const { t } = useTranslation();
  const { address, info, isBound } = useBindingStatus();
  const inputId = useId();
  const [searchParams] = useSearchParams();
  const [chainError, setChainError] = useState<string | null>(null);
  const bind = useBindInviter((error) => {
    if (error.code === 'invalidUser') setChainError(error.messageKey);
  });
  const form = useAmountForm({
    // An invite link carries the inviter (kept for the session by the guard); pre-fill it so the
    // user only confirms.
    initialText: () => searchParams.get(INVITER_PARAM) ?? storedInviter(window.sessionStorage) ?? '',
    check: (text) => checkInviterAddress(text, address),
    // The field says what is wrong; nothing is sent for an address that cannot be a valid user.
    tellInvalid: 'field',
    run: async ({ inviter }) => {
      // Bound: the runner's success takes the user home, so the text stays as it was.
      await bind.run({ inviter });
      return false;
    },
    pending: bind.isPending,
  });
  const error = chainError ? t(chainError) : form.error;
  const changeText = (text: string) => {
    form.setText(text);
    setChainError(null);
  };

  // The guard brings connected users here: they see which account they bind, and may switch it.
  const account = address ? (
    <div className={styles.account}>
      <ConnectButton />
    </div>
  ) : null;

  if (isBound && info) {
    return (
      <PageLayout title={t('notBound.title')}>
        <SectionCard title={t('notBound.alreadyBoundTitle')}>
          <p className={styles.intro}>{t('notBound.alreadyBound')}</p>
          {account}
          <InfoRows rows={[{ label: t('notBound.inviterAddress'), value: <span className={styles.address}>{info.inviter}</span> }]} />
          <Link to="/" replace>
            {t('notBound.goHome')}
          </Link>
        </SectionCard>
      </PageLayout>
    );
  }

  return (
    <PageLayout title={t('notBound.title')}>
      <SectionCard title={t('notBound.heading')}>
        <p className={styles.intro}>{t('notBound.explanation')}</p>
        {account}
      </SectionCard>

      <SectionCard title={t('notBound.bindTitle')}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={inputId}>
            {t('notBound.inviterAddress')}
          </label>
          <textarea
            id={inputId}
            className={`${styles.input} ${error ? styles.invalid : ''}`}
            value={form.text}
            onChange={(event) => changeText(event.target.value)}
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
          {LOCALNET_ROOT_INVITER && form.text.trim() !== LOCALNET_ROOT_INVITER ? (
            <LocalnetRootOffer onUse={() => changeText(LOCALNET_ROOT_INVITER ?? '')} />
          ) : null}
        </div>
        <SubmitBar label={t('notBound.bind')} requires="wallet" onSubmit={form.submit} loading={form.pending} />
        <Notes items={[t('notBound.noteOnce'), t('notBound.noteValid')]} />
      </SectionCard>
    </PageLayout>
  );
}

/**
 * Localnet builds only: the first account on a new local chain has nobody to invite it but the
 * package's root, whose address the build carries (LOCALNET_ROOT_INVITER); one tap fills it in.
 */
function LocalnetRootOffer({ onUse }: { onUse: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.localRoot}>
      <p className={styles.localRootHint}>{t('notBound.localnetRootHint')}</p>
      <button type="button" className={styles.localRootButton} onClick={onUse}>
        {t('notBound.localnetRootUse')}
      </button>
    </div>
  );
}
