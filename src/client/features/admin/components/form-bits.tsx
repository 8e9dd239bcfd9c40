import type * as React from 'react';
import { LabelledField } from '@/components/labelled-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';

/** docs/product/admin.md: numeric fields are parsed as integers, falling back to 0; the server refuses negatives. */
export const parseWhole = (text: string): number => {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? 0 : n;
};

/** docs/product/admin.md: an empty tag list is sent as null. */
export const parseTags = (text: string): string[] | null => {
  const tags = [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  return tags.length > 0 ? tags : null;
};

export function TextAreaField({
  id,
  label,
  ...area
}: { id: string; label: string } & React.ComponentProps<typeof Textarea>) {
  return (
    <LabelledField id={id} label={label}>
      <Textarea id={id} {...area} />
    </LabelledField>
  );
}

export function SwitchField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
