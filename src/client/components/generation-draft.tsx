import { SquareIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/*
 * What a page shows of a generation under way: the Stop button, and readers for the partial result of
 * a streamed generation. The server sends only readable values, but any field may still be missing and
 * nothing about its shape is promised: the readers take what is there and has the expected type, and
 * ignore the rest. One module, so that every generator page loads them as one small file.
 */

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The non-blank strings of the list at `key`, in order. */
export function partialStrings(partial: unknown, key: string): string[] {
  const list = isObject(partial) ? partial[key] : undefined;
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];
}

/** The objects of the list at `key` whose `required` fields are all non-blank strings or numbers. */
export function partialItems(partial: unknown, key: string, required: readonly string[]): Obj[] {
  const list = isObject(partial) ? partial[key] : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is Obj =>
      isObject(item) &&
      required.every((f) => (typeof item[f] === 'string' && item[f].trim() !== '') || typeof item[f] === 'number'),
  );
}

/** The string at `key` when it is one and not blank. */
export function partialText(partial: unknown, key: string): string | undefined {
  const value = isObject(partial) ? partial[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The object at `key`, to read its own fields with the readers above; null when there is none yet. */
export function partialObject(partial: unknown, key: string): Obj | null {
  const value = isObject(partial) ? partial[key] : undefined;
  return isObject(value) ? value : null;
}

/** Ends a generation under way: the model call stops, nothing is saved and the monthly unit comes back. */
export function StopGeneration({ onStop, disabled = false }: { onStop: () => void; disabled?: boolean }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onStop}
      disabled={disabled}
      data-testid="stop-generation"
    >
      <SquareIcon aria-hidden className="fill-current" />
      Stop
    </Button>
  );
}
