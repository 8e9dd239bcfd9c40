import { paths } from '@/config/paths';

/** The tool's own sub-routes; the spec names only the list's address. */
export const offerPaths = {
  list: paths.offers,
  create: `${paths.offers}/new`,
  detail: (id: string) => `${paths.offers}/${encodeURIComponent(id)}`,
} as const;
