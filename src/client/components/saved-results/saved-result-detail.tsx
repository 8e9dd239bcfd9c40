import { ArrowLeftIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface Props {
  /** The browser tab's title, e.g. "Good Dog Academy | Offer Engineering | Brandforge". */
  docTitle: string;
  /** The tool's list, for the Back link. */
  listPath: string;
  title: string;
  description?: React.ReactNode;
  /** Badges and the date under the description. */
  meta?: React.ReactNode;
  /** Copy, export, hand-offs: everything but the delete. */
  actions?: React.ReactNode;
  /** The tool's delete (a labelled `ConfirmDelete` that goes back to the list), last and apart. */
  deleteAction: React.ReactNode;
  /** Text the user typed with line breaks keeps them. */
  preLine?: boolean;
  className?: string;
  children: React.ReactNode;
}

/** One saved result as a document: Back, its title and answers, its actions, then the tool's sections. */
export function SavedResultDetail({ docTitle, listPath, title, description, meta, actions, ...rest }: Props) {
  return (
    <div className={cn('mx-auto grid w-full max-w-6xl min-w-0 gap-6', rest.className)}>
      <title>{docTitle}</title>
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to={listPath}>
            <ArrowLeftIcon aria-hidden />
            Back
          </Link>
        </Button>
      </div>
      <header className="grid gap-4">
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl wrap-anywhere sm:text-3xl">{title}</h1>
          {description && (
            <p className={cn('wrap-anywhere text-muted-foreground', rest.preLine && 'whitespace-pre-line')}>
              {description}
            </p>
          )}
          {meta && <div className="flex flex-wrap items-center gap-2">{meta}</div>}
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <div className="sm:ml-auto">{rest.deleteAction}</div>
        </div>
      </header>
      {rest.children}
    </div>
  );
}
