type Parsed = { value: unknown } | undefined;

/**
 * Recovers the JSON object from a model answer when the only problem is its wrapping: code fences
 * or prose around it. Nothing inside the object is changed; a broken object stays broken and goes
 * back to the model with the validation errors instead.
 */
export function extractJson(text: string): Parsed {
  const direct = parseObject(text.trim());
  if (direct) return direct;
  for (const m of text.matchAll(/```[a-zA-Z]*[^\S\n]*\n?([\s\S]*?)```/g)) {
    const fenced = parseObject((m[1] ?? '').trim());
    if (fenced) return fenced;
  }
  return firstBalancedObject(text);
}

function parseObject(text: string): Parsed {
  if (!text.startsWith('{')) return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** The first `{ ... }` whose braces balance and which parses, skipping braces inside strings. */
function firstBalancedObject(text: string): Parsed {
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (inString) {
        if (ch === '\\') i++;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) {
        const parsed = parseObject(text.slice(start, i + 1));
        if (parsed) return parsed;
        break;
      }
    }
  }
  return undefined;
}
