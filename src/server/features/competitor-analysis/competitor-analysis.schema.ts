import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  INSIGHT_TYPES,
  PRIORITY_LEVELS,
  type TCompetitorPlatform,
  type TCompetitorReport,
  type TInsightType,
  type TPriorityLevel,
} from '../../../shared/competitor-analysis';
import { user } from '../../db/schema/auth';

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** One row per competitor per generation; `position` keeps the order the user listed them in. */
export const competitorAnalyses = pgTable(
  'competitor_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    competitorName: text('competitor_name').notNull(),
    competitorHandle: text('competitor_handle').notNull(),
    platform: text('platform').$type<TCompetitorPlatform>().notNull(),
    notes: text('notes'),
    analysisSummary: jsonb('analysis_summary').$type<TCompetitorReport['analysis_summary']>().notNull(),
    industryContext: text('industry_context').notNull(),
    offline: boolean('offline').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('competitor_analyses_user_created_idx').on(t.userId, t.createdAt)],
);

/** The insights of one analysis; they go when it goes. */
export const contentInsights = pgTable(
  'content_insights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => competitorAnalyses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    insightType: text('insight_type').$type<TInsightType>().notNull(),
    priorityLevel: text('priority_level').$type<TPriorityLevel>().notNull(),
    confidenceScore: doublePrecision('confidence_score').notNull(),
    actionableSteps: jsonb('actionable_steps').$type<string[]>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_insights_analysis_idx').on(t.analysisId),
    index('content_insights_user_idx').on(t.userId),
    check('content_insights_type_known', sql`${t.insightType} IN (${oneOf(INSIGHT_TYPES)})`),
    check('content_insights_priority_known', sql`${t.priorityLevel} IN (${oneOf(PRIORITY_LEVELS)})`),
    check('content_insights_confidence_range', sql`${t.confidenceScore} >= 0 AND ${t.confidenceScore} <= 1`),
  ],
);
