// The finance package through the real node, shared by its integration tests
// (finance.integration.test.ts, finance-swap-topup.integration.test.ts): the committed env, event
// and object layouts written from docs/contract.md and the README (not imported from the package, so a
// layout change in the package shows up as a failure), transactions built as the app builds
// them, and helpers that execute, preview and read them through SuiGrpcClient.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bcs } from '@mysten/sui/bcs';
import { requestSuiFromFaucetV2 } from '@mysten/sui/faucet';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction, type TransactionObjectArgument } from '@mysten/sui/transactions';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Localnet, startLocalnet } from '../../node.ts';
import { DEV_ROOT_ADDRESS, devOperatorKeypair, devRootKeypair } from './dev-keys.ts';
import { financePackages } from './index.ts';

export const SUI = 1_000_000_000n;
export const USDC = 1_000_000n;
export const DAY_MS = 86_400_000;
export const GAS_BUDGET = 50_000_000n;

function committedEnv(): Record<string, string> {
  const text = readFileSync(fileURLToPath(new URL('../../../.env.localnet', import.meta.url)), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .map((l) => /^VITE_([A-Z_]+)=(.*)$/.exec(l.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]),
  );
}

export const ENV = committedEnv();
export const PKG = ENV.PACKAGE_ID;
export const SUIL_TYPE = ENV.SUIL_TYPE;
export const USDC_TYPE = ENV.USDC_TYPE;

// Event layouts as docs/contract.md lists them.
export const Bound = bcs.struct('Bound', { user: bcs.Address, inviter: bcs.Address });
export const Staked = bcs.struct('Staked', { user: bcs.Address, amount: bcs.u64() });
export const ClaimReward = bcs.struct('ClaimReward', { user: bcs.Address, reward_value: bcs.u64() });
export const UnStake = bcs.struct('UnStake', { user: bcs.Address, stake_value: bcs.u64(), fee: bcs.u64() });
export const Claimed = bcs.struct('Claimed', {
  user: bcs.Address,
  mode: bcs.u8(),
  claim_sui_amount: bcs.u64(),
  reward_value: bcs.u64(),
  reward_value_fee: bcs.u64(),
});
export const Swapped = bcs.struct('Swapped', { user: bcs.Address, amount_in: bcs.u64(), fee: bcs.u64(), amount_out: bcs.u64() });
export const Withdrawn = bcs.struct('Withdrawn', { user: bcs.Address, amount: bcs.u64(), nonce: bcs.u64() });
export const ToppedUp = bcs.struct('ToppedUp', { user: bcs.Address, coin_type: bcs.string(), amount: bcs.u64() });
export const WithdrawVoucher = bcs.struct('WithdrawVoucher', { pool: bcs.Address, recipient: bcs.Address, amount: bcs.u64(), nonce: bcs.u64() });
export const StakePool = bcs.struct('StakePool', {
  id: bcs.Address,
  claim_hr_rate: bcs.u64(),
  unstake_hr_rate: bcs.u64(),
  release_rate: bcs.u64(),
  min_stake: bcs.u64(),
  total_staked: bcs.u64(),
  sui_balance: bcs.u64(),
  positions: bcs.struct('Table', { id: bcs.Address, size: bcs.u64() }),
});

export type Executed = Awaited<ReturnType<typeof execute>>;

/** The node the helpers talk to: started by setUpFinanceNode, swapped for another by withNode. */
export const node = {} as { net: Localnet; client: SuiGrpcClient };

export async function execute(signer: Ed25519Keypair, tx: Transaction) {
  tx.setSenderIfNotSet(signer.toSuiAddress());
  // An explicit budget, as a wallet sets one: a failing call then reaches the chain and pays gas.
  tx.setGasBudgetIfNotSet(GAS_BUDGET);
  const result = await node.client.signAndExecuteTransaction({
    transaction: tx,
    signer,
    include: { effects: true, events: true, balanceChanges: true },
  });
  const done = result.$kind === 'Transaction' ? result.Transaction : result.FailedTransaction;
  await node.client.waitForTransaction({ digest: done.digest });
  return done;
}

/**
 * Sends a transaction that is expected to abort. The SDK's normal build dry-runs the transaction
 * and refuses to send one that fails (the app sees that as a SimulationError with the abort
 * code); to put the failure on chain, inputs are resolved with a kind-only build (no dry run of
 * the outcome) and gas is set by hand, so the signed transaction goes straight to the node.
 */
