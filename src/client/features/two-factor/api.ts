/** The second-factor calls (docs/decisions/016); the pending session's cookie or bearer goes along. */
import * as v from 'valibot';
import {
  type SecondFactorChallenge,
  SecondFactorChallengeSchema,
  SecondFactorPassedSchema,
  TelegramConfirmationSchema,
  TotpEnrolmentSchema,
} from '../../../shared/contract/two-factor';
import type { HttpClient } from '../../lib/http';

export const fetchChallenge = (http: HttpClient) =>
  http.get('two-factor/challenge/', SecondFactorChallengeSchema);

export const startTotp = (http: HttpClient) =>
  http.post('two-factor/totp/start/', TotpEnrolmentSchema, { json: {} });

export const confirmTotp = (http: HttpClient, code: string) =>
  http.post('two-factor/totp/confirm/', SecondFactorPassedSchema, { json: { code } });

export const verifyCode = (http: HttpClient, code: string) =>
  http.post('two-factor/verify/', SecondFactorPassedSchema, { json: { code } });

export type { SecondFactorChallenge };

export const askTelegram = (http: HttpClient) =>
  http.post('two-factor/telegram/ask/', v.null(), { json: {} });

export const pollTelegram = (http: HttpClient) =>
  http.get('two-factor/telegram/', TelegramConfirmationSchema);
