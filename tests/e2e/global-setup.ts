import { buildClient, clientBuildIsStale } from '../../src/server/client-build';

/** Browser journeys run against the real production build: build it once if sources changed. */
export default async function setup() {
  if (clientBuildIsStale()) await buildClient();
}
