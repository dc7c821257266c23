#!/bin/sh
# Builds local stand-ins for the Dockerfile's and compose.yaml's base images on a machine that
# reaches a Debian mirror but no image registry (docs/decisions/038-containers-and-operations.md).
# Not used by the real build: with a registry, `docker build` pulls node:20-bookworm-slim and
# postgres:15 as usual.
#
#   sudo deploy/stand-in-base.sh            # tags localhost/node:20-bookworm-slim and, with
#   sudo deploy/stand-in-base.sh postgres   # postgres also localhost/postgres:15
#
# node:20-bookworm-slim stand-in: Debian bookworm minbase (debootstrap) + this machine's Node 20
# (node in /usr/local/bin, npm in /usr/local/lib/node_modules, a `node` user with uid 1000), which
# is the layout of the official image the Dockerfile relies on.
# postgres:15 stand-in: the same minbase + Debian's postgresql-15, with an entry point that honours
# POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB and PGDATA as the official image does.
set -eu

MIRROR=${MIRROR:-http://deb.debian.org/debian}
WORK=${WORK:-/var/tmp/career-stand-in}
NODE_BIN=$(command -v node)
NPM_DIR=$(dirname "$(readlink -f "$(command -v npm)")")/..

case "$("$NODE_BIN" --version)" in
v20.*) ;;
*) echo "Нужен Node 20 на этой машине (сейчас $("$NODE_BIN" --version))." >&2; exit 1 ;;
esac

mkdir -p "$WORK"

if [ ! -x "$WORK/minbase/bin/sh" ]; then
  rm -rf "$WORK/minbase"
  debootstrap --variant=minbase bookworm "$WORK/minbase" "$MIRROR"
  chroot "$WORK/minbase" apt-get clean
  rm -rf "$WORK/minbase/var/lib/apt/lists/"*
fi

# node:20-bookworm-slim
rm -rf "$WORK/node"
cp -a "$WORK/minbase" "$WORK/node"
install -m 0755 "$NODE_BIN" "$WORK/node/usr/local/bin/node"
mkdir -p "$WORK/node/usr/local/lib/node_modules"
cp -a "$NPM_DIR" "$WORK/node/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$WORK/node/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$WORK/node/usr/local/bin/npx"
# This machine reaches the npm registry through a proxy with its own certificate authority: the
# stand-in trusts what the host trusts (the official image relies on node's own CA list).
mkdir -p "$WORK/node/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$WORK/node/etc/ssl/certs/ca-certificates.crt"
chroot "$WORK/node" groupadd --gid 1000 node
chroot "$WORK/node" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
tar -C "$WORK/node" -c . | podman import \
  --change 'CMD ["node"]' \
  --change "ENV NODE_VERSION=$("$NODE_BIN" --version | cut -c2-)" \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  - localhost/node:20-bookworm-slim
podman tag localhost/node:20-bookworm-slim docker.io/library/node:20-bookworm-slim

[ "${1:-}" = postgres ] || exit 0

# postgres:15
rm -rf "$WORK/postgres"
cp -a "$WORK/minbase" "$WORK/postgres"
chroot "$WORK/postgres" sh -c 'apt-get update && apt-get install -y --no-install-recommends postgresql-15 && apt-get clean && rm -rf /var/lib/apt/lists/*'
install -m 0755 "$(dirname "$0")/stand-in-postgres-entrypoint.sh" "$WORK/postgres/usr/local/bin/docker-entrypoint.sh"
tar -C "$WORK/postgres" -c . | podman import \
  --change 'ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]' \
  --change 'CMD ["postgres"]' \
  --change 'ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV PGDATA=/var/lib/postgresql/data' \
  --change 'STOPSIGNAL SIGINT' \
  - localhost/postgres:15
podman tag localhost/postgres:15 docker.io/library/postgres:15
