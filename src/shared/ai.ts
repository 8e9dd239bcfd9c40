import { z } from 'zod';

/** Where generations come from; `offline` is the built-in composer that needs no key. */
export type TAiProvider = 'offline' | 'openai' | 'anthropic' | 'google' | 'openai-compatible';

/** GET /api/ai/status: what produces results, so screens can say 'Offline composer' honestly. */
export interface TAiStatus {
  provider: TAiProvider;
  model: string;
  offline: boolean;
}

/** The model name shown when the offline composer is in use. */
export const OFFLINE_MODEL = 'offline-composer';

/*
 * Schema builders for generator inputs. Their messages name the field, because a refused
 * generation must tell the person which answer to fix.
 */

/** A trimmed, non-blank answer. */
export const zText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { error: `${label} must not be empty` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** An answer that may be left blank; blank reads as "not given". */
export const zOptionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional();

/** A list with its own count limits; `itemLabel` names the entries in messages. */
export const zList = <T extends z.ZodType>(label: string, item: T, min: number, max: number) =>
  z
    .array(item, { error: `${label} must be a list` })
    .min(min, { error: min === 1 ? `${label} needs at least one entry` : `${label} needs at least ${min} entries` })
    .max(max, { error: `${label} can have at most ${max} entries` });

/*
 * Builders for generator outputs: what a model must return. Messages here are read by the model
 * when it is asked to correct an answer, so they say what to change.
 */

/** Generated text of bounded length; surrounding whitespace is trimmed away. */
export const zOut = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

/** A generated list of bounded size. */
export const zOutList = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z
    .array(item)
    .min(min, { error: `needs at least ${min} entries` })
    .max(max, { error: `needs at most ${max} entries` });
