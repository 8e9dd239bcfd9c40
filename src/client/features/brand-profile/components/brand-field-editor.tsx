import { CheckIcon, EraserIcon, LoaderCircleIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

interface Props {
  /** The field's label, read out after each button's visible word ('Save Niche'). */
  label: string;
  errorId: string;
  /** What the server said about the last save; the draft stays so the user can fix it. */
  error: string | undefined;
  saving: boolean;
  /** Offered only when the field has a saved value to clear. */
  canClear: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  onClear: () => void;
  children: React.ReactNode;
}

/**
 * The frame every field's editor sits in: a form, so Enter in a one-line input saves, Escape anywhere in
 * it cancels, and the server's message appears right under the control it is about.
 */
export function BrandFieldEditor({
  label,
  errorId,
  error,
  saving,
  canClear,
  onSubmit,
  onCancel,
  onClear,
  children,
}: Props) {
  return (
    <form
      noValidate
      className="grid gap-3"
      aria-label={`Edit ${label}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!saving) onSubmit();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || saving) return;
        e.preventDefault();
        e.stopPropagation();
        onCancel();
      }}
    >
      {children}
      {error && (
        <p id={errorId} role="alert" className="text-sm wrap-anywhere text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {canClear && (
          <Button
            type="button"
            variant="ghost"
            className="mr-auto text-destructive hover:text-destructive"
            disabled={saving}
            onClick={onClear}
          >
            <EraserIcon aria-hidden />
            Clear<span className="sr-only"> {label}</span>
          </Button>
        )}
        <Button type="button" variant="outline" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? (
            <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
          ) : (
            <CheckIcon aria-hidden />
          )}
          {saving ? 'Saving...' : 'Save'}
          <span className="sr-only"> {label}</span>
        </Button>
      </div>
    </form>
  );
}
