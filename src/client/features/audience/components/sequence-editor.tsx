import type { TOptinPageRecord } from '../../../../shared/audience-texts';
import { ListError } from '@/components/saved-results/list-states';
import { errorMessage } from '@/lib/api-client';
import { useWelcomeSequence } from '../api/get-welcome-sequence';
import { SequenceCard, SequenceSkeleton } from './sequence-card';
import { SequenceEmpty } from './sequence-empty';
import { SEQUENCE_TEXTS as T } from './sequence-texts';
import { SequenceView } from './sequence-view';

/**
 * The page's welcome sequence (docs/product/audience.md, "Screens: welcome sequence"): the action that
 * writes it while there is none, then its state and its emails to edit. Loaded after the page's screen,
 * with the form and its checks.
 */
export function SequenceEditor({ page }: { page: Pick<TOptinPageRecord, 'id'> }) {
  const query = useWelcomeSequence(page.id);
  if (query.data === undefined) {
    if (query.isError)
      return (
        <SequenceCard>
          <ListError message={errorMessage(query.error, T.loadFailed)} onRetry={() => void query.refetch()} />
        </SequenceCard>
      );
    return <SequenceSkeleton />;
  }
  if (query.data === null) return <SequenceEmpty pageId={page.id} />;
  return <SequenceView sequence={query.data} />;
}
