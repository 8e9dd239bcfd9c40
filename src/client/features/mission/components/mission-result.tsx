import { ArrowRightIcon, RefreshCwIcon, RotateCcwIcon } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import type { TMission, TMissionInput } from '../../../../shared/mission';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AddToBrandProfile } from '@/features/brand-profile/public/add-to-brand-profile';
import { missionStatements, type TBioNavigationState } from '@/lib/mission-text';
import { brandValuesFromMission } from '../brand-values';
import { StatementList } from './statement-list';

interface Props {
  mission: TMission;
  /** The answers it was written from: they also tell the brand profile who the person helps. */
  answers: TMissionInput;
  /** The brand profile switch, shown beside Regenerate. */
  brandToggle?: React.ReactNode;
  /** At the monthly limit: Regenerate would be refused, so it is disabled. */
  blocked: boolean;
  onRegenerate: () => void;
  onStartOver: () => void;
}

/** The three new statements: copy, choose which go to Stage 2, regenerate or start again. */
export function MissionResult({ mission, answers, brandToggle, blocked, onRegenerate, onStartOver }: Props) {
  const navigate = useNavigate();
  const statements = missionStatements(mission);
  const [chosen, setChosen] = React.useState(0);
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(() => new Set(statements.keys()));
  const toggle = (i: number) =>
    setSelected((s) => {
      const copy = new Set(s);
      if (!copy.delete(i)) copy.add(i);
      return copy;
    });

  const toBios = () => {
    const state: TBioNavigationState = {
      missionStatement: statements.filter((_, i) => selected.has(i)).join('\n'),
    };
    void navigate(paths.socialBios, { state });
  };

  return (
    <Card data-testid="mission-result">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <h2>Your Personal Brand Mission</h2>
          {mission.offline && <OfflineComposerBadge />}
        </CardTitle>
        <CardDescription>
          Three takes on &lsquo;I help X achieve Y without Z&rsquo;. Copy the one that sounds like you, tick the ones
          your bios should build on, and pick the one your brand profile keeps.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <StatementList
          statements={statements}
          selected={selected}
          onToggle={toggle}
          chosen={chosen}
          onChoose={setChosen}
          idPrefix="result"
        />
        <div className="mt-4">
          <AddToBrandProfile
            source={{ tool: 'mission', id: mission.id }}
            values={brandValuesFromMission(statements[chosen] ?? '', answers)}
          />
        </div>
      </CardContent>
      <CardFooter className="flex-col-reverse items-stretch gap-3 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          <Button variant="ghost" onClick={onStartOver}>
            <RotateCcwIcon aria-hidden />
            Start a new mission
          </Button>
          <Button variant="outline" onClick={onRegenerate} disabled={blocked}>
            <RefreshCwIcon aria-hidden />
            Regenerate
          </Button>
          {brandToggle}
        </div>
        <Button onClick={toBios} disabled={selected.size === 0}>
          Stage 2: Social Media Bios
          <ArrowRightIcon aria-hidden />
        </Button>
      </CardFooter>
    </Card>
  );
}
