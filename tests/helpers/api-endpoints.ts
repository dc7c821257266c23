import type { Hono } from 'hono';
import { createApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import type { AppEnv } from '../../src/server/http/context';
import { createLogger } from '../../src/server/logger';
import type { Role } from './board-fixtures';
import { TEST_BOT_TOKEN } from './telegram-init-data';

export type Endpoint = { method: string; path: string };

const BODYLESS = new Set(['GET', 'HEAD']);

/** Every concrete /api endpoint the app serves (middleware `ALL` entries left out). */
function apiEndpoints(app: Hono<AppEnv>): Endpoint[] {
  const seen = new Set<string>();
  const endpoints: Endpoint[] = [];
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    endpoints.push({ method: route.method, path: route.path });
  }
  return endpoints;
}

export function takesBody(endpoint: Endpoint): boolean {
  return !BODYLESS.has(endpoint.method);
}

/**
 * Who may use an endpoint, so generated input reaches validation rather than stopping at 401/403.
 * The first matching rule wins; an endpoint no rule names is called as the admin, who may use most.
 * Logout runs as a guest: any body signs out the caller, which would end the suite's sessions.
 */
const CALLERS: readonly [RegExp, Role][] = [
  [
    /^POST \/api\/(login|logout|setup|tg-login|sendMail|changePass|validation|register|feedback\/send)\/?$/,
    'guest',
  ],
  [
    /^\w+ \/api\/(account\/review-request\/|favourite\/|student\/me\/|student\/changePass\/|register\/photo\/|vacancy\/recent|telegram\/|subscription\/|home\/)/,
    'student',
  ],
  [/^POST \/api\/application\/(withdraw\/|answer\/)?$/, 'student'],
  // Message threads (docs/decisions/058): the sides write and report, the company keeps templates.
  [/^\w+ \/api\/message\/(send|unread|report)$/, 'student'],
  [/^\w+ \/api\/message\/templates$/, 'owner'],
  [/^POST \/api\/application\/(note\/|changeStatus)$/, 'owner'],
  // Interviews (docs/decisions/057): the company invites; the student books; either side the rest.
  [/^POST \/api\/interview\/(book\/)$/, 'student'],
  [/^\w+ \/api\/interview\//, 'owner'],
  // The career centre's moderation (docs/decisions/052) is the admin's; other vacancy writes the company's.
  [/^POST \/api\/vacancy\/moderation\//, 'admin'],
  [/^(POST|PUT|DELETE) \/api\/vacancy\//, 'owner'],
  [/^\w+ \/api\/company\/(me\/|changePass\/|:id)/, 'owner'],
];

export function callerOf(endpoint: Endpoint): Role {
  const key = `${endpoint.method} ${endpoint.path}`;
  return CALLERS.find(([pattern]) => pattern.test(key))?.[1] ?? 'admin';
}

/**
 * A concrete path: `:id{[0-9]+}` gets the given digits (ids that match the route but name nothing
 * or something odd), any other parameter the given text, percent-encoded.
 */
export function fillPath(path: string, id: string, text: string): string {
  return path.replace(/:id\{\[0-9\]\+\}/g, id).replace(/:(\w+)(\{[^}]*\})?/g, () => percentEncode(text));
}

/** Every UTF-8 byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** The endpoints of an app built on a stub: enough to name one test per endpoint at collection. */
export function listApiEndpoints(): Endpoint[] {
  const deps = { db: {} as Database, now: () => new Date() };
  const app = createApp({
    deps,
    logger: createLogger('silent'),
    shell: async () => '',
    publicUrl: undefined,
    trustProxy: false,
    staticDir: null,
    telegram: { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 3600 },
  });
  return apiEndpoints(app);
}
