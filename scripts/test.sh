#!/usr/bin/env bash
# `npm test`: every suite, in the order that fails fastest, overlapping the steps that do not compete
# for the same core: lint beside the type check, and the integration suites (one process, one file at a
# time) beside the e2e build (the e2e database and the production build), then Playwright on that build.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# Runs two commands at once, prints each one's output whole, and fails if either failed.
both() {
  local first=$1 second=$2
  bash -c "$first" >"$logs/first" 2>&1 &
  local first_pid=$!
  bash -c "$second" >"$logs/second" 2>&1 &
  local second_pid=$!
  wait "$first_pid"
  local first_rc=$?
  wait "$second_pid"
  local second_rc=$?
  echo "== $first (exit $first_rc)"
  cat "$logs/first"
  echo "== $second (exit $second_rc)"
  cat "$logs/second"
  [ "$first_rc" -eq 0 ] && [ "$second_rc" -eq 0 ]
}

both 'npm run lint' 'npm run typecheck' || exit 1
npm run test:unit || exit 1

# The integration suites stream their output; the build's is printed once it is done.
E2E_PREPARE_ONLY=1 bash scripts/e2e.sh >"$logs/build" 2>&1 &
build_pid=$!
npm run test:int
int_rc=$?
wait "$build_pid"
build_rc=$?
echo "== e2e database and build (exit $build_rc)"
cat "$logs/build"
[ "$int_rc" -eq 0 ] && [ "$build_rc" -eq 0 ] || exit 1

E2E_SKIP_PREPARE=1 bash scripts/e2e.sh
