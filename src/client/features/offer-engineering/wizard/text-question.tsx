import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FIELDS, type TextField, type WizardValues } from './wizard-values';

interface Props {
  field: TextField;
  label: string;
  placeholder: string;
  values: WizardValues;
  error: string | undefined;
  onChange: (field: TextField, value: string) => void;
  multiline?: boolean;
  required?: boolean;
}

/** A free-text answer with the server's length limit; required ones are marked, optional ones say so. */
export function TextQuestion({ field, label, placeholder, values, error, onChange, multiline, required }: Props) {
  const { max } = FIELDS[field];
  const props = {
    placeholder,
    maxLength: max,
    value: values[field],
    'aria-required': required || undefined,
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  };
  return (
    <FormField
      id={`offer-${field}`}
      label={required ? `${label} *` : `${label} (optional)`}
      error={error}
      aside={
        multiline ? (
          <span className="text-xs text-muted-foreground tabular-nums">
            {values[field].length} / {max}
          </span>
        ) : undefined
      }
    >
      {multiline ? <Textarea rows={3} {...props} /> : <Input autoComplete="off" {...props} />}
    </FormField>
  );
}
