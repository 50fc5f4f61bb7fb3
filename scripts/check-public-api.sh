#!/usr/bin/env bash
# Lists the public symbols of the modules an app can reach from this package's library product
# (from symbol graphs of the iOS build) and compares them with the committed list in
# `api/public-symbols.txt`, so the public API only grows on purpose.
#
#   scripts/check-public-api.sh            compare; exit 1 with a diff when they differ
#   scripts/check-public-api.sh --update   rewrite the committed list from the build
#
# Needs the iOS SDK unpacked by shared/ios/sdk-from-mirror (exit 3 otherwise) and a finished
# `ios-build` (the modules in .build-ios).
set -euo pipefail
cd "$(dirname "$0")/.."
home="${IOS_SDK_HOME:-$HOME/.cache/ios-sdk}"
if [ ! -f "$home/env" ]; then
  echo "check-public-api: no iOS SDK unpacked (expected $home/env)" >&2
  exit 3
fi
. "$home/env"
modules_dir=.build-ios/arm64-apple-ios/debug/Modules
[ -d "$modules_dir" ] || { echo "check-public-api: no iOS build in .build-ios; run ios-build first" >&2; exit 2; }
res=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["swiftCompiler"]["extraCLIOptions"][1])' "$IOS_TOOLSET")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Every Swift module the library products build: their targets and the targets those depend on
# (the core). Other modules a build left in .build-ios (the self-check's, built for the Example's
# type-check) are not the library's API.
reachable=$(swift package dump-package | python3 -c '
import json, sys
p = json.load(sys.stdin)
targets = {t["name"]: t for t in p["targets"]}
todo = [t for x in p["products"] if "library" in x["type"] for t in x["targets"]]
seen = set()
while todo:
    name = todo.pop()
    if name in seen or name not in targets:
        continue
    seen.add(name)
    for dependency in targets[name]["dependencies"]:
        for kind in ("byName", "target"):
            if kind in dependency:
                todo.append(dependency[kind][0])
print(" ".join(sorted(seen)))')
# SwiftUI from scripts/build-swiftui-module.sh when built: this toolchain cannot rebuild the SDK's.
swiftui=()
[ -d .build-swiftui ] && swiftui=(-I .build-swiftui)
for module in $(ls "$modules_dir" | sed -n 's/\.swiftmodule$//p' | sort); do
  case " $reachable " in *" $module "*) ;; *) continue ;; esac
  mkdir -p "$out/$module"
  swift-symbolgraph-extract -module-name "$module" -target arm64-apple-ios13.0 -sdk "$IOS_SDK" \
    -resource-dir "$res" -I "$modules_dir" -I .build-ios/arm64-apple-ios/debug "${swiftui[@]+"${swiftui[@]}"}" \
    -module-cache-path "$(dirname "$IOS_TOOLSET")/module-cache" \
    -minimum-access-level public -output-dir "$out/$module" >/dev/null
done
python3 - "$out" > "$out/current.txt" <<'PY'
import glob, json, os, sys
lines = set()
for path in glob.glob(os.path.join(sys.argv[1], "*", "*.symbols.json")):
    graph = json.load(open(path))
    module = graph["module"]["name"]
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        name = ".".join(symbol["pathComponents"])
        kind = symbol["kind"]["identifier"].removeprefix("swift.")
        lines.add(f"{module}: {kind} {name}")
print("\n".join(sorted(lines)))
PY
list=api/public-symbols.txt
if [ "${1:-}" = "--update" ]; then
  mkdir -p api
  cp "$out/current.txt" "$list"
  echo "check-public-api: wrote $list ($(wc -l < "$list") symbols)" >&2
  exit 0
fi
[ -f "$list" ] || { echo "check-public-api: no $list; run with --update to create it" >&2; exit 2; }
if ! diff -u "$list" "$out/current.txt"; then
  echo "check-public-api: the public API differs from $list (above). If the change is on purpose, run scripts/check-public-api.sh --update and commit the list." >&2
  exit 1
fi
echo "check-public-api: OK ($(wc -l < "$list") public symbols, as listed)" >&2
