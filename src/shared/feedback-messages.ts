/** Russian texts of the feedback area (shared by client and server). */
export const feedbackMessages = {
  /** Signed in: the reply goes by Telegram when it is linked, else by email (deliver-reply.ts). */
  sent: 'Спасибо! Сообщение отправлено в карьерный центр — ответ придёт в Telegram или на почту.',
  /** A guest has no Telegram link: the reply can only come to the email they gave. */
  sentGuest: 'Спасибо! Сообщение отправлено в карьерный центр — ответ придёт на указанную почту.',
  emailRequired: 'Укажите email: на него придёт ответ.',
  rateLimited: 'Слишком много сообщений подряд. Попробуйте снова через {minutes}.',
  notFound: 'Обращение не найдено.',
  moveRefused: 'Нельзя перевести из статуса «{from}» в «{to}».',
  replyMailSubject: 'Ответ карьерного центра',
  closedMailSubject: 'Обращение закрыто',
} as const;
