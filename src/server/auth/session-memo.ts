/**
 * The signed-in user behind a Cookie header, remembered for a moment. Checking a signed session copy
 * (an HMAC through WebCrypto, a Request object, better-auth's context) costs more than the rest of a
 * small API read; a page asks for five or ten things at once with the same cookies, so the first check
 * answers for the others. An entry is believed for `ttlMs` at most and `clear()` drops them all, which
 * the app calls on every change made through the auth API (sign-out, revocation, a new password).
 */
export interface SessionMemo<U> {
  get(cookieHeader: string): U | undefined;
  set(cookieHeader: string, user: U): void;
  clear(): void;
}

export function createSessionMemo<U>({
  ttlMs,
  max,
  now = () => Date.now(),
}: {
  ttlMs: number;
  /** Entries kept at most; the oldest go first, so a flood of made-up cookies costs bounded memory. */
  max: number;
  now?: () => number;
}): SessionMemo<U> {
  const entries = new Map<string, { user: U; until: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.until > now()) return hit.user;
      entries.delete(key);
      return undefined;
    },
    set(key, user) {
      entries.delete(key);
      entries.set(key, { user, until: now() + ttlMs });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    clear: () => entries.clear(),
  };
}
