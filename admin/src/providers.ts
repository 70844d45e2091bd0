// The console's one set of Refine providers, over the tab's session and the console's wallet.
import type { AdminRole } from '../../contract/admin.ts';
import { createAdminClient } from './api/admin-client.ts';
import { createDataProvider } from './api/data-provider.ts';
import { createAccessControlProvider } from './auth/access-control.ts';
import { createAdminSessionStore } from './auth/admin-session.ts';
import { createAuthProvider } from './auth/auth-provider.ts';
import { consoleWallet } from './wallet/console-dapp-kit.ts';

export const sessions = createAdminSessionStore(sessionStorage);
export const adminClient = createAdminClient({ token: () => sessions.read()?.access_token ?? null });
export const authProvider = createAuthProvider({ client: adminClient, sessions, wallet: consoleWallet });
export const accessControlProvider = createAccessControlProvider((): AdminRole | null => sessions.read()?.role ?? null);
export const dataProvider = createDataProvider(adminClient);
