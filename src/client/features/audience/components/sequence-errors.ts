import { unknownMergeFields } from '../../../../shared/campaign-texts';
import { WELCOME_LIMITS, WELCOME_MESSAGES as M } from '../../../../shared/welcome-sequence';

/** One email as the form holds it: what is sent, `id` for an email that is already saved. */
export interface TSequenceEmailValues {
  id?: string | undefined;
  subject: string;
  body: string;
  delayDays: number;
}

type Part = 'subject' | 'body' | 'delayDays';
export type TSequenceField = `emails.${number}.${Part}`;
const fieldAt = (at: number, part: Part): TSequenceField => `emails.${at}.${part}`;

/** As the server reads it: a control character other than a tab or a line break. */
const hasControl = (s: string) =>
  [...s].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
  });
const badDelay = (d: number) => !Number.isInteger(d) || d < 0 || d > WELCOME_LIMITS.delayMax;

/** Each field message of the server (docs/product/audience.md, "Editing"), and which field of which email it is about. */
const RULES: {
  matches: (message: string) => boolean;
  parts: Part[];
  fails: (value: string | number, at: number, all: TSequenceEmailValues[]) => boolean;
}[] = [
  { matches: (m) => m === M.subjectRequired, parts: ['subject'], fails: (v) => String(v).trim() === '' },
  {
    matches: (m) => m === M.subjectTooLong,
    parts: ['subject'],
    fails: (v) => String(v).trim().length > WELCOME_LIMITS.subject,
  },
  { matches: (m) => m === M.bodyRequired, parts: ['body'], fails: (v) => String(v).trim() === '' },
  { matches: (m) => m === M.bodyTooLong, parts: ['body'], fails: (v) => String(v).trim().length > WELCOME_LIMITS.body },
  { matches: (m) => m === M.delayRange, parts: ['delayDays'], fails: (v) => badDelay(Number(v)) },
  {
    matches: (m) => m === M.delaysOrder,
    parts: ['delayDays'],
    fails: (v, at, all) => at > 0 && Number(v) < (all[at - 1]?.delayDays ?? 0),
  },
  { matches: (m) => m === M.controlCharacters, parts: ['subject', 'body'], fails: (v) => hasControl(String(v)) },
  {
    matches: (m) => m.startsWith('Unknown merge field'),
    parts: ['subject', 'body'],
    fails: (v) => unknownMergeFields(String(v)).length > 0,
  },
];

/**
 * Which field a refusal of the server (400) is about, so its message shows under it: the first email
 * whose field breaks the rule, else the first such field the member changed. Null for a refusal about
 * the whole sequence (the number of emails, an email no longer there), which shows above Save.
 */
export function fieldOfRefusal(
  message: string,
  emails: TSequenceEmailValues[],
  changed: (field: TSequenceField) => boolean = () => false,
): TSequenceField | null {
  const rule = RULES.find((r) => r.matches(message));
  if (!rule) return null;
  const fields = emails.flatMap((email, at) =>
    rule.parts.map((part) => ({ field: fieldAt(at, part), value: email[part], at })),
  );
  const broken = fields.find((f) => rule.fails(f.value, f.at, emails));
  if (broken) return broken.field;
  return fields.find((f) => changed(f.field))?.field ?? null;
}
