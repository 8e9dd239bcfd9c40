import { Skeleton } from '@/components/ui/skeleton';
import { partialItems, partialStrings, partialText } from '@/components/generation-draft';
import { BulletList, SectionCard } from './section-card';

const Lines = () => (
  <div aria-hidden className="grid gap-2">
    <Skeleton className="h-4 w-full" />
    <Skeleton className="h-4 w-5/6" />
    <Skeleton className="h-4 w-2/3" />
  </div>
);

const named = (partial: unknown, key: string, name: string) =>
  partialItems(partial, key, [name]).filter((item) => typeof item[name] === 'string');

/**
 * The lead magnet while it is written, in the order and look of its Preview: the hooks by category,
 * the summary, the main content's sections as each gets its title, and the takeaways; skeletons for
 * what is still to come.
 */
export function ContentDraft({ partial }: { partial: unknown }) {
  const summary = partialText(partial, 'executiveSummary');
  const categories = named(partial, 'viralHooksCollection', 'category');
  const sections = named(partial, 'mainContent', 'title');
  const takeaways = partialStrings(partial, 'actionableItems');
  return (
    <div className="grid min-w-0 gap-4" aria-busy="true" data-testid="lm-draft">
      <SectionCard title="Viral Hooks Collection">
        {categories.length ? (
          categories.map((cat, i) => (
            <section key={i} className="grid min-w-0 gap-2 rounded-lg border p-3">
              <h3 className="font-semibold wrap-anywhere">{cat.category as string}</h3>
              <BulletList items={partialStrings(cat, 'hooks')} />
            </section>
          ))
        ) : (
          <Lines />
        )}
      </SectionCard>
      <SectionCard title="Executive Summary">
        {summary ? <p className="leading-relaxed wrap-anywhere whitespace-pre-line">{summary}</p> : <Lines />}
      </SectionCard>
      <SectionCard title="Main Content">
        {sections.length ? (
          sections.map((s, i) => {
            const content = partialText(s, 'content');
            const points = partialStrings(s, 'keyPoints');
            return (
              <section key={i} className="grid min-w-0 gap-2">
                <h3 className="font-semibold wrap-anywhere">{s.title as string}</h3>
                {content ? <p className="leading-relaxed wrap-anywhere whitespace-pre-line">{content}</p> : <Lines />}
                {points.length > 0 && <BulletList items={points} label="Key points" />}
              </section>
            );
          })
        ) : (
          <Lines />
        )}
      </SectionCard>
      <SectionCard title="Actionable Takeaways">
        {takeaways.length ? <BulletList items={takeaways} /> : <Lines />}
      </SectionCard>
    </div>
  );
}
