#!/usr/bin/env bash
# `npm start`: install what is missing, set up and seed the CMS on first run, then serve the CMS on
# 127.0.0.1:8055 and the built site on 127.0.0.1:3000 until Ctrl+C.
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
# jemalloc for the site (ADR 041); without it the site still runs, and the log says so below.
ensure_jemalloc || true

export CMS_HOST="${CMS_HOST:-127.0.0.1}"
export CMS_PORT="${CMS_PORT:-8055}"
export CMS_DATA_DIR="${CMS_DATA_DIR:-$ROOT/apps/cms/data}"
SITE_HOST="${SITE_HOST:-127.0.0.1}"
SITE_PORT="${SITE_PORT:-3000}"

log "Building the site"
NX_DAEMON=false nx run @lamella/site:build --outputStyle=dynamic-legacy >/dev/null

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT
trap 'exit 130' INT TERM

SITE_INTERNAL_URL="${SITE_INTERNAL_URL:-http://$SITE_HOST:$SITE_PORT}" node apps/cms/scripts/serve.ts &
pids+=($!)
log "Waiting for the CMS (the first run bootstraps and seeds it)"
for _ in $(seq 1 600); do
  [ -f "$CMS_DATA_DIR/.ready" ] && break
  kill -0 "${pids[0]}" 2>/dev/null || { echo "The CMS did not start" >&2; exit 1; }
  sleep 0.5
done
[ -f "$CMS_DATA_DIR/.ready" ] || { echo "The CMS was not ready after 5 minutes" >&2; exit 1; }

set -a
# shellcheck disable=SC1091
source "$CMS_DATA_DIR/tokens.env"
set +a
export DIRECTUS_URL="http://$CMS_HOST:$CMS_PORT"
export SITE_URL="${SITE_URL:-http://$SITE_HOST:$SITE_PORT}"
# glibc's malloc returns little of what the brotli and gzip work on libuv's threads frees: under
# load the site's RSS grew by half after warm-up, and by a fifth with jemalloc, which the site
# runs on when Debian's libjemalloc2 is installed (the soak run in docs/security-testing.md).
# Without it, two arenas instead of up to eight per core fragment less.
JEMALLOC="$(jemalloc_path)"
[ -n "$JEMALLOC" ] || log "jemalloc not found (Debian's libjemalloc2): the site runs on glibc's malloc"
LD_PRELOAD="${LD_PRELOAD:-$JEMALLOC}" MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}" \
  HOST="$SITE_HOST" PORT="$SITE_PORT" NODE_ENV=production node apps/site/server.ts &
pids+=($!)
log "Site on http://$SITE_HOST:$SITE_PORT  -  CMS on $DIRECTUS_URL  (Ctrl+C stops both)"
wait -n "${pids[@]}"
