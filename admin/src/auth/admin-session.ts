// The console's session: the admin token with its address, role and expiry, kept in
// sessionStorage (one browser tab; gone when the tab closes). A stored value that does not
// parse, or has expired, reads as no session.
import { AdminLoginResponseSchema, type AdminLoginResponse } from '../../../contract/admin.ts';

export const ADMIN_SESSION_STORAGE_KEY = 'suil:admin-session';

export type StoredAdminSession = AdminLoginResponse;

export interface AdminSessionStore {
  read(): StoredAdminSession | null;
  write(session: StoredAdminSession): void;
  clear(): void;
}

export function createAdminSessionStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, now: () => number = Date.now): AdminSessionStore {
  return {
    read() {
      let value: unknown;
      try {
        value = JSON.parse(storage.getItem(ADMIN_SESSION_STORAGE_KEY) ?? 'null');
      } catch {
        return null;
      }
      const parsed = AdminLoginResponseSchema.safeParse(value);
      if (!parsed.success) return null;
      const expires = Date.parse(parsed.data.expiresAt);
      if (!Number.isFinite(expires) || expires <= now()) return null;
      return parsed.data;
    },
    write(session) {
      storage.setItem(ADMIN_SESSION_STORAGE_KEY, JSON.stringify(AdminLoginResponseSchema.parse(session)));
    },
    clear() {
      storage.removeItem(ADMIN_SESSION_STORAGE_KEY);
    },
  };
}

