/** What the interview calls answer when they refuse, in Russian, saying what to do (issue 25). */
export const interviewMessages = {
  notFound: 'Собеседование не найдено.',
  applicationNotFound: 'Отклик не найден.',
  slotTaken: 'Это время уже заняли. Выберите другое.',
  slotNotOffered: 'Этого времени нет среди предложенных вам. Выберите одно из предложенных.',
  slotPast: 'Это время уже прошло. Выберите другое или попросите компанию предложить новое.',
  cannotInvite: 'Пригласить можно только по новому, просмотренному или уже приглашённому отклику.',
  alreadyActive: 'По этому отклику уже есть приглашение на собеседование: перенесите или отмените его.',
  cancelled: 'Собеседование отменено: сначала договоритесь о новом.',
  slotInPast: 'Время собеседования должно быть в будущем.',
  slotTooFar: 'Время собеседования — не дальше чем через {days} дней.',
  slotTwice: 'Одно и то же время указано дважды.',
  slotUnknown: 'Такого свободного времени среди ваших собеседований нет: обновите страницу.',
  companySlotsRequired: 'Предложите новое время: от 1 до {max} вариантов.',
  studentNoSlots: 'Новое время предлагает компания: напишите ей, когда вам удобно.',
  studentMessageRequired: 'Напишите компании, когда вам удобно.',
  applicationClosed: 'Отклик закрыт: записаться на собеседование по нему нельзя.',
  notBooked: 'Время ещё не выбрано: календарь появится после записи.',
} as const;

/** Invitations, bookings, reschedules and cancellations one account may make in an hour. */
export const INTERVIEW_WRITE_RATE = { limit: 60, windowMs: 3_600_000 } as const;
export const INTERVIEW_RATE_MESSAGE =
  'Слишком много изменений собеседований подряд. Попробуйте снова через {minutes}.';
