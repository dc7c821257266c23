import { paths } from '../../../shared/paths';
import { hitRateLimit, type RateLimitRule } from '../../auth/rate-limit';
import type { MailMessage } from '../../mail/mailer';
import { findAccountByEmail } from '../accounts/find-account';
import type { DomainDeps } from '../deps';
import { enqueueMail } from '../outbox/enqueue';

/** However often someone tries the address, its owner hears of it a few times a day. */
export const TAKEN_EMAIL_NOTICES: RateLimitRule = { limit: 3, windowMs: 24 * 60 * 60_000 };

const WHOSE = { student: 'студента', company: 'компании' } as const;

/** The letter to the owner of an email someone tried to register again (docs/decisions/056). */
function takenEmailMail(to: string, kind: 'student' | 'company', linkBase: string): MailMessage {
  const login = `${linkBase.replace(/\/+$/, '')}${paths.login}`;
  const lines = [
    'Здравствуйте!',
    '',
    `Кто-то (возможно, вы) пытался зарегистрировать на сайте «Карьера» аккаунт ${WHOSE[kind]} с этим адресом, но такой аккаунт у вас уже есть, и новый мы не создали.`,
    `Если это были вы, войдите: ${login}`,
    'Не помните пароль — нажмите там «Забыли пароль?», и мы пришлём ссылку для нового.',
    '',
    'Если это были не вы, ничего делать не нужно: ваш аккаунт и пароль не изменились.',
  ];
  const html =
    `<p>Здравствуйте!</p><p>Кто-то (возможно, вы) пытался зарегистрировать на сайте «Карьера» аккаунт ${WHOSE[kind]} с этим адресом, но такой аккаунт у вас уже есть, и новый мы не создали.</p>` +
    `<p>Если это были вы, <a href="${login}">войдите</a>. Не помните пароль — нажмите там «Забыли пароль?», и мы пришлём ссылку для нового.</p>` +
    '<p>Если это были не вы, ничего делать не нужно: ваш аккаунт и пароль не изменились.</p>';
  return { to, subject: 'Попытка регистрации с вашим адресом', text: lines.join('\n'), html };
}

/**
 * A registration refused because the email holds an account of that kind: the owner is told by
 * mail, so the form can say «мы отправили письмо» to whoever typed it, and the address's owner
 * learns what happened.
 */
export async function tellOwnerOfTakenEmail(
  deps: DomainDeps,
  input: { kind: 'student' | 'company'; email: string; linkBase: string },
): Promise<void> {
  const owner = await findAccountByEmail(deps.db, input.kind, input.email);
  if (!owner) return;
  await deps.db.transaction(async (tx) => {
    const key = `register:taken:${input.kind}:${input.email}`;
    const state = await hitRateLimit(tx, key, TAKEN_EMAIL_NOTICES, deps.now());
    if (state.count > TAKEN_EMAIL_NOTICES.limit) return;
    await enqueueMail(
      deps,
      tx,
      'registration-taken-email',
      takenEmailMail(owner.email, input.kind, input.linkBase),
    );
  });
}
