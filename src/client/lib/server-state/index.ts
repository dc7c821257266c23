/**
 * Server state on the client: what a screen loaded from the API, kept while the screen shows it.
 * Import it from here only (`lib/server-state`); the files beside are its parts. TanStack Query
 * would do this job but weighs more than the first screen can carry (docs/decisions/040).
 *
 * - **Keys.** Every hook takes a key: the serialised query (filters, search text, an id, a
 *   role). The key says when to load: a new key loads again, and everything held for the old
 *   one — the rows, the pages, the local changes — is forgotten. There is no cache shared between
 *   hooks or screens: a screen that mounts asks the server, which caches public lists itself
 *   (docs/architecture.md). The one exception is `initial`: the first key's answer inlined in the
 *   page (lib/initial-data.ts), used instead of a first load.
 * - **Invalidation.** Nothing to invalidate globally. A screen that changed something either asks
 *   again — `reload()` / `retry()`, or a key that changes with a counter (`pending-${decisions}`)
 *   — or, on a board list, applies the change locally (`remove`, `patch`) so the pages already
 *   loaded stay where the reader is (use-board-list.ts).
 * - **Paging.** Load-more: a new key starts at page 1; «more» asks for the next page once,
 *   however often it is pressed; rows already shown are skipped, and an empty page stops the list
 *   (paged-reducer.ts). Keyset cursors are the caller's: its `fetchPage` gets the page number.
 * - **Abort and stale answers.** One request per hook at a time: a new key, a reload or leaving
 *   the screen aborts the one in flight, and an answer for an aborted request is dropped
 *   (latest-request.ts); the loaders get the signal to pass on to lib/http.ts.
 *
 * ui/ shows these lists without importing them (docs/decisions/039): ui/list-view.ts declares
 * what a list on screen reads, and `PagedList` and `BoardList` are such lists.
 */
export { type BoardList, useBoardList } from './use-board-list';
export { usePagedList } from './use-paged-list';
export { type LoadResult, type Resource, useResource } from './use-resource';
