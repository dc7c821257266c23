import { MESSAGE_LIMITS } from '../../../shared/contract/message.contract';

/**
 * Russian texts of message threads on the server's side (docs/decisions/058-message-threads.md):
 * each refusal says why and what to do next. The bot answers a reply in the chat with the same.
 */
export const messageTexts = {
  /** Also for a thread the caller may not read: its existence is never revealed. */
  notFound: 'Переписка не найдена: возможно, отклик удалён вместе с вакансией или аккаунтом.',
  messageNotFound: 'Сообщение не найдено.',
  withdrawn: 'Отклик отозван, поэтому переписка закрыта. Если вы передумали, откликнитесь снова.',
  closed: `Переписка закрыта: после итогового решения по отклику писать можно ${MESSAGE_LIMITS.writableDaysAfterFinal} дней. Историю сообщений можно читать.`,
  companyBlocked:
    'Карьерный центр приостановил переписку вашей компании со студентами. Чтобы узнать причину, напишите в карьерный центр через «Обратная связь».',
  companyBlockedForStudent:
    'Карьерный центр приостановил переписку этой компании со студентами. Историю сообщений можно читать.',
  perHour: `В одной переписке можно отправить не больше ${MESSAGE_LIMITS.perHour} сообщений за час. Попробуйте снова через {minutes}.`,
  attachments: `В одной переписке можно прикрепить не больше ${MESSAGE_LIMITS.attachmentsPerThread} файлов. Остальное пришлите ссылкой в тексте сообщения.`,
  fileNotFound: 'Файл не найден среди ваших загрузок. Загрузите PDF заново и прикрепите его к сообщению.',
  fileNotAttachment: 'К сообщению можно прикрепить только файл, загруженный как вложение (PDF).',
  reportOwn: 'Пожаловаться можно только на сообщение собеседника.',
  companyNotFound: 'Компания не найдена.',
  templatesOnlyCompany: 'Шаблоны ответов есть только у компаний.',
} as const;
