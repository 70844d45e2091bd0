// Test helpers for the console's routes: put an address on the allowlist (as the operator
// command does, without its audit row) and sign in to the console with a real Ed25519 key.
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { AdminLoginResponse, AdminNonceResponse, AdminRole } from '../../contract/admin.ts';
import { sql } from '../db/client.ts';
import type { TestServer } from '../testing.ts';

/** A node URL nothing answers on (the discard port): the console's node reads fail at once. */
export const NO_NODE_URL = 'http://127.0.0.1:9';

/** Puts `address` on the allowlist with `role` (or changes its role). */
export async function allow(server: TestServer, address: string, role: AdminRole): Promise<void> {
  await server.ctx.db.execute(sql`INSERT INTO admin_allowlist (address, role, added_by, added_at) VALUES (${address}, ${role}, 'test', now())
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
