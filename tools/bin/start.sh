#!/usr/bin/env bash
# `npm start`: install what is missing, set up and seed the CMS on first run, then serve the CMS on
# 127.0.0.1:8055, the built site on 127.0.0.1:3000 and the local mailbox on 127.0.0.1:1080 until
# Ctrl+C.
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

# Every mail the CMS sends (quote requests to the office, the dealer and the visitor, reminders,
# invitations) lands in a local mailbox a person can open, unless real SMTP is configured
# (EMAIL_SMTP_HOST or EMAIL_TRANSPORT, as in production). MailDev keeps what it received in the
# CMS's data directory, which git ignores.
if [ -z "${EMAIL_SMTP_HOST:-}${EMAIL_TRANSPORT:-}" ]; then
  MAILBOX_PORT="${MAILBOX_PORT:-1080}"
  MAILBOX_SMTP_PORT="${MAILBOX_SMTP_PORT:-1025}"
  mkdir -p "$CMS_DATA_DIR/mailbox"
  maildev --ip 127.0.0.1 --web-ip 127.0.0.1 --smtp "$MAILBOX_SMTP_PORT" --web "$MAILBOX_PORT" \
    --mail-directory "$CMS_DATA_DIR/mailbox" >/dev/null &
  pids+=($!)
  for _ in $(seq 1 40); do
    node -e "fetch('http://127.0.0.1:$MAILBOX_PORT/email').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" && break
    kill -0 "${pids[-1]}" 2>/dev/null || { echo "The mailbox did not start (port $MAILBOX_PORT or $MAILBOX_SMTP_PORT taken? Set MAILBOX_PORT and MAILBOX_SMTP_PORT)" >&2; exit 1; }
    sleep 0.25
  done
  export EMAIL_SMTP_HOST=127.0.0.1 EMAIL_SMTP_PORT="$MAILBOX_SMTP_PORT" EMAIL_SMTP_IGNORE_TLS=true
  MAIL_LOG="mail in the mailbox on http://127.0.0.1:$MAILBOX_PORT"
else
  MAIL_LOG="mail by ${EMAIL_TRANSPORT:-SMTP on $EMAIL_SMTP_HOST}"
fi

SITE_INTERNAL_URL="${SITE_INTERNAL_URL:-http://$SITE_HOST:$SITE_PORT}" node apps/cms/scripts/serve.ts &
cms_pid=$!
pids+=("$cms_pid")
log "Waiting for the CMS (the first run bootstraps and seeds it)"
for _ in $(seq 1 600); do
  [ -f "$CMS_DATA_DIR/.ready" ] && break
  kill -0 "$cms_pid" 2>/dev/null || { echo "The CMS did not start" >&2; exit 1; }
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
log "Site on http://$SITE_HOST:$SITE_PORT  -  CMS on $DIRECTUS_URL  -  $MAIL_LOG  (Ctrl+C stops all)"
wait -n "${pids[@]}"
