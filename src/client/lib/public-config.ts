/**
 * The shell's public configuration (window.__APP_CONFIG__, contract/public-config.contract.ts): the bot's
 * username, the Mini App's name and the public origin, for links that leave the app. A missing
 * or malformed value reads as "not configured", never as a crash.
 */
import * as v from 'valibot';
import { PUBLIC_CONFIG_GLOBAL } from '../../shared/constants';
import {
  DEFAULT_MAP_TILE_URL,
  type PublicConfig,
  PublicConfigSchema,
} from '../../shared/contract/public-config.contract';

const UNCONFIGURED: PublicConfig = {
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  botUsername: null,
  miniAppName: null,
  publicUrl: null,
};

export function readPublicConfig(scope: object = globalThis): PublicConfig {
  const parsed = v.safeParse(PublicConfigSchema, Reflect.get(scope, PUBLIC_CONFIG_GLOBAL));
  if (!parsed.success) return UNCONFIGURED;
  const { botUsername, miniAppName, publicUrl } = parsed.output;
  // An empty setting is an unset one: `t.me//` or an empty origin would be broken links.
  return {
    ...parsed.output,
    botUsername: botUsername || null,
    miniAppName: miniAppName || null,
    publicUrl: publicUrl ? publicUrl.replace(/\/+$/, '') : null,
  };
}
