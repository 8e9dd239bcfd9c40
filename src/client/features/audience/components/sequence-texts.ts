import { WELCOME_DEFAULT_DELAYS, WELCOME_LIMITS, type TWelcomeEmailStats } from '../../../../shared/welcome-sequence';
import { shortDate } from '@/lib/format-date';

/** The welcome sequence's words on the page's screen (docs/product/audience.md, "Screens: welcome sequence"). */
export const SEQUENCE_TEXTS = {
  title: 'Welcome sequence',
  intro: 'Welcome new subscribers with 3 to 5 emails in your voice, sent on the days after they confirm.',
  write: 'Write my welcome sequence',
  writing: 'Writing your emails...',
  writingNote: 'Writing from your lead magnet and brand profile. This takes a few seconds.',
  writeFailed: 'The welcome sequence could not be written. Please try again.',
  loadFailed: 'The welcome sequence could not be loaded.',
  on: 'On',
  off: 'Off',
  offNote: 'Off: nobody gets these emails yet.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  turnOnTitle: 'Turn on the welcome sequence?',
  turnOnBody: 'New subscribers who confirm from now on will get these emails.',
  turnOnUnsaved: 'Your unsaved changes go out only once you save them.',
  switchFailed: 'The welcome sequence could not be changed. Please try again.',
  rewrite: 'Write a new sequence',
  rewriteTitle: 'Write a new sequence?',
  rewriteBody:
    'New emails replace the subject, text and wait of every email below. What was already sent stays counted.',
  rewriteConfirm: 'Write new emails',
  rewriteUnsaved: 'Your unsaved changes are replaced too.',
  rewriteOffOnly: 'Turn the sequence off to write a new one.',
  save: 'Save changes',
  saving: 'Saving...',
  discard: 'Discard changes',
  unsaved: 'You have unsaved changes.',
  saveFailed: 'The welcome sequence could not be saved. Please try again.',
  leaveUnsaved: 'Leave this page? Your changes to the welcome sequence are not saved.',
  add: 'Add an email',
  atMost: `A sequence has at most ${WELCOME_LIMITS.emailsMax} emails.`,
  atLeast: `A sequence has at least ${WELCOME_LIMITS.emailsMin} emails.`,
  subject: 'Subject',
  delay: 'Days after confirming',
  delayHint: `Whole days, 0 to ${WELCOME_LIMITS.delayMax}. 0 sends it right after confirming.`,
  body: 'Email text',
  bodyHint: 'Markdown: **bold**, [a link](https://example.com), lists. {{first_name}} is the reader’s first name.',
  preview: 'Preview',
  previewTitle: 'Preview',
  previewDescription: 'As a reader called Alex gets it.',
  previewFailed: 'The preview could not be made. Please try again.',
  sendTest: 'Send me a test',
  sending: 'Sending...',
  testUnsaved: 'Save first: a test sends the saved email.',
  testSavedVersion: 'A test sends the saved version of this email.',
  testFailed: 'The test email could not be sent. Please try again.',
  remove: 'Remove',
} as const;

export const onSince = (iso: string) => `On since ${shortDate(iso)}`;

/** "Day 2", or for day 0 "Right after confirming". */
export const dayLabel = (delay: number) => (delay === 0 ? 'Right after confirming' : `Day ${delay}`);

/** "Email 2 · Day 2"; just "Email 2" while the wait is not a number of days. */
export const emailHeading = (n: number, delay: number) =>
  Number.isInteger(delay) && delay >= 0 ? `Email ${n} · ${dayLabel(delay)}` : `Email ${n}`;

/** The wait an added email starts with: the next default, never less than the last email's. */
export function nextDelay(delays: number[]): number {
  const last = delays.at(-1);
  const fallback = WELCOME_DEFAULT_DELAYS[delays.length] ?? WELCOME_DEFAULT_DELAYS.at(-1)!;
  if (last === undefined || !Number.isInteger(last)) return fallback;
  return Math.min(WELCOME_LIMITS.delayMax, Math.max(fallback, last));
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "12 sent · 1 failed · 2 unsubscribes", once the email has any; null before. */
export function statsText(stats: TWelcomeEmailStats | undefined): string | null {
  if (!stats || stats.sent + stats.failed + stats.unsubscribes === 0) return null;
  return [
    `${stats.sent.toLocaleString('en-US')} sent`,
    `${stats.failed.toLocaleString('en-US')} failed`,
    plural(stats.unsubscribes, 'unsubscribe'),
  ].join(' · ');
}

/** The notice while the member's daily limit holds mails of this sequence back. */
export const waitingText = (n: number) =>
  `${plural(n, 'email')} of this sequence ${n === 1 ? 'waits' : 'wait'} for tomorrow: you reached today’s sending limit.`;

export const testSentText = (to: string) => `Test sent to ${to}`;
