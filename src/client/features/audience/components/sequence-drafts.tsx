import { WELCOME_LIMITS } from '../../../../shared/welcome-sequence';
import { Skeleton } from '@/components/ui/skeleton';
import { partialItems, partialText } from '@/components/generation-draft';

/**
 * The emails a streaming model has written so far, each once its subject is there, with its body as
 * it grows; skeletons stand in for the rest of the shortest sequence. Nothing is shown here before the
 * first subject, so the offline composer keeps its plain skeletons.
 */
export function SequenceDrafts({ partial }: { partial: unknown }) {
  const emails = partialItems(partial, 'emails', ['subject']).filter((e) => typeof e.subject === 'string');
  return (
    <ol aria-hidden={emails.length ? undefined : true} className="grid w-full gap-3 text-left">
      {emails.map((email, i) => {
        const body = partialText(email, 'body');
        return (
          <li key={i} className="grid min-w-0 gap-2 rounded-xl border p-4" data-testid="sequence-draft-email">
            <p className="text-xs text-muted-foreground">Email {i + 1}</p>
            <h3 className="font-medium break-words">{email.subject as string}</h3>
            {body ? (
              <p className="line-clamp-6 text-sm break-words whitespace-pre-line text-muted-foreground">{body}</p>
            ) : (
              <Skeleton aria-hidden className="h-12 w-full" />
            )}
          </li>
        );
      })}
      {Array.from({ length: Math.max(0, WELCOME_LIMITS.emailsMin - emails.length) }, (_, i) => (
        <li key={`next-${i}`} aria-hidden>
          <Skeleton className="h-24 w-full rounded-xl" />
        </li>
      ))}
    </ol>
  );
}
