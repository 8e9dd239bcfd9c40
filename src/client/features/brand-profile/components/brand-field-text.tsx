import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

export interface ControlWiring {
  id: string;
  /** The field's heading labels the control. */
  labelledBy: string;
  /** The server's message, when there is one. */
  describedBy: string | undefined;
}

interface Props extends ControlWiring {
  value: string;
  max: number;
  /** A text area for prose; a one-line input (where Enter saves) otherwise. */
  long: boolean;
  onChange: (value: string) => void;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * One text value with its length against the limit. The limit is shown, not enforced: the server's
 * answer names the field and the limit, and a pasted text is not silently cut.
 */
export function BrandFieldText({ id, labelledBy, describedBy, value, max, long, onChange }: Props) {
  const over = value.length > max;
  const wiring = {
    id,
    value,
    autoFocus: true,
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
    'aria-invalid': describedBy ? true : undefined,
  };
  return (
    <div className="grid gap-1.5">
      {long ? (
        <Textarea
          {...wiring}
          rows={4}
          className="max-h-96 min-h-24 wrap-anywhere"
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input {...wiring} onChange={(e) => onChange(e.target.value)} />
      )}
      <p className={cn('justify-self-end text-xs text-muted-foreground tabular-nums', over && 'text-destructive')}>
        {count(value.length)} / {count(max)} characters
      </p>
    </div>
  );
}
