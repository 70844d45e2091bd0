// /api/admin/audit: the operator audit trail (server/operator/audit.ts) for anyone on the
// allowlist: filtered and paged newest first, exported as CSV, and its hash chain checked. The
// subject `proposal:<id>` finds the proposal's rows and the row its execution wrote, and each
// row names the proposal it executed (db/operator-audit.ts); the rows themselves are as hashed.
// The CSV is opened in spreadsheets, so every cell is quoted and a cell that a spreadsheet would
// read as a formula (starting with = + - @, or a tab or carriage return) gets a leading
// apostrophe: an operator's reason such as "=HYPERLINK(...)" stays text.
import { Hono } from 'hono';
import type { z } from 'zod';
import { type AdminAuditRow, type AuditPageSchema, AuditQuerySchema } from '../../../contract/admin.ts';
import type { ServerContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { auditPage } from '../../db/operator-audit.ts';
import { iso, readQuery } from '../../http.ts';
import { type AuditValue, canonicalJson, verifyAuditChain } from '../../operator/audit.ts';
import { type AdminVariables, requireAdmin } from '../session.ts';

/** Rows per page when the query names no limit; the CSV reads this many at a time. */
const DEFAULT_LIMIT = 100;
const CSV_BATCH = 500;

type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** Rows matching the query's filters with seq below `before`, newest first. */
async function findAudit(db: Executor, q: AuditQuery, before: string | undefined, limit: number): Promise<AdminAuditRow[]> {
  const found = await auditPage(
    db,
    { operator: q.operator, action: q.action, subject: q.subject, from: q.from ? iso(q.from) : undefined, to: q.to ? iso(q.to) : undefined, before },
    limit,
  );
  return found.map((r) => ({
    seq: r.seq, at: iso(r.at), operator: r.operator, action: r.action, subject: r.subject, before: r.before, after: r.after,
    reason: r.reason, prevHash: r.prev_hash, hash: r.hash, proposal: r.proposal,
  }));
}

/** One CSV cell: quoted, quotes doubled, and a would-be formula made text with a leading apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const CSV_COLUMNS = ['seq', 'at', 'operator', 'action', 'subject', 'before', 'after', 'reason', 'prev_hash', 'hash'];

function csvLine(r: AdminAuditRow): string {
  const json = (value: unknown) => canonicalJson(value as AuditValue);
  return [r.seq, r.at, r.operator, r.action, r.subject ?? '', json(r.before), json(r.after), r.reason, r.prevHash, r.hash].map(csvCell).join(',');
}

export function adminAuditRoutes(ctx: ServerContext) {
  const app = new Hono<{ Variables: AdminVariables }>();
  app.use('*', requireAdmin(ctx.adminTokens, 'viewer'));

  app.get('/', async (c) => {
    const q = readQuery(c, AuditQuerySchema);
    const limit = q.limit ?? DEFAULT_LIMIT;
    const found = await findAudit(ctx.db, q, q.before, limit + 1);
    const items = found.slice(0, limit);
    return c.json({ items, nextCursor: found.length > limit ? items[items.length - 1]!.seq : null } satisfies z.infer<typeof AuditPageSchema>);
  });

  // Every row the filters match (limit and before apply as in the list), newest first, read in
  // batches as the answer is sent.
  app.get('/csv', (c) => {
    const q = readQuery(c, AuditQuerySchema);
    let remaining = q.limit ?? Number.POSITIVE_INFINITY;
    let before = q.before;
    let started = false;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`${CSV_COLUMNS.map(csvCell).join(',')}\r\n`));
          return;
        }
        const batch = remaining > 0 ? await findAudit(ctx.db, q, before, Math.min(CSV_BATCH, remaining)) : [];
        if (batch.length === 0) {
          controller.close();
          return;
        }
        remaining -= batch.length;
        before = batch[batch.length - 1]!.seq;
        controller.enqueue(encoder.encode(batch.map((r) => `${csvLine(r)}\r\n`).join('')));
      },
    });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="audit.csv"');
    return c.body(body);
  });

  app.get('/check', async (c) => {
    const check = await verifyAuditChain(ctx.db);
    return c.json(
      check.ok
        ? { ok: true as const, rows: check.rows.toString(), head: check.head }
        : { ok: false as const, rows: check.rows.toString(), brokenAt: check.brokenAt.toString(), problem: check.problem },
    );
  });

  return app;
}
