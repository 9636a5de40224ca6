import { z } from 'zod';
import { productSummarySchema } from './product.js';

export const homeQuerySchema = z
  .object({ referralCode: z.string().trim().max(100).optional() })
  .strict();

export const carouselKinds = ['hero', 'standard'] as const;

export const homeCarouselSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(carouselKinds),
  items: z.array(productSummarySchema),
});
export type HomeCarousel = z.infer<typeof homeCarouselSchema>;

/** GET /home: the hero carousel first, then the others in order. */
export const homeResponseSchema = z.object({ carousels: z.array(homeCarouselSchema) });
export type HomeResponse = z.infer<typeof homeResponseSchema>;
