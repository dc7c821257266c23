import * as v from 'valibot';
import { SessionWithBearerSchema } from '../auth.contract';
import { endpoint } from '../endpoint';
import {
  AttachPhotoRequestSchema,
  AvailabilityAnswerSchema,
  AvailabilityRequestSchema,
  RegisterRequestSchema,
} from '../registration.contract';

/** Anyone may ask; the answer says only whether the INN is taken (never an email). */
export const availability = endpoint({
  method: 'POST',
  path: '/validation/',
  summary: 'Свободен ли ИНН компании для регистрации',
  access: 'public',
  body: AvailabilityRequestSchema,
  response: AvailabilityAnswerSchema,
});

/**
 * Guests register; a signed-in caller is refused in the handler (403 `already-signed-in`,
 * docs/decisions/013), so the access stays public.
 */
export const register = endpoint({
  method: 'POST',
  path: '/register/',
  summary: 'Регистрация студента или компании; вход сразу после неё',
  access: 'public',
  body: RegisterRequestSchema,
  response: SessionWithBearerSchema,
  status: 201,
});

export const registerPhoto = endpoint({
  method: 'POST',
  path: '/register/photo/',
  summary: 'Фото нового студента, загруженное на шаге регистрации',
  access: ['student'],
  body: AttachPhotoRequestSchema,
  response: v.null(),
});
