import * as React from 'react';
import { type Control, useWatch } from 'react-hook-form';
import type { TCampaignDraft } from '../../../../shared/campaigns';
import { errorMessage } from '@/lib/api-client';
import { useCampaignPreview } from '../api/preview-campaign';
import { useDebounced } from './use-debounced';

/** Typing pauses this long before the server renders the mail again. */
const PREVIEW_DELAY_MS = 400;

/** The rendered mail for what the form holds, asked for once typing pauses. */
export function useLivePreview(control: Control<TCampaignDraft>) {
  const [subject = '', preheader = '', body = ''] = useWatch({ control, name: ['subject', 'preheader', 'body'] });
  const input = React.useMemo(() => ({ subject, preheader, body }), [subject, preheader, body]);
  const settled = useDebounced(input, PREVIEW_DELAY_MS);
  const preview = useCampaignPreview(settled, true);
  return {
    preview: preview.data,
    updating: input !== settled || preview.isFetching,
    error: preview.isError ? errorMessage(preview.error, 'The preview could not be rendered.') : null,
  };
}
