import { leadMagnetTypeLabel, type TLeadMagnetContent, type TLeadMagnetRecord } from './lead-magnets';
import type { ExportBlock, ExportDocument } from './export/document';

/** docs/product/lead-magnets.md: the title with every non-alphanumeric replaced by an underscore, lower-cased. */
export const leadMagnetBaseName = (title: string) => title.replace(/[^a-z0-9]/gi, '_').toLowerCase();

/** The designed PDF's file name, the same whether the member downloads it or a subscriber does. */
export const leadMagnetPdfName = (title: string) => `${leadMagnetBaseName(title)}.pdf`;

/** The headings every exported lead magnet has, besides one per main section. */
export const EXPORT_HEADINGS = {
  about: 'About This Guide',
  summary: 'Executive Summary',
  takeaways: 'Actionable Takeaways',
  hooks: 'Viral Hooks Collection',
  templates: 'Hook Templates',
  formulas: 'Viral Formulas',
  analytics: 'Analytics Guide',
} as const;

const h = (text: string, level: 1 | 2 | 3 = 1): ExportBlock => ({ type: 'heading', text, level });
/** A blank line starts a new paragraph; a model's text keeps its own paragraphs. */
const paragraphs = (text: string): ExportBlock[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({ type: 'paragraph', text: p }));

function mainSections(m: TLeadMagnetRecord): ExportBlock[] {
  // A checklist's key points are things to tick off; every other format lists them.
  const tickable = m.lead_magnet_type === 'checklist';
  return m.generated_content.mainContent.flatMap((s) => [
    h(s.title),
    ...paragraphs(s.content),
    h('Key points', 3),
    tickable ? { type: 'checklist', items: s.keyPoints } : { type: 'list', items: s.keyPoints },
  ]);
}

const hooks = (c: TLeadMagnetContent): ExportBlock[] => [
  h(EXPORT_HEADINGS.hooks),
  ...c.viralHooksCollection.flatMap((cat): ExportBlock[] => [
    h(cat.category, 2),
    {
      type: 'table',
      rows: [
        ['Platforms', cat.platforms.join(', ')],
        ['Psychology triggers', cat.psychologyTriggers.join(', ')],
      ],
    },
    { type: 'list', items: cat.hooks, ordered: true },
  ]),
];

const templates = (c: TLeadMagnetContent): ExportBlock[] => [
  h(EXPORT_HEADINGS.templates),
  ...c.customizationTemplates.flatMap((t): ExportBlock[] => [
    h(t.template, 3),
    { type: 'paragraph', text: `Use case: ${t.useCase}` },
    { type: 'list', items: t.examples },
  ]),
];

const formulas = (c: TLeadMagnetContent): ExportBlock[] => [
  h(EXPORT_HEADINGS.formulas),
  ...c.viralFormulas.flatMap((f): ExportBlock[] => [
    h(f.name, 2),
    {
      type: 'table',
      rows: [
        ['Structure', f.structure],
        ['Example', f.example],
        ['Best platforms', f.bestPlatforms.join(', ')],
      ],
    },
  ]),
];

/**
 * A saved lead magnet as a designed document: cover, what it is for, the summary, its sections, the
 * takeaways as a checklist, then the promotion kit. A hooks or templates collection puts its hooks or
 * templates right after the summary, because they are what the reader came for.
 */
export function leadMagnetDocument(m: TLeadMagnetRecord): ExportDocument {
  const c = m.generated_content;
  const objectives = m.content_outline.objectives;
  const about: ExportBlock[] = [
    h(EXPORT_HEADINGS.about),
    ...(m.description ? [{ type: 'paragraph', text: m.description } as const] : []),
    {
      type: 'table',
      rows: [
        ['Audience', m.target_audience],
        ['Industry', m.industry],
        ['Pain points', m.pain_points.join('; ')],
      ],
    },
    ...(objectives.length > 0 ? [h('What you will learn', 2), { type: 'list', items: objectives } as const] : []),
  ];
  const summary: ExportBlock[] = [h(EXPORT_HEADINGS.summary), ...paragraphs(c.executiveSummary)];
  const takeaways: ExportBlock[] = [h(EXPORT_HEADINGS.takeaways), { type: 'checklist', items: c.actionableItems }];
  const analytics: ExportBlock[] = [
    h(EXPORT_HEADINGS.analytics),
    h('Metrics to track', 2),
    { type: 'list', items: c.analyticsGuide.metricsToTrack },
    h('Optimization tips', 2),
    { type: 'list', items: c.analyticsGuide.optimizationTips },
  ];
  const first =
    m.lead_magnet_type === 'viral_hooks' ? hooks(c) : m.lead_magnet_type === 'content_templates' ? templates(c) : [];
  const kit = [
    ...(m.lead_magnet_type === 'viral_hooks' ? [] : hooks(c)),
    ...(m.lead_magnet_type === 'content_templates' ? [] : templates(c)),
    ...formulas(c),
  ];
  return {
    label: leadMagnetTypeLabel(m.lead_magnet_type),
    title: m.title,
    subtitle: `For ${m.target_audience}`,
    date: new Date(m.created_at),
    colorScheme: m.design_preferences.colorScheme,
    style: m.design_preferences.style,
    blocks: [...about, ...summary, ...first, ...mainSections(m), ...takeaways, ...kit, ...analytics],
  };
}
