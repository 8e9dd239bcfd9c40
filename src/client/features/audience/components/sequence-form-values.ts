import { zodResolver } from '@hookform/resolvers/zod';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  type TWelcomeSequenceRecord,
  type TWelcomeSequenceSave,
  ZWelcomeSequenceSave,
} from '../../../../shared/welcome-sequence';

/** What the form sends once the schema trimmed it. */
export type TSequenceSaved = z.output<typeof ZWelcomeSequenceSave>;

export type TSequenceForm = UseFormReturn<TWelcomeSequenceSave, unknown, TSequenceSaved>;

/**
 * The server's own checks (`ZWelcomeSequenceSave`), run before anything is sent. The editor's code is
 * loaded after the page (`sequence-section.tsx`), so the schema comes with it rather than on demand.
 */
export const sequenceResolver = zodResolver<TWelcomeSequenceSave, unknown, TSequenceSaved>(ZWelcomeSequenceSave);

/** The saved emails as the form edits them; each keeps its id, so its sent mails stay counted. */
export const valuesOf = (sequence: TWelcomeSequenceRecord): TWelcomeSequenceSave => ({
  emails: sequence.emails.map((e) => ({ id: e.id, subject: e.subject, body: e.body, delayDays: e.delay_days })),
});
