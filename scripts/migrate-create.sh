#!/usr/bin/env bash
# After changing a collection: writes a migration for each database kind (both are checked in) and
# regenerates the types. Usage: npm run migrate:create -- my_change_name
# The SQLite side diffs against a scratch file; the PostgreSQL side needs a PostgreSQL server
# (MIGRATE_PG_URL, default postgres://127.0.0.1:5432/test).
set -euo pipefail
name="${1:?usage: npm run migrate:create -- <name>}"
DATABASE_URL=file:./data/migrate-scratch.db npx payload migrate:create "$name"
DATABASE_URL="${MIGRATE_PG_URL:-postgres://127.0.0.1:5432/test}" npx payload migrate:create "$name"
npx payload generate:types
