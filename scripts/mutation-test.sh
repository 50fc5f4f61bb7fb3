#!/usr/bin/env bash
# Mutation testing: does the lab notice when the code it judges is wrong?
#
# Applies each mutant of scripts/mutants.tsv (engine, geometry, pop policy, shell logic, oracle)
# one at a time, as an exact text replacement in one source file, and runs the fast suites
# against it: the scenario catalogue and the regressions in release (in one lab run, naming the first file
# that fails), then, only if the catalogue passed, `swift test --skip RandomizedSequenceTests`
# (less the tests that replay the catalogue in debug: it has just passed in release).
# The file is restored after each mutant, and on ^C or any exit. Prints a table (mutant, where,
# killed by catalogue / tests, or survived) and the score.
#
# Slow (a release build and up to a full catalogue per mutant, a debug test run per catalogue
# survivor): not run in CI. See docs/architecture.md, "Mutation testing".
#
# Usage: bash scripts/mutation-test.sh [--list] [--no-tests] [--only NAME[,NAME…]] [--mutants FILE]
#   --list      print the mutants and whether each one's text is found, and stop
#   --no-tests  judge by the catalogue alone (a catalogue survivor is reported as survived)
#   --only      run only the named mutants
# Environment: MUTATION_TEST_ARGS replaces the `swift test` arguments (default: skip
# RandomizedSequenceTests and the two tests that replay the catalogue and the regressions).
set -u
cd "$(dirname "$0")/.."

mutants_file=scripts/mutants.tsv
list_only=0
run_tests=1
only=""
while [ $# -gt 0 ]; do
    case "$1" in
        --list) list_only=1 ;;
        --no-tests) run_tests=0 ;;
        --only) shift; only=",${1:-},"; ;;
        --mutants) shift; mutants_file="${1:-}" ;;
        -h | --help) sed -n '2,20p' "$0"; exit 0 ;;
        *) echo "mutation-test: unknown argument '$1' (try --help)" >&2; exit 2 ;;
    esac
    shift
done
[ -f "$mutants_file" ] || { echo "mutation-test: no mutants file '$mutants_file'" >&2; exit 2; }
# The catalogue and the regressions already passed in release: their debug twins in the tests
# (an hour on two cores) are skipped, with the randomized sequences.
default_test_args="--skip RandomizedSequenceTests --skip everyCatalogueScenarioPassesUnderEveryRelevantVariant"
default_test_args+=" --skip everyRegressionScenarioStaysFixed"
read -r -a test_args <<< "${MUTATION_TEST_ARGS:-$default_test_args}"

work=$(mktemp -d)
backup=""    # the file a mutant is applied to, while it is
restore() {
    if [ -n "$backup" ] && [ -f "$work/original" ]; then
        cp "$work/original" "$backup"
        echo "mutation-test: restored $backup" >&2
        backup=""
    fi
}
trap 'restore; rm -rf "$work"' EXIT
trap 'restore; exit 130' INT TERM

# apply FILE SEARCH REPLACE: replaces the one occurrence of SEARCH in FILE (literal text, with
# \n \t \\ escapes). Exit 0 when applied, 3 when the text is not found, 4 when found more than once.
apply() {
    SEARCH="$2" REPLACE="$3" perl -0777 -e '
        sub unescape { my $s = shift; $s =~ s/\\(n|t|\\)/$1 eq "n" ? "\n" : $1 eq "t" ? "\t" : "\\"/ge; $s }
        my ($search, $replace) = (unescape($ENV{SEARCH}), unescape($ENV{REPLACE}));
        my $text = do { local $/; open my $f, "<", $ARGV[0] or exit 3; <$f> };
        my $at = index($text, $search);
        exit 3 if $at < 0;
        exit 4 if index($text, $search, $at + 1) >= 0;
        exit 0 if $ENV{DRY};
        substr($text, $at, length $search) = $replace;
        open my $out, ">", $ARGV[0] or exit 5;
        print $out $text;
    ' "$1"
}

