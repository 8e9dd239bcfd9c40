import { leadMagnetBaseName } from '../../../shared/lead-magnet-document';
import { leadMagnetTypeLabel, type TLeadMagnetContent, type TLeadMagnetRecord } from '../../../shared/lead-magnets';

export const leadMagnetFileName = (title: string, ext: 'txt' | 'pdf' | 'docx' = 'txt') =>
  `${leadMagnetBaseName(title)}.${ext}`;

/** The generated content as the Content tab shows it and 'Copy JSON' copies it. */
export const leadMagnetJson = (content: TLeadMagnetContent) => JSON.stringify(content, null, 2);

const heading = (text: string) => `${text.toUpperCase()}\n${'='.repeat(Math.min(text.length, 60))}`;
const bullets = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');

/** The plain-text download: every part of the lead magnet, readable in any editor. */
export function leadMagnetText(m: TLeadMagnetRecord): string {
  const c = m.generated_content;
  const parts = [
    m.title,
    m.description ?? '',
    [
      `Type: ${leadMagnetTypeLabel(m.lead_magnet_type)}`,
      `Target audience: ${m.target_audience}`,
      `Industry: ${m.industry}`,
      `Pain points: ${m.pain_points.join('; ')}`,
    ].join('\n'),
    `${heading('Executive Summary')}\n${c.executiveSummary}`,
    ...c.mainContent.map((s) => `${heading(s.title)}\n${s.content}\n\nKey points:\n${bullets(s.keyPoints)}`),
    `${heading('Viral Hooks Collection')}\n${c.viralHooksCollection
      .map(
        (cat) =>
          `${cat.category} (${cat.platforms.join(', ')})\nPsychology triggers: ${cat.psychologyTriggers.join(', ')}\n${bullets(cat.hooks)}`,
      )
      .join('\n\n')}`,
    `${heading('Hook Templates')}\n${c.customizationTemplates
      .map((t) => `${t.template}\nUse case: ${t.useCase}\nExamples:\n${bullets(t.examples)}`)
      .join('\n\n')}`,
    `${heading('Viral Formulas')}\n${c.viralFormulas
      .map(
        (f) =>
          `${f.name}\nStructure: ${f.structure}\nExample: ${f.example}\nBest platforms: ${f.bestPlatforms.join(', ')}`,
      )
      .join('\n\n')}`,
    `${heading('Analytics Guide')}\nMetrics to track:\n${bullets(c.analyticsGuide.metricsToTrack)}\n\nOptimization tips:\n${bullets(c.analyticsGuide.optimizationTips)}`,
    `${heading('Actionable Takeaways')}\n${c.actionableItems.map((i) => `[ ] ${i}`).join('\n')}`,
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}
