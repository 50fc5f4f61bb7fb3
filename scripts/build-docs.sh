#!/usr/bin/env bash
# Builds the DocC documentation of the SlidingNavigationBar module, warnings as errors.
#
# 1. Compiles the `SlidingNavigationBar` target for arm64-apple-ios with shared/ios/ios-build
#    (the shell only exists on iOS), asking the compiler for symbol graphs, extension blocks
#    included, so that `UIViewController.slidingBar` gets its page.
# 2. Keeps the graphs of the module being documented (`SlidingNavigationBar.symbols.json` and
#    `SlidingNavigationBar@<Module>.symbols.json` for its extensions of other modules): the
#    core's own graph is not part of the app-facing documentation.
# 3. Runs `docc convert` on Sources/SlidingNavigationBar/SlidingNavigationBar.docc.
#
# usage: scripts/build-docs.sh [--output DIR] [--hosting-base-path PATH]
#   --output DIR             where the archive goes (default .build-docs/SlidingNavigationBar.doccarchive)
#   --hosting-base-path PATH for static hosting under a sub-path (e.g. /SlidingNavigationBar)
# Needs the iOS SDK unpacked by shared/ios/sdk-from-mirror (its env file, by default in
# ~/.cache/ios-sdk, or IOS_SDK_HOME). Exit status: 0 built; 1 the build or docc failed
# (any docc warning fails); 2 bad arguments; 3 no iOS SDK unpacked.
set -euo pipefail
cd "$(dirname "$0")/.."
output=".build-docs/SlidingNavigationBar.doccarchive"
hosting=()
while [ $# -gt 0 ]; do
  case "$1" in
    --output) [ $# -ge 2 ] || { echo "build-docs: --output needs a folder" >&2; exit 2; }; output="$2"; shift 2 ;;
    --hosting-base-path) [ $# -ge 2 ] || { echo "build-docs: --hosting-base-path needs a path" >&2; exit 2; }
      hosting=(--hosting-base-path "$2"); shift 2 ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-docs: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
home="${IOS_SDK_HOME:-$HOME/.cache/ios-sdk}"
if [ ! -f "$home/env" ]; then
  echo "build-docs: no iOS SDK unpacked (expected $home/env)" >&2
  exit 3
fi
ios_build="../shared/ios/ios-build"
if [ ! -x "$ios_build" ]; then
  echo "build-docs: $ios_build not found (it compiles the package for iOS)" >&2
  exit 3
fi
command -v docc >/dev/null 2>&1 || { echo "build-docs: 'docc' is not in this toolchain" >&2; exit 1; }
catalog="Sources/SlidingNavigationBar/SlidingNavigationBar.docc"
[ -d "$catalog" ] || { echo "build-docs: no catalog at $catalog" >&2; exit 1; }

graphs=".build-docs/symbol-graphs"
module_graphs=".build-docs/module-symbol-graphs"
rm -rf "$graphs" "$module_graphs"
mkdir -p "$graphs" "$module_graphs"
graphs_abs="$(cd "$graphs" && pwd)"

echo "== build-docs: symbol graphs of target SlidingNavigationBar for iOS" >&2
# Graphs are written only when the module is compiled: mark its sources changed so an up-to-date
# iOS build (CI runs one just before) compiles it again.
touch Sources/SlidingNavigationBar/*.swift
# The SwiftUI modifier is compiled only with the module scripts/build-swiftui-module.sh prebuilds,
# and the catalog documents it: built here first on a fresh clone, so this script works by itself.
if [ ! -d .build-swiftui ]; then
  echo "== build-docs: SwiftUI module for arm64-apple-ios (scripts/build-swiftui-module.sh)" >&2
  bash scripts/build-swiftui-module.sh
fi
swiftui=(-Xswiftc -DSNB_PREBUILT_SWIFTUI)
"$ios_build" --strict --target SlidingNavigationBar "${swiftui[@]+"${swiftui[@]}"}" \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs_abs" \
  -Xswiftc -emit-extension-block-symbols

# The documented module's graphs only, whatever else the build emitted (today the core's; after
# the core becomes `package`, nothing of it is public and its graph is empty).
shopt -s nullglob
found=0
for f in "$graphs"/SlidingNavigationBar.symbols.json "$graphs"/SlidingNavigationBar@*.symbols.json; do
  cp "$f" "$module_graphs/"
  found=1
done
[ "$found" = 1 ] || { echo "build-docs: the build emitted no SlidingNavigationBar symbol graph" >&2; exit 1; }

echo "== build-docs: docc convert -> $output" >&2
rm -rf "$output"
docc convert "$catalog" \
  --additional-symbol-graph-dir "$module_graphs" \
  --fallback-display-name SlidingNavigationBar \
  --fallback-bundle-identifier org.slidingnavigationbar.SlidingNavigationBar \
  --output-path "$output" \
  "${hosting[@]+"${hosting[@]}"}" \
  --warnings-as-errors
echo "build-docs: OK ($output)" >&2
