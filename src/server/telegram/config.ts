/**
 * What the server needs to check Telegram's signatures (docs/design.md#sessions-and-telegram): from BOT_TOKEN
 * and INIT_DATA_MAX_AGE.
 */
export type TelegramAuthConfig = {
  botToken: string;
  /** initData and Login Widget answers older than this are refused. */
  maxAgeSeconds: number;
};
