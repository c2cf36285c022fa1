# Sourced by scripts/start and scripts/test: puts the pinned Bun on PATH (installing it from the
# npm registry into .tools/ when no matching bun is there) and installs the locked dependencies.
# Needs only Node and npm.
set -euo pipefail
BUN_VERSION="1.4.4"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

bun_ok() { [ -x "$1" ] && [ "$("$1" --version 2>/dev/null)" = "$BUN_VERSION" ]; }

find_bun() {
  local candidate
  for candidate in "$(command -v bun 2>/dev/null || true)" \
    "$ROOT/.tools/node_modules/.bin/bun" \
    "$ROOT/.tools/node_modules/@oven/bun-linux-x64/bin/bun" \
    "$ROOT/.tools/node_modules/@oven/bun-linux-x64-baseline/bin/bun"; do
    if [ -n "$candidate" ] && bun_ok "$candidate"; then echo "$candidate"; return 0; fi
  done
  return 1
}

if ! BUN="$(find_bun)"; then
  echo "==> Installo Bun $BUN_VERSION in .tools/ (dal registro npm)"
  command -v npm >/dev/null || { echo "npm non trovato: servono Node.js e npm" >&2; exit 1; }
  npm install --prefix "$ROOT/.tools" "bun@$BUN_VERSION" --no-save --no-package-lock --no-audit --no-fund --loglevel=error
  BUN="$(find_bun)" || { echo "Installazione di Bun $BUN_VERSION non riuscita" >&2; exit 1; }
fi
export PATH="$(dirname "$BUN"):$PATH"
export BUN

echo "==> bun install --frozen-lockfile"
bun install --frozen-lockfile --silent
