import * as React from 'react';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** null: closed; 'new': create; an item: edit it. */
export type CatalogTarget<T> = T | 'new' | null;

interface Saver<V> {
  mutate: (vars: V, on: { onSuccess: () => void; onError: (err: unknown) => void }) => void;
  isPending: boolean;
}

interface Options<T, F, V> {
  /** Names the dialog, its buttons and toasts, and prefixes the field ids (`course-title`). */
  noun: 'Category' | 'Course' | 'Lesson';
  target: CatalogTarget<T>;
  blank: F;
  toForm: (item: T) => F;
  save: Saver<V>;
  onClose: () => void;
}

type Keys<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F] & string;

/**
 * The state every catalogue dialog keeps: the form, refilled each time the dialog opens on another
 * target so an edit never starts from a previous one, and the save with its toasts and its error shown
 * in the dialog.
 */
export function useCatalogEditor<T, F extends object, V>({
  noun,
  target,
  blank,
  toForm,
  save,
  onClose,
}: Options<T, F, V>) {
  const [form, setForm] = React.useState(blank);
  const [error, setError] = React.useState<string | null>(null);
  const editing = target !== null && target !== 'new' ? target : null;
  // Keyed on the target alone: `blank` and `toForm` may be new objects on every render of the dialog.
  React.useEffect(() => {
    setError(null);
    setForm(editing ? toForm(editing) : blank);
  }, [target]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (change: Partial<F>) => setForm((f) => ({ ...f, ...change }));
  const id = (key: string) => `${noun.toLowerCase()}-${key}`;

  const fail = (err: unknown) => {
    const message = errorMessage(err, `Failed to ${editing ? 'update' : 'create'} ${noun.toLowerCase()}`);
    setError(message);
    toast.error(message);
  };
  const submit = (vars: V) =>
    save.mutate(vars, {
      onSuccess: () => {
        toast.success(`${noun} ${editing ? 'updated' : 'created'} successfully`);
        onClose();
      },
      onError: fail,
    });

  return {
    editing,
    form,
    set,
    fail,
    submit,
    /** A text field, text area or select bound to `form[key]`. */
    text: <K extends Keys<F, string>>(key: K) => ({
      id: id(key),
      value: form[key] as string,
      onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value } as Partial<F>),
    }),
    /** A switch bound to `form[key]`. */
    toggle: <K extends Keys<F, boolean>>(key: K) => ({
      id: id(key),
      checked: form[key] as boolean,
      onChange: (checked: boolean) => set({ [key]: checked } as Partial<F>),
    }),
    dialog: {
      open: target !== null,
      onClose,
      title: `${editing ? 'Edit' : 'Create'} ${noun}`,
      submitLabel: `${editing ? 'Save' : 'Create'} ${noun}`,
      error,
      pending: save.isPending,
    },
  };
}
