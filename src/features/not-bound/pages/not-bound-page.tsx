// Not bound (route not_bound): the user has no parent address yet, so the chain refuses their
// stake; they paste (or arrive with, from an invite link) an inviter's address and bind it. A
// wallet without SUI for the gas binds for free (hooks/use-bind-form.ts says when and how).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { LOCALNET_ROOT_INVITER } from '../../../config/env';
import { ConnectButton } from '../../../wallet/connect-button';
import { useBindForm } from '../hooks/use-bind-form';
import { useBindingStatus } from '../hooks/use-binding-status';
import { useLeaveBindScreen } from '../hooks/use-leave-bind-screen';
import styles from './not-bound-page.module.css';

export default function NotBoundPage() {
  const { t } = useTranslation();
  const { address, info, isBound } = useBindingStatus();
  const onBack = useLeaveBindScreen(address, isBound);

  // The guard brings connected users here: they see which account they bind, and may switch it.
  const account = address ? (
    <div className={styles.account}>
      <ConnectButton />
    </div>
  ) : null;

  if (isBound && info) {
    return (
      <PageLayout title={t('notBound.title')} onBack={onBack}>
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
    <PageLayout title={t('notBound.title')} onBack={onBack}>
      <SectionCard title={t('notBound.heading')}>
        <p className={styles.intro}>{t('notBound.explanation')}</p>
        {account}
      </SectionCard>
      <BindCard address={address} />
    </PageLayout>
  );
}

/**
 * The inviter field and the bind button. Only an unbound account gets it: reading which bind it
 * can pay for (its SUI) costs a bound account's page nothing.
 */
function BindCard({ address }: { address: string | null }) {
  const { t } = useTranslation();
  const inputId = useId();
  const form = useBindForm(address);
  const { error, changeText } = form;
  return (
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
        {/* A friend's invite link names the inviter: the root is no alternative to offer then. */}
        {LOCALNET_ROOT_INVITER && form.linkInviter === null && form.text.trim() !== LOCALNET_ROOT_INVITER ? (
          <LocalnetRootOffer onUse={() => changeText(LOCALNET_ROOT_INVITER ?? '')} />
        ) : null}
      </div>
      {form.refusal ? (
        <div className={styles.refusal} role="alert">
          <p className={styles.refusalText}>{form.refusal}</p>
          {form.tryFreeAgain ? (
            <button type="button" className={styles.textButton} onClick={form.tryFreeAgain}>
              {t('notBound.free.tryAgain')}
            </button>
          ) : null}
        </div>
      ) : null}
      <SubmitBar label={form.label} requires="wallet" onSubmit={form.submit} disabledReason={form.disabledReason} loading={form.pending} />
      {form.notes.map((note) => (
        <p key={note} className={styles.pathNote}>
          {note}
        </p>
      ))}
      <Notes items={[t('notBound.noteOnce'), t('notBound.noteValid')]} />
    </SectionCard>
  );
}

/**
 * Localnet builds only: the first account on a new local chain has nobody to invite it but the
 * package's root, whose address the build carries (LOCALNET_ROOT_INVITER); one tap fills it in.
 * Offered only when no invite link brought an inviter, whose referral it would replace.
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
