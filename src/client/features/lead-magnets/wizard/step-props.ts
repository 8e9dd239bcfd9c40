import type * as React from 'react';
import type { LeadMagnetDraft } from './draft';

/** Every step reads the draft and changes it through one setter. */
export interface StepProps {
  draft: LeadMagnetDraft;
  update: (change: Partial<LeadMagnetDraft>) => void;
  /** Marks the step's answer as filled from the brand profile, with a way to clear it. */
  mark?: React.ReactNode;
}
