// Module `finance`: the invitation tree. One shared `Finance` object holds the root address and
// a table user -> inviter. A user is valid when it is root or has a non-zero inviter.
import { bcs } from '@mysten/sui/bcs';
import type { CallContext, MoveObject, NativeModule } from '../types.ts';
import { ABORT, PACKAGE_ID, ZERO_ADDRESS } from './ids.ts';
import { TableBcs, type TableFields, UidBcs, tableGet, tableSet, tableType } from './move.ts';

export const FINANCE_TYPE = `${PACKAGE_ID}::finance::Finance`;
const INVITERS_TABLE = tableType('address', 'address');

export type FinanceFields = { id: string; root: string; inviters: TableFields };

export function inviterOf(ctx: CallContext, finance: MoveObject, user: string): string {
  const fields = finance.fields as FinanceFields;
  return tableGet<string>(ctx, fields.inviters, 'address', user, 'address') ?? ZERO_ADDRESS;
}

/** Root, or anyone with a non-zero inviter (docs/contract.md: "is valid"). */
export function isValidUser(ctx: CallContext, finance: MoveObject, user: string): boolean {
  return user === (finance.fields as FinanceFields).root || inviterOf(ctx, finance, user) !== ZERO_ADDRESS;
}

export const financeModule: NativeModule = {
  structs: {
    Finance: {
      abilities: ['key'],
      fields: [
        { name: 'id', type: '0x2::object::UID' },
        { name: 'root', type: 'address' },
        { name: 'inviters', type: INVITERS_TABLE },
      ],
      bcs: () => bcs.struct('Finance', { id: UidBcs, root: bcs.Address, inviters: TableBcs }),
    },
    Bound: {
      abilities: ['copy', 'drop'],
      fields: [
        { name: 'user', type: 'address' },
        { name: 'inviter', type: 'address' },
      ],
      bcs: () => bcs.struct('Bound', { user: bcs.Address, inviter: bcs.Address }),
    },
  },
  functions: {
    info: {
      visibility: 'public',
      isEntry: false,
      parameters: [{ type: FINANCE_TYPE, ref: 'imm' }, { type: 'address' }],
      returns: ['address', 'address'],
      run(ctx: CallContext, args: unknown[]) {
        const [finance, user] = args as [MoveObject, string];
        return [(finance.fields as FinanceFields).root, inviterOf(ctx, finance, user)];
      },
    },
    bind_inviter: {
      visibility: 'public',
      isEntry: true,
      parameters: [{ type: FINANCE_TYPE, ref: 'mut' }, { type: 'address' }],
      returns: [],
      run(ctx: CallContext, args: unknown[]) {
        const [finance, inviter] = args as [MoveObject, string];
        const fields = finance.fields as FinanceFields;
        // Root is valid without an inviter and counts as bound: it can never bind.
        if (isValidUser(ctx, finance, ctx.sender)) ctx.abort(ABORT.alreadyBound);
        if (inviter === ctx.sender) ctx.abort(ABORT.selfInvite);
        if (!isValidUser(ctx, finance, inviter)) ctx.abort(ABORT.invalidInviter);
        tableSet(ctx, fields.inviters, 'address', ctx.sender, 'address', inviter);
        ctx.emit('Bound', { user: ctx.sender, inviter });
        return [];
      },
    },
  },
};
