#!/usr/bin/env bash
# Type-checks the Example app's sources as `ios-build --app` does, with SNB_PREBUILT_SWIFTUI
# defined, so that its SwiftUI tab (compiled on real SDKs, where SwiftUICore exists) is checked
# here too against the SwiftUI module scripts/build-swiftui-module.sh prebuilt. Run after
# `ios-build --strict -Xswiftc -DSNB_PREBUILT_SWIFTUI` (the library with its SwiftUI modifier).
set -euo pipefail
cd "$(dirname "$0")/.."
home="${IOS_SDK_HOME:-$HOME/.cache/ios-sdk}"
[ -f "$home/env" ] || { echo "check-swiftui-example: no iOS SDK unpacked" >&2; exit 3; }
. "$home/env"
res=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["swiftCompiler"]["extraCLIOptions"][1])' "$IOS_TOOLSET")
mapfile -t files < <(find Example/SlidingNavigationBarExample -name '*.swift' | sort)
swiftc -typecheck -parse-as-library -swift-version 6 -target arm64-apple-ios13.0 -sdk "$IOS_SDK" \
  -resource-dir "$res" -module-cache-path "$(dirname "$IOS_TOOLSET")/module-cache" \
  -I .build-ios/arm64-apple-ios/debug/Modules -I .build-ios/arm64-apple-ios/debug \
  -warnings-as-errors -D SNB_PREBUILT_SWIFTUI "${files[@]}"
echo "check-swiftui-example: OK (${#files[@]} files, SwiftUI tab included)"
