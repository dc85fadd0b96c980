#!/usr/bin/env bash
# Two builds of the same model must be byte-identical, whatever the working
# directory, the path the source is read from, the environment and the
# address-space layout (ASLR differs per process, so maps keyed by pointers
# would show up here).
#
#   determinism_test.sh RLX BAZEL_ARTIFACT BAZEL_ARTIFACT_SRC MODEL.py...
#
# For every MODEL it compares, with cmp:
#   * `rlx build --target=llvm` (and its --emit=obj kernel object),
#   * `rlx build --target=opencl` (OpenCL C kernels; compiled for the device
#     only when loaded, so building needs no device),
#   * `rlx build --target=cuda -o DIR/`: every artifact (the executable,
#     kernels.cu, the PTX for sm_80 and sm_90, the host object), and the
#     same file list in both roots,
#   * the printed module after `rlx opt --pipeline=default_build
#     --target=cuda` and after the dlight GPU schedule (ApplyDefaultSchedule)
#     for cuda, plus the pass trace JSON of `rlx opt --pipeline=default
#     --target=llvm`,
# each produced once in build root A and once in build root B. Finally the
# artifact Bazel built with rlx_module (in Bazel's output base, run from the
# execroot) must equal a build of its source here.
set -euo pipefail

rlx=$(realpath "$1")
bazel_artifact=$2
bazel_src=$3
shift 3
(($# > 0)) || { echo "usage: $0 RLX BAZEL_ARTIFACT BAZEL_ARTIFACT_SRC MODEL.py..." >&2; exit 2; }

tmp=${TEST_TMPDIR:-$(mktemp -d)}
root_a="$tmp/a"
root_b="$tmp/b/a/much/longer/output/base"
rm -rf "$tmp/a" "$tmp/b"
mkdir -p "$root_a/src" "$root_a/out" "$root_b/sources/models" "$root_b/work/dir" "$root_b/results"

failures=0
compared=0

# in_a/in_b CMD...: run CMD in build root A or B. In A the
# source is read by a relative path from the root with a minimal
# environment; in B by an absolute path from an unrelated directory, with a
# different locale, time zone, HOME, umask and extra variables.
in_a() { (cd "$root_a" && env -i PATH=/usr/bin:/bin HOME="$root_a" TZ=UTC LC_ALL=C "$@"); }
in_b() {
  (cd "$root_b/work/dir" && umask 077 &&
    env -i PATH=/bin:/usr/bin HOME="$root_b" TZ=Pacific/Kiritimati LANG=C.UTF-8 \
      SOURCE_DATE_EPOCH=1 RLX_UNUSED=$RANDOM TMPDIR="$root_b" "$@")
}

same() {
  local what=$1 a=$2 b=$3
  compared=$((compared + 1))
  if [[ ! -s $a || ! -s $b ]]; then
    echo "FAIL: $what: missing or empty output ($a, $b)" >&2
    failures=$((failures + 1))
  elif ! cmp "$a" "$b"; then
    echo "FAIL: $what: the two builds differ (first differing byte above)" >&2
    failures=$((failures + 1))
  fi
}

for model in "$@"; do
  name=$(basename "$model" .py)
  cp "$model" "$root_a/src/$name.py"
  cp "$model" "$root_b/sources/models/$name.py"
  src_a="src/$name.py"
  src_b="$root_b/sources/models/$name.py"
  out_a="$root_a/out/$name"
  out_b="$root_b/results/$name"

  in_a "$rlx" build "$src_a" --target=llvm -o "$out_a.llvm.rlx" --emit=obj 2>/dev/null
  in_b "$rlx" build "$src_b" --target=llvm -o "$out_b.llvm.rlx" --emit=obj 2>/dev/null
  same "$name llvm executable" "$out_a.llvm.rlx" "$out_b.llvm.rlx"
  same "$name llvm kernel object" "$out_a.llvm.rlx.o" "$out_b.llvm.rlx.o"

  in_a "$rlx" build "$src_a" --target=opencl -o "$out_a.opencl.rlx"
  in_b "$rlx" build "$src_b" --target=opencl -o "$out_b.opencl.rlx"
  same "$name opencl executable" "$out_a.opencl.rlx" "$out_b.opencl.rlx"

  mkdir -p "$out_a.cuda" "$out_b.cuda"
  in_a "$rlx" build "$src_a" --target=cuda -o "$out_a.cuda/" >/dev/null
  in_b "$rlx" build "$src_b" --target=cuda -o "$out_b.cuda/" >/dev/null
  list_a=$(cd "$out_a.cuda" && ls)
  list_b=$(cd "$out_b.cuda" && ls)
  compared=$((compared + 1))
  if [[ $list_a != "$list_b" || -z $list_a ]]; then
    echo "FAIL: $name cuda build: the artifact lists differ: [$list_a] vs [$list_b]" >&2
    failures=$((failures + 1))
  fi
  for f in $list_a; do same "$name cuda $f" "$out_a.cuda/$f" "$out_b.cuda/$f"; done

  in_a "$rlx" opt "$src_a" --pipeline=default_build --target=cuda >"$out_a.cuda.py"
  in_b "$rlx" opt "$src_b" --pipeline=default_build --target=cuda >"$out_b.cuda.py"
  same "$name cuda default_build module" "$out_a.cuda.py" "$out_b.cuda.py"

  sched=--passes=LegalizeOps,AnnotateTIROpPattern,FuseOps,FuseTIR,ApplyDefaultSchedule
  in_a "$rlx" opt "$src_a" "$sched" --target=cuda >"$out_a.cuda_sched.py"
  in_b "$rlx" opt "$src_b" "$sched" --target=cuda >"$out_b.cuda_sched.py"
  same "$name cuda scheduled module" "$out_a.cuda_sched.py" "$out_b.cuda_sched.py"

  in_a "$rlx" opt "$src_a" --pipeline=default --target=llvm --trace="$out_a.trace.json" >/dev/null
  in_b "$rlx" opt "$src_b" --pipeline=default --target=llvm --trace="$out_b.trace.json" >/dev/null
  same "$name pass trace" "$out_a.trace.json" "$out_b.trace.json"
done

# The artifact of the Bazel action against a build here.
in_b "$rlx" build "$(realpath "$bazel_src")" --target=llvm -o "$root_b/results/bazel_check.rlx"
same "rlx_module artifact $bazel_artifact" "$bazel_artifact" "$root_b/results/bazel_check.rlx"

echo "$compared comparisons, $failures differing"
((failures == 0))
