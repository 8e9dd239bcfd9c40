import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

/** The cells a reader gets back, the byte-order mark taken off. */
const cells = (csv: string) => parse<string[]>(csv.replace(/^\uFEFF/, '')).data;

const FORMULA_CELLS = ['=1+1\nx', '- Post 3 reels', '@SUM(A1)', '\t=x', '\r=x', '+1\r\n=2', '=A1'];

describe('toCsv', () => {
  it('starts with a byte-order mark, then the header and one line per row', () => {
    const csv = toCsv(
      ['A', 'B'],
      [
        ['1', 'two'],
        [3, null],
      ],
    );
    expect(csv).toBe('\uFEFFA,B\r\n1,two\r\n3,');
  });

  it('defuses every formula-like text cell, multi-line ones included, and reads back with the apostrophe', () => {
    const csv = toCsv(
      ['Cell'],
      FORMULA_CELLS.map((c) => [c]),
    );
    expect(cells(csv).slice(1)).toEqual(FORMULA_CELLS.map((c) => [`'${c}`]));
    expect(csv).toContain(`"'=1+1\nx"`);
    expect(csv).toContain(`"'\r=x"`);
  });

  it('leaves numbers, negative ones included, and harmless text as they are', () => {
    const csv = toCsv(
      ['N', 'T'],
      [
        [-3, 'Post 3 reels - daily'],
        [1.5, 'a=b'],
      ],
    );
    expect(cells(csv)).toEqual([
      ['N', 'T'],
      ['-3', 'Post 3 reels - daily'],
      ['1.5', 'a=b'],
    ]);
  });

  it('quotes commas, doubles quotes and keeps line breaks inside one cell', () => {
    const text = 'Eat, sleep\n"repeat"';
    expect(cells(toCsv(['T'], [[text]]))[1]).toEqual([text]);
  });
});
