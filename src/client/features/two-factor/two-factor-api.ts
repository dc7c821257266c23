/** The second-factor calls (docs/decisions/016); the pending session's cookie or bearer goes along. */
import {
  secondFactorVerify,
  telegramConfirmationAsk,
  telegramConfirmationPoll,
  totpConfirm,
  totpStart,
} from '../../../shared/contract/endpoints/two-factor.endpoints';
import type { HttpClient } from '../../lib/http';

export const startTotp = (http: HttpClient) => http.api(totpStart);

export const confirmTotp = (http: HttpClient, code: string) => http.api(totpConfirm, { body: { code } });

export const verifyCode = (http: HttpClient, code: string) =>
  http.api(secondFactorVerify, { body: { code } });

export const askTelegram = (http: HttpClient) => http.api(telegramConfirmationAsk);

export const pollTelegram = (http: HttpClient) => http.api(telegramConfirmationPoll);
