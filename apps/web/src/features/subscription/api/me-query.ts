import { meEndpoint } from '@cadenza/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => callApi(meEndpoint, { signal }),
});
