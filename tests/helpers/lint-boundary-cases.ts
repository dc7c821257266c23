/**
 * The cases of tests/lint-boundaries.test.ts: one real file per layer, owner module and exception of
 * the table (scripts/lint-boundaries.ts), with the imports planted on its first lines. The test
 * fails when a folder or owner of the table has no case here.
 */
interface Case {
  /** A real file: its path picks the overrides that apply. */
  file: string;
  /** Each must be reported as a restricted import. */
  banned: readonly string[];
  /** Each must pass (the allowed direction), so a rule does not simply ban everything. */
  allowed?: readonly string[];
}

export const cases: readonly Case[] = [
  // node:* in all client code, owner modules included.
  { file: 'src/client/features/auth/login-form.tsx', banned: ['node:fs'] },
  // lib/server-state is imported from its index only (docs/decisions/040).
  {
    file: 'src/client/features/vacancies/vacancies-screen.tsx',
    banned: ['../../lib/server-state/use-paged-list', '../../lib/server-state/latest-request'],
    allowed: ['../../lib/server-state'],
  },
  {
    file: 'src/client/lib/initial-data.ts',
    banned: ['./server-state/use-resource'],
    allowed: ['./server-state'],
  },
  { file: 'src/client/app/app.tsx', banned: ['node:path'] },
  { file: 'src/client/lib/http.ts', banned: ['node:fs', '../../server/env', 'jotai', '../ui/button'] },
  // Each owner module may import its library, and nothing else's.
  {
    file: 'src/client/lib/store.ts',
    banned: ['node:fs', 'swiper', '../features/auth/login-form'],
    allowed: ['jotai'],
  },
  {
    file: 'src/client/platform/toast-store.ts',
    banned: ['node:fs', 'maska', '../app/app', '../lib/services'],
    allowed: ['react-hot-toast/headless', './platform'],
  },
  {
    file: 'src/client/lib/mask.ts',
    banned: ['node:fs', 'react-hot-toast', '../ui/button'],
    allowed: ['maska'],
  },
  {
    file: 'src/client/platform/telegram/telegram-platform.ts',
    banned: ['node:fs', 'leaflet', '../../../bot/standalone-bot', '../../lib/store'],
    allowed: ['@tma.js/sdk', '../toast'],
  },
  // Owner folders' tests may use the library too; tests are exempt from the layer rules only.
  {
    file: 'src/client/platform/telegram/telegram-links.test.ts',
    banned: ['node:fs', 'jotai'],
    allowed: ['@tma.js/sdk', '../../lib/store'],
  },
  // platform/ sits under lib/: it never imports lib/, ui/, features/ or app/ (docs/decisions/043).
  {
    file: 'src/client/platform/web/web-platform.ts',
    banned: [
      'node:fs',
      'react-hot-toast',
      '@tma.js/sdk',
      '../../lib/services',
      '../../ui/button',
      '../../features/auth/login-form',
      '../../app/app',
    ],
    allowed: ['../platform', '../toast', '../../../shared/paths'],
  },
  {
    file: 'src/client/platform/load-platform.ts',
    banned: ['../lib/app-state'],
    allowed: ['./overlay-stack'],
  },
  { file: 'src/client/platform/load-platform.test.ts', banned: ['node:fs'], allowed: ['../lib/app-state'] },
  // slider.tsx loads swiper's chunk, never swiper itself (docs/decisions/033-first-screen-weight.md).
  {
    file: 'src/client/ui/slider.tsx',
    banned: ['node:fs', 'leaflet', '../lib/store', 'swiper', 'swiper/modules'],
  },
  {
    file: 'src/client/ui/slider-swiper.ts',
    banned: ['node:fs', '../lib/app-state'],
    allowed: ['swiper/modules'],
  },
  {
    file: 'src/client/ui/map/map-view.tsx',
    banned: ['node:fs', 'swiper', '../../lib/favourites'],
    allowed: ['leaflet'],
  },
  {
    file: 'src/client/ui/map/map-view.test.tsx',
    banned: ['maska'],
    allowed: ['leaflet', '../../lib/favourites'],
  },
  // ui/ never imports lib/ state, features/ or app/; it may reach the injected services.
  {
    file: 'src/client/ui/button.tsx',
    banned: [
      '../lib/store',
      '../lib/app-state',
      '../lib/http',
      '../lib/server-state',
      '../features/auth/login-form',
      '../app/app',
    ],
    allowed: ['../lib/services', '../platform/platform', '../../shared/format'],
  },
  { file: 'src/client/ui/board-list/bulk-bar.tsx', banned: ['../../lib/app-state', 'node:fs'] },
  // lib/ never imports ui/, features/ or app/.
  {
    file: 'src/client/lib/favourites.ts',
    banned: ['../ui/button', '../features/auth/login-form', '../app/app', 'node:fs', 'jotai'],
    allowed: ['./services', '../platform/platform'],
  },
  // The domain knows no HTTP, no routes and no bot; and the server never imports the client.
  {
    file: 'src/server/domain/feedback/send-feedback.ts',
    banned: [
      'hono',
      'hono/http-exception',
      '@hono/node-server',
      '../../http/envelope',
      '../../routes/feedback.routes',
      '../../../../bot/standalone-bot',
      '../../../client/lib/http',
      'react',
    ],
    allowed: ['../../db/schema', '../result', '../../../shared/messages'],
  },
  { file: 'src/server/routes/feedback.routes.ts', banned: ['../../client/lib/http'], allowed: ['hono'] },
  // A route reads its input through its declaration, never by hand (docs/decisions/041).
  {
    file: 'src/server/routes/favourite.routes.ts',
    banned: ['../http/parse-body', '../http/parse-query', '../../client/lib/http'],
    allowed: ['../http/declared-routes', '../http/envelope'],
  },
  // The one-click unsubscribe reads a mail client's form body: the table's one exception.
  {
    file: 'src/server/routes/subscription-unsubscribe.routes.ts',
    banned: ['react'],
    allowed: ['../http/parse-query'],
  },
  { file: 'bot/help-command.ts', banned: ['../src/client/lib/http', 'react-dom'], allowed: ['grammy'] },
  { file: 'src/shared/format.ts', banned: ['node:fs', '../server/env', 'react'] },
];
