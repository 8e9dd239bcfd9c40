import * as React from 'react';
import type { TOptinPageRecord } from '../../../../shared/audience-texts';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { SequenceSkeleton } from './sequence-card';

// The editor's code (the form, its checks with zod, the dialogs) comes after the page's screen.
const SequenceEditor = lazyNamed(() => import('./sequence-editor'), 'SequenceEditor');

/** The opt-in page's welcome sequence, on the page's screen: a skeleton of its card until the editor is there. */
export function SequenceSection({ page }: { page: Pick<TOptinPageRecord, 'id'> }) {
  return (
    <React.Suspense fallback={<SequenceSkeleton />}>
      <SequenceEditor page={page} />
    </React.Suspense>
  );
}
