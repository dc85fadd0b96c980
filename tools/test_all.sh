#!/usr/bin/env bash
# The one test command (README "Tests" and .ci/run both call this, so the two
# cannot drift): install missing Debian packages, build and run every test,
# and print a closing line "N passed, N failed, N skipped".
#
# Usage: bash tools/test_all.sh [bazel test flags/targets...]   (default: //...)
# Exit status: Bazel's (0 ok, 1 build failed, 3 tests failed, 4 no tests,
# 2 bad command line); 3 also when only the TVM conformance check failed.
set -uo pipefail
cd "$(dirname "$0")/.."

if ! bash tools/setup_deps.sh; then
  echo "test_all: tools/setup_deps.sh failed; nothing was built"
  echo "0 passed, 1 failed, 0 skipped"
  exit 1
fi

targets=("$@")
((${#targets[@]} > 0)) || targets=(//...)

log=$(mktemp "${TMPDIR:-/tmp}/rlx-test.XXXXXX.log")
trap 'rm -f "$log"' EXIT
# --config=ci (.bazelrc): --nocache_test_results, so every test really runs even
# when the shared disk cache already holds a result; --keep_going, so one
# target that fails to build does not hide the results of all the others.
bazel test --config=ci "${targets[@]}" 2>&1 | tee "$log"
rc=${PIPESTATUS[0]}

# Bazel's summary has one line per test target, e.g.
#   //tools:layering_test                                   PASSED in 0.4s
#   //compiler/ir:target_test                               FAILED in 0.4s
#   //compiler/ir:data_type_test                            NO STATUS
# (also "FAILED TO BUILD", "TIMEOUT in", "INCOMPLETE", "FLAKY, failed in ...").
passed_labels=$(grep -oE '^//[^ ]+ +(\(cached\) )?PASSED' "$log" | awk '{print $1}')
# A target whose every test case called GTEST_SKIP (no GPU, no toolkit here)
# ran but checked nothing: it counts as skipped, not passed.
skipped=0
passed=0
if [[ -n $passed_labels ]]; then
  testlogs=$(bazel info --config=ci bazel-testlogs 2>/dev/null)
  # shellcheck disable=SC2086
  classified=$(python3 tools/classify_test_results.py "$testlogs" $passed_labels)
  grep '^skipped ' <<<"$classified" | sed 's/^skipped /test_all: SKIPPED (every case skipped): /'
  summary=$(tail -n 1 <<<"$classified")
  passed=$(sed -E 's/passed=([0-9]+) .*/\1/' <<<"$summary")
  skipped=$(sed -E 's/.*skipped=([0-9]+)/\1/' <<<"$summary")
fi
failed=$(grep -cE '^//[^ ]+ +(\(cached\) )?(FAILED|TIMEOUT|NO STATUS|INCOMPLETE|FLAKY)' "$log")

# A non-zero exit must never read as "0 failed": a build error before any test
# ran, or exit 4 ("No test targets were found"), counts as one failure.
if ((rc != 0 && failed == 0)); then
  echo "test_all: bazel test exited ${rc} without a failing test line; counting it as 1 failure"
  failed=1
fi

# Conformance with Apache TVM (tools/tvm_conformance): not a Bazel test,
# because it installs TVM from PyPI (once, into ~/.cache/rlx-tvm-venv) and
# Bazel tests are offline. It counts as one more test; when TVM cannot be
# installed it prints a CONFORMANCE SKIPPED banner and counts as neither.
# Set RLX_SKIP_CONFORMANCE=1 to leave it out (e.g. for a targeted run).
if [[ ${RLX_SKIP_CONFORMANCE:-0} != 1 ]]; then
  echo "== tools/tvm_conformance (Apache TVM DispatchSortScan / DispatchSampling; the rlx wheel on TVM)"
  # Up to date after `bazel test //...` (the golden tests run it); built
  # here when the targets given did not include it.
  if bazel build //tools/rlx //python:wheel >/dev/null 2>&1; then
    bin=$(bazel info bazel-bin 2>/dev/null)
    bash tools/tvm_conformance/run.sh --rlx "$bin/tools/rlx/rlx" --wheel "$(ls "$bin"/python/rlx-*.whl)"
    crc=$?
  else
    echo "test_all: //tools/rlx does not build; conformance cannot run"
    crc=1
  fi
  if ((crc == 0)); then
    echo "//tools/tvm_conformance                                                 PASSED"
    passed=$((passed + 1))
  elif ((crc == 77)); then
    echo "test_all: CONFORMANCE SKIPPED (see the banner above); counted as skipped"
    skipped=$((skipped + 1))
  else
    echo "//tools/tvm_conformance                                                 FAILED (exit ${crc})"
    failed=$((failed + 1))
    ((rc != 0)) || rc=3  # Bazel's "tests failed" status
  fi
fi
# Bounded fuzzing (tools/fuzz/run_bounded.sh): builds the libFuzzer targets
# with clang-14 (--config=fuzz, its own output directory) and runs each for
# 10 s on its seed corpus. It counts as one more test; without clang-14 or
# libFuzzer it prints a FUZZ SKIPPED banner and counts as neither.
# Set RLX_SKIP_FUZZ=1 to leave it out; RLX_FUZZERS picks a subset. All five
# run by default: the TVMScript and trace fuzzers need most of the compiler
# rebuilt with clang (~12 min on 2 cores the first time; the disk cache keeps
# the objects for later runs).
if [[ ${RLX_SKIP_FUZZ:-0} != 1 ]]; then
  read -r -a fuzzers <<<"${RLX_FUZZERS:-script target npy executable trace}"
  echo "== tools/fuzz/run_bounded.sh ${fuzzers[*]} (libFuzzer)"
  bash tools/fuzz/run_bounded.sh "${fuzzers[@]}"
  zrc=$?
  if ((zrc == 0)); then
    echo "//tools/fuzz:run_bounded                                                PASSED"
    passed=$((passed + 1))
  elif ((zrc == 77)); then
    echo "test_all: FUZZ SKIPPED (see the banner above); counted as skipped"
    skipped=$((skipped + 1))
  else
    echo "//tools/fuzz:run_bounded                                                FAILED (exit ${zrc})"
    failed=$((failed + 1))
    ((rc != 0)) || rc=3  # Bazel's "tests failed" status
  fi
fi
# WGSL on the CPU (tools/wgsl/run_wgsl.sh): naga validates every generated
# kernels.wgsl and Mesa's lavapipe runs the backend's GPU kernels and a model
# against numpy, through wgpu-py installed from PyPI (once, into
# ~/.cache/rlx-wgpu-venv; Bazel tests are offline). It counts as one more
# test; when wgpu or lavapipe is unavailable it prints a WGSL SKIPPED banner
# and counts as neither. Set RLX_SKIP_WGSL=1 to leave it out.
if [[ ${RLX_SKIP_WGSL:-0} != 1 ]]; then
  echo "== tools/wgsl/run_wgsl.sh (WGSL: naga validation, lavapipe runs vs numpy)"
  if bazel build //tools/wgsl:emit_wgsl >/dev/null 2>&1; then
    bash tools/wgsl/run_wgsl.sh --emit "$(bazel info bazel-bin 2>/dev/null)/tools/wgsl/emit_wgsl"
    wrc=$?
  else
    echo "test_all: //tools/wgsl:emit_wgsl does not build; the WGSL check cannot run"
    wrc=1
  fi
  if ((wrc == 0)); then
    echo "//tools/wgsl:run_wgsl                                                   PASSED"
    passed=$((passed + 1))
  elif ((wrc == 77)); then
    echo "test_all: WGSL SKIPPED (see the banner above); counted as skipped"
    skipped=$((skipped + 1))
  else
    echo "//tools/wgsl:run_wgsl                                                   FAILED (exit ${wrc})"
    failed=$((failed + 1))
    ((rc != 0)) || rc=3  # Bazel's "tests failed" status
  fi
fi
# C++ formatting (tools/check_format.sh): every tracked *.cc / *.h is as
# clang-format-14 formats it with .clang-format. Not a Bazel test, because it
# reads the git checkout rather than declared inputs. It counts as one more
# test; without clang-format-14 or git it prints FORMAT SKIPPED and counts as
# skipped. Set RLX_SKIP_FORMAT=1 to leave it out.
if [[ ${RLX_SKIP_FORMAT:-0} != 1 ]]; then
  echo "== tools/check_format.sh (clang-format-14, .clang-format)"
  bash tools/check_format.sh
  frc=$?
  if ((frc == 0)); then
    echo "//tools:check_format                                                    PASSED"
    passed=$((passed + 1))
  elif ((frc == 77)); then
    echo "test_all: FORMAT SKIPPED (see the banner above); counted as skipped"
    skipped=$((skipped + 1))
  else
    echo "//tools:check_format                                                    FAILED (exit ${frc})"
    failed=$((failed + 1))
    ((rc != 0)) || rc=3  # Bazel's "tests failed" status
  fi
fi
echo "${passed} passed, ${failed} failed, ${skipped} skipped"
exit "$rc"
