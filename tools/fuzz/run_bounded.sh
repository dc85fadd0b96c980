#!/usr/bin/env bash
# Bounded fuzzing run (CI, via tools/test_all.sh): builds the libFuzzer
# targets of //tools/fuzz with --config=fuzz (clang-14, ASan, UBSan) and runs
# each for a fixed time on a copy of its seed corpus (testdata/fuzz/<name>).
#
# Usage: bash tools/fuzz/run_bounded.sh [-t SECONDS] [NAME...]
#   NAME: script target npy executable trace (default: all five)
#   -t:   seconds per fuzzer (default 10; env RLX_FUZZ_SECONDS)
# Env: BAZEL (default "bazel"), RLX_FUZZ_OUT (where crash inputs and logs
# are kept; default a fresh /tmp/rlx-fuzz.XXXXXX).
# Exit status: 0 no finding, 1 a fuzzer found a crash/hang/sanitizer report
# (the input's path is printed), 2 usage or build failure, 77 skipped
# (clang-14 or libFuzzer missing: a "FUZZ SKIPPED: <reason>" banner).
set -uo pipefail
cd "$(dirname "$0")/../.."

ALL=(script target npy executable trace)
seconds=${RLX_FUZZ_SECONDS:-10}
names=()
while (($#)); do
  case $1 in
    -t) seconds=${2:?-t needs seconds}; shift 2 ;;
    -h | --help) sed -n 2,15p "$0"; exit 0 ;;
    *) names+=("$1"); shift ;;
  esac
done
((${#names[@]})) || names=("${ALL[@]}")
for n in "${names[@]}"; do
  [[ " ${ALL[*]} " == *" $n "* ]] || { echo "run_bounded: unknown fuzzer '$n' (known: ${ALL[*]})" >&2; exit 2; }
done
read -r -a bazel <<<"${BAZEL:-bazel}"

skip() {
  echo "=================================================================="
  echo "FUZZ SKIPPED: $1"
  echo "=================================================================="
  exit 77
}

# Same compiler as .bazelrc's --config=fuzz; libFuzzer comes with Debian's
# libclang-rt-14-dev (tools/setup_deps.sh).
CLANG=/usr/bin/clang-14
[[ -x $CLANG ]] || skip "$CLANG not found (install clang-14: tools/setup_deps.sh)"
probe=$(mktemp -d "${TMPDIR:-/tmp}/rlx-fuzz-probe.XXXXXX")
printf '#include <stddef.h>\n#include <stdint.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { return 0; }\n' \
  >"$probe/p.c"
if ! "$CLANG" -fsanitize=fuzzer,address,undefined "$probe/p.c" -o "$probe/p" 2>"$probe/err"; then
  reason=$(head -1 "$probe/err")
  rm -rf "$probe"
  skip "clang-14 cannot link libFuzzer (libclang-rt-14-dev missing?): $reason"
fi
rm -rf "$probe"

out=${RLX_FUZZ_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/rlx-fuzz.XXXXXX")}
mkdir -p "$out"
start=$SECONDS
targets=()
for n in "${names[@]}"; do targets+=("//tools/fuzz:${n}_fuzzer"); done
echo "run_bounded: building ${targets[*]} with --config=fuzz (log: $out/build.log)"
if ! "${bazel[@]}" build --config=fuzz "${targets[@]}" >"$out/build.log" 2>&1; then
  grep -E "ERROR|error:" "$out/build.log" | head -20
  echo "run_bounded: the fuzz build failed (full log: $out/build.log)"
  exit 2
fi
bin=$("${bazel[@]}" info --config=fuzz bazel-bin 2>/dev/null)/tools/fuzz
echo "run_bounded: built in $((SECONDS - start)) s; ${seconds} s per fuzzer; inputs and logs in $out"

status=0
for n in "${names[@]}"; do
  corpus="$out/$n/corpus"
  rm -rf "$corpus" && mkdir -p "$corpus" && cp testdata/fuzz/"$n"/* "$corpus"/
  log="$out/$n/fuzz.log"
  # Leak checking is off: the op and pass registries are built once and kept
  # for the process's life. -timeout turns a hang into a finding.
  nice -n 10 "$bin/${n}_fuzzer" "$corpus" \
    -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
    -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$out/$n/" >"$log" 2>&1
  rc=$?
  last=$(grep -E '^#[0-9]+' "$log" | tail -1)
  cov=$(sed -nE 's/.* cov: ([0-9]+) ft: ([0-9]+) corp: ([0-9]+).*/cov \1, ft \2, corpus \3/p' <<<"$last")
  runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log")
  eps=$(sed -nE 's/^stat::average_exec_per_sec: *([0-9]+).*/\1/p' "$log")
  if ((rc == 0)); then
    printf 'fuzz %-10s OK    %8s runs %6s exec/s  %s\n' "$n" "${runs:-?}" "${eps:-?}" "${cov:-?}"
  else
    status=1
    printf 'fuzz %-10s FOUND (exit %d) after %s runs; log: %s\n' "$n" "$rc" "${runs:-?}" "$log"
    grep -E 'FUZZ FAILURE|ERROR: (AddressSanitizer|libFuzzer|UndefinedBehaviorSanitizer)|runtime error|SUMMARY' "$log" | head -5 | sed 's/^/    /'
    for a in "$out/$n"/crash-* "$out/$n"/timeout-* "$out/$n"/oom-* "$out/$n"/leak-* "$out/$n"/slow-unit-*; do
      [[ -e $a ]] && echo "    input: $a  (replay: $bin/${n}_fuzzer $a)"
    done
  fi
done
echo "run_bounded: $((SECONDS - start)) s in all"
exit "$status"
