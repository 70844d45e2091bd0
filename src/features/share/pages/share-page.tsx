// Invite (route share): the user's superior, their invite link as text and QR code, and a
// copy button.
import QRCode from 'qrcode';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/get-me';
import { LoginButton } from '../../../auth/login-button';
import { AccessGate } from '../../../components/access-gate';
import { copyWithToast } from '../../../components/feedback';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { IndexFreshnessNote } from '../../../components/index-freshness';
import { useAccess } from '../../../hooks/use-access';
import { buildInviteLink } from '../lib/invite-link';
import styles from './share-page.module.css';

function useQrCodeSvg(text: string | null): string | null {
  const [svg, setSvg] = useState<{ text: string; svg: string } | null>(null);
  useEffect(() => {
    if (text === null) return;
    let current = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((result) => {
        if (current) setSvg({ text, svg: result });
      })
      .catch(() => {
        // A link this short always fits a QR code; if encoding fails anyway the text link stays.
      });
    return () => {
      current = false;
    };
  }, [text]);
  return svg !== null && svg.text === text ? svg.svg : null;
}

function InviteCard({ address }: { address: string }) {
  const { t } = useTranslation();
  const link = buildInviteLink(window.location.origin, import.meta.env.BASE_URL, address);
  const svg = useQrCodeSvg(link);
  const { signedIn } = useAccess();
  const me = useMe();
  // The superior comes from the signed-in user's record on the server (its bound inviter).
  let superior: ReactNode = null;
  if (!signedIn) superior = <LoginButton />;
  else if (me.isError) superior = t('errors.loadFailed');
  else if (me.data) superior = me.data.inviter ? <span data-testid="superior-address">{me.data.inviter}</span> : t('share.noInviter');
  return (
    <>
      <SectionCard title={t('share.myInviter')}>
        <IndexFreshnessNote />
        <InfoRows rows={[{ label: t('share.superiorAddress'), value: superior }, { label: t('share.myAddress'), value: address }]} />
      </SectionCard>
      <SectionCard title={t('share.inviteTitle')}>
        {svg ? (
          <div className={styles.qr}>
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('share.qrAlt')} />
          </div>
        ) : null}
        <p className={styles.link} data-testid="invite-link">
          {link}
        </p>
        <button type="button" className={styles.copy} onClick={() => void copyWithToast(link)}>
          {t('share.copyLink')}
        </button>
        <Notes items={[t('share.noteHow'), t('share.noteBind')]} />
      </SectionCard>
    </>
  );
}

export default function SharePage() {
  const { t } = useTranslation();
  const { address } = useAccess();
  return (
    <PageLayout title={t('share.title')}>
      <AccessGate requires="wallet" walletHint={t('share.connectToInvite')}>
        {address ? <InviteCard address={address} /> : null}
      </AccessGate>
    </PageLayout>
  );
}
