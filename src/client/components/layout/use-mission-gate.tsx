import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { missionsQueryOptions } from '@/lib/missions-query';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { toast } from '@/lib/toast';

// Loaded on the first pick, with the dialog code under it: most visits never open it.
const loadDialog = () => import('./select-mission-dialog');
const SelectMissionDialog = lazyNamed(loadDialog, 'SelectMissionDialog');

export const NO_MISSION_WARNING = 'Please generate a mission statement first!';

/**
 * A tool that starts from a saved mission (Social Media Bios, docs/product/social-bios.md): with none the entry
 * warns, otherwise it opens the mission picker, which then opens the tool. Missions are read on click,
 * not on every page, so the shell stays light.
 */
export function useMissionGate() {
  const queryClient = useQueryClient();
  const [target, setTarget] = React.useState<string | null>(null);
  const openGate = React.useCallback(
    async (to: string) => {
      // The dialog's code downloads while the missions are read.
      void loadDialog();
      try {
        const missions = await queryClient.fetchQuery(missionsQueryOptions());
        if (missions.length === 0) toast.warning(NO_MISSION_WARNING);
        else setTarget(to);
      } catch {
        toast.error('Failed to load mission statements');
      }
    },
    [queryClient],
  );
  const opened = useOpenedOnce(target !== null);
  const dialog = opened ? (
    <React.Suspense fallback={null}>
      <SelectMissionDialog
        to={target ?? ''}
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
      />
    </React.Suspense>
  ) : null;
  return { openGate, dialog };
}
