import { describe, expect, it } from 'vitest';
import { missionStatements, parseStatements, readBioNavigationState, stripNumbering } from './mission-text';

describe('mission text', () => {
  it('strips the numbering prefix for copying', () => {
    expect(stripNumbering('1. I help coaches grow.')).toBe('I help coaches grow.');
    expect(stripNumbering('  12.I help.')).toBe('I help.');
    expect(stripNumbering('I help 3.5 million people.')).toBe('I help 3.5 million people.');
  });

  it('takes only lines that begin with a number and a dot, at most 3', () => {
    const text = 'Here you go:\n1. I help A.\n\n2. I help B.\n- not this\n3. I help C.\n4. I help D.';
    expect(parseStatements(text)).toEqual(['I help A.', 'I help B.', 'I help C.']);
  });

  it("prefers the server's statements and falls back to the numbered text", () => {
    expect(missionStatements({ statements: ['I help A.'], mission_text: '1. other' })).toEqual(['I help A.']);
    expect(missionStatements({ statements: [], mission_text: '1. I help A.\n2. I help B.' })).toEqual([
      'I help A.',
      'I help B.',
    ]);
  });

  it('reads the mission handed to the bio generator, ignoring anything else in history state', () => {
    expect(readBioNavigationState({ missionStatement: 'I help A.' })).toBe('I help A.');
    for (const state of [null, undefined, 'x', { missionStatement: '  ' }, { missionStatement: 3 }])
      expect(readBioNavigationState(state)).toBeUndefined();
  });
});
