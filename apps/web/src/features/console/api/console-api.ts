import {
  auditLogEndpoint,
  consoleOfferEndpoint,
  consoleOffersEndpoint,
  createConsoleOfferEndpoint,
  deactivateConsoleOfferEndpoint,
  previewConsoleOfferEndpoint,
  updateConsoleOfferEndpoint,
  uploadOfferImageEndpoint,
  type AuditQuery,
  type OfferDefinitionInput,
  type OfferImageType,
} from '@cadenza/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const consoleQueries = {
  audit: (query: AuditQuery) =>
    queryOptions({
      queryKey: ['console', 'audit', query],
      queryFn: ({ signal }) => callApi(auditLogEndpoint, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  offers: () =>
    queryOptions({
      queryKey: ['console', 'offers'],
      queryFn: ({ signal }) => callApi(consoleOffersEndpoint, { signal }),
    }),
  offer: (code: string) =>
    queryOptions({
      queryKey: ['console', 'offers', code],
      queryFn: ({ signal }) => callApi(consoleOfferEndpoint, { params: { code }, signal }),
    }),
  /** The draft as its visitors would be served it; kept while the next draft loads. */
  preview: (definition: OfferDefinitionInput) =>
    queryOptions({
      queryKey: ['console', 'offer-preview', definition],
      queryFn: ({ signal }) => callApi(previewConsoleOfferEndpoint, { body: definition, signal }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
};

export const consoleActions = {
  createOffer: (definition: OfferDefinitionInput) =>
    callApi(createConsoleOfferEndpoint, { body: definition }),
  /** Saves every field but the code, which names the offer. */
  updateOffer: (definition: OfferDefinitionInput) =>
    callApi(updateConsoleOfferEndpoint, {
      params: { code: definition.code },
      body: {
        status: definition.status,
        trialLength: definition.trialLength,
        template: definition.template,
        associateName: definition.associateName,
        thirdPartyMarketing: definition.thirdPartyMarketing,
        discount: definition.discount,
        content: definition.content,
      },
    }),
  deactivateOffer: (code: string) => callApi(deactivateConsoleOfferEndpoint, { params: { code } }),
  uploadImage: (contentType: OfferImageType, data: string) =>
    callApi(uploadOfferImageEndpoint, { body: { contentType, data } }),
};
