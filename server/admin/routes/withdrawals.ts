import { Hono } from 'hono';
import type { ServerContext } from '../../context.ts';

export function adminWithdrawalsRoutes(_ctx: ServerContext) {
  const app = new Hono();
  return app;
}
