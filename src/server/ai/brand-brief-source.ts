import type { TBrandBrief } from '../../shared/brand-profile';
import type { Db } from '../db/client';

/**
 * Where the pipeline and job starts read a user's brief; the brand profile feature provides it. Apart
 * from brand-brief.ts because the app's deps name it, and brand-brief.ts reads the request scope, which
 * needs those deps' types: kept together they would import each other.
 */
export type BrandBriefSource = (scope: { db: Db; userId: string }) => Promise<TBrandBrief | null>;
