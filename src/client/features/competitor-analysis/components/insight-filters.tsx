import type { TInsightType, TPriorityLevel } from '../../../../shared/competitor-analysis';
import { PRIORITY_LEVELS } from '../../../../shared/competitor-analysis';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
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
        <NativeSelect
          id={`${id}-type`}
          className="w-40"
          value={value.type}
          onChange={(e) => onChange({ ...value, type: e.target.value as Filters['type'] })}
        >
          <option value="all">All types</option>
          {types.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-priority`}>Priority</Label>
        <NativeSelect
          id={`${id}-priority`}
          className="w-40"
          value={value.priority}
          onChange={(e) => onChange({ ...value, priority: e.target.value as Filters['priority'] })}
        >
          <option value="all">All priorities</option>
          {PRIORITY_LEVELS.map((p) => (
            <option key={p} value={p}>
              {PRIORITY_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
