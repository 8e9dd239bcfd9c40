/**
 * No form of the app sends more than a few levels of nesting or a few hundred values; a body far past
 * that is an attack on whatever walks it next (a recursive walk overflows the stack, a wide one eats
 * the event loop). The text is scanned before JSON.parse so such a body never becomes objects at all.
 */
export const MAX_JSON_DEPTH = 64;
export const MAX_JSON_ITEMS = 10_000;

export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';
export const TOO_MANY_ITEMS_MESSAGE = 'The request body has too many items.';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

/**
 * Why `text` is refused, or null. Counts brackets and commas outside strings: every value in a
 * container except its first is preceded by a comma, and every container by its opening bracket, so
 * the two together bound the keys and items a parse would build. Malformed text is left to JSON.parse.
 */
export function jsonShapeProblem(text: string, maxDepth = MAX_JSON_DEPTH, maxItems = MAX_JSON_ITEMS): string | null {
  let depth = 0;
  let items = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      // The character after a backslash is escaped, a quote included, so it never ends the string.
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
      continue;
    }
    if (ch === QUOTE) inString = true;
    else if (ch === OPEN_ARRAY || ch === OPEN_OBJECT) {
      if (++depth > maxDepth) return TOO_DEEP_MESSAGE;
      if (++items > maxItems) return TOO_MANY_ITEMS_MESSAGE;
    } else if ((ch === CLOSE_ARRAY || ch === CLOSE_OBJECT) && depth > 0) depth--;
    else if (ch === COMMA && ++items > maxItems) return TOO_MANY_ITEMS_MESSAGE;
  }
  return null;
}
