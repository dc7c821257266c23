import { SUBSCRIPTIONS_MAX } from '../../../shared/contract/subscription.contract';

/**
 * Russian texts of saved searches on the server's side (issue 13, docs/decisions/023): each
 * refusal says why and what to do next; the screens show them as they are.
 */
export const subscriptionMessages = {
  notFound: 'Подписка не найдена: возможно, вы её уже удалили. Обновите список «Мои подписки».',
  tooMany: `Можно сохранить не больше ${SUBSCRIPTIONS_MAX} подписок. Удалите ненужную в «Мои подписки» и попробуйте снова.`,
  duplicate:
    'Вы уже подписаны на вакансии с такими фильтрами. Изменить канал или время можно в «Мои подписки».',
  telegramNotLinked:
    'Telegram не привязан к аккаунту. Привяжите его в профиле или выберите уведомления на почту.',
  telegramBlocked:
    'Бот не может вам писать: вы его остановили. Откройте бота, нажмите «Старт» или выберите уведомления на почту.',
  telegramNoWriteAccess:
    'Бот ещё не может вам писать. Разрешите боту сообщения (откройте бота и нажмите «Старт») или выберите уведомления на почту.',
  studentDenied:
    'Карьерный центр не подтвердил ваш профиль, поэтому подписки недоступны. Исправьте профиль и нажмите «Запросить повторную проверку».',
} as const;

/** The `code` a screen branches on when Telegram cannot be the channel (offers email instead). */
export const TELEGRAM_UNREACHABLE_CODE = 'telegram-unreachable';
