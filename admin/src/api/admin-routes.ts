// Every /api/admin/* call the console makes, with the contract's schema for its body and for its
// answer: a call that is not listed here is refused before it leaves, a body that does not pass
// its schema is refused before it is sent, and an answer that does not pass its schema is an
// error (the console never shows what it cannot read).
import type { z } from 'zod';
import {
  AdminBankProductsResponseSchema,
  AdminLoginRequestSchema,
  AdminLoginResponseSchema,
  AdminNonceRequestSchema,
  AdminNonceResponseSchema,
  AdminNoticeSchema,
  AdminNoticesResponseSchema,
  AdminSessionSchema,
  AdminUserSchema,
  AdminWithdrawalSchema,
  AdminWithdrawalsResponseSchema,
  AllowlistResponseSchema,
  AuditCheckSchema,
  AuditPageSchema,
  DashboardSchema,
  NoticeWriteSchema,
  PauseResponseSchema,
  PauseSchema,
  ProposalApproveSchema,
  ProposalCancelSchema,
  ProposalCreateSchema,
  ProposalEditSchema,
  ProposalSchema,
  ProposalsResponseSchema,
  PublishSchema,
  RejectSchema,
  RevokeSessionsSchema,
  VoucherAnomaliesResponseSchema,
} from '../../../contract/admin.ts';
import { LogoutResponseSchema } from '../../../contract/api.ts';

export type HttpMethod = 'get' | 'post' | 'put';

export interface AdminRoute {
  method: HttpMethod;
  /** The path under /api/admin, without its query string. */
  path: RegExp;
  body?: z.ZodType;
  response: z.ZodType;
}

const ID = '[1-9]\\d{0,17}';
const ADDRESS = '0x[0-9a-fA-F]{64}';
const route = (method: HttpMethod, path: string, response: z.ZodType, body?: z.ZodType): AdminRoute => ({ method, path: new RegExp(`^${path}$`), response, body });

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  route('post', '/auth/nonce', AdminNonceResponseSchema, AdminNonceRequestSchema),
  route('post', '/auth/login', AdminLoginResponseSchema, AdminLoginRequestSchema),
  route('post', '/auth/logout', LogoutResponseSchema),
  route('get', '/auth/me', AdminSessionSchema),
  route('get', '/dashboard', DashboardSchema),
  route('get', '/notices', AdminNoticesResponseSchema),
  route('post', '/notices', AdminNoticeSchema, NoticeWriteSchema),
  route('put', `/notices/${ID}`, AdminNoticeSchema, NoticeWriteSchema),
  route('post', `/notices/${ID}/(publish|unpublish)`, AdminNoticeSchema, PublishSchema),
  route('get', '/proposals', ProposalsResponseSchema),
  route('get', `/proposals/${ID}`, ProposalSchema),
  route('post', '/proposals', ProposalSchema, ProposalCreateSchema),
  route('put', `/proposals/${ID}`, ProposalSchema, ProposalEditSchema),
  route('post', `/proposals/${ID}/approve`, ProposalSchema, ProposalApproveSchema),
  route('post', `/proposals/${ID}/cancel`, ProposalSchema, ProposalCancelSchema),
  route('get', '/withdrawals', AdminWithdrawalsResponseSchema),
  route('get', '/withdrawals/anomalies', VoucherAnomaliesResponseSchema),
  route('post', '/withdrawals/pause', PauseResponseSchema, PauseSchema),
  route('post', `/withdrawals/${ID}/reject`, AdminWithdrawalSchema, RejectSchema),
  route('post', '/sponsor/pause', PauseResponseSchema, PauseSchema),
  route('get', `/users/${ADDRESS}`, AdminUserSchema),
  route('post', `/users/${ADDRESS}/revoke-sessions`, AdminUserSchema, RevokeSessionsSchema),
  route('get', '/allowlist', AllowlistResponseSchema),
  route('get', '/bank-products', AdminBankProductsResponseSchema),
  route('get', '/audit', AuditPageSchema),
  route('get', '/audit/check', AuditCheckSchema),
];

export function findAdminRoute(method: HttpMethod, path: string): AdminRoute | undefined {
  const bare = path.split('?')[0]!;
  return ADMIN_ROUTES.find((r) => r.method === method && r.path.test(bare));
}