lab=.build/release/transition-lab
catalogue=(Scenarios/*.scenario Scenarios/regressions/*.scenario)

build_lab() { swift build -c release --product transition-lab > "$work/build.log" 2>&1; }

# run_catalogue: 0 when every file passes; otherwise 1, with the first failing file in $failed_file.
# One lab process for the whole catalogue (one per file cost a process start per file, which made
# a surviving mutant take half an hour on two busy cores); the verdict is the same.
run_catalogue() {
    failed_file=""
    "$lab" "${catalogue[@]}" > "$work/lab.log" 2>&1 && return 0
    failed_file=$(grep -m1 -E '^[^ ]+\.scenario: [0-9]+ of [0-9]+ variants FAIL' "$work/lab.log" | cut -d: -f1)
    [ -n "$failed_file" ] || failed_file="the lab itself: $(tail -1 "$work/lab.log")"
    return 1
}

rows=()
killed=0 survived=0 inapplicable=0 unbuilt=0 applicable=0
start_all=$(date +%s)

if [ "$list_only" = 0 ]; then
    echo "mutation-test: baseline (no mutant)…"
    build_lab || { cat "$work/build.log"; echo "mutation-test: the unmutated lab does not build" >&2; exit 1; }
    run_catalogue || { echo "mutation-test: the unmutated catalogue fails ($failed_file): fix that first" >&2; exit 1; }
fi

while IFS=$'\t' read -r name area file search replace what; do
    case "$name" in '' | '#'*) continue ;; esac
    if [ -n "$only" ] && [[ "$only" != *",$name,"* ]]; then continue; fi
    where="$area: ${file#Sources/}"
    if [ ! -f "$file" ]; then
        status="not applicable (file gone)"
    else
        DRY=1 apply "$file" "$search" "$replace"
        case $? in
            0) status="" ;;
            3) status="not applicable (text not found)" ;;
            4) status="not applicable (text found twice)" ;;
            *) status="not applicable (unreadable)" ;;
        esac
    fi
    if [ -n "$status" ] || [ "$list_only" = 1 ]; then
        [ -n "$status" ] && inapplicable=$((inapplicable + 1))
        rows+=("$name|$where|${status:-applies}|$what")
        printf '%-40s %s\n' "$name" "${status:-applies}"
        continue
    fi
    applicable=$((applicable + 1))
    t0=$(date +%s)
    cp "$file" "$work/original"
    backup=$file
    apply "$file" "$search" "$replace"
    printf '%-40s ' "$name"
    if ! build_lab; then
        status="did not build"
        unbuilt=$((unbuilt + 1))
    elif ! run_catalogue; then
        status="killed by catalogue (${failed_file#Scenarios/})"
        killed=$((killed + 1))
    elif [ "$run_tests" = 0 ]; then
        status="survived (catalogue only)"
        survived=$((survived + 1))
    elif ! swift test "${test_args[@]}" > "$work/test.log" 2>&1; then
        failing=$(grep -oE 'Test [A-Za-z0-9_]+\(' "$work/test.log" | grep -v passed | head -1 | sed 's/Test //; s/($//')
        [ -z "$failing" ] && failing=$(grep -oE '✘ Test [^ ]+' "$work/test.log" | head -1 | sed 's/✘ Test //')
        status="killed by tests${failing:+ ($failing)}"
        killed=$((killed + 1))
    else
        status="survived"
        survived=$((survived + 1))
    fi
    restore
    echo "$status ($(( $(date +%s) - t0 )) s)"
    rows+=("$name|$where|$status|$what")
done < "$mutants_file"

echo
printf '| %-36s | %-52s | %-s\n' "mutant" "where" "result"
for row in "${rows[@]}"; do
    IFS='|' read -r name where status what <<< "$row"
    printf '| %-36s | %-52s | %s\n' "$name" "$where" "$status"
done
[ "$list_only" = 1 ] && exit 0
judged=$((killed + survived))
echo
if [ "$judged" -gt 0 ]; then
    echo "score: $killed killed of $judged ($(( 100 * killed / judged ))%); $survived survived, $unbuilt did not build, $inapplicable not applicable; $(( $(date +%s) - start_all )) s"
else
    echo "score: nothing judged; $unbuilt did not build, $inapplicable not applicable"
fi
# Survivors are a finding, not a failure of this script: it exits 0 once every mutant ran.
exit 0
