import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { PrefilledMark } from '@/features/brand-profile/public/prefill';
import { FIELDS, type TextField, type WizardValues } from './wizard-values';

interface Props {
  field: TextField;
  label: string;
  placeholder: string;
  values: WizardValues;
  error: string | undefined;
  onChange: (field: TextField, value: string) => void;
  /** Answers the brand profile filled in; one is marked while it still holds that value. */
  fromProfile: Partial<Record<TextField, string>>;
  multiline?: boolean;
  required?: boolean;
}

/** A free-text answer with the server's length limit; required ones are marked, optional ones say so. */
export function TextQuestion(props: Props) {
  const { field, label, placeholder, values, error, onChange, fromProfile, multiline, required } = props;
  const { max } = FIELDS[field];
  const prefilled = fromProfile[field] !== undefined && fromProfile[field] === values[field];
  const control = {
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
        prefilled || multiline ? (
          // The mark never wraps inside itself: on a phone the label beside it wraps instead.
          <span className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1">
            {prefilled && (
              <span className="whitespace-nowrap">
                <PrefilledMark label={label} onClear={() => onChange(field, '')} />
              </span>
            )}
            {multiline && (
              <span className="text-xs text-muted-foreground tabular-nums">
                {values[field].length} / {max}
              </span>
            )}
          </span>
        ) : undefined
      }
    >
      {multiline ? <Textarea rows={3} {...control} /> : <Input autoComplete="off" {...control} />}
    </FormField>
  );
}
