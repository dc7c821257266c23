import { type JSX, useMemo, useState } from 'react';
import { readPublicConfig } from '../../lib/public-config';
import { usePlatform } from '../../lib/services';
import { copyLink, shareLink, shareLinks } from '../../lib/share-links';
import { Button } from '../../ui/button';

/**
 * «Поделиться» on the vacancy page. Inside Telegram the Mini App link goes to Telegram's share
 * sheet (or is copied); on the website the https link is shared or copied, and the Mini App is
 * offered when the bot is configured.
 */
export function VacancyShare({ id, title }: { id: number; title: string }): JSX.Element {
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  const links = useMemo(
    // The server's render has no origin; the web link is used only on a press, never rendered.
    () =>
      shareLinks(
        readPublicConfig(),
        { kind: 'vacancy', id },
        typeof window === 'undefined' ? '' : window.location.origin,
      ),
    [id],
  );
  const inTelegram = platform.kind === 'telegram';

  async function share(): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      await shareLink(platform, links, title);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="vacancy-detail__share">
      <Button variant="secondary" pending={busy} onClick={() => void share()}>
        Поделиться
      </Button>
      {inTelegram ? (
        <Button variant="ghost" onClick={() => void copyLink(platform, links.miniApp ?? links.web)}>
          Скопировать ссылку
        </Button>
      ) : null}
      {!inTelegram && links.miniApp !== null ? (
        <a className="button button--ghost" href={links.miniApp} target="_blank" rel="noopener noreferrer">
          Открыть в Telegram
        </a>
      ) : null}
    </div>
  );
}
