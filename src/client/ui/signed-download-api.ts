/**
 * Hands a signed short-lived address (docs/decisions/018) to the platform's download: inside
 * Telegram its own downloadFile, which fetches the URL itself, without our headers or the session.
 * The CSV exports (csv-download-button.tsx) and private files (private-file-link.tsx) share it.
 */

import { fileLink } from '../../shared/contract/endpoints/files.endpoints';
import type { ExportLink } from '../../shared/contract/export-link.contract';
import type { Services } from '../lib/services';
import type { Platform } from '../platform/platform';

type LinkResult = { ok: true; data: ExportLink } | { ok: false; message: string };

export async function downloadSigned(
  platform: Platform,
  result: LinkResult,
  fileName?: string,
): Promise<void> {
  if (!result.ok) return platform.toast('error', result.message);
  const url = new URL(result.data.path, window.location.origin).toString();
  await platform.downloadFile(url, fileName ?? result.data.fileName);
}

/** The signed address of one private file (`/files/<token>/`) the signed-in caller may read. */
export function fetchFileLink(http: Services['http'], url: string) {
  return http.api(fileLink, { body: { url } });
}
