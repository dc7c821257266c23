import { type JSX, useState } from 'react';
import { useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { fetchCurrentAnnouncements } from './announcements-banner-api';

/**
 * Notices hidden in this visit, by id. A visit is the page's life (a Mini App open, a website
 * tab): the banner comes back at the next one while the notice is still shown, so a closed notice
 * is out of the way now without being lost; a new notice shows at once (docs/decisions/048).
 */
const hiddenThisVisit = new Set<number>();

/**
 * The career centre's notices on a student's or a company's home (app/home-by-role.tsx puts it
 * under the greeting). It never holds the home up: nothing shows while it loads, after a failed
 * request or when there is nothing to say.
 */
export function AnnouncementBanner(): JSX.Element | null {
  const { http, platform } = useServices();
  const current = useResource('announcements-current', (signal) => fetchCurrentAnnouncements(http, signal));
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set(hiddenThisVisit));
  if (current.status !== 'ready') return null;
  const items = current.data.items.filter((item) => !hidden.has(item.id));
  if (items.length === 0) return null;

  const hide = (id: number) => {
    hiddenThisVisit.add(id);
    setHidden(new Set(hiddenThisVisit));
  };

  return (
    <section className="announcements" aria-label="Объявления карьерного центра">
      <ul className="announcements__list">
        {items.map((item) => (
          <li key={item.id} className="announcement">
            <p className="announcement__text">{item.text}</p>
            {item.link ? (
              <a
                className="announcement__link"
                href={item.link}
                target="_blank"
                rel="noopener noreferrer"
                // Inside Telegram an outside link opens in Telegram's browser (platform/telegram/telegram-links.ts).
                onClick={(event) => {
                  event.preventDefault();
                  platform.openLink(item.link ?? '');
                }}
              >
                Подробнее
              </a>
            ) : null}
            <button
              type="button"
              className="icon-button announcement__close"
              aria-label={`Скрыть объявление: ${item.text}`}
              title="Скрыть"
              onClick={() => hide(item.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
