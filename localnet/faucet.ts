// The faucet: a genesis account that sends SUI (and USDC, when a package defines it) with a real
// signed transaction, so a funded address sees an ordinary transfer in its history.
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { bcs } from '@mysten/sui/bcs';
import { TransactionDataBuilder, type TransactionData } from '@mysten/sui/transactions';
import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { fromBase64, toBase64 } from '@mysten/sui/utils';
import { SUI_FRAMEWORK, SUI_TYPE } from './framework/move-type.ts';
import { REFERENCE_GAS_PRICE, type Ledger } from './ledger/ledger.ts';
import type { Executor } from './exec/executor.ts';

export const FAUCET_SUI_AMOUNT = 1_000n * 1_000_000_000n;
export const FAUCET_USDC_AMOUNT = 10_000n * 1_000_000n;
export const FAUCET_SUI_COINS = 5;

export interface FaucetResult {
  digest: string;
  coins: Array<{ id: string; amount: bigint; coinType: string }>;
}

export class Faucet {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ledger: Ledger,
    private readonly executor: Executor,
    private readonly keypair: Ed25519Keypair,
  ) {}

  get address(): string {
    return this.keypair.toSuiAddress();
  }

  /** One faucet transaction at a time: they all spend the faucet's coins. */
  fund(recipient: string, sui = FAUCET_SUI_AMOUNT, usdc = FAUCET_USDC_AMOUNT): Promise<FaucetResult> {
    const run = this.queue.then(() => this.send(normalizeSuiAddress(recipient), sui, usdc));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private largestCoin(coinType: string) {
    const want = `${SUI_FRAMEWORK}::coin::Coin<${coinType}>`;
    let best;
    for (const o of this.ledger.ownedBy(this.address)) {
      if (o.type !== want) continue;
      if (!best || BigInt(o.fields.balance as bigint) > BigInt(best.fields.balance as bigint)) best = o;
    }
    return best;
  }

  private async send(recipient: string, sui: bigint, usdc: bigint): Promise<FaucetResult> {
    const gas = this.largestCoin(SUI_TYPE);
    if (!gas) throw new Error('the faucet has no SUI left');
    const usdcType = this.ledger.packages.coins().find((c) => c.symbol === 'USDC')?.type;
    const usdcCoin = usdcType && usdc > 0n ? this.largestCoin(usdcType) : undefined;
    const pure = (bytes: Uint8Array) => ({ $kind: 'Pure' as const, Pure: { bytes: toBase64(bytes) } });
    // SUI comes as five coins, as from Sui's faucet (one can pay gas while another is spent).
    const parts = Array.from({ length: FAUCET_SUI_COINS }, (_, i) => sui / BigInt(FAUCET_SUI_COINS) + (i === 0 ? sui % BigInt(FAUCET_SUI_COINS) : 0n));
    const inputs: TransactionData['inputs'] = [pure(bcs.Address.serialize(recipient).toBytes()), ...parts.map((p) => pure(bcs.u64().serialize(p).toBytes()))];
    const commands: TransactionData['commands'] = [
      { $kind: 'SplitCoins', SplitCoins: { coin: { $kind: 'GasCoin', GasCoin: true }, amounts: parts.map((_, i) => ({ $kind: 'Input', Input: 1 + i, type: 'pure' })) } },
      { $kind: 'TransferObjects', TransferObjects: { objects: parts.map((_, i) => ({ $kind: 'NestedResult', NestedResult: [0, i] })), address: { $kind: 'Input', Input: 0, type: 'pure' } } },
    ] as TransactionData['commands'];
    if (usdcCoin) {
      inputs.push(
        { $kind: 'Object', Object: { $kind: 'ImmOrOwnedObject', ImmOrOwnedObject: { objectId: usdcCoin.id, version: usdcCoin.version.toString(), digest: usdcCoin.digest } } },
        pure(bcs.u64().serialize(usdc).toBytes()),
      );
      commands.push(
        { $kind: 'SplitCoins', SplitCoins: { coin: { $kind: 'Input', Input: inputs.length - 2, type: 'object' }, amounts: [{ $kind: 'Input', Input: inputs.length - 1, type: 'pure' }] } } as never,
        { $kind: 'TransferObjects', TransferObjects: { objects: [{ $kind: 'NestedResult', NestedResult: [2, 0] }], address: { $kind: 'Input', Input: 0, type: 'pure' } } } as never,
      );
    }
    const data: TransactionData = {
      version: 2,
      sender: this.address,
      expiration: { $kind: 'None', None: true },
      gasData: {
        budget: String(10_000_000n),
        price: String(REFERENCE_GAS_PRICE),
        owner: this.address,
        payment: [{ objectId: gas.id, version: gas.version.toString(), digest: gas.digest }],
      },
      inputs,
      commands,
    };
    const bytes = TransactionDataBuilder.restore(data).build();
    const { signature } = await this.keypair.signTransaction(bytes);
    const { tx } = this.executor.execute(bytes, [fromBase64(signature)]);
    if (tx.error) throw new Error(`faucet transaction failed: ${tx.error.description}`);
    const coins = tx.changed
      .filter((c) => c.idOperation === 'Created' && c.output?.owner.kind === 'address' && c.output.owner.address === recipient)
      .map((c) => {
        const obj = this.ledger.objects.get(c.id)!;
        return { id: c.id, amount: BigInt(obj.fields.balance as bigint), coinType: obj.type.slice(obj.type.indexOf('<') + 1, -1) };
      });
    return { digest: tx.digest, coins };
  }
}