export async function executeOnChain(signer: Ed25519Keypair, tx: Transaction) {
  const sender = signer.toSuiAddress();
  await tx.build({ client: node.client, onlyTransactionKind: true });
  tx.setSender(sender);
  tx.setGasBudget(GAS_BUDGET);
  tx.setGasPrice(BigInt((await node.client.getReferenceGasPrice()).referenceGasPrice));
  const { objects } = await node.client.listCoins({ owner: sender, coinType: '0x2::sui::SUI' });
  const gas = objects.reduce((best, c) => (BigInt(c.balance) > BigInt(best.balance) ? c : best));
  tx.setGasPayment([{ objectId: gas.objectId, version: gas.version, digest: gas.digest }]);
  return execute(signer, tx);
}

export function eventsOf<T>(t: Executed, module: string, name: string, layout: { parse(b: Uint8Array): T }): T[] {
  return (t.events ?? []).filter((e) => e.eventType === `${PKG}::${module}::${name}`).map((e) => layout.parse(e.bcs));
}

export function gasPaid(t: Executed): bigint {
  const g = t.effects!.gasUsed;
  return BigInt(g.computationCost) + BigInt(g.storageCost) - BigInt(g.storageRebate);
}

export function suiChange(t: Executed, owner: string): bigint {
  return (t.balanceChanges ?? [])
    .filter((c) => normalizeSuiAddress(c.address) === normalizeSuiAddress(owner) && c.coinType.endsWith('::sui::SUI'))
    .reduce((sum, c) => sum + BigInt(c.amount), 0n);
}

/** The transaction failed on chain with a Move abort in `module` with `code`, and paid gas. */
export function expectAbort(t: Executed, signer: Ed25519Keypair, module: string, code: number): void {
  expect(t.status.success).toBe(false);
  const error = t.status.error!;
  expect(error.$kind).toBe('MoveAbort');
  if (error.$kind !== 'MoveAbort') return;
  expect(error.MoveAbort.abortCode).toBe(String(code));
  expect(error.MoveAbort.location?.module).toBe(module);
  expect(normalizeSuiAddress(error.MoveAbort.location?.package ?? '0x0')).toBe(PKG);
  expect(gasPaid(t)).toBeGreaterThan(0n);
  expect(suiChange(t, signer.toSuiAddress())).toBe(-gasPaid(t));
}

export function expectSuccess(t: Executed): void {
  expect(t.status.error).toBeNull();
  expect(t.status.success).toBe(true);
}

export async function balance(owner: string, coinType: string): Promise<bigint> {
  return BigInt((await node.client.getBalance({ owner, coinType })).balance.balance);
}

export async function fundedUser(): Promise<Ed25519Keypair> {
  const kp = Ed25519Keypair.generate();
  const r = await requestSuiFromFaucetV2({ host: node.net.url, recipient: kp.toSuiAddress() });
  expect(r.status).toBe('Success');
  return kp;
}

export async function boundUser(inviter = DEV_ROOT_ADDRESS): Promise<Ed25519Keypair> {
  const kp = await fundedUser();
  expectSuccess(await execute(kp, bindTx(inviter)));
  return kp;
}

export async function advanceClock(ms: number): Promise<void> {
  const res = await fetch(`${node.net.url}/admin/advance-clock`, { method: 'POST', body: JSON.stringify({ ms }) });
  expect(res.status).toBe(200);
}

// ---- transaction builders, as the app writes them --------------------------------------------

export function bindTx(inviter: string): Transaction {
  const tx = new Transaction();
  tx.moveCall({ target: `${PKG}::finance::bind_inviter`, arguments: [tx.object(ENV.FINANCE_OBJECT), tx.pure.address(inviter)] });
  return tx;
}

export function stakeTx(amount: bigint): Transaction {
  const tx = new Transaction();
  const [coin] = tx.splitCoins(tx.gas, [amount]);
  tx.moveCall({
    target: `${PKG}::liquidity::stake`,
    arguments: [tx.object(ENV.FINANCE_OBJECT), tx.object(ENV.FINANCE_POOL), coin, tx.object.clock()],
  });
  return tx;
}

export function claimTx(mode: number, amount: bigint): Transaction {
  const tx = new Transaction();
  tx.moveCall({
    target: `${PKG}::liquidity::claim`,
    arguments: [tx.object(ENV.FINANCE_POOL), tx.object(ENV.LIQUIDITY_SWAP), tx.pure.u8(mode), tx.pure.u64(amount), tx.object.clock()],
  });
  return tx;
}

