import type { JSX } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths';
import { accountAtom, authAtom } from '../../lib/app-state';
import { useAtomValue } from '../../lib/store';
import { kindLabels } from '../../ui/kind-labels';
import { usePageTitle } from '../../ui/page-title';

const FEATURES = [
  {
    title: 'Студентам',
    text: 'Стажировки, практика и первая работа, которую можно совмещать с учёбой. Избранное и новые вакансии — в Telegram.',
  },
  {
    title: 'Компаниям',
    text: 'Публикуйте вакансии, рассказывайте о проектах и находите студентов, чьи профили проверил карьерный центр.',
  },
  {
    title: 'Карьерному центру',
    text: 'Проверка студентов и компаний, модерация вакансий и ответы на обращения — с телефона или компьютера.',
  },
] as const;

/** `/`: what the product is, and the way in. */
export function HomeScreen(): JSX.Element {
  usePageTitle('Карьера');
  const auth = useAtomValue(authAtom);
  const account = useAtomValue(accountAtom);

  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        {auth === null ? (
          <>
            <h1 id="home-title">Вакансии и стажировки для студентов</h1>
            <p className="hero__lead">
              Карьера — площадка, где студенты находят стажировки и первую работу, а компании — будущих
              коллег. Работает на сайте и прямо в Telegram.
            </p>
            <div className="hero__actions">
              <Link href={paths.login} className="button button--primary button--large">
                Войти
              </Link>
            </div>
          </>
        ) : (
          <>
            <h1 id="home-title">{account ? `Здравствуйте, ${account.name}!` : 'Здравствуйте!'}</h1>
            <p className="hero__lead">
              Вы вошли как {kindLabels[auth.kind]}
              {account ? ` (${account.email})` : ''}. Выйти из аккаунта можно в меню.
            </p>
          </>
        )}
      </section>
      <ul className="feature-grid" aria-label="Возможности">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="feature-card">
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
