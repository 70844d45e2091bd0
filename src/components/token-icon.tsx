// The coins' icons, shipped with the app (src/assets/tokens; small enough for Vite to inline):
// nothing is fetched from a token list or a CDN.
import suiIcon from '../assets/tokens/sui.svg';
import suilIcon from '../assets/tokens/suil.svg';
import usdcIcon from '../assets/tokens/usdc.svg';
import styles from './token-icon.module.css';

const ICONS: Record<string, string> = { SUI: suiIcon, SUIL: suilIcon, USDC: usdcIcon };

/** The coin's icon beside its symbol (decorative: the symbol names it), or nothing for another text. */
export function TokenIcon({ coin, size = 'sm' }: { coin: string; size?: 'sm' | 'md' }) {
  const src = ICONS[coin];
  if (!src) return null;
  return <img className={`${styles.icon} ${size === 'md' ? styles.md : styles.sm}`} src={src} alt="" aria-hidden />;
}

/** A coin's icon and symbol, e.g. as a balance's label. */
export function CoinLabel({ coin }: { coin: string }) {
  return (
    <span className={styles.label}>
      <TokenIcon coin={coin} />
      {coin}
    </span>
  );
}
