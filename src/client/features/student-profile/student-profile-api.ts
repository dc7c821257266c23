/**
 * The student's own profile calls: save it (its read, which the apply panel shares, is
 * lib/profile-api.ts) and link or unlink Telegram with the Login Widget (docs/decisions/013).
 */
import { studentProfileSave } from '../../../shared/contract/endpoints/profile.endpoints';
import { telegramLink, telegramUnlink } from '../../../shared/contract/endpoints/telegram.endpoints';
import type { StudentProfile, StudentProfileValues } from '../../../shared/contract/student.contract';
import type { LoginWidgetData, TelegramLinkStatus } from '../../../shared/contract/telegram.contract';
import type { HttpClient, HttpResult } from '../../lib/http';

export function saveStudentProfile(
  http: HttpClient,
  body: StudentProfileValues,
): Promise<HttpResult<StudentProfile>> {
  return http.api(studentProfileSave, { body });
}

/** The Login Widget's answer and the account's password. */
export function linkTelegram(
  http: HttpClient,
  widget: LoginWidgetData,
  password: string,
): Promise<HttpResult<TelegramLinkStatus>> {
  return http.api(telegramLink, { body: { ...widget, password } });
}

export function unlinkTelegram(http: HttpClient): Promise<HttpResult<TelegramLinkStatus>> {
  return http.api(telegramUnlink);
}
