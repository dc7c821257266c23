/** Calls of the registration screens. */
import { fileUpload } from '../../../shared/contract/endpoints/files.endpoints';
import {
  availability,
  register,
  registerPhoto,
} from '../../../shared/contract/endpoints/registration.endpoints';
import type { AvailabilityRequest, RegisterRequest } from '../../../shared/contract/registration.contract';
import type { HttpClient } from '../../lib/http';

/** With initData (inside Telegram) the new account is linked and the answer carries a bearer. */
export function registerRequest(http: HttpClient, body: RegisterRequest) {
  return http.api(register, { body });
}

export function availabilityRequest(http: HttpClient, body: AvailabilityRequest) {
  return http.api(availability, { body });
}

export function uploadPhoto(http: HttpClient, file: File) {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', file);
  return http.api(fileUpload, { form });
}

export function attachPhoto(http: HttpClient, fileId: number) {
  return http.api(registerPhoto, { body: { fileId } });
}
