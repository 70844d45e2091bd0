// ToppedUp.coin_type is std::type_name of the coin: the address as 64 hex digits without 0x
// (localnet/packages/finance/README.md). This names the coin the app knows it as.
import { normalizeStructTag } from '@mysten/sui/utils';
import { COIN_TYPES, type CoinSymbol } from '../../../chain/finance-ids';

export function coinOfTypeName(typeName: string): CoinSymbol | null {
  let type: string;
  try {
    type = normalizeStructTag(typeName.startsWith('0x') ? typeName : `0x${typeName}`);
  } catch {
    return null;
  }
  for (const [symbol, coinType] of Object.entries(COIN_TYPES)) {
    if (normalizeStructTag(coinType) === type) return symbol as CoinSymbol;
  }
  return null;
}
