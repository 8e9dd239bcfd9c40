import { SearchIcon } from 'lucide-react';
import { DIFFICULTY_LABELS, DIFFICULTY_LEVELS, type TLearningCategory } from '../../../../shared/learning';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

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
        <NativeSelect
          id="course-category"
          className="w-full md:w-48"
          value={value.category}
          onChange={(e) => onChange({ category: e.target.value })}
        >
          <option value="all">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="course-level">Level</Label>
        <NativeSelect
          id="course-level"
          className="w-full md:w-40"
          value={value.level}
          onChange={(e) => onChange({ level: e.target.value })}
        >
          <option value="all">All levels</option>
          {DIFFICULTY_LEVELS.map((l) => (
            <option key={l} value={l}>
              {DIFFICULTY_LABELS[l]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
