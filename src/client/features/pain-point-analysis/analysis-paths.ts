import { paths } from '@/config/paths';

/** The tool's own sub-routes; the spec names only the list's address. */
export const analysisPaths = {
  list: paths.painPoints,
  create: `${paths.painPoints}/new`,
  detail: (id: string) => `${paths.painPoints}/${encodeURIComponent(id)}`,
} as const;
