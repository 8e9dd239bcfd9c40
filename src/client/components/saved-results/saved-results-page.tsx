import type * as React from 'react';
import { LIST_GRID, ListEmpty, ListError, ListLoading, type EmptyTexts } from './list-states';

/** The part of a TanStack list query the page reads. */
export type ListQuery<T> =
  | { isPending: true; isError: false; data: undefined; error: null; refetch: () => unknown }
  | { isPending: false; isError: true; data?: T[]; error: Error; refetch: () => unknown }
  | { isPending: false; isError: false; data: T[]; error: null; refetch: () => unknown };

interface Props<T extends { id: string }> {
  /** The browser tab's title. */
  docTitle: string;
  title: string;
  description: React.ReactNode;
  /** Under the description, such as the month's quota. */
  details?: React.ReactNode;
  newAction: React.ReactNode;
  /** Between the header and the list, such as a limit notice. */
  notice?: React.ReactNode;
  query: ListQuery<T>;
  loading: { text?: string; itemClassName: string };
  /** The error's own message is shown unless the tool words it. */
  errorText?: string | ((error: Error) => string);
  empty: EmptyTexts;
  renderItem: (item: T) => React.ReactNode;
}

const failure = (text: Props<never>['errorText'], error: Error) =>
  typeof text === 'function' ? text(error) : (text ?? error.message);

/** A tool's saved results, newest first (the server's order): header and "new", then the cards or a state. */
export function SavedResultsPage<T extends { id: string }>(props: Props<T>) {
  const { query, loading, empty } = props;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>{props.docTitle}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <h1 className="text-2xl break-words sm:text-3xl">{props.title}</h1>
          <p className="break-words text-muted-foreground">{props.description}</p>
          {props.details}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">{props.newAction}</div>
      </header>
      {props.notice}
      {query.isPending ? (
        <ListLoading {...loading} />
      ) : query.isError ? (
        <ListError message={failure(props.errorText, query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <ListEmpty {...empty} />
      ) : (
        <ul className={LIST_GRID}>
          {query.data.map((item) => (
            // min-w-0: a grid item is as wide as its longest word otherwise.
            <li key={item.id} className="grid min-w-0">
              {props.renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
