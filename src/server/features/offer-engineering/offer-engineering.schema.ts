import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TOffer, TValueScorecard } from '../../../shared/offer-engineering';
import { user } from '../../db/schema/auth';

/** docs/product/offer-engineering.md: the wizard's answers, the four generated parts, and their status. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    industry: text('industry'),
    targetAudience: text('target_audience').notNull(),
    currentRevenue: text('current_revenue'),
    mainProblem: text('main_problem').notNull(),
    currentSolution: text('current_solution'),
    solutionGaps: text('solution_gaps'),
    desiredOutcome: text('desired_outcome').notNull(),
    priceRange: text('price_range'),
    timeline: text('timeline'),
    coreOffer: jsonb('core_offer').$type<TOffer['core_offer']>().notNull(),
    powerOffer: jsonb('power_offer').$type<TOffer['power_offer']>().notNull(),
    offerStack: jsonb('offer_stack').$type<TOffer['offer_stack']>().notNull(),
    offerScripts: jsonb('offer_scripts').$type<TOffer['offer_scripts']>().notNull(),
    valueScorecard: jsonb('value_scorecard').$type<TValueScorecard>().notNull(),
    status: text('status').notNull().default('completed'),
    offline: boolean('offline').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offers_user_created_idx').on(t.userId, t.createdAt)],
);
