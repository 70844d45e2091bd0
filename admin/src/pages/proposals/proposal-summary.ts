// A proposal in words: its kind's name, and for the kinds whose payload is figures (the sponsor's
// resume and budget) what approving it changes, now against proposed, in SUI and counts rather
// than base units. The payload and its "before" stay on the page as JSON too: the hash an
// approver names is over that payload.
import { z } from 'zod';
import { type Proposal, type ProposalKind, SponsorBudgetPayloadSchema } from '../../../../contract/admin.ts';
import { formatSui, formatTime, shortAddress } from '../dashboard/format.ts';
import { formatCount } from '../sponsor/sponsor-figures.ts';

export const PROPOSAL_KIND_LABELS: Record<ProposalKind, string> = {
  node_tier: 'Node tier terms',
  bank_product: 'Bank product',
  withdrawal_limits: 'Withdrawal limits',
  allowlist: 'Allowlist change',
  resume_withdrawals: 'Resume withdrawals',
  approve_withdrawal: 'Approve a withdrawal',
  resume_sponsor: 'Resume the sponsor',
  sponsor_budget: 'Sponsor budget',
};

/** One thing a proposal changes: what it is, as it was read when proposed, and as proposed. */
export interface ChangeLine {
  what: string;
  now: string;
  proposed: string;
}

/** The sponsor's pause as the server records it (server/sponsor/control.ts sponsorPauseRecord). */
const PauseRecordSchema = z.object({ paused: z.boolean(), reason: z.string().nullable(), by: z.string().nullable(), at: z.string().nullable() });

/** The sponsor's budget as the server records it (sponsorBudgetRecord): the operator's overrides (null: the default) and what applies. */
const BudgetRecordSchema = z.object({
  overrides: z.object({ dailyBudget: z.string().nullable(), dailyCount: z.string().nullable() }),
  effective: z.object({ dailyBudget: z.string(), dailyCount: z.string() }),
});

const DEFAULT = "the server's default";
const UNREAD = 'not recorded';

function pauseText(record: z.infer<typeof PauseRecordSchema>): string {
  if (!record.paused) return 'sponsoring (not paused)';
  const by = record.by === null ? 'unknown' : shortAddress(record.by);
  return `paused since ${formatTime(record.at)} by ${by}: ${record.reason ?? 'no reason given'}`;
}

function budgetLines(payload: unknown, before: unknown): ChangeLine[] | null {
  const proposed = SponsorBudgetPayloadSchema.safeParse(payload);
  if (!proposed.success) return null;
  const record = BudgetRecordSchema.safeParse(before);
  const now = (part: 'dailyBudget' | 'dailyCount', format: (value: string) => string) => {
    if (!record.success) return UNREAD;
    const value = format(record.data.effective[part]);
    return record.data.overrides[part] === null ? `${value} (${DEFAULT})` : `${value} (set by a proposal)`;
  };
  const { dailyBudget, dailyCount } = proposed.data;
  return [
    {
      what: 'Daily gas budget',
      now: now('dailyBudget', formatSui),
      proposed: dailyBudget === undefined ? 'unchanged' : dailyBudget === null ? DEFAULT : formatSui(dailyBudget),
    },
    {
      what: 'Daily transaction count',
      now: now('dailyCount', (count) => formatCount(Number(count))),
      proposed: dailyCount === undefined ? 'unchanged' : dailyCount === null ? DEFAULT : formatCount(dailyCount),
    },
  ];
}

/** What approving the proposal changes, line by line; null for kinds whose JSON says it plainly. */
export function proposalChangeLines(proposal: Pick<Proposal, 'kind' | 'payload' | 'before'>): ChangeLine[] | null {
  switch (proposal.kind) {
    case 'resume_sponsor': {
      const record = PauseRecordSchema.safeParse(proposal.before);
      return [{ what: 'Free binds', now: record.success ? pauseText(record.data) : UNREAD, proposed: 'sponsored again (the pause lifted)' }];
    }
    case 'sponsor_budget':
      return budgetLines(proposal.payload, proposal.before);
    default:
      return null;
  }
}
