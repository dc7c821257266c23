/**
 * The 404 texts that path declarations carry (`notFound` in src/shared/contract/endpoints/): kept
 * apart from messages.ts, so a screen that imports a declaration does not download every message.
 */
export const notFoundMessages = {
  vacancy: 'Вакансия не найдена.',
  company: 'Компания не найдена.',
  tag: 'Тег не найден.',
  vacancyType: 'Тип вакансии не найден.',
} as const;
