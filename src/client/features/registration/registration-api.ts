/** Calls of the registration screens. */
import * as v from 'valibot';
import type { RegisterRequest } from '../../../shared/contract/registration';
import type { HttpClient } from '../../lib/http';
import { SessionWithBearerSchema } from '../../lib/telegram-session';

const AvailabilitySchema = v.object({ available: v.boolean() });
const UploadSchema = v.object({ id: v.number(), url: v.string() });

/** With initData (inside Telegram) the new account is linked and the answer carries a bearer. */
export function registerRequest(http: HttpClient, body: RegisterRequest) {
  return http.post('register/', SessionWithBearerSchema, { json: body });
}

export function availabilityRequest(
  http: HttpClient,
  body: { field: 'email' | 'inn'; value: string; kind: 'student' | 'company' },
) {
  return http.post('validation/', AvailabilitySchema, { json: body });
}

export function uploadPhoto(http: HttpClient, file: File) {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', file);
  return http.upload('files/', UploadSchema, form);
}

export function attachPhoto(http: HttpClient, fileId: number) {
  return http.post('register/photo/', v.null(), { json: { fileId } });
}
