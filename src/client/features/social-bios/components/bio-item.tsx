import { CheckIcon, CopyIcon, EyeIcon, PencilIcon, XIcon } from 'lucide-react';
import * as React from 'react';
import type { TBioPlatform } from '../../../../shared/social-bios';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { countBio } from '../bio-length';

interface Props {
  platform: TBioPlatform;
  index: number;
  text: string;
  /** The saved text is the user's own wording. */
  edited: boolean;
  onChange: (text: string) => void;
  /** Saves the draft; rejects with the server's reason, and the draft stays open. */
  onSave: () => Promise<unknown>;
  /** Puts the saved text back. */
  onCancel: () => void;
  previewing: boolean;
  onPreview: () => void;
}

/** One bio: its text (editable in place and saved), a live length counter, Preview, Edit and Copy. */
export function BioItem({ platform, index, text, edited, onChange, onSave, onCancel, previewing, onPreview }: Props) {
  const [editing, setEditing] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const count = countBio(text, platform);
  const done = async () => {
    setSaving(true);
    try {
      await onSave();
      setEditing(false);
      toast.success('Bio saved');
    } catch (error) {
      toast.error(errorMessage(error, 'The bio could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };
  const cancel = () => {
    onCancel();
    setEditing(false);
  };
  const n = index + 1;
  const copy = async () => {
    if (await copyText(text)) toast.success('Bio copied to clipboard!');
    else toast.error('Copying is blocked in this browser. Select the bio and copy it by hand.');
  };
  return (
    <li data-testid="bio" className={cn('grid gap-2 rounded-lg border p-3', count.over && 'border-destructive/40')}>
      {editing ? (
        <Textarea
          aria-label={`Edit bio ${n}`}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          autoFocus
          className="min-h-20"
        />
      ) : (
        <p
          data-testid="bio-text"
          className={cn(
            'text-sm leading-relaxed wrap-anywhere whitespace-pre-line',
            count.over && 'text-muted-foreground line-through decoration-destructive decoration-2',
          )}
        >
          {text}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs" aria-live="polite">
          <span
            data-testid="bio-count"
            className={cn('tabular-nums', count.over ? 'font-semibold text-destructive' : 'text-muted-foreground')}
          >
            {count.label}
            <span className="sr-only"> characters</span>
          </span>
          {platform === 'instagram' && <span className="text-muted-foreground">line breaks not counted</span>}
          {count.over && <Badge variant="destructive">Too long!</Badge>}
          {edited && !editing && <Badge variant="outline">Edited</Badge>}
        </div>
        <div className="-mr-1 flex flex-wrap gap-0.5">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={previewing}
            aria-label={`Preview bio ${n}`}
            onClick={onPreview}
            className="aria-pressed:bg-primary/10 aria-pressed:text-primary"
          >
            <EyeIcon aria-hidden />
            Preview
          </Button>
          {editing && (
            <Button variant="ghost" size="sm" aria-label={`Cancel editing bio ${n}`} onClick={cancel} disabled={saving}>
              <XIcon aria-hidden />
              Cancel
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${editing ? 'Save' : 'Edit'} bio ${n}`}
            onClick={editing ? () => void done() : () => setEditing(true)}
            disabled={editing && (saving || count.over || !text.trim())}
          >
            {editing ? <CheckIcon aria-hidden /> : <PencilIcon aria-hidden />}
            {editing ? (saving ? 'Saving...' : 'Save') : 'Edit'}
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Copy bio ${n}`} onClick={() => void copy()}>
            <CopyIcon aria-hidden />
            Copy
          </Button>
        </div>
      </div>
    </li>
  );
}
