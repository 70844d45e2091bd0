// `npm run server:cancel-voucher -- --nonce N --reason "..." [--by NAME] [--pay-out]`
// (server/operator/cli.ts): the operator's only way to close a pending voucher other than its
// owner submitting it.
//
// `swap::withdraw` has no expiry, and the contract offers no way to burn a nonce (docs/contract.md;
// localnet/packages/finance/swap-module.ts): while the signed voucher exists it can pay. So
// giving its amount back to the income would let the same money leave twice, and this command
// never does. It checks the chain first, then either
//   - refuses: the chain already used the nonce (the indexer will mark it paid), or the voucher
//     is still payable (without --pay-out: the user can still complete it in the app);
//   - or, with --pay-out, pays it out itself: it submits the voucher to `swap::withdraw` from a
//     gas account (PAYOUT_GAS_SECRET_KEY; on localnet a faucet-funded key), which sends the
//     amount to the voucher's recipient, uses the nonce, and marks the voucher paid.
// Every run on a pending voucher writes an operator_audit row (server/operator/audit.ts):
// `cancel_refused` on its own, `pay_out` in the same transaction that marks the voucher paid.
// voucher_audit is the legacy table of the runs before issue 21: kept as it is, no longer written.
import { requestSuiFromFaucetV2 } from '@mysten/sui/faucet';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { fromHex } from '@mysten/sui/utils';
import type { ServerConfig } from './config.ts';
import type { Db, Executor } from './db/client.ts';
import { isPending, voucherByNonce } from './db/withdrawals.ts';
import { appendAudit } from './operator/audit.ts';
import { checkActor } from './operator/input.ts';
import { isNonceUsedOnChain } from './payouts/liquidity-swap.ts';
import { markVoucherPaid } from './payouts/voucher-paid.ts';

export type CancelOutcome = 'refused_already_paid' | 'refused_still_payable' | 'paid_out';

export interface CancelRequest {
  nonce: bigint;
  reason: string;
  operator: string;
  payOut: boolean;
}

export interface CancelResult {
  outcome: CancelOutcome | 'not_pending';
  message: string;
  txDigest?: string;
}

/** The account that pays the gas of a payout: PAYOUT_GAS_SECRET_KEY, or on localnet a key funded by its faucet. */
async function payoutGasKey(config: ServerConfig, env: NodeJS.ProcessEnv): Promise<Ed25519Keypair> {
  const secret = env.PAYOUT_GAS_SECRET_KEY?.replace(/^0x/, '');
  if (secret) {
    if (!/^[0-9a-fA-F]{64}$/.test(secret)) throw new Error('PAYOUT_GAS_SECRET_KEY must be a 32-byte Ed25519 secret in hex');
    return Ed25519Keypair.fromSecretKey(fromHex(secret));
  }
  if (config.network !== 'localnet') throw new Error('--pay-out needs PAYOUT_GAS_SECRET_KEY (an account with SUI for gas) outside localnet');
  const key = Ed25519Keypair.generate();
  const funded = await requestSuiFromFaucetV2({ host: config.suiNodeUrl, recipient: key.toSuiAddress() });
  if (funded.status !== 'Success') throw new Error('the localnet faucet did not fund the payout gas account');
  return key;
}

export async function cancelVoucher(
  db: Db,
  client: SuiGrpcClient,
  config: ServerConfig,
  request: CancelRequest,
  env: NodeJS.ProcessEnv = process.env,
  now: () => number = Date.now,
): Promise<CancelResult> {
  const { operator, reason } = checkActor(request);
  const nonce = request.nonce.toString();
  const voucher = await voucherByNonce(db, nonce);
  if (!voucher) return { outcome: 'not_pending', message: `no voucher with nonce ${nonce}` };
  if (!isPending(voucher.status) || voucher.signature === null) {
    return { outcome: 'not_pending', message: `voucher ${nonce} is ${voucher.status}, not pending: nothing to do` };
  }
  const signature = voucher.signature;
  const audit = (outcome: CancelOutcome, txDigest: string | null, executor: Executor) =>
    appendAudit(executor, {
      operator,
      action: outcome === 'paid_out' ? 'pay_out' : 'cancel_refused',
      subject: `voucher:${nonce}`,
      before: { status: voucher.status, address: voucher.address, amount: voucher.amount },
      after: { status: outcome === 'paid_out' ? 'paid' : voucher.status, address: voucher.address, amount: voucher.amount, outcome, txDigest },
      reason,
      at: now(),
    });
  // A refusal changes nothing but the record: its audit row is a transaction of its own.
  const refuse = (outcome: CancelOutcome) => db.transaction((tx) => audit(outcome, null, tx));

  if (await isNonceUsedOnChain(client, voucher.pool, request.nonce)) {
    await refuse('refused_already_paid');
    return {
      outcome: 'refused_already_paid',
      message: `the chain has already paid voucher ${nonce} (its nonce is used); the indexer marks it paid when it reads that transaction. Nothing changed.`,
    };
  }
  if (!request.payOut) {
    await refuse('refused_still_payable');
    return {
      outcome: 'refused_still_payable',
      message:
        `voucher ${nonce} (${voucher.amount} to ${voucher.address}) is unused on chain and stays payable: swap::withdraw has no expiry and ` +
        'the contract offers no way to burn a nonce, so giving its amount back would let the same money leave twice. Its owner can ' +
        'complete it in the app; or run again with --pay-out to submit it yourself, which pays the amount to its owner. Nothing changed.',
    };
  }

  const gas = await payoutGasKey(config, env);
  const tx = new Transaction();
  tx.moveCall({
    target: `${config.financePackageId}::swap::withdraw`,
    arguments: [
      tx.object(voucher.pool),
      tx.pure.u64(BigInt(voucher.amount)),
      tx.pure.u64(request.nonce),
      tx.pure.address(voucher.address),
      tx.pure.vector('u8', Array.from(fromHex(signature))),
    ],
  });
  const result = await client.signAndExecuteTransaction({ transaction: tx, signer: gas, include: { effects: true } });
  const done = result.$kind === 'Transaction' ? result.Transaction : result.FailedTransaction;
  if (!done.status.success) throw new Error(`swap::withdraw failed on chain (${done.digest}); nothing changed`);
  await client.waitForTransaction({ digest: done.digest });
  await db.transaction(async (t) => {
    await markVoucherPaid(t, {
      nonce: request.nonce, recipient: voucher.address, amount: BigInt(voucher.amount), txDigest: done.digest, eventSeq: 0, at: new Date(now()).toISOString(),
    });
    await audit('paid_out', done.digest, t);
  });
  return { outcome: 'paid_out', message: `voucher ${nonce}: ${voucher.amount} paid to ${voucher.address} in ${done.digest}`, txDigest: done.digest };
}
