import { AtSignIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import type { TMission } from '../../../../shared/mission';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatGeneratedAt, missionStatements, type TBioNavigationState } from '@/lib/mission-text';
import { StatementList } from './statement-list';

/** One saved generation: its date, its three statements with copy, bios from it, and delete. */
export function SavedMissionItem({ mission, onDelete }: { mission: TMission; onDelete: (m: TMission) => void }) {
  const statements = missionStatements(mission);
  const date = formatGeneratedAt(mission.generated_at);
  const bioState: TBioNavigationState = { missionStatement: statements.join('\n') };
  return (
    <li className="grid gap-3 rounded-lg border p-3 sm:p-4" data-testid="saved-mission">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-medium">
            Generated on <time dateTime={mission.generated_at}>{date}</time>
          </h3>
          {mission.offline && <OfflineComposerBadge />}
        </div>
        <div className="flex items-center gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.socialBios} state={bioState} aria-label={`Write bios from the mission of ${date}`}>
              <AtSignIcon aria-hidden />
              Write bios
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            aria-label={`Delete the mission of ${date}`}
            onClick={() => onDelete(mission)}
          >
            <Trash2Icon aria-hidden />
            <span className="hidden sm:inline">Delete</span>
          </Button>
        </div>
      </div>
      <StatementList statements={statements} idPrefix={`saved-${mission.id}`} compact />
    </li>
  );
}
