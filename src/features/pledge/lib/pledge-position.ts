// One liquidity position as the pledge pages show it (seed point 3: principal, days,
// withdrawable income, current daily yield, start time, end time, status). Principal is SUI;
// income is paid as SUIL (CONTRACT.md: rewards accrue in SUIL).

export type PledgeStatus = 'inProgress' | 'ended';

export interface PledgePosition {
  id: string;
  /** SUI base units. */
  principal: bigint;
  /** Days since the yield last started counting. */
  days: number;
  /** SUIL base units ready to withdraw. */
  withdrawableIncome: bigint;
  /** SUIL base units the position earns per day at the current rate. */
  dailyYield: bigint;
  startMs: number;
  /** null while the position runs without an end. */
  endMs: number | null;
  status: PledgeStatus;
}