export function unstakeTx(amount: bigint): Transaction {
  const tx = new Transaction();
  tx.moveCall({
    target: `${PKG}::liquidity::unstake`,
    arguments: [tx.object(ENV.FINANCE_POOL), tx.object(ENV.UNSTAKE_CONFIG), tx.object(ENV.LIQUIDITY_SWAP), tx.pure.u64(amount), tx.object.clock()],
  });
  return tx;
}

/** The first coin of a type, with the others merged into it when it is short (docs/product.md §7). */
export async function primaryCoin(tx: Transaction, owner: string, coinType: string, amount: bigint): Promise<TransactionObjectArgument> {
  const { objects } = await node.client.listCoins({ owner, coinType });
  expect(objects.length).toBeGreaterThan(0);
  const [first, ...rest] = objects;
  const primary = tx.object(first.objectId);
  if (BigInt(first.balance) < amount) tx.mergeCoins(primary, rest.map((c) => tx.object(c.objectId)));
  return primary;
}

export async function coinFor(tx: Transaction, owner: string, coinType: string, amount: bigint): Promise<TransactionObjectArgument> {
  const [coin] = tx.splitCoins(await primaryCoin(tx, owner, coinType, amount), [amount]);
  return coin;
}

export function withdrawTx(amount: bigint, nonce: bigint, recipient: string, signature: Uint8Array): Transaction {
  const tx = new Transaction();
  tx.moveCall({
    target: `${PKG}::swap::withdraw`,
    arguments: [tx.object(ENV.LIQUIDITY_SWAP), tx.pure.u64(amount), tx.pure.u64(nonce), tx.pure.address(recipient), tx.pure.vector('u8', signature)],
  });
  return tx;
}

export async function signVoucher(amount: bigint, nonce: bigint, recipient: string, signer = devOperatorKeypair()): Promise<Uint8Array> {
  return signer.sign(WithdrawVoucher.serialize({ pool: ENV.LIQUIDITY_SWAP, recipient, amount, nonce }).toBytes());
}

/** Several views in one simulated transaction; returns each command's return values as BCS. */
export async function views(sender: string, build: (tx: Transaction) => void): Promise<Uint8Array[][]> {
  const tx = new Transaction();
  tx.setSender(sender);
  build(tx);
  const r = await node.client.simulateTransaction({ transaction: tx, checksEnabled: false, include: { commandResults: true } });
  expect(r.$kind).toBe('Transaction');
  return (r.commandResults ?? []).map((c) => c.returnValues.map((v) => v.bcs));
}

/** A preview: the call simulated read-only (checks off, as the views), its events read back. */
export async function preview(sender: string, tx: Transaction) {
  tx.setSender(sender);
  const r = await node.client.simulateTransaction({ transaction: tx, checksEnabled: false, include: { events: true, effects: true, balanceChanges: true } });
  return r.$kind === 'Transaction' ? r.Transaction : r.FailedTransaction;
}

export async function sendSuilFromRoot(to: string, amounts: bigint[]): Promise<void> {
  const root = devRootKeypair();
  const tx = new Transaction();
  const source = await primaryCoin(tx, root.toSuiAddress(), SUIL_TYPE, amounts.reduce((a, b) => a + b, 0n));
  const parts = tx.splitCoins(source, amounts);
  tx.transferObjects(amounts.map((_, i) => parts[i]), to);
  expectSuccess(await execute(root, tx));
}

/** Starts a node with the finance package for the calling test file, the dev root funded. */
export function setUpFinanceNode(): void {
  beforeAll(async () => {
    node.net = await startLocalnet({ port: 0, packages: financePackages() });
    node.client = new SuiGrpcClient({ network: 'localnet', baseUrl: node.net.url });
    await requestSuiFromFaucetV2({ host: node.net.url, recipient: DEV_ROOT_ADDRESS });
  });

  afterAll(async () => {
    await node.net?.close();
  });
}

/** Runs `fn` with the helpers pointed at `other` (a second node), then back at the first. */
export async function withNode(other: Localnet, fn: () => Promise<void>): Promise<void> {
  const saved = { ...node };
  try {
    node.net = other;
    node.client = new SuiGrpcClient({ network: 'localnet', baseUrl: other.url });
    await fn();
  } finally {
    Object.assign(node, saved);
  }
}
