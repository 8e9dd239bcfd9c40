import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  TContentIdea,
  TMarketIntelligence,
  TPainPoint,
  TPersona,
  TPositioning,
} from '../../../shared/pain-point-analysis';
import { user } from '../../db/schema/auth';

/** docs/product/pain-point-analysis.md: the form's answers and each generated part in its own column. */
export const painPointAnalyses = pgTable(
  'pain_point_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    productDescription: text('product_description').notNull(),
    targetMarket: text('target_market'),
    priceRange: text('price_range'),
    generatedPersonas: jsonb('generated_personas').$type<TPersona[]>().notNull(),
    generatedPainPoints: jsonb('generated_pain_points').$type<TPainPoint[]>().notNull(),
    generatedContentIdeas: jsonb('generated_content_ideas').$type<TContentIdea[]>().notNull(),
    positioningRecommendations: jsonb('positioning_recommendations').$type<TPositioning>().notNull(),
    marketIntelligence: jsonb('market_intelligence').$type<TMarketIntelligence>().notNull(),
    offline: boolean('offline').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pain_point_analyses_user_created_idx').on(t.userId, t.createdAt)],
);
