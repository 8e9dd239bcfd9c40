import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { planToCsv } from './plan-csv';
import { row } from './testing';

const HEADER = 'Day,Video Title,Summary,Script Type,Content Pillar,Hook 1,Hook 2,Hook 3,Hook 4,Script Example';

describe('planToCsv', () => {
  it('starts with a byte-order mark and the spec columns, one line per video', () => {
    const csv = planToCsv([row(1), row(2)]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]).toBe(
      '1,Title 1,Summary 1,Question-Answer,Personal Stories,Hook A1,Hook B1,Hook C1,Hook D1,Script 1',
    );
    expect(lines).toHaveLength(3);
  });

  it('quotes commas, doubles quotes and keeps line breaks inside one cell', () => {
    const tricky = row(7, {
      title: 'Eat, sleep, repeat',
      summary: 'She said "no" twice',
      script: 'HOOK: first line\nSTORY: second line\r\nCTA: third',
    });
    const csv = planToCsv([tricky]);
    expect(csv).toContain('"Eat, sleep, repeat"');
    expect(csv).toContain('"She said ""no"" twice"');
    expect(csv).toContain('"HOOK: first line\nSTORY: second line\r\nCTA: third"');
    // And a CSV reader gets every cell back unchanged.
    const { data } = parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(data[1]).toEqual([
      '7',
      'Eat, sleep, repeat',
      'She said "no" twice',
      'Question-Answer',
      'Personal Stories',
      'Hook A7',
      'Hook B7',
      'Hook C7',
      'Hook D7',
      'HOOK: first line\nSTORY: second line\r\nCTA: third',
    ]);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = planToCsv([row(1, { title: '=HYPERLINK("http://evil")' })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('defuses formula cells that span several lines, and every other formula start', () => {
    const risky = row(3, {
      title: '=1+1\nx',
      summary: '- Post 3 reels\n- then stories',
      script_type: '@SUM(A1)',
      content_pillar: '\t=x',
      hooks: ['\r=x', '+1', 'Fine', '-2'],
    });
    const { data } = parse<string[]>(planToCsv([risky]).slice(1));
    expect(data[1]).toEqual([
      '3',
      "'=1+1\nx",
      "'- Post 3 reels\n- then stories",
      "'@SUM(A1)",
      "'\t=x",
      "'\r=x",
      "'+1",
      'Fine',
      "'-2",
      'Script 3',
    ]);
  });

  it('writes empty cells for missing hooks instead of shifting the script left', () => {
    const { data } = parse<string[]>(planToCsv([row(1, { hooks: ['Only one'] })]).slice(1), {
      skipEmptyLines: true,
    });
    expect(data[1]?.slice(5)).toEqual(['Only one', '', '', '', 'Script 1']);
  });
});
