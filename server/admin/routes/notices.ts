// The console's notices (server/admin/notices.ts): viewers read them all, drafts included;
// operators create drafts, replace their texts, publish and unpublish, each change audited.
import { Hono } from 'hono';
import { z } from 'zod';
import { type AdminNotice, NoticeWriteSchema, PublishSchema } from '../../../contract/admin.ts';
import { RowIdSchema } from '../../../contract/api.ts';
import type { ServerContext } from '../../context.ts';
import { readBody, readParam, readQuery } from '../../http.ts';
import { createNotice, listAdminNotices, setNoticePublished, updateNotice } from '../notices.ts';
import { type AdminVariables, requireAdmin } from '../session.ts';

export function adminNoticesRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AdminVariables }>();
  const viewer = requireAdmin(ctx.adminTokens, 'viewer');
  const operator = requireAdmin(ctx.adminTokens, 'operator');

  app.get('/', viewer, async (c) => {
    readQuery(c, z.object({}).strict());
    return c.json((await listAdminNotices(ctx.db)) satisfies AdminNotice[]);
  });

  app.post('/', operator, async (c) => {
    const input = await readBody(c, NoticeWriteSchema);
    const notice = await createNotice(ctx.db, { ...input, operator: c.get('admin').address, at: ctx.now() });
    return c.json(notice satisfies AdminNotice, 201);
  });

  app.put('/:id', operator, async (c) => {
    const id = readParam(c, 'id', RowIdSchema);
    const input = await readBody(c, NoticeWriteSchema);
    return c.json((await updateNotice(ctx.db, id, { ...input, operator: c.get('admin').address, at: ctx.now() })) satisfies AdminNotice);
  });

  for (const [path, publish] of [['/:id/publish', true], ['/:id/unpublish', false]] as const) {
    app.post(path, operator, async (c) => {
      const id = readParam(c, 'id', RowIdSchema);
      const { reason, push } = await readBody(c, PublishSchema);
      const change = { reason, operator: c.get('admin').address, at: ctx.now(), push: publish && push === true };
      return c.json((await setNoticePublished(ctx.db, id, publish, change)) satisfies AdminNotice);
    });
  }

  return app;
}
