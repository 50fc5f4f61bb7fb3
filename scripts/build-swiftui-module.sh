#!/usr/bin/env bash
# Builds a SwiftUI binary module for arm64-apple-ios from the unpacked iOS SDK's own
# SwiftUI.swiftinterface, so that this Linux toolchain can type-check code that imports SwiftUI
# (the SwiftUI modifier, the Example's SwiftUI tab). Swift 6.3 cannot rebuild that interface as
# it ships (written by Apple Swift 5.9): it rejects availability the 5.9 compiler accepted, and
# two inlinable bodies that log with an interpolated `OSLogMessage`. So the interface is built
# with availability checking off and those two log calls stubbed, in a copy; the result goes to
# .build-swiftui/ and into .build-ios's module folder, which ios-build searches (before the SDK's
# frameworks) for the library targets and for `--app` (build folders are git-ignored; the SDK
# never goes into a commit).
#
#   bash scripts/build-swiftui-module.sh
#   ../shared/ios/ios-build --strict             # and --app Example/SlidingNavigationBarExample
#   bash scripts/check-podspec-module.sh        # uses .build-swiftui when it exists
#
# Needs the iOS SDK unpacked by shared/ios/sdk-from-mirror (exit 3 otherwise).
set -euo pipefail
cd "$(dirname "$0")/.."
home="${IOS_SDK_HOME:-$HOME/.cache/ios-sdk}"
if [ ! -f "$home/env" ]; then
  echo "build-swiftui-module: no iOS SDK unpacked (expected $home/env)" >&2
  exit 3
fi
. "$home/env"
out=.build-swiftui/SwiftUI.swiftmodule
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$IOS_SDK/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface" \
  "$work/SwiftUI.swiftinterface" <<'PY'
import sys
lines = open(sys.argv[1]).read().split("\n")
out, i, stubbed = [], 0, 0
while i < len(lines):
    line = lines[i]
    if 'os_log(.fault, log: Log.runtimeIssuesLog, """' in line:
        j = i
        while '""")' not in lines[j]:
            j += 1
        out.append(line[: len(line) - len(line.lstrip())] + "_ = 0")
        stubbed += 1
        i = j + 1
        continue
    out.append(line)
    i += 1
open(sys.argv[2], "w").write("\n".join(out))
print(f"build-swiftui-module: {stubbed} log calls stubbed", file=sys.stderr)
PY
res=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["swiftCompiler"]["extraCLIOptions"][1])' "$IOS_TOOLSET")
swiftc -frontend -compile-module-from-interface -module-name SwiftUI "$work/SwiftUI.swiftinterface" \
  -o "$out/arm64-apple-ios.swiftmodule" -target arm64-apple-ios17.0 -sdk "$IOS_SDK" -resource-dir "$res" \
  -module-cache-path "$(dirname "$IOS_TOOLSET")/module-cache" -disable-availability-checking \
  -F "$IOS_SDK/System/Library/Frameworks"
modules=.build-ios/arm64-apple-ios/debug/Modules
mkdir -p "$modules"
rm -rf "$modules/SwiftUI.swiftmodule"
cp -R "$out" "$modules/"
echo "build-swiftui-module: $out/arm64-apple-ios.swiftmodule, copied to $modules" >&2
