import type { TInsightType, TPriorityLevel } from '../../../../shared/competitor-analysis';
import { PRIORITY_LEVELS } from '../../../../shared/competitor-analysis';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { PRIORITY_LABELS, TYPE_LABELS } from '../labels';

export interface Filters {
  type: TInsightType | 'all';
  priority: TPriorityLevel | 'all';
}

interface Props {
  id: string;
  types: readonly TInsightType[];
  value: Filters;
  onChange: (f: Filters) => void;
}

/** Type and priority filters; the list under them is always sorted by priority, then confidence. */
export function InsightFilters({ id, types, value, onChange }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>Type</Label>
        <Select value={value.type} onValueChange={(type) => onChange({ ...value, type: type as Filters['type'] })}>
          <SelectTrigger id={`${id}-type`} className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All types</SelectItem>
            {types.map((t) => (
              <SelectItem key={t} value={t}>
                {TYPE_LABELS[t]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-priority`}>Priority</Label>
        <Select
          value={value.priority}
          onValueChange={(priority) => onChange({ ...value, priority: priority as Filters['priority'] })}
        >
          <SelectTrigger id={`${id}-priority`} className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All priorities</SelectItem>
            {PRIORITY_LEVELS.map((p) => (
              <SelectItem key={p} value={p}>
                {PRIORITY_LABELS[p]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
