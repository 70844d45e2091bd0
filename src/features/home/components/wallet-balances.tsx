// The home page's balances: SUI, SUIL and USDC of the connected account, read from the chain.
// Without a wallet the figures are unknown ('--') and the card says why.
import { useTranslation } from 'react-i18next';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { StatGrid } from '../../../components/stat-grid';
import { useBalances } from '../hooks/use-balances';
import styles from './wallet-balances.module.css';

const COINS = ['SUI', 'SUIL', 'USDC'] as const;

export function WalletBalances() {
  const { t } = useTranslation();
  const { owner, balances, isError, retry } = useBalances();
  return (
    <section className={styles.card} aria-labelledby="home-balances" data-testid="wallet-balances">
      <h2 id="home-balances" className={styles.title}>
        {t('home.balancesTitle')}
      </h2>
      <StatGrid
        columns={3}
        items={COINS.map((coin) => ({
          label: coin,
          value: balances && <span data-testid={`balance-${coin}`}>{formatDisplayAmount(balances[coin], DECIMALS[coin])}</span>,
        }))}
      />
      {owner === null ? <p className={styles.hint}>{t('home.balancesConnect')}</p> : null}
      {isError ? (
        <p className={styles.hint}>
          {t('home.balancesFailed')}{' '}
          <button type="button" className={styles.retry} onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
