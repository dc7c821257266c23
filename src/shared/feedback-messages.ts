/** Russian texts of the feedback area (shared by client and server). */
export const feedbackMessages = {
  sent: 'Спасибо! Сообщение отправлено в карьерный центр — ответ придёт в Telegram или на почту.',
  emailRequired: 'Укажите email: на него придёт ответ.',
  rateLimited: 'Слишком много сообщений подряд. Попробуйте снова через {minutes}.',
  notFound: 'Обращение не найдено.',
  moveRefused: 'Нельзя перевести из статуса «{from}» в «{to}».',
  replyMailSubject: 'Ответ карьерного центра',
} as const;
