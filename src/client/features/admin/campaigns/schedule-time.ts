import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from '../../../../shared/campaign-texts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The value a `datetime-local` input shows for a moment, read on the viewer's own clock. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A moment as an ISO time with the viewer's offset ('2026-03-29T09:30:00+02:00'), as the server asks for. */
export function withOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${toLocalInput(date)}:${pad(date.getSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The moment a `datetime-local` value names on the viewer's clock, or null when it names none (empty,
 * malformed, or a day the month does not have). A time skipped by a daylight-saving change moves to the
 * moment the clocks show it, as the browser itself reads it.
 */
export function fromLocalInput(value: string): Date | null {
  const m = LOCAL_INPUT.exec(value);
  if (!m) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(2000, 0, 1, 0, 0, 0, 0);
  // setFullYear, not the constructor: the constructor reads years 0 to 99 as 1900 to 1999.
  date.setFullYear(year, month - 1, day);
  date.setHours(hour, minute, second, 0);
  if (date.getMonth() !== month - 1 || date.getDate() !== day || hour > 23 || minute > 59) return null;
  return date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The input's `min` and `max`: from the next minute to the furthest day a campaign may be scheduled. */
export function scheduleBounds(now: Date) {
  return {
    min: toLocalInput(new Date(now.getTime() + 60_000)),
    max: toLocalInput(new Date(now.getTime() + CAMPAIGN_LIMITS.scheduleDays * DAY_MS)),
  };
}

export type ScheduleCheck = { scheduledAt: string } | { error: string };

/** What the server would refuse, said before asking it (docs/product/admin-campaigns.md). */
export function checkSchedule(value: string, now: Date): ScheduleCheck {
  const date = fromLocalInput(value);
  if (!date) return { error: 'Choose a date and time' };
  if (date.getTime() <= now.getTime()) return { error: CAMPAIGN_MESSAGES.scheduleInPast };
  if (date.getTime() > now.getTime() + CAMPAIGN_LIMITS.scheduleDays * DAY_MS)
    return { error: CAMPAIGN_MESSAGES.scheduleTooFar };
  return { scheduledAt: withOffset(date) };
}
