#!/usr/bin/env bash
# Compiles the Example player's pure files (the statement-to-step mapping and the pixel frame it
# publishes for the oracle) with a small driver on this machine (no UIKit needed) and runs it
# over the scenario catalogue. Needs `swift build` to have run first.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swiftc -parse-as-library -swift-version 6 -warnings-as-errors -I "$bin/Modules" \
  Example/SlidingNavigationBarExample/ScenarioPlayerPlan.swift Example/SlidingNavigationBarExample/PixelFrame.swift \
  scripts/check-example-player-plan.swift \
  "$bin"/SlidingNavigationBarScenarioLanguage.build/*.swift.o "$bin"/SlidingNavigationBarPixelOracle.build/*.swift.o \
  -o "$out/check-example-player-plan"
"$out/check-example-player-plan" Scenarios/*.scenario Scenarios/regressions/*.scenario
