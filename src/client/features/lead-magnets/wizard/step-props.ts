import type { LeadMagnetDraft } from './draft';

/** Every step reads the draft and changes it through one setter. */
export interface StepProps {
  draft: LeadMagnetDraft;
  update: (change: Partial<LeadMagnetDraft>) => void;
}
