import { dialogOnDemand } from '@/lib/loading/dialog-on-demand';

/** Loaded once the page is idle, mounted on the first "Create token". */
export const CreateTokenDialog = dialogOnDemand(
  () => import('./create-token-dialog'),
  'CreateTokenDialog',
  (p) => p.open,
);
