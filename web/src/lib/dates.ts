/** How the app shows times: one date format, one date-and-time format, one relative wording. */
import { TEXTS, TIME_WORDS } from '@mentorbridge/model';


const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/** "Jan 2, 2026"; '' when there is no time (yet). */
export function formatDate(date: Date | null): string {
  return date ? date.toLocaleDateString(undefined, DATE) : '';
}

/** "Jan 2, 10:30 AM"; '' when there is no time (yet). */
export function formatDateTime(date: Date | null): string {
  return date ? date.toLocaleString(undefined, DATE_TIME) : '';
}

/** When `at` is, seen from `now`, in local time: "at 2:05 PM" on the same day, else "on Nov 27 at 2:05 PM". */
export function formatWhen(at: Date, now: Date = new Date()): string {
  const time = at.toLocaleTimeString(undefined, TIME);
  return at.toDateString() === now.toDateString()
    ? TEXTS.rateLimits.at(time)
    : TEXTS.rateLimits.on(at.toLocaleDateString(undefined, DAY), time);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * "just now", "5 minutes ago", "yesterday", "last year". `at` is a Date or milliseconds; an unknown time
 * (a post still being sent) and a time slightly ahead of this device's clock read "just now".
 */
export function timeAgo(at: Date | number | null, now: Date | number = Date.now()): string {
  if (at === null) return TIME_WORDS.justNow;
  const elapsed = Math.max(0, Number(now) - Number(at));
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return TIME_WORDS.justNow;
}
