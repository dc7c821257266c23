# The release image (docs/decisions/038-containers-and-operations.md; manual check in
# docs/operations.md). Two stages: `build` installs every dependency, builds client and server
# (`npm run build`, docs/decisions/035-release-build.md) and drops the devDependencies; `runtime`
# gets that pruned tree on a clean base, runs as the unprivileged `node` user and keeps its data
# in the /data volume.
#
#   docker build -t career-board .
#   docker run -d -p 3000:3000 -v career-data:/data career-board
#
# With podman, keep the HEALTHCHECK: `podman build --format docker -t career-board .`
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when they change. No install scripts (as on
# the developers' machines): sharp (@img/sharp-linux-x64) and @node-rs/argon2 (-linux-x64-gnu)
# come as prebuilt glibc binaries in optional packages that npm picks for this platform.
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# No npm update notice in the output of `docker compose exec app npm run backup …`.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false
# /data (the embedded database, uploads in files/, the lock) and /backups (BACKUP_DIR in
# compose.yaml) belong to `node`, so new named volumes mounted there do too; the application
# itself stays root's and read-only for the process that serves it.
RUN mkdir -p /data /backups && chown node:node /data /backups
WORKDIR /app
COPY --from=build /app /app
USER node
VOLUME ["/data"]
EXPOSE 3000
# No curl in the slim image: node asks /healthz itself (deploy/healthcheck.mjs).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD node deploy/healthcheck.mjs "$PORT"
# node itself, not npm or a shell: SIGTERM reaches the server's handler (src/server/shutdown.ts,
# exit 0 within 9 s). Zombie reaping as PID 1 is left to `init: true` (compose.yaml) or `--init`.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/start.js"]
