import type { TLeadMagnetContent } from '../../../../shared/lead-magnets';
import { visibleHooks } from '../hooks';
import { BulletList, Pills, SectionCard } from './section-card';

function Hooks({ collection }: { collection: TLeadMagnetContent['viralHooksCollection'] }) {
  return (
    <SectionCard title="Viral Hooks Collection" testId="lm-hooks">
      {collection.map((cat, i) => {
        const { hooks, moreLabel } = visibleHooks(cat.hooks);
        return (
          <section key={i} className="grid min-w-0 gap-2 rounded-lg border p-3" aria-label={cat.category}>
            <h3 className="font-semibold wrap-anywhere">{cat.category}</h3>
            <Pills items={cat.platforms} label="Platforms" />
            <ol className="grid list-decimal gap-1 pl-5 marker:text-muted-foreground">
              {hooks.map((h, j) => (
                <li key={j} className="wrap-anywhere">
                  {h}
                </li>
              ))}
            </ol>
            {moreLabel && <p className="text-xs text-muted-foreground">{moreLabel}</p>}
            <p className="text-xs text-muted-foreground wrap-anywhere">
              Psychology triggers: {cat.psychologyTriggers.join(', ')}
            </p>
          </section>
        );
      })}
    </SectionCard>
  );
}

/** The Preview tab (docs/product/lead-magnets.md), in the spec's order. */
export function PreviewTab({ content: c }: { content: TLeadMagnetContent }) {
  return (
    <div className="grid min-w-0 gap-4">
      <SectionCard title="Executive Summary">
        <p className="leading-relaxed wrap-anywhere whitespace-pre-line">{c.executiveSummary}</p>
      </SectionCard>
      <Hooks collection={c.viralHooksCollection} />
      <SectionCard title="Hook Templates">
        {c.customizationTemplates.map((t, i) => (
          <section key={i} className="grid min-w-0 gap-2 rounded-lg border p-3">
            <h3 className="font-medium wrap-anywhere">{t.template}</h3>
            <p className="text-xs text-muted-foreground wrap-anywhere">Use case: {t.useCase}</p>
            <BulletList items={t.examples} label="Examples" />
          </section>
        ))}
      </SectionCard>
      <SectionCard title="Viral Formulas">
        {c.viralFormulas.map((f, i) => (
          <section key={i} className="grid min-w-0 gap-2 rounded-lg border p-3">
            <h3 className="font-semibold wrap-anywhere">{f.name}</h3>
            <p className="wrap-anywhere">
              <span className="text-muted-foreground">Structure: </span>
              {f.structure}
            </p>
            <p className="wrap-anywhere italic">{f.example}</p>
            <Pills items={f.bestPlatforms} label="Best platforms" />
          </section>
        ))}
      </SectionCard>
      <SectionCard title="Main Content" testId="lm-main-content">
        {c.mainContent.map((s, i) => (
          <section key={i} className="grid min-w-0 gap-2">
            <h3 className="text-base font-semibold wrap-anywhere">{s.title}</h3>
            <p className="leading-relaxed wrap-anywhere whitespace-pre-line">{s.content}</p>
            <p className="font-medium">Key points</p>
            <BulletList items={s.keyPoints} label={`Key points of ${s.title}`} />
          </section>
        ))}
      </SectionCard>
      <SectionCard title="Analytics Guide">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="grid content-start gap-2">
            <h3 className="font-semibold">Metrics to Track</h3>
            <BulletList items={c.analyticsGuide.metricsToTrack} />
          </div>
          <div className="grid content-start gap-2">
            <h3 className="font-semibold">Optimization Tips</h3>
            <BulletList items={c.analyticsGuide.optimizationTips} />
          </div>
        </div>
      </SectionCard>
      <SectionCard title="Actionable Takeaways">
        <BulletList items={c.actionableItems} />
      </SectionCard>
    </div>
  );
}
