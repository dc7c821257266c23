import { expect, it } from 'vitest';
import { notificationText } from './messages';

const vacancy = (id: number) => ({
  id,
  title: `Стажёр №${id} <i>`,
  companyName: 'Ромашка & Ко',
  salary: 'Зарплата не указана',
});

it('a digest numbers the vacancies, escapes them and says how many more there are', () => {
  const text = notificationText({
    type: 'subscription-digest',
    subscriptionId: 3,
    vacancies: [vacancy(1), vacancy(2)],
    more: 7,
    listQuery: '',
  });
  expect(text.split('\n')).toEqual([
    'Новые вакансии по вашей подписке за день: 9.',
    '',
    '1. <b>Стажёр №1 &lt;i&gt;</b> — Ромашка &amp; Ко',
    'Зарплата не указана',
    '2. <b>Стажёр №2 &lt;i&gt;</b> — Ромашка &amp; Ко',
    'Зарплата не указана',
    '…и ещё 7.',
  ]);
});

it('an alert names the one vacancy', () => {
  const text = notificationText({
    type: 'subscription-alert',
    subscriptionId: 3,
    vacancy: vacancy(5),
    listQuery: '',
  });
  expect(text).toBe(
    'Новая вакансия по вашей подписке:\n\n<b>Стажёр №5 &lt;i&gt;</b> — Ромашка &amp; Ко\nЗарплата не указана',
  );
});
