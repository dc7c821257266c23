// The container's health check: `node deploy/healthcheck.mjs PORT` exits 0 when /healthz answers
// 200 (migrated and listening), 1 otherwise; node itself, as the slim image has no curl. The port
// comes as an argument (the Dockerfile's shell form passes $PORT): src/server/env.ts stays the
// only reader of the environment.
const port = Number(process.argv[2] ?? '3000');
try {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
