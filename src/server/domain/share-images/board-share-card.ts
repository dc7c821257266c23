import type { ShareCard } from './share-card';

/**
 * The board's own share image, for `/` and the lists (docs/decisions/067-share-images.md): what
 * the board is, with no figures, so it is drawn once per process and never read from the database.
 */
export const BOARD_SHARE_CARD: ShareCard = {
  kicker: 'Вакансии и стажировки',
  title: 'Работа, стажировки и практика для студентов и выпускников',
  lines: [
    { text: 'Компании проверены карьерным центром', tone: 'strong' },
    { text: 'На сайте и в Telegram', tone: 'muted' },
  ],
};
