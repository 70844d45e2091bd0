// The coins' icons, shipped with the app: nothing is fetched from a token list or a CDN. Drawn
// inline, not as <img> of an SVG file: each such image is a document of its own for the browser
// to build (some 10 ms of a 4x slower phone's main thread apiece, before the home screen's first
// paint, which shows all three; issue 37).
import { useId, type ReactNode } from 'react';
import styles from './token-icon.module.css';

function SuiGlyph(): ReactNode {
  return (
    <>
      <circle cx="16" cy="16" r="16" fill="#4da2ff" />
      <path d="M16 6.5c3.9 5 6.7 8.7 6.7 12.3a6.7 6.7 0 0 1-13.4 0c0-3.6 2.8-7.3 6.7-12.3z" fill="#fff" />
      <path d="M11.7 18.6c1.5.9 3.2 1.2 4.9.8 1.4-.3 2.8-.2 4.1.5" fill="none" stroke="#4da2ff" strokeWidth="1.4" strokeLinecap="round" />
      <path d="M11.2 21.4c1.6.9 3.3 1.2 5.1.8 1.3-.3 2.6-.2 3.9.4" fill="none" stroke="#4da2ff" strokeWidth="1.4" strokeLinecap="round" />
    </>
  );
}

function SuilGlyph(): ReactNode {
  // Its gradient's id, unique in the page however many SUIL icons it shows (useId's colons left out).
  const gradient = `suil-gradient${useId().replaceAll(':', '')}`;
  return (
    <>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f7bff" />
          <stop offset="1" stopColor="#a47bff" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="16" fill={`url(#${gradient})`} />
      <path d="M16 6c3.8 5.2 6.6 9 6.6 12.8a6.6 6.6 0 0 1-13.2 0C9.4 15 12.2 11.2 16 6z" fill="#fff" />
      <path d="M16 13.6c1.9 2.8 3.3 4.8 3.3 6.6a3.3 3.3 0 0 1-6.6 0c0-1.8 1.4-3.8 3.3-6.6z" fill="#7b6cff" />
    </>
  );
}

function UsdcGlyph(): ReactNode {
  return (
    <>
      <circle cx="16" cy="16" r="16" fill="#2775ca" />
      <path d="M12.6 7.6a9 9 0 0 0 0 16.8M19.4 7.6a9 9 0 0 1 0 16.8" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      <path
        d="M19 12.6c-.4-1.2-1.6-1.9-3-1.9-1.7 0-3 .9-3 2.3 0 3.2 6.1 1.6 6.1 4.9 0 1.4-1.4 2.4-3.1 2.4-1.5 0-2.8-.8-3.2-2.1M16 9v1.7M16 21.3V23"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </>
  );
}

const GLYPHS: Record<string, () => ReactNode> = { SUI: SuiGlyph, SUIL: SuilGlyph, USDC: UsdcGlyph };

/** The coin's icon beside its symbol (decorative: the symbol names it), or nothing for another text. */
export function TokenIcon({ coin, size = 'sm' }: { coin: string; size?: 'sm' | 'md' }) {
  const Glyph = GLYPHS[coin];
  if (!Glyph) return null;
  return (
    <svg className={`${styles.icon} ${size === 'md' ? styles.md : styles.sm}`} viewBox="0 0 32 32" aria-hidden focusable="false">
      <Glyph />
    </svg>
  );
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
