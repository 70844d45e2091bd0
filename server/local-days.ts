// Calendar days as a reader lives them: where each day starts and ends in a time zone (an IANA
// zone, with its daylight saving time, or a fixed offset), computed with the runtime's time zone
// data (Intl). The database is only asked to sum between the instants found here, so its own
// time zone data never decides a day.

const DAY_MS = 86_400_000;
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

export type TimeZone = { kind: 'iana'; name: string; format: Intl.DateTimeFormat } | { kind: 'offset'; minutes: number };

/** The zone `text` names ("Asia/Shanghai", "UTC", "+05:30"), or null when the runtime knows no such zone. */
export function parseTimeZone(text: string): TimeZone | null {
  const offset = OFFSET.exec(text);
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3]);
    return minutes > 14 * 60 ? null : { kind: 'offset', minutes: offset[1] === '-' ? -minutes : minutes };
  }
  try {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: text,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    return { kind: 'iana', name: text, format };
  } catch {
    return null; // RangeError: no such zone
  }
}

/** How far the zone's clock is ahead of UTC at instant `ms`, in ms. */
function offsetAt(zone: TimeZone, ms: number): number {
  if (zone.kind === 'offset') return zone.minutes * 60_000;
  const whole = Math.floor(ms / 1000) * 1000;
  const parts = Object.fromEntries(zone.format.formatToParts(whole).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - whole;
}

/** A calendar date as a day number (days since 1970-01-01), and back as YYYY-MM-DD. */
function dayNumberAt(zone: TimeZone, ms: number): number {
  return Math.floor((ms + offsetAt(zone, ms)) / DAY_MS);
}

function dateText(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The first instant of the calendar day `dayNumber` in the zone: its local midnight, or, where a
 * daylight saving change skips midnight, the first minute that exists on that date.
 */
export function startOfDay(zone: TimeZone, dayNumber: number): number {
  const midnightUtc = dayNumber * DAY_MS;
  let at = midnightUtc - offsetAt(zone, midnightUtc);
  at = midnightUtc - offsetAt(zone, at);
  if (dayNumberAt(zone, at) === dayNumber && dayNumberAt(zone, at - 1) < dayNumber) return at;
  // Midnight did not exist (or the guess landed on the day before): the first minute of the date.
  let low = at - 3 * 3_600_000;
  let high = at + 3 * 3_600_000;
  while (high - low > 60_000) {
    const mid = Math.floor((low + high) / 2 / 60_000) * 60_000;
    if (dayNumberAt(zone, mid) >= dayNumber) high = mid;
    else low = mid;
  }
  return high;
}

export interface LocalDay {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** Its first instant and the next day's (ms since the epoch). */
  fromMs: number;
  toMs: number;
}

/** The `count` calendar days in the zone that end with the one `nowMs` falls in, oldest first. */
export function lastLocalDays(zone: TimeZone, nowMs: number, count: number): LocalDay[] {
  const today = dayNumberAt(zone, nowMs);
  const days: LocalDay[] = [];
  for (let day = today - count + 1; day <= today; day++) {
    days.push({ date: dateText(day), fromMs: startOfDay(zone, day), toMs: startOfDay(zone, day + 1) });
  }
  return days;
}
