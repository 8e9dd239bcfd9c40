import { ZBrandFieldParam, ZBrandFieldUpdate } from '../../../shared/brand-profile-schemas';
import type { ProgramOperation } from '../../program-api';
import { getBrandProfile, setBrandField } from './brand-profile.service';

export const brandProfileProgram: ProgramOperation[] = [
  {
    operationId: 'getBrandProfile',
    kind: 'get',
    method: 'get',
    path: '/brand-profile',
    tag: 'Brand profile',
    summary: 'Your brand profile: every field, where it came from and when it changed',
    status: 200,
    run: (i) => getBrandProfile({ db: i.deps.db, userId: i.userId }),
  },
  {
    operationId: 'setBrandProfileField',
    kind: 'update',
    method: 'put',
    path: '/brand-profile/fields/{field}',
    tag: 'Brand profile',
    summary: 'Set one field of the brand profile',
    description: 'The value is checked against the field’s own rules; null clears the field.',
    params: ZBrandFieldParam,
    body: ZBrandFieldUpdate,
    status: 200,
    mcp: false,
    run: (i) =>
      setBrandField({
        db: i.deps.db,
        userId: i.userId,
        field: i.params.field as never,
        value: (i.body as { value?: unknown }).value,
      }),
  },
];
