// BTC (route btc): the operator's page about Bitcoin.
import { CoinPage } from '../components/coin-page';

export default function BtcPage() {
  return <CoinPage symbol="BTC" slug="btc" />;
}
