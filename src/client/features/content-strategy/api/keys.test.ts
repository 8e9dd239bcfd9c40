import { describe, expect, it } from 'vitest';
import { contentPlanKeys, contentPlanList, planJobKeys, sharedPlanKeys } from './keys';

describe('content strategy keys', () => {
  it("puts a content plan under the plans list, so the list's invalidation reaches it", () => {
    expect(contentPlanKeys.detail('p1').slice(0, 1)).toEqual(contentPlanKeys.all);
    expect(contentPlanList).toEqual({ all: contentPlanKeys.all, metered: true });
  });

  it('keeps a shared plan and a plan job apart from the owner plans and from each other', () => {
    expect(sharedPlanKeys.detail('p1')[0]).not.toBe(contentPlanKeys.all[0]);
    expect(planJobKeys.detail('active')).not.toEqual(planJobKeys.active);
  });
});
