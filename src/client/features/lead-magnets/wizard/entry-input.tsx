import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface Props {
  id: string;
  label: string;
  placeholder: string;
  maxLength: number;
  /** Disables adding, e.g. when the list is full; said under the input. */
  full?: string | null;
  onAdd: (value: string) => void;
}

/** One text entry added by Enter or the add button; the input clears after each add. */
export function EntryInput({ id, label, placeholder, maxLength, full, onAdd }: Props) {
  const [value, setValue] = React.useState('');
  const add = () => {
    onAdd(value);
    setValue('');
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={Boolean(full)}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the entry instead of submitting the step.
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={Boolean(full) || !value.trim()}>
          <PlusIcon aria-hidden />
          Add
        </Button>
      </div>
      {full && <p className="text-sm text-muted-foreground">{full}</p>}
    </div>
  );
}
