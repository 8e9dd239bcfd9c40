import * as React from 'react';
import { BRAND_FIELDS, type TBrandField } from '../../../../shared/brand-profile';
import { BrandFieldEditor } from './brand-field-editor';
import { BrandFieldList, withEntry } from './brand-field-list';
import { BrandFieldPlatforms } from './brand-field-platforms';
import { BrandFieldSamplePicks } from './brand-field-sample-picks';
import { BrandFieldText } from './brand-field-text';

interface Props {
  name: TBrandField;
  /** The saved value the draft starts from, or none. */
  saved: string | string[] | undefined;
  labelId: string;
  /** The profile's mission statement, which the voice sample can start from. */
  mission: string | undefined;
  saving: boolean;
  error: string | undefined;
  onSave: (value: string | string[]) => void;
  onCancel: () => void;
}

/** A field's draft, edited in the control its kind needs, and saved as one value. */
export function BrandFieldForm({ name, saved, labelId, mission, saving, error, onSave, onCancel }: Props) {
  const spec = BRAND_FIELDS[name];
  const [text, setText] = React.useState(typeof saved === 'string' ? saved : '');
  const [items, setItems] = React.useState<string[]>(Array.isArray(saved) ? saved : []);
  const [pending, setPending] = React.useState('');
  const id = `brand-${name}-input`;
  const errorId = `brand-${name}-error`;
  const wiring = { id, labelledBy: labelId, describedBy: error ? errorId : undefined };

  const submit = () => {
    if (spec.kind === 'text') onSave(text);
    else if (spec.kind === 'list') onSave(withEntry(items, pending));
    else onSave(items);
  };

  return (
    <BrandFieldEditor
      label={spec.label}
      errorId={errorId}
      error={error}
      saving={saving}
      canClear={saved !== undefined}
      onSubmit={submit}
      onCancel={onCancel}
      onClear={() => onSave(spec.kind === 'text' ? '' : [])}
    >
      {spec.kind === 'text' && (
        <>
          <BrandFieldText {...wiring} value={text} max={spec.max} long={'long' in spec} onChange={setText} />
          {name === 'voiceSample' && <BrandFieldSamplePicks mission={mission} onPick={setText} />}
        </>
      )}
      {spec.kind === 'list' && (
        <BrandFieldList
          {...wiring}
          label={spec.label}
          itemLabel={spec.itemLabel}
          maxItems={spec.maxItems}
          minItems={'minItems' in spec ? spec.minItems : undefined}
          items={items}
          onItemsChange={setItems}
          pending={pending}
          onPendingChange={setPending}
        />
      )}
      {spec.kind === 'platforms' && (
        <BrandFieldPlatforms
          labelledBy={labelId}
          describedBy={wiring.describedBy}
          selected={items}
          onChange={setItems}
        />
      )}
    </BrandFieldEditor>
  );
}
