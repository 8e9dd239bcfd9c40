import { PlusIcon, Trash2Icon } from 'lucide-react';
import { MAX_COMPETITORS } from '../../../../shared/competitor-analysis';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { addRow, type CompetitorRow, removeRow } from './wizard-values';

interface Props {
  rows: CompetitorRow[];
  onChange: (rows: CompetitorRow[]) => void;
}

/** One row per competitor: at least one always remains, at most ten. */
export function CompetitorsStep({ rows, onChange }: Props) {
  const update = (key: number, patch: Partial<CompetitorRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <div className="grid gap-4">
      <ol className="grid gap-4">
        {rows.map((r, i) => (
          <li key={r.key} className="grid gap-3 rounded-lg border p-3 sm:p-4" data-testid="competitor-row">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium">Competitor {i + 1}</p>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove competitor ${i + 1}`}
                disabled={rows.length <= 1}
                onClick={() => onChange(removeRow(rows, r.key))}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor={`name-${r.key}`}>Name</Label>
                <Input
                  id={`name-${r.key}`}
                  value={r.name}
                  maxLength={120}
                  placeholder="e.g. Pawsitive Pups"
                  onChange={(e) => update(r.key, { name: e.target.value })}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`handle-${r.key}`}>Handle</Label>
                <Input
                  id={`handle-${r.key}`}
                  value={r.handle}
                  maxLength={120}
                  placeholder="e.g. @pawsitivepups"
                  autoCapitalize="none"
                  spellCheck={false}
                  onChange={(e) => update(r.key, { handle: e.target.value })}
                />
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`notes-${r.key}`}>Notes (optional)</Label>
              <Textarea
                id={`notes-${r.key}`}
                rows={2}
                value={r.notes}
                maxLength={1000}
                placeholder="What you have seen: what they post, what gets comments, what they never cover"
                onChange={(e) => update(r.key, { notes: e.target.value })}
              />
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={rows.length >= MAX_COMPETITORS}
          onClick={() => onChange(addRow(rows))}
        >
          <PlusIcon aria-hidden />
          Add competitor
        </Button>
        <p className="text-xs text-muted-foreground">
          {rows.length} of {MAX_COMPETITORS}. Your notes are the only evidence the analysis has: the AI does not see
          their posts.
        </p>
      </div>
    </div>
  );
}
