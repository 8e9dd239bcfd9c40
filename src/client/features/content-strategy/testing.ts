import type { TContentRow } from '../../../shared/content-strategy';

/** A plan row for tests; `over` replaces any field. */
export const row = (day: number, over: Partial<TContentRow> = {}): TContentRow => ({
  day,
  title: `Title ${day}`,
  summary: `Summary ${day}`,
  hooks: [`Hook A${day}`, `Hook B${day}`, `Hook C${day}`, `Hook D${day}`],
  script: `Script ${day}`,
  script_type: 'Question-Answer',
  content_pillar: 'Personal Stories',
  ...over,
});

export const thirtyRows = () => Array.from({ length: 30 }, (_, i) => row(i + 1));
