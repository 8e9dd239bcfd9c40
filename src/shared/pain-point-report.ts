import type { TPainPointAnalysisRecord } from './pain-point-analysis';

/** Letters and digits of any script survive, so "Café Zürich" and "健康アプリ" still name their file. */
export function productSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    // Accents go from Latin letters only: other scripts' marks (the ゚ in プ) are part of the letter.
    .replace(/([a-z])\p{M}+/giu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'product';
}

/** docs/product/pain-point-analysis.md. */
export const reportFileName = (productName: string) => `pain-point-analysis-${productSlug(productName)}.md`;

// A pipe or a line break inside a table cell would end the cell or the row.
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const bullets = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');
const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function overview(a: TPainPointAnalysisRecord): string[] {
  const r = a.result;
  return [
    `# Pain Point Analysis: ${a.product_name}`,
    '',
    '## Overview',
    '',
    a.product_description,
    '',
    ...(a.target_market ? [`- **Target market:** ${a.target_market}`] : []),
    ...(a.price_range ? [`- **Price range:** ${a.price_range}`] : []),
    `- **Personas:** ${r.personas.length}`,
    `- **Pain points:** ${r.pain_points.length}`,
    `- **Content ideas:** ${r.content_ideas.length}`,
  ];
}

function personas(a: TPainPointAnalysisRecord): string[] {
  return [
    '## Personas',
    ...a.result.personas.flatMap((p) => [
      '',
      `### ${p.name}`,
      '',
      `**Demographics:** ${p.demographics}`,
      '',
      `**Psychographics:** ${p.psychographics}`,
      '',
      '**Goals:**',
      bullets(p.goals),
      '',
      '**Challenges:**',
      bullets(p.challenges),
      '',
      `**Preferred channels:** ${p.preferred_channels.join(', ')}`,
    ]),
  ];
}

function painPoints(a: TPainPointAnalysisRecord): string[] {
  return [
    '## Pain Points',
    '',
    '| Persona | Pain point | Severity | Frequency | Emotional impact | Current solutions | Solution gaps |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...a.result.pain_points.map((p) =>
      [
        p.persona,
        p.pain_point,
        p.severity,
        p.frequency,
        p.emotional_impact,
        p.current_solutions.join('; '),
        p.solution_gaps.join('; '),
      ]
        .map(cell)
        .reduce((row, c) => `${row} ${c} |`, '|'),
    ),
  ];
}

function contentIdeas(a: TPainPointAnalysisRecord): string[] {
  return [
    '## Content Ideas',
    ...a.result.content_ideas.flatMap((c, i) => [
      '',
      `### ${i + 1}. ${c.title}`,
      '',
      `- **Type:** ${c.type}`,
      `- **Target persona:** ${c.target_persona}`,
      `- **Pain point addressed:** ${c.pain_point_addressed}`,
      `- **Angle:** ${c.content_angle}`,
      `- **Call to action:** ${c.cta}`,
      '',
      '**Key messages:**',
      bullets(c.key_messages),
    ]),
  ];
}

function positioning(a: TPainPointAnalysisRecord): string[] {
  const p = a.result.positioning;
  return [
    '## Positioning',
    '',
    `**Unique value proposition:** ${p.unique_value_proposition}`,
    '',
    '**Competitive advantages:**',
    bullets(p.competitive_advantages),
    '',
    `**Primary message:** ${p.messaging_framework.primary_message}`,
    '',
    '**Supporting messages:**',
    bullets(p.messaging_framework.supporting_messages),
    '',
    `**Differentiation strategy:** ${p.differentiation_strategy}`,
  ];
}

function marketIntel(a: TPainPointAnalysisRecord): string[] {
  const m = a.result.market_intelligence;
  return [
    '## Market Intelligence',
    '',
    `**Market size:** ${m.market_size}`,
    '',
    `**Competitive landscape:** ${m.competitive_landscape}`,
    '',
    '**Growth trends:**',
    bullets(m.growth_trends),
    '',
    '**Opportunities:**',
    bullets(m.opportunities),
    '',
    '**Threats:**',
    bullets(m.threats),
  ];
}

/** The whole analysis as one markdown document, for Copy Report and Download Report alike. */
export function painPointReport(a: TPainPointAnalysisRecord): { fileName: string; markdown: string } {
  const sections = [overview, personas, painPoints, contentIdeas, positioning, marketIntel].map((s) => s(a).join('\n'));
  const footer = `---\n\nGenerated on ${longDate(a.created_at)}${a.offline ? ' by the Brandforge offline composer' : ''}.`;
  return { fileName: reportFileName(a.product_name), markdown: `${[...sections, footer].join('\n\n')}\n` };
}
