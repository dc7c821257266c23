/** Calls of the registration form; the photo step's are registration-photo-api.ts. */
import { availability, register } from '../../../shared/contract/endpoints/registration.endpoints';
import type { AvailabilityRequest, RegisterRequest } from '../../../shared/contract/registration.contract';
import type { HttpClient } from '../../lib/http';

/** With initData (inside Telegram) the new account is linked and the answer carries a bearer. */
export function registerRequest(http: HttpClient, body: RegisterRequest) {
  return http.api(register, { body });
}

export function availabilityRequest(http: HttpClient, body: AvailabilityRequest) {
  return http.api(availability, { body });
}
