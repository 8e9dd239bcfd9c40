import { describe, expect, it } from 'vitest';
import {
  addRow,
  COMPETITOR_REQUIRED,
  emptyWizard,
  PLATFORM_REQUIRED,
  removeRow,
  stepProblem,
  toRequest,
} from './wizard-values';

const row = (name: string, handle: string, notes = '') => ({ key: Math.random(), name, handle, notes });

describe('competitor wizard values', () => {
  it('needs a platform, then at least one competitor with both name and handle', () => {
    const v = emptyWizard();
    expect(stepProblem(1, v)).toBe(PLATFORM_REQUIRED);
    expect(stepProblem(1, { ...v, platform: 'tiktok' })).toBeNull();
    expect(stepProblem(2, v)).toBe(COMPETITOR_REQUIRED);
    expect(stepProblem(2, { ...v, rows: [row('Pups', '')] })).toBe(
      'Please add at least one competitor with both name and handle: competitor 1 has only one of the two (or clear the row).',
    );
    expect(stepProblem(2, { ...v, rows: [row('Pups', '@dog trainer')] })).toMatch(/no spaces or emoji/);
    expect(stepProblem(2, { ...v, rows: [row('', ''), row('Pups', '@pups')] })).toBeNull();
    expect(stepProblem(3, v)).toBeNull();
  });

  it('keeps at least one row and at most ten', () => {
    let rows = emptyWizard().rows;
    expect(removeRow(rows, rows[0]?.key ?? 0)).toHaveLength(1);
    for (let i = 0; i < 12; i++) rows = addRow(rows);
    expect(rows).toHaveLength(10);
    expect(removeRow(rows, rows[3]?.key ?? 0)).toHaveLength(9);
  });

  it('sends only filled rows, trimmed, and leaves a blank context to the server', () => {
    const request = toRequest({
      platform: 'youtube',
      rows: [row(' Pups ', ' @pups ', ' Daily Shorts '), row('', ''), row('Sit', 'sit')],
      industryContext: '   ',
    });
    expect(request).toEqual({
      platform: 'youtube',
      competitors: [
        { name: 'Pups', handle: '@pups', notes: 'Daily Shorts' },
        { name: 'Sit', handle: 'sit' },
      ],
      industryContext: undefined,
    });
  });
});
