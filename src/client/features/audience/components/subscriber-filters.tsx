import { SearchIcon } from 'lucide-react';
import * as React from 'react';
import type { TSubscriberStatus } from '../../../../shared/audience';
import { LabelledField } from '@/components/labelled-field';
import { SelectField } from '@/components/select-field';
import { Input } from '@/components/ui/input';
import { useOptinPages } from '../api/get-optin-pages';
import { STATUS_LABELS, STATUSES, type SubscriberFilters as Filters } from './subscriber-view';

const SEARCH_DELAY_MS = 300;

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];

interface SearchProps {
  /** What the box shows; the list keeps it, so Clear filters can empty it. */
  text: string;
  onText: (text: string) => void;
  onSearch: (q: string) => void;
}

/** The search asks once typing pauses, not on every key. */
function SearchBox({ text, onText, onSearch }: SearchProps) {
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    onText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next), SEARCH_DELAY_MS);
  };
  return (
    <LabelledField id="subscriber-search" label="Search">
      <div className="relative">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="subscriber-search"
          type="search"
          className="pl-9"
          placeholder="Email or name"
          autoComplete="off"
          maxLength={200}
          value={text}
          onChange={(e) => change(e.target.value)}
        />
      </div>
    </LabelledField>
  );
}

function SourceSelect({ value, onChange }: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  const pages = useOptinPages();
  const options = [
    { value: '', label: 'All sources' },
    ...(pages.data ?? []).map((p) => ({ value: p.id, label: p.headline })),
  ];
  // Until the member has a page, there is nothing to narrow to.
  if (!value && pages.data?.length === 0) return null;
  return (
    <SelectField
      id="subscriber-source"
      label="Source page"
      fieldClassName="w-full sm:w-56"
      options={options}
      value={value ?? ''}
      disabled={pages.isPending}
      onChange={(e) => onChange(e.target.value || undefined)}
    />
  );
}

interface Props {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  searchText: string;
  onSearchText: (text: string) => void;
}

/** Search, status and source page; each applies at once (the search once typing pauses) and lives in the address. */
export function SubscriberFilters({ filters, onChange, searchText, onSearchText }: Props) {
  return (
    <div className="grid min-w-0 gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
      <SearchBox text={searchText} onText={onSearchText} onSearch={(q) => onChange({ q })} />
      <SelectField
        id="subscriber-status"
        label="Status"
        fieldClassName="w-full sm:w-44"
        options={STATUS_OPTIONS}
        value={filters.status ?? ''}
        onChange={(e) => onChange({ status: (e.target.value || undefined) as TSubscriberStatus | undefined })}
      />
      <SourceSelect value={filters.source} onChange={(source) => onChange({ source })} />
    </div>
  );
}
