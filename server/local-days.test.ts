import { describe, expect, it } from 'vitest';
import { lastLocalDays, parseTimeZone, startOfDay, type TimeZone } from './local-days.ts';

const zone = (text: string): TimeZone => {
  const found = parseTimeZone(text);
  if (!found) throw new Error(`no zone ${text}`);
  return found;
};
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('local days', () => {
  it('cuts days at the zone’s midnight, ending with the day now falls in', () => {
    // 20:00 in Shanghai (UTC+8) on 21 November: that day is today.
    const days = lastLocalDays(zone('Asia/Shanghai'), Date.parse('2026-11-21T12:00:00Z'), 3);
    expect(days.map((d) => [d.date, iso(d.fromMs), iso(d.toMs)])).toEqual([
      ['2026-11-19', '2026-11-18T16:00:00.000Z', '2026-11-19T16:00:00.000Z'],
      ['2026-11-20', '2026-11-19T16:00:00.000Z', '2026-11-20T16:00:00.000Z'],
      ['2026-11-21', '2026-11-20T16:00:00.000Z', '2026-11-21T16:00:00.000Z'],
    ]);
    // 16:30 UTC is already 22 November in Shanghai.
    expect(lastLocalDays(zone('Asia/Shanghai'), Date.parse('2026-11-21T16:30:00Z'), 1)[0]!.date).toBe('2026-11-22');
  });

  it('takes fixed offsets, and UTC', () => {
    expect(iso(startOfDay(zone('+05:30'), dayNumber('2026-11-21')))).toBe('2026-11-20T18:30:00.000Z');
    expect(iso(startOfDay(zone('-08:00'), dayNumber('2026-11-21')))).toBe('2026-11-21T08:00:00.000Z');
    expect(iso(startOfDay(zone('UTC'), dayNumber('2026-11-21')))).toBe('2026-11-21T00:00:00.000Z');
  });

  it('follows daylight saving time: a 23-hour and a 25-hour day', () => {
    const ny = zone('America/New_York');
    const spring = lastLocalDays(ny, Date.parse('2026-03-08T18:00:00Z'), 1)[0]!;
    expect([spring.date, iso(spring.fromMs), spring.toMs - spring.fromMs]).toEqual(['2026-03-08', '2026-03-08T05:00:00.000Z', 23 * 3_600_000]);
    const autumn = lastLocalDays(ny, Date.parse('2026-11-01T18:00:00Z'), 1)[0]!;
    expect([autumn.date, iso(autumn.fromMs), autumn.toMs - autumn.fromMs]).toEqual(['2026-11-01', '2026-11-01T04:00:00.000Z', 25 * 3_600_000]);
  });

  it('starts a day whose midnight was skipped at its first minute', () => {
    // Chile moved its clocks from 24:00 to 01:00 on 7 September 2024: 8 September began at 01:00 (-03).
    expect(iso(startOfDay(zone('America/Santiago'), dayNumber('2024-09-08')))).toBe('2024-09-08T04:00:00.000Z');
    expect(iso(startOfDay(zone('America/Santiago'), dayNumber('2024-09-07')))).toBe('2024-09-07T04:00:00.000Z');
  });

  it('refuses a zone the runtime does not know, and offsets past 14 hours', () => {
    expect(parseTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(parseTimeZone('+15:00')).toBeNull();
    expect(parseTimeZone('Europe/Paris')).not.toBeNull();
  });
});
