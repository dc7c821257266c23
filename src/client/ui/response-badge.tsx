import type { JSX } from 'react';
import type { ResponseBadge } from '../../shared/contract/response-badge.contract';
import { formatHours } from './response-time';

/**
 * «Отвечает на отклики · обычно за 29 ч» on a company's page and its vacancies
 * (docs/decisions/021): the server sends it only once the company has enough recent answered
 * applications; nothing is shown otherwise (null, or a server without the field).
 */
export function ResponseBadgeView({
  badge,
}: {
  badge: ResponseBadge | null | undefined;
}): JSX.Element | null {
  if (!badge) return null;
  const time = formatHours(badge.medianHours);
  const usually = badge.medianHours < 1 ? 'обычно в течение часа' : `обычно за ${time}`;
  return (
    <p className="response-badge">
      <span className="response-badge__title">Отвечает на отклики</span>
      <span className="response-badge__time" title="Медиана времени до первого ответа за последние полгода">
        {usually}
      </span>
    </p>
  );
}
