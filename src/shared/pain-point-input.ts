import { z } from 'zod';
import { zOptionalText, zText } from './ai';
import { PAIN_POINT_INPUT_MAX } from './pain-point-analysis';

/*
 * The four answers a pain point analysis starts from. Apart from pain-point-analysis.ts because a module
 * is one chunk in the browser: the form checks its answers with this, and the pages that only show an
 * analysis should not download zod with its labels.
 */

export const ZPainPointAnalysisInput = z.strictObject({
  productName: zText('Product name', PAIN_POINT_INPUT_MAX.productName),
  productDescription: zText('Product description', PAIN_POINT_INPUT_MAX.productDescription),
  targetMarket: zOptionalText('Target market', PAIN_POINT_INPUT_MAX.targetMarket),
  priceRange: zOptionalText('Price range', PAIN_POINT_INPUT_MAX.priceRange),
});
export type TPainPointAnalysisInput = z.infer<typeof ZPainPointAnalysisInput>;
