#!/usr/bin/env bash
# Prepares a fresh e2e database with the demo content, builds against it into .next-e2e, then runs
# Playwright. The e2e build and database are separate from the ones `npm start` uses.
# E2E_PREPARE_ONLY=1 stops after the build; E2E_SKIP_PREPARE=1 runs Playwright on the existing one.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
# E2E_NAME (default e2e) names the database, media folder and build, so that two runs can share a machine.
name="${E2E_NAME:-e2e}"
export DATABASE_URL="file:./data/$name.db" MEDIA_DIR="./data/$name-media" NEXT_DIST_DIR=".next-$name"
export SITE_URL="http://localhost:${E2E_PORT:-3100}"
if [ "${E2E_SKIP_PREPARE:-}" != "1" ]; then
  # The data cache outlives builds (.next-e2e/cache/fetch-cache): a fresh database needs a fresh one.
  rm -rf "data/$name.db" "data/$name.db-wal" "data/$name.db-shm" "data/$name-media" "$NEXT_DIST_DIR/cache/fetch-cache"
  rm -rf "data/$name-seeded.db" "data/$name-seeded-media" "data/$name-seeded-pg-media" "data/$name-seeded-pg.lock"
  npx tsx scripts/prepare-db.ts
  # The demo content as seeded, before any suite changes it: suites that need a database of their own
  # start from a copy of it instead of seeding again (seededSqlite, tests/e2e/support/app-server.ts).
  node -e "const D = require('libsql'); const db = new D('data/$name.db'); db.exec(\"VACUUM INTO 'data/$name-seeded.db'\"); db.close()"
  cp -r "data/$name-media" "data/$name-seeded-media"
  npx next build
fi
[ "${E2E_PREPARE_ONLY:-}" = "1" ] && exit 0
npx playwright test "$@"
