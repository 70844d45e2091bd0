// Invite (route share): the user's superior, their invite link as text and QR code, and a
// copy button.
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGate } from '../../../components/access-gate';
import { showToast } from '../../../components/feedback';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { PageLayout } from '../../../components/page-layout';
import { SectionCard } from '../../../components/section-card';
import { useAccess } from '../../../components/use-access';
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
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast(t('components.copied'), 'success');
    } catch {
      showToast(t('components.copyFailed'), 'fail');
    }
  };
  return (
    <>
      <SectionCard title={t('share.myInviter')}>
        {/* The superior is the inviter bound on chain (finance::info); '--' until it is read. */}
        <InfoRows rows={[{ label: t('share.superiorAddress') }, { label: t('share.myAddress'), value: address }]} />
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
        <button type="button" className={styles.copy} onClick={() => void copy()}>
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
