import { type BuildPart, isStale, runBuild } from '../../scripts/build-state.mjs';

/**
 * The journeys run the release the way `npm start` does: build what is missing or older than its
 * sources once, before any of them (docs/decisions/035-release-build.md).
 */
export default async function setup() {
  const stale = (['server', 'client'] satisfies BuildPart[]).filter(isStale);
  if (stale.length > 0 && (await runBuild(stale)) !== 0) throw new Error('npm run build failed');
}
