import { describe, expect, it } from 'vitest';
import { extractJson } from './repair';

const obj = { bios: ['a {b} "c"', 'd}'], n: 1 };
const json = JSON.stringify(obj);

describe('extractJson', () => {
  it.each([
    ['plain JSON', json],
    ['JSON with surrounding whitespace', `\n  ${json}\n`],
    ['a json code fence', '```json\n' + json + '\n```'],
    ['a bare code fence with prose', 'Here you go:\n```\n' + json + '\n```\nEnjoy!'],
    ['prose before and after', `Sure! ${json} Hope this helps {really}.`],
    ['a stray brace before the object', `Use {curly} braces: ${json}`],
  ])('recovers the object from %s', (_name, text) => {
    expect(extractJson(text)).toEqual({ value: obj });
  });

  it.each([
    ['prose only', 'I cannot do that.'],
    ['a broken object', '{"bios": ["a", }'],
    ['a top-level array', '["a", "b"]'],
    ['empty text', ''],
  ])('gives up on %s', (_name, text) => {
    expect(extractJson(text)).toBeUndefined();
  });
});
