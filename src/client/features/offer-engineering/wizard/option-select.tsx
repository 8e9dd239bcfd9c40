import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

interface Props<T extends string> {
  id: string;
  label: string;
  placeholder: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (value: T) => void;
}

/** One of the spec's option lists; unchosen until picked. The placeholder cannot be picked back: a select item may not have an empty value. */
export function OptionSelect<T extends string>({ id, label, placeholder, options, labels, value, onChange }: Props<T>) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        className="w-full"
        placeholder={placeholder}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
