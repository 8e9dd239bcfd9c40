import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { missionsQueryOptions } from '@/lib/missions-query';
import { toast } from '@/lib/toast';
import { SelectMissionDialog } from './select-mission-dialog';

export const NO_MISSION_WARNING = 'Please generate a mission statement first!';

/**
 * The Social Media Bios entry needs a saved mission (spec 1 section 2): with none it warns, otherwise it
 * opens the mission picker. Missions are read on click, not on every page, so the shell stays light.
 */
export function useSocialBiosGate() {
  const queryClient = useQueryClient();
  const [open, setOpen] = React.useState(false);
  const openGate = React.useCallback(async () => {
    try {
      const missions = await queryClient.fetchQuery(missionsQueryOptions());
      if (missions.length === 0) toast.warning(NO_MISSION_WARNING);
      else setOpen(true);
    } catch {
      toast.error('Failed to load mission statements');
    }
  }, [queryClient]);
  const dialog = <SelectMissionDialog open={open} onOpenChange={setOpen} />;
  return { openGate, dialog };
}
