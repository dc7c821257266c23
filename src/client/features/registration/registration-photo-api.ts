/**
 * Calls of the photo step, apart from registration-api.ts: the step is a chunk of its own
 * (registration-screen.tsx), and these calls and the file contract go with it.
 */
import { fileUpload } from '../../../shared/contract/endpoints/files.endpoints';
import { registerPhoto } from '../../../shared/contract/endpoints/registration.endpoints';
import type { HttpClient } from '../../lib/http';

export function uploadPhoto(http: HttpClient, file: File) {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', file);
  return http.api(fileUpload, { form });
}

export function attachPhoto(http: HttpClient, fileId: number) {
  return http.api(registerPhoto, { body: { fileId } });
}
