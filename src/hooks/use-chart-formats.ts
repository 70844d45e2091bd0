// How charts write dates, times and axis figures in the reader's language (the locale tags of
// config/locales): Intl, with the device's time zone unless a calendar date is given. Axis
// figures are approximate labels of a drawn scale (3 significant digits, grouped the reader's
// way); the exact amounts are in each chart's readout and table, through formatAmount.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LOCALE, isLocale, LOCALE_TAGS } from '../config/locales';

export interface ChartFormats {
  /** "Nov 21" */
  shortDate: (ms: number) => string;
  /** A calendar date ("2026-11-21") as "Nov 21", whatever the device's zone. */
  calendarDay: (date: string) => string;
  /** "Nov 21, 2026" for a calendar date. */
  calendarDate: (date: string) => string;
  /** "14:05" */
  time: (ms: number) => string;
  /** "Nov 21, 14:05" */
  dateTime: (ms: number) => string;
  /** An axis label: "1.25", "12,500", "1.2M"; with the ticks' `step`, as many decimals as tell them apart ("0.09998"). */
  axisNumber: (value: number, step?: number) => string;
  /** The device's time zone ("Asia/Shanghai"), or its offset ("+05:30") when the browser names none. */
  timeZone: string;
}

export function deviceTimeZone(): string {
  const named = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (named && /^[A-Za-z][A-Za-z0-9_+-]{0,31}(?:\/[A-Za-z0-9_+-]{1,31}){0,2}$/.test(named)) return named;
  const minutes = -new Date().getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function chartFormats(language: string): ChartFormats {
  const tag = LOCALE_TAGS[isLocale(language) ? language : FALLBACK_LOCALE];
  const short = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric' });
  const shortUtc = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const mediumUtc = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' });
  const dateTime = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  const axis = new Intl.NumberFormat(tag, { maximumSignificantDigits: 3, notation: 'compact' });
  const axisPlain = new Intl.NumberFormat(tag, { maximumSignificantDigits: 3 });
  const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
  return {
    shortDate: (ms) => short.format(ms),
    calendarDay: (date) => shortUtc.format(utc(date)),
    calendarDate: (date) => mediumUtc.format(utc(date)),
    time: (ms) => time.format(ms),
    dateTime: (ms) => dateTime.format(ms),
    axisNumber: (value, step = 0) => {
      if (step > 0 && step < 1) {
        const digits = Math.min(12, Math.ceil(-Math.log10(step) - 1e-9));
        return new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
      }
      return Math.abs(value) >= 10_000 ? axis.format(value) : axisPlain.format(value);
    },
    timeZone: deviceTimeZone(),
  };
}

export function useChartFormats(): ChartFormats {
  const { i18n } = useTranslation();
  return useMemo(() => chartFormats(i18n.language), [i18n.language]);
}
