import { SearchIcon } from 'lucide-react';
import { DIFFICULTY_LABELS, DIFFICULTY_LEVELS, type TLearningCategory } from '../../../../shared/learning';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface CourseFilter {
  q: string;
  /** A category id, or 'all'. */
  category: string;
  /** A difficulty level, or 'all'. */
  level: string;
}

interface Props {
  categories: readonly TLearningCategory[];
  value: CourseFilter;
  onChange: (f: Partial<CourseFilter>) => void;
}

/** Search over title, description and tags, with category and level; all three combine. */
export function CourseFilters({ categories, value, onChange }: Props) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Label htmlFor="course-search">Search courses</Label>
        <div className="relative">
          <SearchIcon aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="course-search"
            type="search"
            className="pl-9"
            placeholder="Search by title, description or tag"
            value={value.q}
            maxLength={200}
            onChange={(e) => onChange({ q: e.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="course-category">Category</Label>
        <Select value={value.category} onValueChange={(category) => onChange({ category })}>
          <SelectTrigger id="course-category" className="w-full md:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All categories</SelectItem>
            {categories.map((c) => (
              <SelectItem key={c.id} value={c.id}>
                <span className="truncate">{c.name}</span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="course-level">Level</Label>
        <Select value={value.level} onValueChange={(level) => onChange({ level })}>
          <SelectTrigger id="course-level" className="w-full md:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All levels</SelectItem>
            {DIFFICULTY_LEVELS.map((l) => (
              <SelectItem key={l} value={l}>
                {DIFFICULTY_LABELS[l]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
