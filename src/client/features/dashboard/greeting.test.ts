import { describe, expect, it } from 'vitest';
import { firstName } from './greeting';

describe('firstName', () => {
  it.each([
    ['Ada Lovelace', 'Ada'],
    ['  Grace   Brewster Hopper ', 'Grace'],
    ['Cher', 'Cher'],
    ['', 'Creator'],
    ['   ', 'Creator'],
    [null, 'Creator'],
    [undefined, 'Creator'],
  ])('%j -> %s', (name, expected) => expect(firstName(name)).toBe(expected));
});
