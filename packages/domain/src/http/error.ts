import { z } from 'zod';

/** The one error body every API failure answers with (DESIGN §2). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
export type FieldError = NonNullable<ApiError['errors']>[number];
