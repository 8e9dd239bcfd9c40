import type { TOptinPageRecord } from '../../../../shared/audience-texts';
import type { Deletion } from '@/components/saved-results/confirm-delete';
import { useDeleteOptinPage } from '../api/delete-optin-page';
import { OPTIN_TEXTS } from './optin-page-texts';

/** Deleting a page in the product's words: what goes with it, and what stays. */
export const optinPageDeletion = (page: Pick<TOptinPageRecord, 'id' | 'headline'>): Deletion => ({
  id: page.id,
  useRemove: useDeleteOptinPage,
  title: OPTIN_TEXTS.deleteTitle,
  description:
    'Its address stops working at once and its welcome sequence is deleted with it. The subscribers it brought stay in your list, and the lead magnet stays too: you can publish it again.',
  label: `Delete "${page.headline}"`,
  deleted: OPTIN_TEXTS.deleted,
  failed: OPTIN_TEXTS.deleteFailed,
  failedWithReason: true,
});
