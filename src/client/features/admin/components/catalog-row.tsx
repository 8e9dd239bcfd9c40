import { PencilIcon, Trash2Icon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

interface Props {
  title: string;
  /** Badges and facts under the title. */
  meta: React.ReactNode;
  description?: string | null;
  /** Publish/unpublish or activate, when the item has such a state. */
  toggle?: { label: string; onClick: () => void; pending: boolean };
  onEdit: () => void;
  onDelete: () => void;
  leading?: React.ReactNode;
}

/** One category, course or lesson in the learning management lists. */
export function CatalogRow({ title, meta, description, toggle, onEdit, onDelete, leading }: Props) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        {leading}
        <div className="grid min-w-0 gap-1.5">
          <p className="font-medium break-words">{title}</p>
          {description && <p className="line-clamp-2 text-sm break-words text-muted-foreground">{description}</p>}
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">{meta}</div>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-1.5">
        {toggle && (
          <Button size="sm" variant="outline" onClick={toggle.onClick} disabled={toggle.pending}>
            {toggle.label}
            <span className="sr-only"> {title}</span>
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onEdit}>
          <PencilIcon aria-hidden />
          Edit<span className="sr-only"> {title}</span>
        </Button>
        <Button size="sm" variant="ghost" className="text-destructive" onClick={onDelete}>
          <Trash2Icon aria-hidden />
          Delete<span className="sr-only"> {title}</span>
        </Button>
      </div>
    </li>
  );
}
