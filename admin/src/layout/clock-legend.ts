// Which clock the console's times are on, said once in the header: every time is shown in one
// format, UTC (format.ts formatTime), and the server's times are on its business clock, which on
// localnet is the chain's 0x6 clock (advance-clock moves it, so it can be days from this
// computer's); sessions and sign-ins are on the wall clock and say so where they are shown.
import type { Dashboard } from '../../../contract/admin.ts';
import { countOf, formatTime } from '../pages/dashboard/format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "3 days", "5 hours", "12 minutes": the size of a gap, in its largest whole unit. */
function gapText(ms: number): string {
  if (ms >= DAY) return countOf(Math.floor(ms / DAY), 'day');
  if (ms >= HOUR) return countOf(Math.floor(ms / HOUR), 'hour');
  return countOf(Math.floor(ms / MINUTE), 'minute');
}

/** The legend: the clock the times are on, its time now, and how far it is from this computer's when a minute or more. */
export function clockLegendText(clock: Dashboard['clock'], wallNow: number): string {
  if (clock.source === 'wall') return `Times are UTC, on the server's wall clock (now ${formatTime(clock.now)}).`;
  const gap = Date.parse(clock.now) - wallNow;
  const apart = Math.abs(gap) < MINUTE ? '' : `, ${gapText(Math.abs(gap))} ${gap > 0 ? 'ahead of' : 'behind'} this computer's clock`;
  return `Times are UTC, on the chain's clock (business time: now ${formatTime(clock.now)}${apart}); sessions are on the wall clock.`;
}
