import { eq } from 'drizzle-orm';
import { quoted } from '../../../shared/format';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import type { DomainDeps } from '../deps';
import { enqueueMail, enqueueNotification } from '../outbox/enqueue';

type Moderated = { id: number; companyId: number; title: string };
type Action = { action: 'hidden' | 'shown' | 'returned'; reason: string | null };

/**
 * Tells the company what the career centre did to its vacancy (docs/decisions/052), through the
 * outbox in the move's transaction (docs/decisions/022-durable-outbox.md): the bot when its
 * Telegram is linked, else a letter. Answers the channel it was queued for.
 */
export async function tellCompanyOfModeration(
  deps: DomainDeps,
  tx: Executor,
  vacancy: Moderated,
  { action, reason }: Action,
): Promise<'telegram' | 'email' | 'none'> {
  const chats = await enqueueNotification(
    deps,
    tx,
    { account: { kind: 'company', id: vacancy.companyId } },
    { type: 'vacancy-moderated', action, vacancyId: vacancy.id, vacancyTitle: vacancy.title, reason },
  );
  if (chats > 0) return 'telegram';
  const [company] = await tx
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, vacancy.companyId));
  if (!company) return 'none';
  const mailed = await enqueueMail(
    deps,
    tx,
    'vacancy-moderated',
    moderationMail(company.email, vacancy.title, action, reason),
  );
  return mailed ? 'email' : 'none';
}

const SUBJECTS = {
  hidden: 'Вакансия скрыта карьерным центром',
  shown: 'Вакансия снова видна студентам',
  returned: 'Вакансию вернули на доработку',
} as const;

function moderationMail(
  to: string,
  title: string,
  action: Action['action'],
  reason: string | null,
): MailMessage {
  const name = quoted(title);
  const body: Record<Action['action'], string[]> = {
    hidden: [
      `Карьерный центр скрыл вакансию ${name}: студенты её не видят в поиске, на карте и в подписках.`,
      'Если считаете это ошибкой, напишите карьерному центру через форму обратной связи на сайте.',
    ],
    shown: [`Карьерный центр снова показал вакансию ${name}: студенты видят её в поиске.`],
    returned: [
      `Карьерный центр вернул вакансию ${name} на доработку: пока студенты её не видят.`,
      `Что исправить: ${reason ?? ''}`,
      '',
      'Откройте вакансию в разделе «Мои вакансии», исправьте её и опубликуйте снова.',
    ],
  };
  return { to, subject: SUBJECTS[action], text: ['Здравствуйте!', '', ...body[action]].join('\n') };
}
