// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { zodResolverOnDemand } from './zod-resolver-on-demand';

const ZName = z.strictObject({ name: z.string().trim().min(1, { error: 'Name must not be empty' }) });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('zodResolverOnDemand', () => {
  it('checks with the schema once it has loaded, fetching it once for every check', async () => {
    const load = vi.fn(() => Promise.resolve(ZName));
    const resolver = zodResolverOnDemand(load);
    const [bad, good] = await Promise.all([
      resolver({ name: '  ' }, undefined, options),
      resolver({ name: ' Ada ' }, undefined, options),
    ]);
    expect(bad.errors).toMatchObject({ name: { message: 'Name must not be empty' } });
    expect(good).toEqual({ values: { name: 'Ada' }, errors: {} });
    await resolver({ name: 'x' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the fetch again after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ZName);
    const resolver = zodResolverOnDemand(load);
    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ada' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
