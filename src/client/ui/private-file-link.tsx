import { type AnchorHTMLAttributes, type JSX, type MouseEvent, useState } from 'react';
import { useServices } from '../lib/services';
import { downloadSigned, fetchFileLink } from './signed-download-api';

type PrivateFileLinkProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'onClick' | 'target' | 'rel'
> & {
  /** The file's own path, `/files/<token>/`. */
  url: string;
  /** The name Telegram's download prompt offers, e.g. «Резюме Иван Петров.pdf»; else the server's. */
  fileName?: string | undefined;
  /** Website: open in a new tab, and say so to screen readers. */
  newTab?: boolean;
};

/**
 * A link to a file only its readers may open (a résumé, docs/decisions/014). On the website the
 * plain link works: the cookie goes with it. Telegram opens a link outside the Mini App without
 * the session, so there a click asks for the file's signed short-lived address (POST
 * /api/files/link/) and hands it to Telegram's own download (docs/decisions/018).
 */
export function PrivateFileLink(props: PrivateFileLinkProps): JSX.Element {
  const { url, fileName, newTab = false, children, download, ...rest } = props;
  const { http, platform } = useServices();
  const [busy, setBusy] = useState(false);
  if (platform.kind !== 'telegram')
    return newTab ? (
      <a href={url} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    ) : (
      <a href={url} download={download} {...rest}>
        {children}
      </a>
    );
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await downloadSigned(platform, await fetchFileLink(http, url), fileName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <a href={url} {...rest} aria-busy={busy || undefined} onClick={(event) => void open(event)}>
      {children}
    </a>
  );
}
