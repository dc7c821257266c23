import { type JSX, useState } from 'react';
import type { ExportLink } from '../../shared/contract/export-link.contract';
import { type Services, useServices } from '../lib/services';
import type { Platform } from '../platform/platform';
import { downloadSigned } from './signed-download-api';

/**
 * Where one CSV comes from: the declared download (website) and the declared request for its
 * signed address (Telegram, docs/decisions/018); the feature that owns the list builds both.
 */
export interface CsvSource {
  file: (http: Services['http']) => ReturnType<Services['http']['download']>;
  link: (http: Services['http']) => Promise<{ ok: true; data: ExportLink } | { ok: false; message: string }>;
  /** The file's name when the server names none. */
  fallbackName: string;
}

/** Website: fetched through the API client (cookie, XHR header), handed over as a blob link. */
async function downloadAsBlob(http: Services['http'], platform: Platform, source: CsvSource): Promise<void> {
  const result = await source.file(http);
  if (!result.ok) return platform.toast('error', result.message);
  const url = URL.createObjectURL(result.data.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = result.data.fileName ?? source.fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Telegram: mobile webviews ignore blob links, so the Mini App asks for a short-lived signed
 * address and hands it to Telegram's own file download, which fetches it without our headers
 * (routes/export-download.routes.ts, routes/application-figures.routes.ts).
 */
async function downloadByLink(http: Services['http'], platform: Platform, source: CsvSource): Promise<void> {
  await downloadSigned(platform, await source.link(http));
}

/**
 * «Скачать CSV» of one admin table: the board's lists and the outcome figures share it, and an
 * interview's «Скачать .ics» (features/applications/board/interview-section.tsx) with its own texts.
 */
export function CsvDownloadButton({
  source,
  label,
  text = 'Скачать CSV',
  busyText = 'Готовим CSV…',
  className = 'button button--secondary',
}: {
  source: CsvSource;
  /** The accessible name where several downloads share a screen: «Скачать CSV: студенты». */
  label?: string;
  text?: string;
  busyText?: string;
  className?: string;
}): JSX.Element {
  const { http, platform } = useServices();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      if (platform.kind === 'telegram') await downloadByLink(http, platform, source);
      else await downloadAsBlob(http, platform, source);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      aria-busy={busy}
      aria-label={label}
      disabled={busy}
      onClick={() => void download()}
    >
      {busy ? busyText : text}
    </button>
  );
}
