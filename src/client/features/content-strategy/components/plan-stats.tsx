import { BadgeCheckIcon, FileTextIcon, type LucideIcon, MegaphoneIcon, VideoIcon } from 'lucide-react';
import { HOOKS_PER_VIDEO } from '../../../../shared/content-strategy';
import { Card } from '@/components/ui/card';

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <Card className="flex-row items-center gap-3 px-4 py-4">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xl leading-tight font-semibold tabular-nums">{value}</p>
        <p className="text-xs text-muted-foreground">{label}</p>
      </div>
    </Card>
  );
}

/** The four stat cards of the results screen of docs/product/content-strategy.md. */
export function PlanStats({ videos }: { videos: number }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="plan-stats">
      <Stat icon={VideoIcon} label="Total Videos" value={String(videos)} />
      <Stat icon={MegaphoneIcon} label="Viral Hooks" value={String(videos * HOOKS_PER_VIDEO)} />
      <Stat icon={FileTextIcon} label="Full Scripts" value={String(videos)} />
      <Stat icon={BadgeCheckIcon} label="Ready to Use" value="100%" />
    </div>
  );
}
