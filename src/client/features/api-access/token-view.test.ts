import { describe, expect, it } from 'vitest';
import { expiry, isExpired, lastUsed, mcpConfig, mcpUrl, scopeName } from './token-view';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');

describe('how a token reads in the list', () => {
  it('names each scope by the first word of its label', () => {
    expect([scopeName('read'), scopeName('generate'), scopeName('write')]).toEqual(['Read', 'Generate', 'Write']);
  });

  it('says Never for a token that was never used, and the day otherwise', () => {
    expect(lastUsed({ last_used_at: null })).toBe('Never');
    expect(lastUsed({ last_used_at: '2026-11-20T12:00:00.000Z' })).toBe('Nov 20, 2026');
  });

  it('tells a token that never expires, one that will, and one that has', () => {
    expect(expiry({ expires_at: null }, NOW)).toBe('Never expires');
    expect(expiry({ expires_at: '2027-02-22T12:00:00.000Z' }, NOW)).toBe('Expires Feb 22, 2027');
    expect(expiry({ expires_at: '2026-11-01T12:00:00.000Z' }, NOW)).toBe('Expired Nov 1, 2026');
    expect(isExpired({ expires_at: '2026-11-24T12:00:00.000Z' }, NOW)).toBe(true);
    expect(isExpired({ expires_at: null }, NOW)).toBe(false);
  });
});

describe('connecting an assistant', () => {
  it("gives the MCP address on the app's own origin, and a config with a placeholder, never a token", () => {
    expect(mcpUrl('https://brand.example.com')).toBe('https://brand.example.com/mcp');
    expect(JSON.parse(mcpConfig('https://brand.example.com'))).toEqual({
      mcpServers: {
        brandforge: {
          url: 'https://brand.example.com/mcp',
          headers: { Authorization: 'Bearer <your token>' },
        },
      },
    });
  });
});
