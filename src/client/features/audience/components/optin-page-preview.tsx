import { useWatch } from 'react-hook-form';
import type { OptinPageForm } from './optin-page-fields';

interface Props {
  form: OptinPageForm;
  /** How the public page names the offer and its button: 'A free checklist', 'Send me the checklist'. */
  words: { offer: string; button: string };
  /** The page's public address without the slug: `https://example.com/l/`. */
  base: string;
}

/** A small likeness of the public page as it is typed: the address, who offers it, the headline, the bullets. */
export function OptinPagePreview({ form, words, base }: Props) {
  const [slug = '', headline = '', bullets = [], name = ''] = useWatch({
    control: form.control,
    name: ['slug', 'headline', 'bullets', 'displayName'],
  });
  return (
    <figure className="grid min-w-0 content-start gap-2">
      <figcaption className="text-xs font-medium text-muted-foreground">Preview</figcaption>
      <div aria-hidden className="grid min-w-0 gap-3 rounded-xl border bg-muted/30 p-4 text-sm">
        <p className="truncate rounded-md bg-background px-2 py-1 font-mono text-[0.7rem] text-muted-foreground">
          {base}
          {slug.trim()}
        </p>
        <p className="text-xs wrap-anywhere text-muted-foreground">
          {words.offer} from {name.trim() || '…'}
        </p>
        <p className="text-base leading-snug font-semibold wrap-anywhere">{headline.trim() || 'Your headline'}</p>
        <ul className="grid gap-1.5">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex min-w-0 gap-2 text-xs">
              <span className="mt-1 size-2 shrink-0 rounded-full bg-primary" />
              <span className="min-w-0 wrap-anywhere">{bullets[i]?.trim() || `Bullet point ${i + 1}`}</span>
            </li>
          ))}
        </ul>
        <span className="rounded-md bg-primary py-1.5 text-center text-xs font-medium text-primary-foreground">
          {words.button}
        </span>
      </div>
    </figure>
  );
}
