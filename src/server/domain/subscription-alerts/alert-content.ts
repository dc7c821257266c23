import { formatSalary, pluralRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import type { MailMessage } from '../../mail/mailer';
import type { AlertVacancy } from '../../notify/notifier';

/** A digest lists this many vacancies, then «и ещё N» (the list link shows them all). */
export const DIGEST_LISTED_MAX = 10;

/** The path of the one-click unsubscribe endpoint (RFC 8058), outside the API's guards. */
const UNSUBSCRIBE_API_PATH = '/api/subscription/unsubscribe/';

/** A saved query as the list's address params (`tags=3,7`), whichever form it was stored in. */
export function listQueryOf(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  return params.toString();
}

export type AlertVacancyRow = {
  id: number;
  title: string;
  companyName: string;
  salaryFrom: number | null;
  salaryTo: number | null;
  salaryCurrency: string;
  salaryGross: boolean;
};

export function alertVacancyOf(row: AlertVacancyRow): AlertVacancy {
  const salary = formatSalary({
    from: row.salaryFrom,
    to: row.salaryTo,
    currency: row.salaryCurrency as Parameters<typeof formatSalary>[0]['currency'],
    gross: row.salaryGross,
  });
  return { id: row.id, title: row.title, companyName: row.companyName, salary };
}

/** Where a mail's links point: PUBLIC_URL or the server's own address (app.ts `linkBase`). */
type AlertLinks = { base: string; listQuery: string; token: string };

const trimmed = (base: string) => base.replace(/\/+$/, '');
const vacancyUrl = (links: AlertLinks, id: number) => `${trimmed(links.base)}${paths.vacancy}${id}/`;
const listUrl = (links: AlertLinks) =>
  `${trimmed(links.base)}${paths.vacancies}${links.listQuery ? `?${links.listQuery}` : ''}`;
const unsubscribePageUrl = (base: string, token: string) =>
  `${trimmed(base)}${paths.unsubscribe}#token=${encodeURIComponent(token)}`;
const unsubscribeApiUrl = (base: string, token: string) =>
  `${trimmed(base)}${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(token)}`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An alert or a digest by mail: plain text and HTML, a visible unsubscribe link to a page that
 * works without signing in, and the RFC 8058 headers so the mail client's own «Отписаться»
 * removes the subscription in one POST.
 */
export function alertMail(
  to: string,
  vacancies: readonly AlertVacancy[],
  more: number,
  links: AlertLinks,
): MailMessage {
  const single = vacancies.length === 1 && more === 0;
  const total = vacancies.length + more;
  const subject = single
    ? `Новая вакансия по подписке: ${vacancies[0]?.title ?? ''}`
    : `Новые вакансии по подписке: ${total}`;
  const intro = single
    ? 'Появилась вакансия по вашей подписке:'
    : `По вашей подписке ${pluralRu(total, ['новая вакансия', 'новые вакансии', 'новых вакансий'])}:`;
  const moreLine = more > 0 ? `…и ещё ${more}.` : null;
  const unsubscribe = unsubscribePageUrl(links.base, links.token);
  const text = [
    'Здравствуйте!',
    '',
    intro,
    '',
    ...vacancies.flatMap((vacancy) => [
      `• ${vacancy.title} — ${vacancy.companyName}, ${vacancy.salary}`,
      `  ${vacancyUrl(links, vacancy.id)}`,
    ]),
    ...(moreLine ? [moreLine] : []),
    '',
    `Все вакансии по подписке: ${listUrl(links)}`,
    '',
    `Отписаться от этой подписки: ${unsubscribe}`,
  ].join('\n');
  const items = vacancies
    .map(
      (vacancy) =>
        `<li><a href="${escapeHtml(vacancyUrl(links, vacancy.id))}">${escapeHtml(vacancy.title)}</a> — ${escapeHtml(vacancy.companyName)}, ${escapeHtml(vacancy.salary)}</li>`,
    )
    .join('');
  const html =
    `<p>Здравствуйте!</p><p>${escapeHtml(intro)}</p><ul>${items}</ul>` +
    (moreLine ? `<p>${escapeHtml(moreLine)}</p>` : '') +
    `<p><a href="${escapeHtml(listUrl(links))}">Все вакансии по подписке</a></p>` +
    `<p style="color:#666;font-size:12px">Вы получили это письмо, потому что подписались на вакансии на сайте «Карьера». ` +
    `<a href="${escapeHtml(unsubscribe)}">Отписаться</a></p>`;
  return {
    to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiUrl(links.base, links.token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
