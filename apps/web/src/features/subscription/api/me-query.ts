import { meResponseSchema } from '@cadenza/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => apiFetch('/me', { schema: meResponseSchema, signal }),
});
