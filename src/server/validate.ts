import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';
import { fieldName } from './request-guards';

/** zod's own messages are generic, so they get the field's name; ours are already sentences. */
const GENERIC = /^(Invalid|Too (big|small)|Expected)/;

/** Formats the first zod issue as a sentence a person can act on. */
export function describeIssue(error: { issues: readonly z.core.$ZodIssue[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  if (issue.code === 'unrecognized_keys') {
    // A body can carry thousands of unknown keys; the answer names a few, never echoes them all.
    const shown = issue.keys.slice(0, 3).map((k) => k.slice(0, 40));
    const more = issue.keys.length - shown.length;
    return `Unexpected field${issue.keys.length > 1 ? 's' : ''}: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  }
  if (!GENERIC.test(issue.message) || issue.path.length === 0) return issue.message;
  return `${fieldName(issue.path.filter((p): p is string | number => typeof p !== 'symbol'))}: ${issue.message}`;
}

/** zValidator that answers 400 `{ error }` with the first issue. */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw badRequest(describeIssue(result.error));
  });
