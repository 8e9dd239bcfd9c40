/** docs/product/learning.md: a course length in minutes, 'Nmin' below an hour, otherwise 'Hh Mmin'. */
export function formatCourseDuration(minutes: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(minutes) ? minutes : 0));
  if (total < 60) return `${total}min`;
  return `${Math.floor(total / 60)}h ${total % 60}min`;
}

/** A lesson length in seconds as m:ss (minutes keep counting past an hour, as the spec shows no hours). */
export function formatLessonLength(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Total Hours on the learning dashboard: total watch time in seconds / 3600, rounded. */
export const totalHours = (watchSeconds: number) => Math.round(Math.max(0, watchSeconds) / 3600);

/** Completed published lessons over published lessons, as a whole percentage. */
export function coursePercentage(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((Math.min(completed, total) / total) * 100));
}
