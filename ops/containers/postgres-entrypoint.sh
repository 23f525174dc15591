#!/bin/sh
# What the official postgres image does on its first start, for the local image: an empty data folder
# becomes a cluster whose superuser is POSTGRES_USER with POSTGRES_PASSWORD (scram-sha-256 from any
# address), holding the database POSTGRES_DB. A folder that holds a cluster is used as it is.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
POSTGRES_USER="${POSTGRES_USER:-postgres}"
POSTGRES_DB="${POSTGRES_DB:-$POSTGRES_USER}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" > "$password_file"
  initdb --username="$POSTGRES_USER" --pwfile="$password_file" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 > /dev/null
  rm -f "$password_file"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  if [ "$POSTGRES_DB" != "postgres" ]; then
    pg_ctl --silent --wait --options="-c listen_addresses=''" start
    createdb --username="$POSTGRES_USER" "$POSTGRES_DB"
    pg_ctl --silent --wait --mode=fast stop
  fi
  echo "postgres-entrypoint: created the cluster with database $POSTGRES_DB"
fi
exec "$@"
