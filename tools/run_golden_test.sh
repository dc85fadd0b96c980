#!/usr/bin/env bash
# Self-test of the golden-test harness: runs tools/run_golden.sh on the
# fixtures in tools/testdata/golden/ with a fake tool and the real FileCheck,
# and checks that each passes or fails for the right reason.
#
#   run_golden_test.sh RUN_GOLDEN FAKE_TOOL FILECHECK FIXTURE_DIR
set -uo pipefail

run_golden=$1
tool=$2
filecheck=$3
dir=$4
failures=0

# run FIXTURE -> sets $out (stdout+stderr) and $rc
run() {
  out=$(bash "$run_golden" --tool="$tool" --filecheck="$filecheck" "$dir/$1" 2>&1)
  rc=$?
}

fail() {
  echo "FAIL: $*"
  echo "--- run_golden output ---"
  echo "$out"
  echo "-------------------------"
  failures=$((failures + 1))
}

expect_pass() {
  run "$1"
  ((rc == 0)) || { fail "$1: expected to pass, got exit $rc"; return; }
  [[ $out == *"PASS: $dir/$1 ($2 RUN lines)"* ]] || fail "$1: expected '$2 RUN lines' in the summary"
  echo "ok: $1 passes"
}

# expect_fail FIXTURE TEXT...: must exit 1 and print every TEXT.
expect_fail() {
  local f=$1
  shift
  run "$f"
  ((rc == 1)) || { fail "$f: expected exit 1, got $rc"; return; }
  local want
  for want in "$@"; do
    [[ $out == *"$want"* ]] || { fail "$f: output lacks '$want'"; return; }
  done
  echo "ok: $f fails as expected"
}

expect_pass pass_basic.txt 1
expect_pass pass_features.txt 5
# The continuation joined both RUN lines into one command.
run pass_features.txt
[[ $out == *"RUN line 1 of 5: %rlx echo first line "*"second part > %t"* ]] ||
  fail "pass_features.txt: continuation lines were not joined"

expect_fail fail_check.txt \
  "FAIL: $dir/fail_check.txt:4: RUN line 2 of 2 exited 1" \
  "RUN:      %rlx echo goodbye | %FileCheck %s" \
  "error: CHECK: expected string not found in input"
# The passing first line ran before the failing second one.
[[ $out == *"ok: RUN line 1 of 2"* ]] || fail "fail_check.txt: RUN line 1 did not run first"

expect_fail fail_not_succeeded.txt "RUN line 1 of 1 exited 1" "succeeded; expected it to fail"
expect_fail fail_not_crash.txt "crashed (exit 134, signal 6); expected a clean error exit"
expect_fail fail_pipefail.txt "RUN:      %rlx fail early | cat" "error: early"
expect_fail fail_no_run.txt "ERROR: $dir/fail_no_run.txt: no RUN lines found"
expect_fail fail_dangling.txt "RUN line 2 ends in '\\' at the end of the file"

# Usage errors are not mistaken for test results.
out=$(bash "$run_golden" 2>&1)
rc=$?
((rc == 2)) && [[ $out == *usage:* ]] || fail "no FILE: expected usage error (exit 2), got $rc"

if ((failures > 0)); then
  echo "$failures check(s) failed"
  exit 1
fi
echo "all run_golden checks passed"
