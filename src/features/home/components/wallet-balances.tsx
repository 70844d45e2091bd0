// The home page's balances: SUI, SUIL and USDC of the connected account, read from the chain.
// Without a wallet the figures are unknown ('--') and the card says why; so it does while the
// wallet stack is still loading after the first paint.
import { useTranslation } from 'react-i18next';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { StatGrid } from '../../../components/stat-grid';
import { CoinLabel } from '../../../components/token-icon';
import { useOptionalDAppKit } from '../../../wallet/wallet-stack';
import { useBalances, type BalancesState } from '../hooks/use-balances';
import styles from './wallet-balances.module.css';

const COINS = ['SUI', 'SUIL', 'USDC'] as const;

const NO_WALLET: BalancesState = { owner: null, balances: null, isError: false, retry: () => undefined };

export function WalletBalances() {
  return useOptionalDAppKit() ? <ChainBalances /> : <BalancesCard {...NO_WALLET} />;
}

function ChainBalances() {
  return <BalancesCard {...useBalances()} />;
}

function BalancesCard({ owner, balances, isError, retry }: BalancesState) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="home-balances" data-testid="wallet-balances">
      <h2 id="home-balances" className={styles.title}>
        {t('home.balancesTitle')}
      </h2>
      <StatGrid
        columns={3}
        prominent
        loading={owner !== null && balances === null && !isError}
        items={COINS.map((coin) => ({
          label: <CoinLabel coin={coin} />,
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
