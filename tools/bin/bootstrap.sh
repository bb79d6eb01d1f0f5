#!/usr/bin/env bash
# Sourced by start.sh and test.sh: installs whatever is missing on a fresh machine that has only
# Node 20 and npm. Idempotent and quick when everything is already in place.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

log() { printf '\033[1;34m[lamella]\033[0m %s\n' "$*"; }

# npm packages of the workspace. The `node` devDependency brings Node 24 from the npm registry;
# npm puts node_modules/.bin first on PATH for every script, and so do we below.
if [ ! -x node_modules/.bin/node ] || [ ! -f node_modules/.package-lock.json ] ||
  [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "Installing npm packages (first run takes about a minute)"
  npm install --no-audit --no-fund --loglevel=error
fi
export PATH="$ROOT/node_modules/.bin:$PATH"

# Directus lives in its own install so the site's dependency tree stays lean (ADR 002).
RUNTIME="$ROOT/apps/cms/runtime"
if [ ! -x "$RUNTIME/node_modules/.bin/directus" ] || [ ! -f "$RUNTIME/node_modules/.package-lock.json" ] ||
  [ "$RUNTIME/package-lock.json" -nt "$RUNTIME/node_modules/.package-lock.json" ]; then
  log "Installing Directus (first run takes one to three minutes)"
  (cd "$RUNTIME" && npm install --no-audit --no-fund --loglevel=error)
fi

ensure_chromium() {
  if command -v chromium >/dev/null 2>&1 && command -v chromium-headless-shell >/dev/null 2>&1; then
    return
  fi
  log "Installing Debian's Chromium and its headless shell for the browser tests"
  local sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-headless-shell >/dev/null
}

# The reference proxy (deploy/nginx, tools/proxy) that the Observatory test stands behind: Debian's
# nginx with the cache-purge module. Only the binary is used; the system service stays off.
ensure_nginx() {
  if [ -x /usr/sbin/nginx ] && [ -f /usr/lib/nginx/modules/ngx_http_cache_purge_module.so ]; then return; fi
  log "Installing Debian's nginx for the reference proxy tests"
  local sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    nginx-light libnginx-mod-http-cache-purge >/dev/null
  # Installing the package starts the system service on port 80; the tests run their own nginx.
  if command -v systemctl >/dev/null 2>&1; then $sudo systemctl disable --now nginx >/dev/null 2>&1 || true; fi
}

# Where ldconfig knows Debian's jemalloc, the library the site's processes run on (ADR 041), or
# nothing. Always succeeds: awk reads to the end, so ldconfig never meets a closed pipe, and a
# machine without ldconfig prints nothing.
jemalloc_path() {
  { /sbin/ldconfig -p 2>/dev/null || true; } | awk '!found && /libjemalloc\.so\.2 / { print $NF; found = 1 }'
}

# Installs Debian's libjemalloc2 when it is missing. Returns non-zero when it is still not there
# (no apt-get, or neither root nor sudo), so `npm start` can say so and run the site on glibc,
# while `npm test` stops as it does for its other packages.
ensure_jemalloc() {
  if [ -n "$(jemalloc_path)" ]; then return 0; fi
  command -v apt-get >/dev/null 2>&1 || return 1
  local sudo=""
  if [ "$(id -u)" != "0" ]; then
    command -v sudo >/dev/null 2>&1 || return 1
    sudo="sudo"
  fi
  log "Installing Debian's jemalloc (libjemalloc2) for the site's process"
  $sudo apt-get update -qq || return 1
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    libjemalloc2 >/dev/null || return 1
  [ -n "$(jemalloc_path)" ]
}

# The scale-out run (tools/scale, ADR 025) and the site's shared-state tests: Debian's PostgreSQL
# and Redis, and jemalloc for the site's processes. Only the binaries are used, each run on its
# own port with its data in a temporary directory; the system services stay off.
ensure_scale_servers() {
  if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || [ ! -x /usr/bin/redis-server ]; then
    log "Installing Debian's PostgreSQL and Redis for the scale-out run"
    local sudo=""
    if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
      postgresql redis-server >/dev/null
    if command -v systemctl >/dev/null 2>&1; then
      $sudo systemctl disable --now postgresql redis-server >/dev/null 2>&1 || true
    fi
  fi
  ensure_jemalloc || { log "Could not install Debian's libjemalloc2 (root or sudo and apt-get needed)"; return 1; }
}
