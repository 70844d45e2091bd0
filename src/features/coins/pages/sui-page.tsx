// SUI (route sui): the operator's page about SUI.
import { CoinPage } from '../components/coin-page';

export default function SuiPage() {
  return <CoinPage symbol="SUI" slug="sui" />;
}
