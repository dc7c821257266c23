/**
 * The import boundaries, as one table: the layers (a folder and what it may not import) and the
 * owner modules of libraries and of `process.env`. biome.json's `overrides` are written from it by
 * scripts/lint-overrides.ts (`npm run lint:boundaries`): Biome's overrides replace a rule's options
 * instead of merging them, so by hand every override would repeat the bans of its folder.
 * tests/lint-boundaries.test.ts fails when biome.json is not what this table gives, and plants a
 * violation per rule (docs/decisions/043-lint-rules-from-one-table.md).
 */

export interface Ban {
  /** Import specifiers, as Biome's noRestrictedImports `patterns` read them (`!` lets one through). */
  group: readonly string[];
  message: string;
}

interface Layer {
  /** Folders of the repository, without a trailing slash; an inner layer adds to the outer ones. */
  folders: readonly string[];
  bans: readonly Ban[];
  /** Test files keep the outer layers' bans only: they mount screens through app/testing/. */
  testsExempt?: boolean;
  /** Files this layer's own bans skip (each with its reason beside it). */
  except?: readonly string[];
}

interface OwnedLibrary extends Ban {
  /** Files or folders that may import it; everywhere else under `within` it is banned. */
  owners: readonly string[];
  within: string;
}

/** Outer layers first: each folder's bans are those of every layer that holds it. */
export const layers: readonly Layer[] = [
  {
    folders: ['src/shared'],
    bans: [
      {
        group: ['**/client/**', '**/server/**', '**/bot/**'],
        message: 'src/shared runs on both sides: it imports nothing from client, server or bot.',
      },
      {
        group: ['node:*', 'react', 'react-dom', 'react/*'],
        message: 'src/shared has no Node or DOM dependencies.',
      },
    ],
  },
  {
    folders: ['src/client'],
    bans: [
      {
        group: ['**/server/**', '**/bot/**', 'node:*'],
        message: "The client never imports server or bot code, nor Node's built-ins (node:*).",
      },
      {
        group: ['**/server-state/*'],
        message:
          'Import lib/server-state from its index only: the files beside it are its parts (docs/decisions/040).',
      },
    ],
  },
  {
    folders: ['src/client/platform'],
    testsExempt: true,
    bans: [
      {
        group: ['**/lib/**', '**/ui/**', '**/features/**', '**/app/**'],
        message:
          'platform/ (the port, its adapters, the notices) sits under lib/: it never imports lib/, ui/, features/ or app/ (docs/decisions/043).',
      },
    ],
  },
  {
    folders: ['src/client/lib'],
    testsExempt: true,
    bans: [
      {
        group: ['**/ui/**', '**/features/**', '**/app/**'],
        message:
          'lib/ (state, services, the pieces bound to them) sits under every screen: it never imports ui/, features/ or app/ (docs/decisions/039).',
      },
    ],
  },
  {
    folders: ['src/client/ui'],
    testsExempt: true,
    bans: [
      {
        group: ['**/lib/**', '!**/lib/services', '**/features/**', '**/app/**'],
        message:
          'ui/ is presentational: it reaches the platform and the API only through lib/services, never lib/ state, features/ or app/ (docs/decisions/039).',
      },
    ],
  },
  {
    folders: ['src/server', 'bot'],
    bans: [
      {
        group: ['**/client/**', 'react', 'react-dom', 'react/*'],
        message: 'Server and bot never import client code.',
      },
    ],
  },
  {
    folders: ['src/server/domain'],
    bans: [
      {
        group: ['hono', 'hono/*', '@hono/*', '**/http/**', '**/routes/**', '**/bot/**'],
        message:
          'The domain knows no HTTP and no bot: it returns typed outcomes, and routes/ (or bot/) map them (docs/decisions/039).',
      },
    ],
  },
  {
    folders: ['src/server/routes'],
    testsExempt: true,
    // The one-click unsubscribe (RFC 8058) reads a mail client's form body, which no declaration describes.
    except: ['src/server/routes/subscription-unsubscribe.routes.ts'],
    bans: [
      {
        group: ['**/http/parse-body', '**/http/parse-query', '**/http/require-account'],
        message:
          'A route reads its input through its declaration (src/server/http/declared-routes.ts, docs/decisions/041-endpoint-declarations.md): no hand-made parsing or access checks.',
      },
    ],
  },
];

/** Each library has one owner module or folder: the rest of `within` goes through it. */
export const ownedLibraries: readonly OwnedLibrary[] = [
  {
    group: ['jotai', 'jotai/*'],
    owners: ['src/client/lib/store.ts'],
    within: 'src/client',
    message: 'Use lib/store.ts: jotai has one owner module.',
  },
  {
    group: ['react-hot-toast', 'react-hot-toast/*'],
    owners: ['src/client/platform/toast-store.ts'],
    within: 'src/client',
    message: "Use the platform's toasts: react-hot-toast is owned by platform/toast-store.ts.",
  },
  {
    group: ['@tma.js/*', '@telegram-apps/*'],
    owners: ['src/client/platform/telegram'],
    within: 'src/client',
    message: 'The Telegram SDK lives only under platform/telegram/.',
  },
  {
    group: ['maska', 'maska/*'],
    owners: ['src/client/lib/mask.ts'],
    within: 'src/client',
    message: 'Use lib/mask.ts: maska has one owner module.',
  },
  {
    group: ['swiper', 'swiper/*'],
    owners: ['src/client/ui/slider-swiper.ts'],
    within: 'src/client',
    message:
      'Use ui/slider.tsx: swiper is imported only by its lazy chunk ui/slider-swiper.ts (docs/decisions/033-first-screen-weight.md).',
  },
  {
    group: ['leaflet', 'leaflet/*'],
    owners: ['src/client/ui/map'],
    within: 'src/client',
    message: 'Use ui/map/: Leaflet has one owner folder.',
  },
];

/** The settings module and the tools; scripts/build.mjs sets its own NODE_ENV under a biome-ignore. */
export const processEnvOwners: readonly string[] = [
  'src/server/env.ts',
  'tests/helpers/test-env.ts',
  'vite.config.ts',
  'drizzle.config.ts',
];
