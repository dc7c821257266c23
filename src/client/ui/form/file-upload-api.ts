/**
 * POST /api/files/ for one upload slot (ui/form/file-upload-field.tsx), through the injected
 * client (lib/services, docs/decisions/039); the server judges the content (docs/decisions/014).
 */
import { fileUpload } from '../../../shared/contract/endpoints/files.endpoints';
import type { FileKind } from '../../../shared/contract/file.contract';
import type { Services } from '../../lib/services';

export function uploadFile(http: Services['http'], kind: FileKind, file: File) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file);
  return http.api(fileUpload, { form });
}
