import { SearchIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { TOptinPageStatus } from '../../../../shared/audience-texts';
import { LabelledField } from '@/components/labelled-field';
import { SelectField } from '@/components/select-field';
import { Input } from '@/components/ui/input';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All pages' },
  { value: 'published', label: 'Live' },
  { value: 'unpublished', label: 'Offline' },
] as const;

export interface Filters {
  q: string;
  status: TOptinPageStatus | undefined;
  page: number;
}

/** The search, state and page live in the address, so a reload or a shared link shows the same list. */
export function useOptinPagesFilters(): [Filters, (change: Partial<Filters>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const filters: Filters = {
    q: params.get('q') ?? '',
    status: status === 'published' || status === 'unpublished' ? status : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const update = (change: Partial<Filters>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(change)) {
          if (v === undefined || v === '' || (k === 'page' && v === 1)) next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace: true },
    );
  return [filters, update];
}

interface Props {
  /** What is typed, ahead of the address (the list waits for a pause in typing). */
  search: string;
  onSearch: (text: string) => void;
  filters: Filters;
  update: (change: Partial<Filters>) => void;
}

/** Search by headline, address or owner's email, and Live or Offline. */
export function OptinPagesFilters({ search, onSearch, filters, update }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <LabelledField id="optin-search" label="Search" className="flex-1 sm:max-w-md">
        <div className="relative">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
          />
          <Input
            id="optin-search"
            type="search"
            placeholder="Headline, address or owner's email"
            className="pl-9"
            maxLength={200}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        </div>
      </LabelledField>
      <SelectField
        id="optin-status"
        label="Status"
        fieldClassName="w-full sm:w-44"
        options={STATUS_OPTIONS}
        value={filters.status ?? 'all'}
        onChange={(e) => {
          const v = e.target.value;
          update({ status: v === 'published' || v === 'unpublished' ? v : undefined, page: 1 });
        }}
      />
    </div>
  );
}
