import { CopyButton } from '@/components/copy-button';
import { Label } from '@/components/ui/label';

interface Props {
  id: string;
  label: string;
  value: string;
  /** The copy button's name for a screen reader, e.g. 'Copy the MCP address'. */
  copyLabel: string;
  copied: string;
  /** Several lines (a config block) instead of one. */
  multiline?: boolean;
}

/**
 * A value to paste elsewhere: read-only, in a monospace face, selected whole on focus, with one-click
 * Copy. It wraps anywhere instead of scrolling, so a phone shows all of it.
 */
export function CopyField({ id, label, value, copyLabel, copied, multiline = false }: Props) {
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <CopyButton text={() => value} label="Copy" srLabel={copyLabel} successMessage={copied} />
      </div>
      <textarea
        id={id}
        readOnly
        value={value}
        rows={multiline ? value.split('\n').length : 1}
        spellCheck={false}
        onFocus={(e) => e.currentTarget.select()}
        className="field-sizing-content w-full min-w-0 resize-none rounded-md border border-input bg-muted/40 px-3 py-2 font-mono text-sm wrap-anywhere shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30"
      />
    </div>
  );
}
