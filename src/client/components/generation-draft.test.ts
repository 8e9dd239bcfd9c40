import { describe, expect, it } from 'vitest';
import { partialItems, partialObject, partialStrings, partialText } from '@/components/generation-draft';

describe('partial readers', () => {
  it('take the strings of a list and skip blanks and other types', () => {
    expect(partialStrings({ a: ['one', '', ' ', 2, null, 'two'] }, 'a')).toEqual(['one', 'two']);
    expect(partialStrings({ a: 'one' }, 'a')).toEqual([]);
    expect(partialStrings(null, 'a')).toEqual([]);
  });

  it('keep the list items whose required fields are there', () => {
    const items = partialItems({ a: [{ name: 'x' }, { name: '' }, { other: 1 }, 'x', { name: 3 }] }, 'a', ['name']);
    expect(items).toEqual([{ name: 'x' }, { name: 3 }]);
  });

  it('read a single text field only when it is a non-blank string', () => {
    expect(partialText({ a: 'Hello' }, 'a')).toBe('Hello');
    expect(partialText({ a: '  ' }, 'a')).toBeUndefined();
    expect(partialText({ a: 42 }, 'a')).toBeUndefined();
    expect(partialText({ a: ['Hello'] }, 'a')).toBeUndefined();
    expect(partialText('Hello', 'a')).toBeUndefined();
  });

  it('read a nested object, and nothing from a list or a value in its place', () => {
    expect(partialObject({ a: { b: 'c' } }, 'a')).toEqual({ b: 'c' });
    expect(partialText(partialObject({ a: { b: 'c' } }, 'a'), 'b')).toBe('c');
    expect(partialObject({ a: [{ b: 'c' }] }, 'a')).toBeNull();
    expect(partialObject({ a: 'c' }, 'a')).toBeNull();
    expect(partialObject(undefined, 'a')).toBeNull();
  });
});
