import type { TNicheInput, TNicheResult } from './niche-discovery';

/** A saved niche discovery: the survey answers and the F.O.C.U.S. result. */
export interface TNicheDiscovery {
  id: string;
  recommended_niche: string;
  answers: TNicheInput;
  result: TNicheResult;
  offline: boolean;
  generated_at: string;
}
