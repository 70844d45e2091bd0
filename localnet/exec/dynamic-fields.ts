// Dynamic fields as native functions see them (`CallContext.dynamicField`, what
// `0x2::table::Table` uses): each entry is a child object `0x2::dynamic_field::Field<K, V>` of
// its parent, with the id Sui derives from parent and key. A field is copied from the ledger
// into the working set on first use; the ledger changes only when the transaction commits.
import { normalizeSuiAddress } from '@mysten/sui/utils';
import type { CallContext, MoveObject } from '../packages/types.ts';
import { SUI_FRAMEWORK, parseMoveType, printMoveType } from '../framework/move-type.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { dynamicFieldId } from '../framework/accumulator.ts';
import type { WObj } from './types.ts';

/** The dynamic-field operations of a Move call, on the working set `ws` (changed in place). */
export function dynamicFields(ledger: Ledger, ws: Map<string, WObj>): CallContext['dynamicField'] {
  const packages = ledger.packages;
  const loadField = (parentId: string, keyType: string, key: unknown): WObj | undefined => {
    const kt = printMoveType(parseMoveType(keyType));
    const parent = normalizeSuiAddress(parentId);
    const keyBytes = packages.layout(kt).serialize(key).toBytes();
    const id = dynamicFieldId(parent, kt, keyBytes);
    const have = ws.get(id);
    if (have) return have;
    const stored = ledger.objects.get(id);
    if (!stored) return undefined;
    const w: WObj = {
      id,
      obj: { id, type: stored.type, fields: structuredClone(stored.fields) as MoveObject['fields'] },
      owner: stored.owner,
      input: stored,
      inputKind: 'child',
      state: 'held',
      dirty: false,
      dynamicField: stored.dynamicField,
    };
    ws.set(id, w);
    return w;
  };

  return {
    get: <V>(parentId: string, keyType: string, key: unknown, _valueType: string): V | undefined => {
      const w = loadField(parentId, keyType, key);
      if (!w || w.state === 'deleted') return undefined;
      return structuredClone(w.obj.fields.value) as V;
    },
    set: (parentId, keyType, key, valueType, value) => {
      const kt = printMoveType(parseMoveType(keyType));
      const vt = printMoveType(parseMoveType(valueType));
      const parent = normalizeSuiAddress(parentId);
      const keyBytes = packages.layout(kt).serialize(key).toBytes();
      const id = dynamicFieldId(parent, kt, keyBytes);
      const w = loadField(parent, kt, key);
      const type = `${SUI_FRAMEWORK}::dynamic_field::Field<${kt},${vt}>`;
      const fields = { id, name: key, value: structuredClone(value) };
      if (w && w.state !== 'deleted') {
        w.obj = { id, type, fields };
        w.dirty = true;
      } else if (w) {
        w.obj = { id, type, fields };
        w.state = 'held';
        w.dirty = true;
      } else {
        ws.set(id, {
          id,
          obj: { id, type, fields },
          owner: { kind: 'object', address: parent },
          state: 'held',
          dirty: true,
          dynamicField: { parent, nameType: kt, nameBcs: keyBytes, valueType: vt },
        });
      }
    },
    remove: (parentId, keyType, key) => {
      const w = loadField(parentId, keyType, key);
      if (!w || w.state === 'deleted') return false;
      w.state = 'deleted';
      w.dirty = true;
      return true;
    },
  };
}
