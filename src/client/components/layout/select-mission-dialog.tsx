import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatGeneratedAt, missionStatements, type TBioNavigationState } from '@/lib/mission-text';
import { useMissions } from '@/lib/missions-query';

interface Props {
  /** The tool that starts from the chosen mission (the bio generator). */
  to: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** docs/product/social-bios.md: pick which saved mission the bios are written from, then open the bio generator. */
export function SelectMissionDialog({ to, open, onOpenChange }: Props) {
  const navigate = useNavigate();
  const missions = useMissions();
  const use = (statements: string[]) => {
    const state: TBioNavigationState = { missionStatement: statements.join('\n') };
    onOpenChange(false);
    void navigate(to, { state });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Select a Mission Statement</DialogTitle>
          <DialogDescription>Your bios will be written from the mission you choose.</DialogDescription>
        </DialogHeader>
        {missions.isPending ? (
          <div aria-busy="true" aria-label="Loading..." className="grid gap-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : !missions.data?.length ? (
          <p className="py-4 text-center text-sm text-muted-foreground">
            No mission statements available. Please generate one first.
          </p>
        ) : (
          <ul className="grid max-h-[60dvh] gap-2 overflow-y-auto" data-testid="select-mission-list">
            {missions.data.map((m) => {
              const statements = missionStatements(m);
              const date = formatGeneratedAt(m.generated_at);
              return (
                <li key={m.id} className="flex items-center gap-3 rounded-lg border p-3">
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="line-clamp-2 text-sm">{statements[0] ?? m.mission_text}</p>
                    <p className="text-xs text-muted-foreground">Generated on {date}</p>
                  </div>
                  <Button size="sm" onClick={() => use(statements)} aria-label={`Use This: the mission of ${date}`}>
                    Use This
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
