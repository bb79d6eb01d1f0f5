#!/usr/bin/env bash
# `npm test`: every check. Lint, typecheck, unit and story tests, then Playwright end-to-end tests
# against the built site and a fresh Directus on ports of their own (8155 and 3155), so it can run
# while `npm start` is up. Ends with one line `N passed, N failed`.
ci="${CI:-false}"
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

# One seeded CMS for the whole run: every Directus on SQLite the steps below start (the CMS tests,
# the JavaScript budget, the end-to-end stack) begins as a copy of it instead of bootstrapping and
# seeding its own, about a minute each. It is made beside the installs and checks before the unit
# tests, which need none of it.
cms_template_dir="$(mktemp -d)"
cms_template="$cms_template_dir/data"
node tools/scripts/cms-template.ts "$cms_template" >"$cms_template_dir/log" 2>&1 &
cms_template_pid=$!
# `|| true`: the template is usually done by then, and under `set -e` a failed kill in this trap
# would become the run's exit status
trap 'kill "$cms_template_pid" 2>/dev/null || true; rm -rf "$cms_template_dir"' EXIT
seeded_cms() {
  local status=0
  wait "$cms_template_pid" || status=$?
  cat "$cms_template_dir/log"
  return "$status"
}

ensure_chromium
ensure_nginx
ensure_scale_servers
export NX_DAEMON=false NX_TUI=false

rm -rf reports && mkdir -p reports/vitest
failed_steps=()
step() {
  local name="$1"; shift
  log "$name"
  local started=$SECONDS
  if ! "$@"; then failed_steps+=("$name"); fi
  # each step's time, and the run's so far: where the minutes go is read from CI's output
  log "$name: $((SECONDS - started)) s (run so far: $((SECONDS / 60)) min)"
}

if [ "$ci" = "true" ]; then
  # On a clean checkout the install above (npm packages, Directus, Chromium) must change no
  # tracked file, the lockfiles above all (npm ci cannot be used here: the registry lacks nx's
  # other-platform binaries, so the lockfile never lists them).
  step "Install leaves every tracked file as committed" git diff --exit-code --stat
fi
step "Lint" nx run-many -t lint --outputStyle=stream
# type imports count: a cycle of types is still two modules that cannot be read apart
step "No import cycles" npm run cycles
step "Typecheck" nx run-many -t typecheck --outputStyle=stream
step "Build" nx run-many -t build --outputStyle=stream
# without the seeded CMS each step makes its own, as before
step "Seeded CMS for the run" seeded_cms
[ -f "$cms_template/lamella.db" ] && export LAMELLA_CMS_TEMPLATE="$cms_template"
# Two projects at a time use the two cores better than one after another (about three minutes
# less). The tools' tests run alone after them: the JavaScript budget's start-up bound times the
# browser, which a busy machine skews.
step "Unit and story tests" nx run-many -t test --exclude=@lamella/tools --parallel=2 --outputStyle=stream
step "Tools' tests and the JavaScript budget" nx run-many -t test -p @lamella/tools --outputStyle=stream
step "End-to-end tests" npm run e2e -w @lamella/site
# The scale-out run (ADR 025, docs/deploy.md): PostgreSQL, Redis, two Directus and two sites behind
# the proxy, with the specs that cross what the nodes share (routes through the proxy's cache,
# locale cookies, forms posted across nodes, preview cookies, mails from either Directus) and the
# purge figure. The whole suite through it (`npm run scale`) takes about 17 minutes more.
step "Scale-out run" npm run scale -- routes.spec.ts locale.spec.ts quote.spec.ts quote-mail.spec.ts preview.spec.ts security.spec.ts

if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
fi
node tools/scripts/summarize-tests.ts reports
[ ${#failed_steps[@]} -eq 0 ]
