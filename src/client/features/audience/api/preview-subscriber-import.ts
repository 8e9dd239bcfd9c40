import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** POST /api/audience/subscribers/import/preview: the file's columns, first rows and a guess at the mapping. */
export const previewSubscriberImport = (csv: string) =>
  unwrap(api.audience.subscribers.import.preview.$post({ json: { csv } }));

export const usePreviewSubscriberImport = () => useMutation({ mutationFn: previewSubscriberImport });
