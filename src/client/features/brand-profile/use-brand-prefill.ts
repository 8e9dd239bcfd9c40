import * as React from 'react';
import type { TBrandValues } from '../../../shared/brand-profile';
import { useBrandProfile } from './api/get-brand-profile';

/**
 * The brand profile's values for a wizard, once: `apply` is called a single time when the profile has
 * loaded, with the profile's values (only the filled ones), so the wizard can fill the fields that are
 * still empty and remember which it filled. A wizard restored from a draft passes `skip`.
 */
export function useBrandPrefill(apply: (values: Partial<TBrandValues>) => void, { skip = false } = {}) {
  const profile = useBrandProfile();
  const done = React.useRef(false);
  const latest = React.useRef(apply);
  latest.current = apply;
  React.useEffect(() => {
    if (done.current || skip || !profile.data) return;
    done.current = true;
    const values: Partial<TBrandValues> = {};
    for (const [field, entry] of Object.entries(profile.data.fields)) {
      if (entry) (values as Record<string, unknown>)[field] = entry.value;
    }
    if (Object.keys(values).length > 0) latest.current(values);
  }, [profile.data, skip]);
  return { loading: profile.isPending };
}
