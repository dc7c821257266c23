/** What the unsubscribe link, its one-click POST and its page say (docs/decisions/024). */
export const unsubscribeMessages = {
  done: 'Подписка удалена: письма о новых вакансиях по ней больше не придут.',
  invalid:
    'Ссылка отписки недействительна: подписка уже удалена или ссылка неполная. Откройте «Мои подписки», чтобы проверить.',
  oneClickOnly: 'Отписка — запрос List-Unsubscribe=One-Click (RFC 8058) или кнопка на странице отписки.',
  question: 'Отписаться от этой подписки на вакансии?',
  confirm: 'Отписаться',
  working: 'Отписываем…',
  noToken: 'В ссылке нет ключа отписки. Откройте ссылку из письма целиком.',
  failed: 'Не получилось отписаться: сервер не ответил. Попробуйте ещё раз.',
} as const;
