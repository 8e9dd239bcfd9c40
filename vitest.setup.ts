import { afterEach, vi } from 'vitest';

// A test that logs console.error fails: an error nobody asserted on is a bug nobody saw.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length === 0) return;
  const logged = errors.splice(0).map((a) => a.map(String).join(' '));
  throw new Error(`console.error was called:\n${logged.join('\n')}`);
});
