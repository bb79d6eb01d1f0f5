#!/usr/bin/env bash
# `npm run cms:reset`: delete the local CMS database, uploads and tokens; the next `npm start`
# bootstraps and seeds a fresh demo.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
rm -rf "$ROOT/apps/cms/data"
echo "CMS data removed; the next 'npm start' sets it up again."
