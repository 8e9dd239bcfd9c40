const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
// Session tokens, verification JWTs and reset tokens: long runs of URL-safe characters.
const TOKEN = /[A-Za-z0-9_-]{24,}(\.[A-Za-z0-9_-]{8,}){0,2}/g;

/** Logs keep what happened, not who it happened to: addresses and tokens are masked in every string. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, '[email]').replace(TOKEN, '[token]');
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: redact(value.message, depth + 1) };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, depth + 1)]));
}
