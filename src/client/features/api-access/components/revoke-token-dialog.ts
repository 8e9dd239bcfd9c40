import { dialogOnDemand } from '@/lib/loading/dialog-on-demand';

/** The app's confirm dialog, loaded on the first Revoke; closed while nothing is to be revoked. */
export const RevokeTokenDialog = dialogOnDemand(
  () => import('@/components/saved-results/confirm-delete-alert'),
  'ConfirmDeleteAlert',
  (props) => props.open,
);
