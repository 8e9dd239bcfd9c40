import * as React from 'react';
import { useSearchParams } from 'react-router';
import { ListError } from '@/components/saved-results/list-states';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useSubscribers } from '../api/get-subscribers';
import { SubscriberFilters } from './subscriber-filters';
import { SubscribersEmpty, SubscribersFilteredEmpty, SubscribersLoading } from './subscriber-list-states';
import { SubscriberPagination } from './subscriber-pagination';
import { SubscriberTable } from './subscriber-table';
import {
  type SubscriberFilters as Filters,
  hasFilters,
  listQuery,
  pageCount,
  readFilters,
  writeFilters,
} from './subscriber-view';

/** The filters as the address holds them, and how to change them (shared by the list and the export). */
export function useSubscriberFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const change = React.useCallback(
    (next: Partial<Filters>) => setParams((prev) => writeFilters(prev, next), { replace: true }),
    [setParams],
  );
  return { filters, change };
}

/** The member's subscribers: filters, then the page of rows or the state the list is in. */
export function SubscriberList() {
  const { filters, change } = useSubscriberFilters();
  const list = useSubscribers(listQuery(filters));
  // Kept here, so Clear filters empties the box at once.
  const [searchText, setSearchText] = React.useState(filters.q);
  const clear = () => {
    setSearchText('');
    change({ q: '', status: undefined, source: undefined });
  };

  // The last row of the last page was deleted: show the page that is now the last.
  const beyondEnd = list.data && list.data.items.length === 0 && filters.page > 1 && list.data.total > 0;
  const lastPage = list.data ? pageCount(list.data.total) : 1;
  React.useEffect(() => {
    if (beyondEnd) change({ page: lastPage });
  }, [beyondEnd, lastPage, change]);

  return (
    <section aria-label="Subscribers" className="grid min-w-0 gap-4">
      <h2 className="sr-only">Subscribers</h2>
      <SubscriberFilters filters={filters} onChange={change} searchText={searchText} onSearchText={setSearchText} />
      {list.isPending ? (
        <SubscribersLoading />
      ) : list.isError && !list.data ? (
        <ListError
          message={errorMessage(list.error, 'Your subscribers could not be loaded.')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        hasFilters(filters) ? (
          <SubscribersFilteredEmpty onClear={clear} />
        ) : beyondEnd ? (
          <SubscribersLoading />
        ) : (
          <SubscribersEmpty />
        )
      ) : (
        <div
          className={cn('grid min-w-0 gap-4 transition-opacity', list.isPlaceholderData && 'opacity-60')}
          aria-busy={list.isPlaceholderData}
        >
          <SubscriberTable subscribers={list.data.items} />
          <SubscriberPagination
            page={filters.page}
            shown={list.data.items.length}
            total={list.data.total}
            onPage={(page) => change({ page })}
          />
        </div>
      )}
    </section>
  );
}
