#!/usr/bin/env bash
# Lints the Swift sources against the repository's `.swift-format` (4-space indent, 140
# columns, and the rules today's code follows). Read-only: it never rewrites a file.
#
# usage: scripts/format-lint.sh [--strict] [PATH...]
#   --strict  findings are errors (exit 1), as in CI; without it they are warnings (exit 0)
#   PATH      files or folders to lint (default: Sources Tests Package.swift)
# Exit status: 0 clean (or warnings only), 1 findings with --strict, 3 when `swift format`
# is not available in this toolchain.
# To apply the formatting: swift format --in-place --recursive Sources Tests Package.swift
set -euo pipefail
cd "$(dirname "$0")/.."
strict=()
paths=()
for arg in "$@"; do
  case "$arg" in
    --strict) strict=(--strict) ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) paths+=("$arg") ;;
  esac
done
[ "${#paths[@]}" -gt 0 ] || paths=(Sources Tests Package.swift)
if ! swift format --version >/dev/null 2>&1; then
  echo "format-lint: 'swift format' is not available (Swift 6 toolchains include it)" >&2
  exit 3
fi
for p in "${paths[@]}"; do
  [ -e "$p" ] || { echo "format-lint: no such file or folder: $p" >&2; exit 2; }
done
swift format lint "${strict[@]+"${strict[@]}"}" --recursive --parallel "${paths[@]}"
