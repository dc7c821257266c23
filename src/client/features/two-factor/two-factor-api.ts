/** The second-factor calls (docs/decisions/016); the pending session's cookie or bearer goes along. */
import {
  secondFactorChallenge,
  secondFactorVerify,
  telegramConfirmationAsk,
  telegramConfirmationPoll,
  totpConfirm,
  totpStart,
} from '../../../shared/contract/endpoints/two-factor.endpoints';
import type { SecondFactorChallenge } from '../../../shared/contract/two-factor.contract';
import type { HttpClient } from '../../lib/http';

export const fetchChallenge = (http: HttpClient) => http.api(secondFactorChallenge);

export const startTotp = (http: HttpClient) => http.api(totpStart);

export const confirmTotp = (http: HttpClient, code: string) => http.api(totpConfirm, { body: { code } });

export const verifyCode = (http: HttpClient, code: string) =>
  http.api(secondFactorVerify, { body: { code } });

export type { SecondFactorChallenge };

export const askTelegram = (http: HttpClient) => http.api(telegramConfirmationAsk);

export const pollTelegram = (http: HttpClient) => http.api(telegramConfirmationPoll);
