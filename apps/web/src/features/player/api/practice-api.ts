import {
  reportPracticeTimeEndpoint,
  savePieceSettingsEndpoint,
  type PiecePractice,
  type PieceSettings,
} from '@cadenza/domain';
import { callApi, callApiForEffect } from '../../../lib/api-client';

/** `PUT /api/me/pieces/{id}/practice`: where the piece was left and how it was played. */
export function savePieceSettings(
  productId: string,
  settings: PieceSettings,
  options: { keepalive?: boolean } = {},
): Promise<PiecePractice> {
  return callApi(savePieceSettingsEndpoint, {
    params: { id: productId },
    body: settings,
    ...options,
  });
}

/** `POST /api/me/pieces/{id}/practice-time`: seconds of playing, on the person's calendar day. */
export function reportPracticeTime(
  productId: string,
  report: { seconds: number; utcOffsetMinutes: number },
  options: { keepalive?: boolean } = {},
): Promise<void> {
  return callApiForEffect(reportPracticeTimeEndpoint, {
    params: { id: productId },
    body: report,
    ...options,
  });
}
