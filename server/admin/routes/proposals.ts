// /api/admin/proposals: the two-person rule (server/admin/proposals.ts). Anyone on the
// allowlist reads them; an operator proposes, edits their own and cancels (their own; an
// approver any); an approver approves someone else's.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ProposalApproveSchema,
  ProposalCancelSchema,
  ProposalCreateSchema,
  ProposalEditSchema,
  ProposalsQuerySchema,
  type ProposalsResponseSchema,
} from '../../../contract/admin.ts';
import { RowIdSchema } from '../../../contract/api.ts';
import type { ServerContext } from '../../context.ts';
import { readBody, readParam, readQuery } from '../../http.ts';
import { approveProposal, cancelProposal, editProposal, getProposal, listProposals, propose } from '../proposals.ts';
import { type AdminVariables, requireAdmin } from '../session.ts';

export function adminProposalsRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AdminVariables }>();
  const viewer = requireAdmin(ctx.adminTokens, 'viewer');
  const operator = requireAdmin(ctx.adminTokens, 'operator');
  const approver = requireAdmin(ctx.adminTokens, 'approver');

  app.get('/', viewer, async (c) => {
    const { status } = readQuery(c, ProposalsQuerySchema);
    return c.json({ items: await listProposals(ctx, status) } satisfies z.infer<typeof ProposalsResponseSchema>);
  });

  app.get('/:id', viewer, async (c) => c.json(await getProposal(ctx, readParam(c, 'id', RowIdSchema))));

  app.post('/', operator, async (c) => {
    const body = (await readBody(c, ProposalCreateSchema)) as z.infer<typeof ProposalCreateSchema>;
    return c.json(await propose(ctx, c.get('admin'), { kind: body.kind, payload: body.payload, reason: body.reason }), 201);
  });

  app.put('/:id', operator, async (c) => {
    const id = readParam(c, 'id', RowIdSchema);
    const body = await readBody(c, ProposalEditSchema);
    return c.json(await editProposal(ctx, c.get('admin'), id, { payload: body.payload, reason: body.reason }));
  });

  app.post('/:id/approve', approver, async (c) => {
    const id = readParam(c, 'id', RowIdSchema);
    const body = await readBody(c, ProposalApproveSchema);
    return c.json(await approveProposal(ctx, c.get('admin'), id, body));
  });

  app.post('/:id/cancel', operator, async (c) => {
    const id = readParam(c, 'id', RowIdSchema);
    const { reason } = await readBody(c, ProposalCancelSchema);
    return c.json(await cancelProposal(ctx, c.get('admin'), id, reason));
  });

  return app;
}
