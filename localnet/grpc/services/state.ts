// StateService: balances (coins plus address balance), owned objects, coin info, dynamic fields.
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { SUI_TYPE, coinTypeOf } from '../../framework/move-type.ts';
import { ownedInIndexOrder, ownerIndexKey } from '../../ledger/owner-index.ts';
import { Code, GrpcError, type GrpcRouter } from '../wire.ts';
import { prune, sub, wants } from '../mask.ts';
import { normalizeTypeOrThrow, objectProto } from '../convert.ts';
import { DEFAULT_OBJECT_MASK, G, addr, mask, objectMsg, pageSize, type ServiceContext } from './common.ts';

export function registerStateService(router: GrpcRouter, { ledger }: ServiceContext): void {
  const coinObjects = (owner: string, coinType?: string) =>
    ledger.ownedBy(owner).filter((o) => {
      const t = coinTypeOf(o.type);
      return t !== undefined && (coinType === undefined || t === coinType);
    });

  const typeFilter = (text: string): ((type: string) => boolean) => {
    const t = parseTypeLoose(text);
    // A type without type arguments matches every instantiation, as on Sui.
    return (type) => type === t || (!t.includes('<') && type.startsWith(`${t}<`));
  };

  router.on('StateService/ListOwnedObjects', (req) => {
    const owner = addr(req.owner, 'owner');
    const tree = mask(req.readMask, DEFAULT_OBJECT_MASK);
    let objects = ownedInIndexOrder(ledger, owner);
    if (req.objectType) {
      const f = typeFilter(req.objectType);
      objects = objects.filter((o) => f(o.type));
    }
    // The page token is the index key of the last object listed.
    const after = req.pageToken?.length ? new TextDecoder().decode(req.pageToken) : undefined;
    if (after) objects = objects.filter((o) => ownerIndexKey(o) > after);
    const size = pageSize(req.pageSize);
    const page = objects.slice(0, size);
    return {
      objects: page.map((o) => objectMsg(ledger, o, tree)),
      nextPageToken: objects.length > size ? new TextEncoder().encode(ownerIndexKey(page[page.length - 1])) : undefined,
    };
  });

  /** Coins and address balance (SIP-58) of one coin type; `balance` is their sum. */
  const balanceOf = (owner: string, coinType: string) => {
    const coins = coinObjects(owner, coinType).reduce((s, o) => s + BigInt(o.fields.balance as bigint), 0n);
    const addressBalance = ledger.addressBalance(owner, coinType);
    return { coinType, balance: coins + addressBalance, coinBalance: coins, addressBalance };
  };

  router.on('StateService/GetBalance', (req) => {
    const owner = addr(req.owner, 'owner');
    const coinType = req.coinType ? normalizeTypeOrThrow(req.coinType) : SUI_TYPE;
    return { balance: balanceOf(owner, coinType) };
  });

  router.on('StateService/ListBalances', (req) => {
    const owner = addr(req.owner, 'owner');
    const types = [...new Set([...coinObjects(owner).map((o) => coinTypeOf(o.type)!), ...ledger.addressBalances(owner).keys()])].sort();
    const after = req.pageToken?.length ? new TextDecoder().decode(req.pageToken) : undefined;
    const rest = after ? types.filter((t) => t > after) : types;
    const size = pageSize(req.pageSize);
    const page = rest.slice(0, size);
    return {
      balances: page.map((t) => balanceOf(owner, t)),
      nextPageToken: rest.length > size ? new TextEncoder().encode(page[page.length - 1]) : undefined,
    };
  });

  router.on('StateService/GetCoinInfo', (req) => {
    if (!req.coinType) throw new GrpcError(Code.INVALID_ARGUMENT, 'missing coin type');
    const coinType = normalizeTypeOrThrow(req.coinType);
    const info = ledger.packages.coins().find((c) => normalizeTypeOrThrow(c.type) === coinType);
    if (!info) throw new GrpcError(Code.NOT_FOUND, `coin ${coinType} not found`);
    const meta = ledger.coinMetadata(coinType);
    return {
      coinType,
      metadata: {
        id: meta?.id,
        decimals: info.decimals,
        name: info.name,
        symbol: info.symbol,
        description: info.description,
        iconUrl: info.iconUrl,
      },
    };
  });

  router.on('StateService/ListDynamicFields', (req) => {
    const parent = addr(req.parent, 'parent');
    const tree = mask(req.readMask, ['parent', 'field_id']);
    let fields = ledger.childrenOf(parent).filter((o) => o.dynamicField);
    const after = req.pageToken?.length ? normalizeSuiAddress(new TextDecoder().decode(req.pageToken)) : undefined;
    if (after) fields = fields.filter((o) => o.id > after);
    const size = pageSize(req.pageSize);
    const page = fields.slice(0, size);
    return {
      dynamicFields: page.map((o) => {
        const df = o.dynamicField!;
        const value = ledger.packages.layout(df.valueType).serialize(o.fields.value).toBytes();
        return prune(
          G.DynamicField,
          {
            kind: G.DynamicField_DynamicFieldKind.FIELD,
            parent,
            fieldId: o.id,
            fieldObject: wants(tree, 'field_object') ? prune(G.Object, objectProto(o, ledger.packages, wants(sub(tree, 'field_object'), 'json')), sub(tree, 'field_object')) : undefined,
            name: { name: df.nameType, value: df.nameBcs },
            value: { name: df.valueType, value },
            valueType: df.valueType,
          },
          tree,
        );
      }),
      nextPageToken: fields.length > size ? new TextEncoder().encode(page[page.length - 1].id) : undefined,
    };
  });
}

function parseTypeLoose(text: string): string {
  const t = text.trim();
  if (!t.includes('<')) {
    const parts = t.split('::');
    if (parts.length === 3) return `${normalizeSuiAddress(parts[0])}::${parts[1]}::${parts[2]}`;
  }
  return normalizeTypeOrThrow(t);
}
