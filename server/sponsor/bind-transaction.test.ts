// The shape the sponsor signs, checked on its own (no node): the bytes of a genuine sponsored
// bind pass, and each way of making the sponsor pay for something else is named.
import { bcs } from '@mysten/sui/bcs';
import { Inputs, Transaction, TransactionDataBuilder } from '@mysten/sui/transactions';
import { normalizeSuiAddress, toBase64 } from '@mysten/sui/utils';
import { describe, expect, it } from 'vitest';
import { type BindShape, bindProblem } from './bind-transaction.ts';

const shape: BindShape = {
  sender: normalizeSuiAddress('0xa11ce'),
  sponsor: normalizeSuiAddress('0x5905'),
  packageId: normalizeSuiAddress('0xf1'),
  financeObjectId: normalizeSuiAddress('0xf001'),
  gasPrice: 1000n,
  maxGasBudget: 50_000_000n,
  chainId: '4btiuiMPvEENsttpZC7CZ53DruC3MAgfznDbASZ7DR6S',
};
const inviter = normalizeSuiAddress('0x1e');

/** A sponsored bind built offline, with `change` applied to its data. */
function bytesOf(change: (data: TransactionDataBuilder) => void = () => undefined): Uint8Array {
  const tx = new Transaction();
  tx.setSender(shape.sender);
  tx.setGasOwner(shape.sponsor);
  tx.setGasPayment([]);
  tx.setGasPrice(shape.gasPrice!);
  tx.setGasBudget(3_705_104n);
  tx.setExpiration({ ValidDuring: { minEpoch: '0', maxEpoch: '1', minTimestamp: null, maxTimestamp: null, chain: shape.chainId, nonce: 7 } });
  const finance = tx.object(Inputs.SharedObjectRef({ objectId: shape.financeObjectId, initialSharedVersion: '1', mutable: true }));
  tx.moveCall({ target: `${shape.packageId}::finance::bind_inviter`, arguments: [finance, tx.pure.address(inviter)] });
  const data = TransactionDataBuilder.restore(tx.getData());
  change(data);
  return data.build();
}

const pure = (address: string) => ({ $kind: 'Pure' as const, Pure: { bytes: toBase64(bcs.Address.serialize(address).toBytes()) } });
const move = (d: TransactionDataBuilder) => (d.commands[0] as { MoveCall: { package: string; module: string; function: string } }).MoveCall;

describe('bindProblem', () => {
  it('passes the genuine bind and reads its inviter and budget', () => {
    expect(bindProblem(bytesOf(), shape)).toEqual({ inviter, gasBudget: 3_705_104n });
  });

  const refused: [string, (d: TransactionDataBuilder) => void, RegExp][] = [
    ['another sender', (d) => void (d.sender = normalizeSuiAddress('0xbad')), /sender/],
    ['another gas owner', (d) => void (d.gasData.owner = normalizeSuiAddress('0xbad')), /gas owner/],
    ['gas from coins', (d) => void (d.gasData.payment = [{ objectId: normalizeSuiAddress('0xc0'), version: '1', digest: '4btiuiMPvEENsttpZC7CZ53DruC3MAgfznDbASZ7DR6S' }]), /address balance/],
    ['a gas price off', (d) => void (d.gasData.price = '1001'), /gas price/],
    ['a budget over the cap', (d) => void (d.gasData.budget = '50000001'), /budget/],
    ['no expiration', (d) => void (d.expiration = { $kind: 'None', None: true }), /expiration/],
    [
      'a window of three epochs',
      (d) => void (d.expiration = { $kind: 'ValidDuring', ValidDuring: { minEpoch: '0', maxEpoch: '2', minTimestamp: null, maxTimestamp: null, chain: shape.chainId, nonce: 1 } }),
      /expiration/,
    ],
    [
      'another chain',
      (d) => void (d.expiration = { $kind: 'ValidDuring', ValidDuring: { minEpoch: '0', maxEpoch: '1', minTimestamp: null, maxTimestamp: null, chain: '11111111111111111111111111111111', nonce: 1 } }),
      /expiration/,
    ],
    ['another function', (d) => void (move(d).function = 'info'), /finance::bind_inviter/],
    ['another module', (d) => void (move(d).module = 'swap'), /finance::bind_inviter/],
    ['another package', (d) => void (move(d).package = normalizeSuiAddress('0x2')), /finance::bind_inviter/],
    ['two commands', (d) => void d.commands.push(structuredClone(d.commands[0]!)), /one command/],
    [
      'the gas coin transferred',
      (d) => {
        d.inputs.push(pure(normalizeSuiAddress('0xbad')));
        d.commands = [{ $kind: 'TransferObjects', TransferObjects: { objects: [{ $kind: 'GasCoin', GasCoin: true }], address: { $kind: 'Input', Input: 2, type: 'pure' } } }];
      },
      /Move call/,
    ],
    ['the gas coin as the inviter', (d) => void (move(d) as unknown as { arguments: unknown[] }).arguments.splice(1, 1, { $kind: 'GasCoin', GasCoin: true }), /Finance object and the inviter/],
    [
      'another Finance object',
      (d) => void ((d.inputs[0] as { Object: { SharedObject: { objectId: string } } }).Object.SharedObject.objectId = normalizeSuiAddress('0xf002')),
      /Finance object/,
    ],
    ['the Finance object read-only', (d) => void ((d.inputs[0] as { Object: { SharedObject: { mutable: boolean } } }).Object.SharedObject.mutable = false), /Finance object/],
    ['an extra input', (d) => void d.inputs.push(pure(inviter)), /two inputs/],
    ['an inviter that is not an address', (d) => void (d.inputs[1] = { $kind: 'Pure', Pure: { bytes: toBase64(new Uint8Array([1, 2, 3])) } }), /inviter/],
  ];
  for (const [name, change, problem] of refused) {
    it(`refuses ${name}`, () => {
      const checked = bindProblem(bytesOf(change), shape);
      expect('problem' in checked ? checked.problem : checked).toMatch(problem);
    });
  }

  it('refuses what is not transaction data', () => {
    expect(bindProblem(new Uint8Array([1, 2, 3]), shape)).toEqual({ problem: 'not transaction data' });
  });

  it('takes any gas price when told to (bytes checked at the price of the day they were issued)', () => {
    expect(bindProblem(bytesOf((d) => void (d.gasData.price = '1500')), { ...shape, gasPrice: null })).toEqual({ inviter, gasBudget: 3_705_104n });
  });
});
