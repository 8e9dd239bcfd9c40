import { BIO_PLATFORMS } from '../../../../shared/social-bios';
import type { TContentBatch } from '../../../../shared/content-strategy';
import type { TMissionOutput } from '../../../../shared/mission';
import type { TPainPointAnalysis } from '../../../../shared/pain-point-analysis';
import type { TCompetitorAnalysis } from '../../../../shared/competitor-analysis';
import type { TNicheResult } from '../../../../shared/niche-discovery';
import type { TLeadMagnetContent } from '../../../../shared/lead-magnets';
import type { TOffer } from '../../../../shared/offer-engineering';
import { type Generator, parseInput } from '../../generator';
import type { Persona } from './persona';

/**
 * Every offline composer the quality gate runs, as one row each: which generator (by name, looked up in
 * the app's generator list, since infrastructure does not import features), how a persona's answers
 * become its inputs, and which of its outputs must not repeat a sentence shape. A composer joins the
 * gate with one more row.
 */
export interface ComposerRow {
  /** The generator's name, as registered. */
  name: string;
  /** One raw request per generation the persona would make; `compose` runs another generator first. */
  inputs(p: Persona, compose: Compose): unknown[];
  /** The answers whose key nouns the result must keep (by default all of them). */
  keySource?(raw: unknown): string;
  /** Groups of texts written from different frames, which should not share a sentence shape. */
  frames(output: unknown): string[][];
}

export type Compose = (name: string, raw: unknown) => unknown;

/** Composes with the named generator from a list, as the app would. */
export function composerOf(generators: readonly Generator[]): { find: (name: string) => Generator; compose: Compose } {
  const find = (name: string) => {
    const g = generators.find((x) => x.name === name);
    if (!g) throw new Error(`No generator named "${name}"`);
    return g;
  };
  return { find, compose: (name, raw) => find(name).compose(parseInput(find(name), raw)) };
}

const missionInput = (p: Persona) => ({ ...p.mission });

const PILLARS = ['Educational & Tips', 'Personal Stories', 'Inspirational', 'Community & Social Proof'];
const FORMATS = ['Hook-Story-Secret-CTA', 'Problem-Agitation-Solution', 'Quick Tips & Lists', 'Question-Answer'];

export const COMPOSERS: ComposerRow[] = [
  {
    name: 'mission',
    inputs: (p) => [missionInput(p)],
    keySource: (raw) => JSON.stringify([(raw as Persona['mission']).audience, (raw as Persona['mission']).outcome]),
    frames: (o) => [(o as TMissionOutput).statements],
  },
  {
    name: 'social-bios',
    inputs: (p, compose) => {
      // What the bios form sends after a mission: the three statements, one per line.
      const missionStatement = (compose('mission', missionInput(p)) as TMissionOutput).statements.join('\n');
      return BIO_PLATFORMS.map((platform) => ({ platform, missionStatement, name: p.name, profession: p.profession }));
    },
    // Bios are written from the first statement; its audience must survive.
    keySource: (raw) =>
      ((raw as { missionStatement: string }).missionStatement.split('\n')[0] ?? '')
        .replace(/^I help /, '')
        .split(/\s(?:to|without|even)\s/)[0]!
        .split(' ')
        .slice(0, 4)
        .join(' '),
    frames: (o) => [(o as { bios: string[] }).bios],
  },
  {
    name: 'niche',
    inputs: (p) => [{ ...p.niche }],
    frames: (o) => {
      const n = o as TNicheResult;
      return [[n.fulfillment, n.opportunities, n.credibility, n.uniqueness, n.scalability]];
    },
  },
  {
    name: 'audience-suggestions',
    inputs: (p) => [{ niche: p.nicheLine }],
    frames: (o) => [(o as { audiences: string[] }).audiences],
  },
  {
    name: 'pain-point-suggestions',
    inputs: (p) => [{ niche: p.nicheLine, audience: p.mission.audience[0] }],
    frames: (o) => [(o as { painPoints: string[] }).painPoints],
  },
  {
    name: 'content-batch',
    inputs: (p) =>
      [1, 5].map((batchNumber) => ({
        brandName: p.name,
        niche: p.nicheLine,
        audience: p.mission.audience[0],
        painPoints: p.mission.obstacles,
        promise: p.mission.outcome[0],
        contentPillars: PILLARS,
        scriptTypes: FORMATS,
        batchNumber,
      })),
    // The niche's subject leads the plan; the people it names come from the audience answer.
    keySource: (raw) => {
      const r = raw as { audience: string; promise: string; painPoints: string[] };
      return JSON.stringify([r.audience, r.promise, r.painPoints]);
    },
    frames: (o) => {
      const rows = (o as TContentBatch).rows;
      return [rows.flatMap((r) => r.hooks), rows.map((r) => r.title), rows.map((r) => r.summary)];
    },
  },
  {
    name: 'competitor-analysis',
    inputs: (p) => [{ platform: p.platform, competitors: p.competitors, industryContext: p.industry }],
    frames: (o) => (o as TCompetitorAnalysis).analyses.map((a) => a.insights.map((i) => i.title)),
  },
  {
    name: 'pain-point-analysis',
    inputs: (p) => [{ ...p.product }],
    // The product and its buyers are quoted back; the description is read for what the product does.
    keySource: (raw) => {
      const r = raw as Persona['product'];
      return `${r.productName} ${r.targetMarket ?? ''}`;
    },
    frames: (o) => {
      const a = o as TPainPointAnalysis;
      return [a.pain_points.map((x) => x.pain_point), a.content_ideas.map((x) => x.title)];
    },
  },
  {
    name: 'lead-magnet',
    // What the wizard sends: the persona's audience and obstacles, one outline section per outcome.
    inputs: (p) => [
      {
        title: `${p.product.productName} starter checklist`,
        targetAudience: p.mission.audience[0],
        industry: 'Education',
        painPoints: p.mission.obstacles,
        leadMagnetType: 'checklist',
        contentOutline: {
          sections: p.mission.outcome.map((o, i) => ({ title: o, description: p.mission.obstacles[i] ?? o })),
          objectives: [p.mission.outcome[0]],
        },
      },
    ],
    keySource: (raw) => JSON.stringify([(raw as { targetAudience: string }).targetAudience]),
    frames: (o) => {
      const m = o as TLeadMagnetContent;
      return [m.viralHooksCollection.flatMap((c) => c.hooks), m.actionableItems];
    },
  },
  {
    name: 'offer',
    inputs: (p) => [
      {
        businessName: p.name,
        targetAudience: p.mission.audience[0],
        mainProblem: p.mission.obstacles[0],
        desiredOutcome: p.mission.outcome[0],
        priceRange: '500-1000',
        timeline: 'medium',
      },
    ],
    keySource: (raw) => JSON.stringify([(raw as { targetAudience: string }).targetAudience]),
    frames: (o) => {
      const f = o as TOffer;
      return [f.offer_scripts.objection_handlers.map((h) => h.response)];
    },
  },
];
