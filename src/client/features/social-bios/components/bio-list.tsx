import { TriangleAlertIcon } from 'lucide-react';
import * as React from 'react';
import type { TBioPlatform } from '../../../../shared/social-bios';
import { useEditBio } from '../api/edit-bio';
import { overLimitNotice } from '../bio-length';
import { BioItem } from './bio-item';
import { ProfilePreview } from './profile-preview';

interface Props {
  platform: TBioPlatform;
  bios: readonly string[];
  edited: readonly boolean[];
  name: string;
}

/**
 * The bios of one platform. A draft is typed here and saved when the user is done with it; a
 * regeneration mounts a fresh list, so new bios replace both the old ones and the edits.
 */
export function BioList({ platform, bios, edited, name }: Props) {
  const [drafts, setDrafts] = React.useState<string[]>(() => [...bios]);
  const save = useEditBio();
  const [preview, setPreview] = React.useState<number | null>(null);
  const notice = overLimitNotice(drafts, platform);
  const shown = preview === null ? undefined : drafts[preview];
  return (
    <div className="grid gap-3">
      {notice && (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive">
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {notice}
        </p>
      )}
      <ol className="grid gap-2">
        {drafts.map((text, i) => (
          <BioItem
            key={i}
            platform={platform}
            index={i}
            text={text}
            edited={edited[i] ?? false}
            onChange={(value) => setDrafts((d) => d.map((b, j) => (j === i ? value : b)))}
            onSave={() => save.mutateAsync({ platform, index: i, bio: text })}
            onCancel={() => setDrafts((d) => d.map((b, j) => (j === i ? (bios[i] ?? b) : b)))}
            previewing={preview === i}
            onPreview={() => setPreview(preview === i ? null : i)}
          />
        ))}
      </ol>
      {shown !== undefined && <ProfilePreview platform={platform} name={name} bio={shown} />}
    </div>
  );
}
