import { recipientsText } from './campaign-view';

/** The question before a campaign leaves: to whom, and how many (the one confirm dialog, with its own texts). */
export const sendNowQuestion = (name: string, recipients: number) => ({
  title: `Send to ${recipientsText(recipients)} now?`,
  description: `“${name.trim() || 'This campaign'}” goes out at once, in small batches. You can pause it while it sends, but a mail that has left cannot be called back.`,
  confirmLabel: 'Send now',
});
