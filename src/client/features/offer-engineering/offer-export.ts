import {
  OFFER_INDUSTRY_LABELS,
  OFFER_TIMELINE_LABELS,
  optionLabel,
  PRICE_RANGE_LABELS,
  REVENUE_RANGE_LABELS,
  SCORECARD_LABELS,
  SCORECARD_LEVERS,
  type TOfferRecord,
} from '../../../shared/offer-engineering';
import { formatDollars } from '../../../shared/offer-value';
import type { ExportBlock, ExportDocument } from '../../../shared/export/document';
import { valueLine } from './offer-text';

const h = (text: string, level: 1 | 2 | 3 = 2): ExportBlock => ({ type: 'heading', text, level });
const p = (text: string): ExportBlock => ({ type: 'paragraph', text });
const list = (items: string[]): ExportBlock => ({ type: 'list', items });
/** Label and value rows, leaving out the answers that were not given. */
const facts = (rows: [string, string | null | undefined][]): ExportBlock => ({
  type: 'table',
  rows: rows.filter((r): r is [string, string] => !!r[1]).map(([k, v]) => [k, v]),
});

/** The headings every offer PDF has, in order; the tests check the file holds each one. */
export const OFFER_EXPORT_SECTIONS = [
  'Business Overview',
  'Problem and Solution',
  'Value Scorecard',
  'Core Offer',
  'Power Offer',
  'Offer Stack',
  'Offer Scripts',
] as const;

/** A file name from the business name: "Good Dog Academy" -> "offer-good-dog-academy.pdf". */
export function offerFileName(offer: TOfferRecord): string {
  const slug = offer.business_name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `offer-${slug || 'untitled'}.pdf`;
}

/** One offer as a designed document: the overview, the scorecard, the four generated parts and the scripts. */
export function offerExportDocument(record: TOfferRecord): ExportDocument {
  const { offer } = record;
  const core = offer.core_offer;
  const power = offer.power_offer;
  const scripts = offer.offer_scripts;
  const [overview, problem, scorecard, coreH, powerH, stackH, scriptsH] = OFFER_EXPORT_SECTIONS;
  const blocks: ExportBlock[] = [
    h(overview),
    facts([
      ['Business', record.business_name],
      ['Target audience', record.target_audience],
      ['Industry', optionLabel(OFFER_INDUSTRY_LABELS, record.industry)],
      ['Current revenue', optionLabel(REVENUE_RANGE_LABELS, record.current_revenue)],
      ['Price range', optionLabel(PRICE_RANGE_LABELS, record.price_range)],
      ['Timeline', optionLabel(OFFER_TIMELINE_LABELS, record.timeline)],
    ]),
    h(problem),
    facts([
      ['Main problem', record.main_problem],
      ['Current solution', record.current_solution],
      ['Solution gaps', record.solution_gaps],
      ['Desired outcome', record.desired_outcome],
    ]),
    // The scorecard reads as one piece, so it starts a page of its own rather than breaking across two.
    { type: 'pageBreak' },
    h(scorecard),
    {
      type: 'table',
      // Two columns, so the reasoning gets the width and the table fits on one page.
      header: ['Lever and score (1-10, higher is better)', 'Why'],
      rows: SCORECARD_LEVERS.map((lever) => [
        `${SCORECARD_LABELS[lever]}: ${offer.value_scorecard[lever].score}/10`,
        offer.value_scorecard[lever].reasoning,
      ]),
    },
    p(valueLine(offer.offer_stack)),
    { type: 'pageBreak' },
    h(coreH),
    h(core.name, 3),
    p(core.headline),
    facts([
      ['Dream outcome', core.dream_outcome],
      ['Time to results', core.time_delay],
      ['Effort removed', core.effort_and_sacrifice],
      ['Price', core.price],
    ]),
    h('Why it will work', 3),
    list(core.perceived_likelihood),
    h('What you get', 3),
    { type: 'checklist', items: core.deliverables },
    h(powerH),
    h(power.name, 3),
    p(power.headline),
    h('Bonuses', 3),
    list(power.bonuses.map((b) => `${b.name} (${formatDollars(b.value)} value): ${b.description}`)),
    facts([
      ['Guarantee', power.guarantee],
      ['Scarcity', power.scarcity],
      ['Urgency', power.urgency],
    ]),
    h(stackH),
    {
      type: 'table',
      header: ['Item', 'Value'],
      rows: offer.offer_stack.items.map((i) => [`${i.name}: ${i.description}`, formatDollars(i.value)]),
    },
    p(valueLine(offer.offer_stack)),
    { type: 'pageBreak' },
    h(scriptsH),
    h('Elevator pitch', 3),
    p(scripts.elevator_pitch),
    h('Sales call opener', 3),
    p(scripts.sales_call_opener),
    h('Objection handlers', 3),
    ...scripts.objection_handlers.flatMap((o) => [p(`"${o.objection}"`), p(o.response)]),
    h('Social post', 3),
    ...scripts.social_post.split(/\n{2,}/).map(p),
    h('Email', 3),
    p(`Subject: ${scripts.email.subject}`),
    ...scripts.email.body.split(/\n{2,}/).map(p),
  ];
  return {
    label: `Offer by ${record.business_name}`,
    title: core.name,
    // As typed: a capital may be a name ("Etsy sellers"), which no rule can tell from a sentence start.
    subtitle: `For ${record.target_audience}`,
    date: new Date(record.created_at),
    colorScheme: 'professional',
    blocks,
  };
}
