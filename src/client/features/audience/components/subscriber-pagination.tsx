import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageCount, rangeText } from './subscriber-view';

interface Props {
  page: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Showing 1–50 of 312' and the way to the pages before and after. */
export function SubscriberPagination({ page, shown, total, onPage }: Props) {
  const last = pageCount(total);
  return (
    <nav aria-label="Subscriber pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {rangeText(page, shown, total)}
      </p>
      {last > 1 && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon aria-hidden />
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
      )}
    </nav>
  );
}
