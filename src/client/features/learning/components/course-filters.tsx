import { SearchIcon } from 'lucide-react';
import { DIFFICULTY_LABELS, DIFFICULTY_LEVELS, type TLearningCategory } from '../../../../shared/learning';
import { LabelledField } from '@/components/labelled-field';
import { SelectField } from '@/components/select-field';
import { Input } from '@/components/ui/input';

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

const LEVELS = [
  { value: 'all', label: 'All levels' },
  ...DIFFICULTY_LEVELS.map((l) => ({ value: l, label: DIFFICULTY_LABELS[l] })),
];

/** Search over title, description and tags, with category and level; all three combine. */
export function CourseFilters({ categories, value, onChange }: Props) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <LabelledField id="course-search" label="Search courses" className="flex-1 gap-1.5">
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
      </LabelledField>
      <SelectField
        id="course-category"
        label="Category"
        fieldClassName="gap-1.5"
        className="w-full md:w-48"
        options={[
          { value: 'all', label: 'All categories' },
          ...categories.map((c) => ({ value: c.id, label: c.name })),
        ]}
        value={value.category}
        onChange={(e) => onChange({ category: e.target.value })}
      />
      <SelectField
        id="course-level"
        label="Level"
        fieldClassName="gap-1.5"
        className="w-full md:w-40"
        options={LEVELS}
        value={value.level}
        onChange={(e) => onChange({ level: e.target.value })}
      />
    </div>
  );
}
