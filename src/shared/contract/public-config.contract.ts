import * as v from 'valibot';

/** Settings the browser may know (the shell's PUBLIC_CONFIG_GLOBAL). Never a secret. */
export const PublicConfigSchema = v.object({
  /** Leaflet tile template, `{z}/{x}/{y}` (MAP_TILE_URL). */
  mapTileUrl: v.string(),
  /** The bot's @username without "@" (BOT_USERNAME): Mini App links and the Login Widget. */
  botUsername: v.optional(v.nullable(v.string()), null),
  /** The Mini App's short name in BotFather (MINI_APP_NAME): `t.me/<bot>/<app>` links. */
  miniAppName: v.optional(v.nullable(v.string()), null),
  /** The site's public origin (PUBLIC_URL), for links shared outside the app. */
  publicUrl: v.optional(v.nullable(v.string()), null),
});
export type PublicConfig = v.InferOutput<typeof PublicConfigSchema>;

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
