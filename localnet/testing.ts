// Helpers for tests that run against an in-process localnet (see node.ts `startLocalnet`).
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';

/** A fresh Ed25519 keypair funded by the node's faucet (SUI, and USDC when the node has it). */
export async function fundedKeypair(url: string): Promise<Ed25519Keypair> {
  const keypair = Ed25519Keypair.generate();
  await fund(url, keypair.toSuiAddress());
  return keypair;
}

/** Asks the faucet for coins; resolves with the faucet transaction's digest. */
export async function fund(url: string, address: string): Promise<string> {
  const res = await fetch(`${url}/faucet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address }) });
  const body = (await res.json()) as { status?: string; digest?: string; error?: string };
  if (res.status !== 200 || body.status !== 'Success' || !body.digest) throw new Error(`faucet failed: ${body.error ?? res.status}`);
  return body.digest;
}

/** Moves the node's clock forward (rewards accrue over days). */
export async function advanceClock(url: string, ms: number): Promise<bigint> {
  const res = await fetch(`${url}/admin/advance-clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms }) });
  if (res.status !== 200) throw new Error(`advance-clock failed: ${res.status}`);
  return BigInt(((await res.json()) as { timestampMs: string }).timestampMs);
}

/** Sets the LiquiditySwap's payout_reserve (SUI base units): what withdrawal vouchers are paid from. */
export async function setPayoutReserve(url: string, amount: bigint): Promise<void> {
  const res = await fetch(`${url}/admin/set-payout-reserve`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: amount.toString() }) });
  if (res.status !== 200) throw new Error(`set-payout-reserve failed: ${res.status} ${await res.text()}`);
}

/** Sets `address`'s SUI address balance (base units), e.g. to drain or refill the dev sponsor. */
export async function setAddressBalance(url: string, address: string, amount: bigint): Promise<void> {
  const res = await fetch(`${url}/admin/set-address-balance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address, amount: amount.toString() }) });
  if (res.status !== 200) throw new Error(`set-address-balance failed: ${res.status} ${await res.text()}`);
}
