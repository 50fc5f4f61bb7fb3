#!/usr/bin/env bash
# Cuts the UIKit fact probe's log (ProbeLog JSON) out of xcodebuild's output: the lines between
# `BEGIN UIKIT FACTS` and `END UIKIT FACTS`, which UIKitFactProbeUITests prints (the last such
# block when the test ran more than once). See Example/README.md, "UIKit fact probe".
#
# usage: scripts/extract-uikit-facts.sh LOG > facts.json
#        scripts/extract-uikit-facts.sh --self-test
# Exit status: 0 with the JSON on standard output; 1 when LOG holds no complete, non-empty block.
set -euo pipefail

extract() {
  # A marker line may carry a prefix (a logger's); a block without its END is not taken.
  awk '
    { sub(/\r$/, "") }
    /BEGIN UIKIT FACTS[[:space:]]*$/ { inside = 1; block = ""; next }
    /END UIKIT FACTS[[:space:]]*$/ { if (inside) { last = block; found = 1 } inside = 0; next }
    inside { block = block $0 "\n" }
    END { if (!found || last ~ /^[[:space:]]*$/) exit 1; printf "%s", last }
  ' "$1"
}

self_test() {
  local dir
  dir=$(mktemp -d)
  trap 'rm -rf "$dir"' RETURN
  local failures=0
  printf '%s\n' \
    'Test Suite '"'"'UIKitFactProbeUITests'"'"' started' \
    'BEGIN UIKIT FACTS' '{"device":"old","records":[],"systemVersion":"17.0"}' 'END UIKIT FACTS' \
    'noise between runs' \
    'BEGIN UIKIT FACTS' '{"device":"iPhone17,3 (simulator)","records":[],"systemVersion":"18.2"}' $'END UIKIT FACTS\r' \
    'Test Case passed (41.2 seconds).' >"$dir/log"
  if [ "$(extract "$dir/log")" != '{"device":"iPhone17,3 (simulator)","records":[],"systemVersion":"18.2"}' ]; then
    echo "extract-uikit-facts self-test: the last block is not cut out exactly"; failures=$((failures + 1))
  fi
  printf '%s\n' 'BEGIN UIKIT FACTS' '{"cut":"short"' >"$dir/unterminated"
  if extract "$dir/unterminated" >/dev/null; then
    echo "extract-uikit-facts self-test: a block without its END line is taken"; failures=$((failures + 1))
  fi
  printf '%s\n' 'BEGIN UIKIT FACTS' 'END UIKIT FACTS' >"$dir/empty"
  if extract "$dir/empty" >/dev/null; then
    echo "extract-uikit-facts self-test: an empty block is taken"; failures=$((failures + 1))
  fi
  printf '%s\n' 'no facts here' >"$dir/none"
  if extract "$dir/none" >/dev/null; then
    echo "extract-uikit-facts self-test: a log without markers is taken"; failures=$((failures + 1))
  fi
  echo "extract-uikit-facts self-test: $failures failures"
  [ "$failures" = 0 ]
}

case "${1:-}" in
  --self-test) self_test ;;
  -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//' ;;
  "") sed -n '6,7p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
  *)
    [ -f "$1" ] || { echo "extract-uikit-facts: no such file: $1" >&2; exit 2; }
    extract "$1" || { echo "extract-uikit-facts: no complete BEGIN/END UIKIT FACTS block in $1" >&2; exit 1; }
    ;;
esac
