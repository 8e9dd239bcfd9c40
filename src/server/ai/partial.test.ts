import * as sdk from 'ai';
import { describe, expect, it } from 'vitest';
import { settledPartial } from './partial';

const settle = (text: string) => settledPartial(sdk, text);

describe('the readable part of an unfinished answer', () => {
  it('keeps finished values and the whole words of the text being written', async () => {
    expect(await settle('{"statements":["I help busy moms.","I help found')).toEqual({
      statements: ['I help busy moms.', 'I help'],
    });
    expect(await settle('{"statements":["I')).toEqual({ statements: [] });
    expect(await settle('{"bios":["one two"],"note":"thr')).toEqual({ bios: ['one two'] });
  });

  it('leaves out a number that may still be growing, inside nested rows too', async () => {
    expect(await settle('{"rows":[{"day":1,"title":"A title"},{"day":1')).toEqual({
      rows: [{ day: 1, title: 'A title' }, {}],
    });
  });

  it('returns a finished answer whole, and nothing for text that is not an object yet', async () => {
    expect(await settle('{"statements":["a b","c d","e f"]}')).toEqual({ statements: ['a b', 'c d', 'e f'] });
    expect(await settle('```json\n{"statements":["a b c",')).toEqual({ statements: ['a b c'] });
    expect(await settle('Sure! Here')).toBeUndefined();
    expect(await settle('[1, 2')).toBeUndefined();
  });
});

describe('a text the model has closed', () => {
  it('is kept whole once its closing quote is followed by a comma or a bracket', async () => {
    expect(await settle('{"statements":["a b c"]')).toEqual({ statements: ['a b c'] });
    expect(await settle('{"statements":["a, b, c,')).toEqual({ statements: ['a, b,'] });
    expect(await settle('{"statements":["say \\"hi\\",')).toEqual({ statements: ['say'] });
  });
});
