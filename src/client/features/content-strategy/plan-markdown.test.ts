import { describe, expect, it } from 'vitest';
import { planToMarkdown } from './plan-markdown';
import { row } from './testing';

describe('planToMarkdown', () => {
  it('is a header, a separator and one row per video with the export columns', () => {
    const lines = planToMarkdown([row(1), row(2)]).split('\n');
    expect(lines).toEqual([
      '| Day | Video Title | Summary | Script Type | Content Pillar | Hook 1 | Hook 2 | Hook 3 | Hook 4 | Script Example |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| 1 | Title 1 | Summary 1 | Question-Answer | Personal Stories | Hook A1 | Hook B1 | Hook C1 | Hook D1 | Script 1 |',
      '| 2 | Title 2 | Summary 2 | Question-Answer | Personal Stories | Hook A2 | Hook B2 | Hook C2 | Hook D2 | Script 2 |',
    ]);
  });

  it('escapes pipes and backslashes and turns line breaks into <br>, keeping one line per video', () => {
    const md = planToMarkdown([row(3, { title: 'Before | after', summary: 'C:\\path', script: 'A\nB\r\nC' })]);
    const lines = md.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('| Before \\| after |');
    expect(lines[2]).toContain('| C:\\\\path |');
    expect(lines[2]).toContain('| A<br>B<br>C |');
  });
});
