import {
  LEAD_MAGNET_FAILED,
  type TLeadMagnetInput,
  type TLeadMagnetRecord,
  type TLeadMagnetType,
} from '../../../shared/lead-magnets';
import { definePipeline, runPipeline, type PipelineRequest } from '../../ai/pipeline';
import { defineSavedResults } from '../../saved-results';
import { leadMagnetGenerator } from './lead-magnet.generator';
import { leadMagnets as t } from './lead-magnet.schema';

const toRecord = (r: typeof t.$inferSelect): TLeadMagnetRecord => ({
  id: r.id,
  title: r.title,
  description: r.description,
  target_audience: r.targetAudience,
  industry: r.industry,
  pain_points: r.painPoints,
  // Written only from the validated draft, so it is always one of the types.
  lead_magnet_type: r.leadMagnetType as TLeadMagnetType,
  content_outline: r.contentOutline,
  design_preferences: r.designPreferences,
  generated_content: r.generatedContent,
  offline: r.offline,
  created_at: r.createdAt.toISOString(),
});

const pipeline = definePipeline({
  generator: leadMagnetGenerator,
  quota: 'lead_magnet',
  failure: (reason) => `${LEAD_MAGNET_FAILED}${reason}`,
  async save({ tx, userId, input, output, offline }) {
    const [row] = await tx
      .insert(t)
      .values({
        userId,
        title: input.title,
        description: input.description || null,
        targetAudience: input.targetAudience,
        industry: input.industry,
        painPoints: input.painPoints,
        leadMagnetType: input.leadMagnetType,
        contentOutline: input.contentOutline,
        designPreferences: input.designPreferences,
        generatedContent: output,
        offline,
      })
      .returning();
    if (!row) throw new Error('the lead magnet was not saved');
    return toRecord(row);
  },
});

/** Spends one unit of the month's 3 (admins none), generates and saves; a failure saves nothing and gives the unit back. */
export const generateLeadMagnet = (o: PipelineRequest<TLeadMagnetInput>) =>
  runPipeline(pipeline, o);

/** The user's lead magnets, newest first (docs/product/lead-magnets.md). Deleting one gives no unit back: the month's generations stay spent. */
export const savedLeadMagnets = defineSavedResults({
  name: 'lead_magnets',
  table: t,
  at: t.createdAt,
  notFound: 'That lead magnet does not exist.',
  toRecord,
});

/** The user's newest lead magnets for Recent Activity, each opening its results. */
export const leadMagnetActivity = savedLeadMagnets.activity({ title: t.title }, (r) => ({
  id: `lead-magnet:${r.id}`,
  kind: 'lead-magnet',
  title: `Lead magnet: ${r.title}`,
  href: `/lead-magnet-generator/${r.id}`,
}));
