import type * as React from 'react';
import { LabelledField } from '@/components/labelled-field';
import { NativeSelect } from '@/components/ui/native-select';

export interface SelectOption {
  value: string;
  label: string;
}

type Props = Omit<React.ComponentProps<typeof NativeSelect>, 'id' | 'children'> & {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** The wrapper's classes; `className` goes to the select. */
  fieldClassName?: string;
};

/** A labelled native select whose choices are plain value and label pairs. */
export function SelectField({ id, label, options, fieldClassName, className = 'w-full min-w-0', ...select }: Props) {
  return (
    <LabelledField id={id} label={label} className={fieldClassName}>
      <NativeSelect id={id} className={className} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </LabelledField>
  );
}
