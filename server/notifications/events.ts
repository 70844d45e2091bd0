// The events a user is told of (server/README.md, "Notifications"), one function each, called in
// the transaction that caused the event: the withdrawal's issuing, approval, rejection and
// payment, a node's price given back, a subscription redeemed, a transfer received, a friend
// bound. Each names its event once (`eventKey`): the notification's unique key, so a replay or a
// race records nothing more. Maturities, reserve waits and notices (many at once) are in
// db/notifications.ts.
import type { Coin, NodeTierId } from '../../contract/api.ts';
import type { Executor } from '../db/client.ts';
import { recordNotification } from '../db/notifications.ts';

type Withdrawal = { id: string; address: string; amount: string };

const withdrawal =
  (kind: 'withdrawal_signed' | 'withdrawal_approved' | 'withdrawal_paid', step: string) =>
  (db: Executor, w: Withdrawal, at: string): Promise<boolean> =>
    recordNotification(db, { address: w.address, kind, eventKey: `withdrawal:${w.id}:${step}`, data: { withdrawalId: w.id, amount: w.amount }, at });

/** A user's request signed at once (below the review threshold). */
export const notifyWithdrawalSigned = withdrawal('withdrawal_signed', 'signed');
/** An operator approved it in review: signed now. */
export const notifyWithdrawalApproved = withdrawal('withdrawal_approved', 'approved');
/** The chain paid the voucher. */
export const notifyWithdrawalPaid = withdrawal('withdrawal_paid', 'paid');

/** An operator rejected it in review, with the reason the user reads. */
export function notifyWithdrawalRejected(db: Executor, w: Withdrawal & { reason: string }, at: string): Promise<boolean> {
  return recordNotification(db, {
    address: w.address, kind: 'withdrawal_rejected', eventKey: `withdrawal:${w.id}:rejected`,
    data: { withdrawalId: w.id, amount: w.amount, reason: w.reason }, at,
  });
}

/** A node's price back in the balance, once per node. */
export function notifyNodeReturned(db: Executor, n: { id: string; address: string; tier: NodeTierId; coin: Coin; amount: string }, at: string): Promise<boolean> {
  return recordNotification(db, {
    address: n.address, kind: 'node_returned', eventKey: `node:${n.id}:returned`, data: { nodeId: n.id, tier: n.tier, coin: n.coin, amount: n.amount }, at,
  });
}

/** A subscription redeemed: principal and income back in the balance. */
export function notifyBankRedeemed(
  db: Executor,
  s: { id: string; address: string; coin: Coin; principal: string; income: string },
  at: string,
): Promise<boolean> {
  return recordNotification(db, {
    address: s.address, kind: 'bank_redeemed', eventKey: `bank:${s.id}:redeemed`,
    data: { subscriptionId: s.id, coin: s.coin, principal: s.principal, income: s.income }, at,
  });
}

/** A transfer's recipient; `transferId` is the transfer's id (the sender's record). */
export function notifyTransferReceived(db: Executor, t: { transferId: string; from: string; to: string; coin: Coin; amount: string }, at: string): Promise<boolean> {
  return recordNotification(db, {
    address: t.to, kind: 'transfer_received', eventKey: `transfer:${t.transferId}`,
    data: { transferId: t.transferId, from: t.from, coin: t.coin, amount: t.amount }, at,
  });
}

/** Someone bound the user as their inviter (a Bound event): once per invitee, who binds once. */
export function notifyInviteeBound(db: Executor, b: { inviter: string; invitee: string }, at: string): Promise<boolean> {
  return recordNotification(db, { address: b.inviter, kind: 'invitee_bound', eventKey: `bound:${b.invitee}`, data: { invitee: b.invitee }, at });
}
