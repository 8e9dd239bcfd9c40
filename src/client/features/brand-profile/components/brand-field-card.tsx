import { PencilIcon, PlusIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { BRAND_FIELDS, sourceLine, type TBrandField, type TBrandFieldEntry } from '../../../../shared/brand-profile';
import { Button } from '@/components/ui/button';
import { shortDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useUpdateBrandField } from '../api/update-brand-field';
import { BRAND_FIELD_HINTS, fieldAnchor, sourceHref } from '../brand-fields';
import { BrandFieldForm } from './brand-field-form';
import { BrandFieldValue } from './brand-field-value';

interface Props {
  name: TBrandField;
  entry: TBrandFieldEntry | undefined;
  /** The profile's mission statement, offered as a start for the voice sample. */
  mission: string | undefined;
  /** Changes each time a link asks for this field: it comes into view, and an empty one opens for editing. */
  request: string | null;
}

function SourceLine({ entry }: { entry: TBrandFieldEntry }) {
  const line = sourceLine(entry.source, entry.updated_at, shortDate);
  const href = sourceHref(entry.source);
  return (
    <p className="text-xs text-muted-foreground" data-testid="source-line">
      {href ? (
        <Link to={href} className="underline-offset-4 hover:text-foreground hover:underline">
          {line}
        </Link>
      ) : (
        line
      )}
    </p>
  );
}

/** One field: its label and hint, the saved value or its editor, and where the value came from. */
export function BrandFieldCard({ name, entry, mission, request }: Props) {
  const spec = BRAND_FIELDS[name];
  const [editing, setEditing] = React.useState(false);
  const update = useUpdateBrandField();
  const card = React.useRef<HTMLElement>(null);
  const editButton = React.useRef<HTMLButtonElement>(null);
  // After Save or Cancel, focus goes back to the button that opened the editor.
  const returnFocus = React.useRef(false);
  const labelId = `brand-${name}-label`;

  React.useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const arrive = React.useEffectEvent(() => {
    card.current?.scrollIntoView({ block: 'start' });
    if (entry) editButton.current?.focus({ preventScroll: true });
    else {
      update.reset();
      setEditing(true);
    }
  });
  React.useEffect(() => {
    if (request !== null) arrive();
  }, [request]);

  const close = () => {
    update.reset();
    returnFocus.current = true;
    setEditing(false);
  };
  const save = (value: string | string[]) =>
    update.mutate(
      { field: name, value },
      {
        onSuccess: (profile) => {
          close();
          toast.success(profile.fields[name] ? 'Saved to your brand profile' : 'Removed from your brand profile');
        },
      },
    );

  return (
    <section
      id={fieldAnchor(name)}
      ref={card}
      aria-labelledby={labelId}
      data-testid={`brand-field-${name}`}
      className={cn(
        'grid scroll-mt-20 gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5',
        editing && 'border-primary/60',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={labelId} className="font-semibold">
            {spec.label}
          </h3>
          <p className="text-sm text-muted-foreground">{BRAND_FIELD_HINTS[name]}</p>
        </div>
        {!editing && (
          <Button
            ref={editButton}
            variant="outline"
            size="sm"
            onClick={() => {
              update.reset();
              setEditing(true);
            }}
          >
            {entry ? <PencilIcon aria-hidden /> : <PlusIcon aria-hidden />}
            {entry ? 'Edit' : 'Add'}
            <span className="sr-only"> {spec.label}</span>
          </Button>
        )}
      </div>
      {editing ? (
        <BrandFieldForm
          name={name}
          saved={entry?.value}
          labelId={labelId}
          mission={mission}
          saving={update.isPending}
          error={update.error?.message}
          onSave={save}
          onCancel={close}
        />
      ) : (
        <BrandFieldValue name={name} value={entry?.value} />
      )}
      {entry && <SourceLine entry={entry} />}
    </section>
  );
}
