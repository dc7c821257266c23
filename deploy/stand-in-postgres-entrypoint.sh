#!/bin/sh
# The stand-in postgres:15 image's entry point (deploy/stand-in-base.sh): the subset of the
# official image's docker-entrypoint.sh that compose.yaml relies on — initialise PGDATA once with
# POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB, listen on every address with password
# authentication, and run the server as the postgres user in the foreground.
set -eu
: "${PGDATA:=/var/lib/postgresql/data}"
: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_DB:=$POSTGRES_USER}"
if [ "${1:-postgres}" != postgres ]; then exec "$@"; fi
mkdir -p "$PGDATA" /var/run/postgresql
chown -R postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo 'POSTGRES_PASSWORD не задан: задайте пароль базы (.env).' >&2
    exit 1
  fi
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  chown postgres "$pwfile"
  su postgres -s /bin/sh -c "initdb -D '$PGDATA' --username='$POSTGRES_USER' --pwfile='$pwfile' --auth-host=scram-sha-256 --auth-local=trust" >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  su postgres -s /bin/sh -c "pg_ctl -D '$PGDATA' -o \"-c listen_addresses=''\" -w start" >/dev/null
  if [ "$POSTGRES_DB" != postgres ]; then
    su postgres -s /bin/sh -c "psql -v ON_ERROR_STOP=1 --username='$POSTGRES_USER' --dbname=postgres -c 'CREATE DATABASE \"$POSTGRES_DB\"'" >/dev/null
  fi
  su postgres -s /bin/sh -c "pg_ctl -D '$PGDATA' -m fast -w stop" >/dev/null
fi
shift || true
# setpriv (util-linux, in every Debian base) replaces this shell: postgres is PID 1 and gets the
# stop signal itself, as with the official image's gosu.
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "$PGDATA" -c listen_addresses='*' "$@"
