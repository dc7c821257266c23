import { type JSX, useState } from 'react';
import type { ExportList } from '../../../../shared/contract/board-summary';
import { ExportLinkSchema } from '../../../../shared/contract/export-link';
import type { HttpClient } from '../../../lib/http';
import { useServices } from '../../../lib/services';
import type { Platform } from '../../../platform/platform';

/** Website: fetched through the API client (cookie, XHR header), handed over as a blob link. */
async function downloadAsBlob(http: HttpClient, platform: Platform, list: ExportList): Promise<void> {
  const result = await http.download(`board/export/${list}.csv`);
  if (!result.ok) return platform.toast('error', result.message);
  const url = URL.createObjectURL(result.data.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = result.data.fileName ?? `${list}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Telegram: mobile webviews ignore blob links, so the Mini App asks for a short-lived signed
 * address (POST /api/board/export/link/) and hands it to Telegram's own file download, which
 * fetches it without our headers (routes/export-download.ts).
 */
async function downloadByLink(http: HttpClient, platform: Platform, list: ExportList): Promise<void> {
  const result = await http.post('board/export/link/', ExportLinkSchema, { json: { list } });
  if (!result.ok) return platform.toast('error', result.message);
  const url = new URL(result.data.path, window.location.origin).toString();
  await platform.downloadFile(url, result.data.fileName);
}

/** «Скачать CSV» of one board list (admins). */
export function ExportButton({
  list,
  label,
}: {
  list: ExportList;
  /** The accessible name where several exports share a screen: «Скачать CSV: студенты». */
  label?: string;
}): JSX.Element {
  const { http, platform } = useServices();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      if (platform.kind === 'telegram') await downloadByLink(http, platform, list);
      else await downloadAsBlob(http, platform, list);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-busy={busy}
      aria-label={label}
      disabled={busy}
      onClick={() => void download()}
    >
      {busy ? 'Готовим CSV…' : 'Скачать CSV'}
    </button>
  );
}
