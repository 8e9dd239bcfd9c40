import { DIFFICULTY_LABELS, type TCourse } from '../../../../shared/learning';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { DIFFICULTY_CLASS } from '../format';

/** The category's own colour marks a dot; the name stays in the text colour, so any colour stays readable. */
export function CategoryBadge({ category }: { category: TCourse['category'] }) {
  if (!category) return null;
  return (
    <Badge variant="outline" className="max-w-full gap-1.5">
      <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: category.color_code }} />
      <span className="min-w-0 break-words">{category.name}</span>
    </Badge>
  );
}

export function LevelBadge({ level, className }: { level: TCourse['difficulty_level']; className?: string }) {
  return <Badge className={cn(DIFFICULTY_CLASS[level], className)}>{DIFFICULTY_LABELS[level]}</Badge>;
}
