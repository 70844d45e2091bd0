// Test helpers for the console's routes: allowlisted callers of each role (their rows put in
// directly, as the operator command does without its audit row; their tokens issued by the
// server's own AdminTokenService, or got by a real console sign-in with an Ed25519 key), a
// withdrawal waiting in review, and the audit rows of an action.
import { randomBytes } from 'node:crypto';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { expect } from 'vitest';
import type { AdminLoginResponse, AdminNonceResponse, AdminRole, Proposal } from '../../contract/admin.ts';
import { credit } from '../db/balances.ts';
import { type Executor, firstRow, rows, sql } from '../db/client.ts';
import type { TestServer } from './server.ts';

export interface TestAdmin {
  address: string;
  role: AdminRole;
  token: string;
}

/**
 * A JSON answer as tests read it: field by field, with the assertions checking the shape (the
 * routes' own types are checked where they are built).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

export function randomAddress(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

/** A new address on the allowlist with `role`, and an admin token for it. */
export async function addAdmin(server: TestServer, role: AdminRole): Promise<TestAdmin> {
  const address = randomAddress();
  await allow(server, address, role);
  return { address, role, token: server.ctx.adminTokens.issue(address).token };
}

/** The console's call as `admin`: the response's status and JSON body (the body null when it is not JSON). */
export async function call(server: TestServer, admin: TestAdmin, method: string, path: string, body?: unknown): Promise<{ status: number; body: JsonBody }> {
  const res = await server.request(method, `/api/admin${path}`, { token: admin.token, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, body: json };
}

/** Proposes through the API and expects it created. */
export async function proposeOk(server: TestServer, admin: TestAdmin, kind: string, payload: unknown, reason = 'planned change'): Promise<Proposal> {
  const res = await call(server, admin, 'POST', '/proposals', { kind, payload, reason });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Proposal;
}

/** Approves through the API, naming the hash as read now. */
export async function approve(server: TestServer, admin: TestAdmin, id: string, hash: string, reason = 'checked the numbers') {
  return call(server, admin, 'POST', `/proposals/${id}/approve`, { payloadHash: hash, reason });
}

/** A withdrawal of `amount` waiting in review for a new user (its amount already out of the income, as requestWithdrawal leaves it). */
export async function withdrawalInReview(db: Executor, amount = 50_000n): Promise<{ id: string; address: string }> {
  const address = randomAddress();
  const row = await firstRow<{ id: string }>(
    db,
    sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, created_at)
        VALUES (${address}, ${amount.toString()}, NULL, '0x1', NULL, 'review', '2026-11-21T11:00:00Z') RETURNING id::text AS id`,
  );
  // Give the user some other income so a rejection's credit is visible against it.
  await credit(db, address, 'INCOME', 1n);
  return { id: row!.id, address };
}

/** The audit rows of `action`, oldest first. */
export async function auditRows(db: Executor, action: string): Promise<{ operator: string; subject: string | null; before: JsonBody; after: JsonBody; reason: string }[]> {
  return rows(db, sql`SELECT operator, subject, before, after, reason FROM operator_audit WHERE action = ${action} ORDER BY seq`);
}

/** A node URL nothing answers on (the discard port): the console's node reads fail at once. */
export const NO_NODE_URL = 'http://127.0.0.1:9';

/** Puts `address` on the allowlist with `role` (or changes its role). */
export async function allow(server: TestServer, address: string, role: AdminRole): Promise<void> {
  await server.ctx.db.execute(sql`INSERT INTO admin_allowlist (address, role, added_by, added_at)
    VALUES (${address}, ${role}, 'test', ${new Date(server.clock.now).toISOString()})
    ON CONFLICT (address) DO UPDATE SET role = EXCLUDED.role`);
}

/** Asks for a console nonce and signs its message; nothing is sent to /login. */
export async function signedAdminMessage(
  server: TestServer,
  keypair: Ed25519Keypair,
  headers: Record<string, string> = {},
): Promise<{ address: string; message: string; signature: string }> {
  const address = keypair.toSuiAddress();
  const res = await server.request('POST', '/api/admin/auth/nonce', { body: { address }, headers });
  if (res.status !== 200) throw new Error(`admin nonce refused: ${res.status} ${await res.text()}`);
  const { message } = (await res.json()) as AdminNonceResponse;
  const { signature } = await keypair.signPersonalMessage(new TextEncoder().encode(message));
  return { address, message, signature };
}

/** Allowlists a new (or the given) key with `role` and signs in to the console. */
export async function adminSignIn(
  server: TestServer,
  role: AdminRole,
  keypair = Ed25519Keypair.generate(),
): Promise<{ token: string; address: string; keypair: Ed25519Keypair }> {
  await allow(server, keypair.toSuiAddress(), role);
  const body = await signedAdminMessage(server, keypair);
  const res = await server.request('POST', '/api/admin/auth/login', { body });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  const { access_token } = (await res.json()) as AdminLoginResponse;
  return { token: access_token, address: body.address, keypair };
}
