import { z } from 'zod';

/** A saved generation of three mission statements. */
export interface TMission {
  id: string;
  /** The statements numbered, one per line (the spec's stored form). */
  mission_text: string;
  statements: string[];
  /** True when the offline composer wrote it. */
  offline: boolean;
  generated_at: string;
}

export const ZMissionId = z.object({ id: z.uuid({ error: 'That mission statement does not exist.' }) });
