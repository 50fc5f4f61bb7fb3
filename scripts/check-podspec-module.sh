#!/usr/bin/env bash
# Type-checks the CocoaPods module: every Swift file that SlidingNavigationBar.podspec's
# `source_files` names, compiled as ONE module (`SlidingNavigationBar`) for arm64-apple-ios,
# Swift 6 language mode, warnings as errors, the way CocoaPods merges the core and the shell.
# Also syntax-checks the Objective-C loader for iOS.
#
# Needs the iOS SDK unpacked by shared/ios/sdk-from-mirror (its env file, by default in
# ~/.cache/ios-sdk, or IOS_SDK_HOME). Run from anywhere; exit 3 when no SDK is unpacked.
set -euo pipefail
cd "$(dirname "$0")/.."
home="${IOS_SDK_HOME:-$HOME/.cache/ios-sdk}"
if [ ! -f "$home/env" ]; then
  echo "check-podspec-module: no iOS SDK unpacked (expected $home/env)" >&2
  exit 3
fi
. "$home/env"
deployment="$(sed -n "s/.*ios\.deployment_target *= *'\([0-9.]*\)'.*/\1/p" SlidingNavigationBar.podspec | head -1)"
deployment="${deployment:-13.0}"
# `package` declarations need a package name outside SwiftPM: the one the podspec passes.
package_name="$(sed -n "s/.*-package-name \([A-Za-z0-9_]*\).*/\1/p" SlidingNavigationBar.podspec | head -1)"
[ -n "$package_name" ] || { echo "check-podspec-module: the podspec passes no -package-name" >&2; exit 2; }

# The podspec's source_files globs, expanded like CocoaPods does (** recursive), Swift files only.
mapfile -t files < <(python3 - <<'PY'
import glob, re
spec = open("SlidingNavigationBar.podspec").read()
m = re.search(r"source_files\s*=\s*((?:'[^']*'\s*,?\s*)+)", spec)
if not m:
    raise SystemExit("no source_files in the podspec")
patterns = re.findall(r"'([^']*)'", m.group(1))
seen = []
for pattern in patterns:
    # CocoaPods brace sets, e.g. *.{h,m}
    brace = re.search(r"\{([^}]*)\}", pattern)
    expanded = [pattern[:brace.start()] + alt + pattern[brace.end():] for alt in brace.group(1).split(",")] if brace else [pattern]
    for p in expanded:
        for f in sorted(glob.glob(p, recursive=True)):
            if f.endswith(".swift") and f not in seen:
                seen.append(f)
print("\n".join(seen))
PY
)
[ "${#files[@]}" -gt 0 ] || { echo "check-podspec-module: no Swift files matched" >&2; exit 2; }

res=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["swiftCompiler"]["extraCLIOptions"][1])' "$IOS_TOOLSET")
cache="$(dirname "$IOS_TOOLSET")/module-cache"
echo "== swiftc -typecheck: ${#files[@]} Swift files as module SlidingNavigationBar, arm64-apple-ios$deployment" >&2
# SwiftUI from scripts/build-swiftui-module.sh when built: this toolchain cannot rebuild the SDK's.
swiftui=()
[ -d .build-swiftui ] && swiftui=(-I .build-swiftui -D SNB_PREBUILT_SWIFTUI)
swiftc -typecheck -parse-as-library -swift-version 6 -target "arm64-apple-ios$deployment" -sdk "$IOS_SDK" \
  -resource-dir "$res" -module-cache-path "$cache" -warnings-as-errors "${swiftui[@]+"${swiftui[@]}"}" \
  -module-name SlidingNavigationBar -package-name "$package_name" "${files[@]}"

echo "== clang -fsyntax-only: Objective-C loader, arm64-apple-ios$deployment" >&2
for m in $(find Sources/SlidingNavigationBarLoader -name '*.m' | sort); do
  clang -fsyntax-only -fobjc-arc -fmodules -target "arm64-apple-ios$deployment" -isysroot "$IOS_SDK" \
    -Wall -Wextra -Werror -I Sources/SlidingNavigationBarLoader/include "$m"
done
echo "check-podspec-module: OK" >&2
