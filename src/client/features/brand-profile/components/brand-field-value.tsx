import { brandPlatformLabel, type TBrandField, type TBrandPlatform } from '../../../../shared/brand-profile';
import { Badge } from '@/components/ui/badge';

/** Lists of sentences read as bullets; lists of a word or two read as chips. */
const BULLETED: readonly TBrandField[] = ['painPoints'];

/** A field's saved value as the page shows it; long words wrap instead of widening the page. */
export function BrandFieldValue({ name, value }: { name: TBrandField; value: string | string[] | undefined }) {
  if (value === undefined || value.length === 0)
    return <p className="text-sm text-muted-foreground italic">Not filled in yet.</p>;
  if (typeof value === 'string') return <p className="whitespace-pre-line wrap-anywhere">{value}</p>;
  if (BULLETED.includes(name))
    return (
      <ul className="grid list-disc gap-1.5 pl-5">
        {value.map((item) => (
          <li key={item} className="wrap-anywhere">
            {item}
          </li>
        ))}
      </ul>
    );
  const labels = name === 'platforms' ? value.map((p) => brandPlatformLabel(p as TBrandPlatform)) : value;
  return (
    <ul className="flex flex-wrap gap-2">
      {labels.map((item) => (
        <li key={item} className="max-w-full min-w-0">
          <Badge variant="secondary" className="h-auto py-1 text-sm font-normal whitespace-normal">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
