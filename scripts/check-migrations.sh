#!/usr/bin/env bash
# The committed migrations must describe the schema: `npm run db:generate` on a clean tree writes nothing. It runs
# drizzle-kit on a copy of the migrations folder, so a failing check leaves the tree as it was, and prints what
# drizzle-kit would have written. A schema change needs its migration and the snapshot drizzle-kit writes beside it
# (docs/decisions.md, "Migration snapshots").
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
migrations=apps/server/src/db/migrations
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$migrations" "$work/migrations"
# drizzle-kit reads `out` relative to the working directory (an absolute path is not found).
cat >"$work/drizzle.config.ts" <<CONFIG
import config from '$root/apps/server/drizzle.config.ts';
export default { ...config, out: '$(realpath --relative-to="$root" "$work/migrations")' };
CONFIG
# No terminal: a rename question from drizzle-kit fails the check instead of waiting for an answer. drizzle-kit exits
# with 0 even when it could not load the schema, so only its own "nothing to migrate" counts as a pass.
timeout 180 npx drizzle-kit generate --config "$work/drizzle.config.ts" </dev/null >"$work/log" 2>&1 || true
if ! grep -q 'No schema changes, nothing to migrate' "$work/log"; then
  grep -v '^    at ' "$work/log"
fi
if ! changes=$(diff -rq "$migrations" "$work/migrations") || ! grep -q 'No schema changes, nothing to migrate' "$work/log"; then
  echo "$changes"
  for sql in "$work"/migrations/*.sql; do
    [ -e "$migrations/$(basename "$sql")" ] || { echo "--- drizzle-kit would write $(basename "$sql"):"; cat "$sql"; }
  done
  echo "check-migrations: the schema and the committed migrations differ; add the migration 'npm run db:generate' writes" >&2
  exit 1
fi
echo "check-migrations: the migrations match the schema"
