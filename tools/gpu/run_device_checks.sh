#!/usr/bin/env bash
# The one prepared script for a GPU session (an H200 for ~15 minutes): run it
# from the repository root of a fresh checkout,
#
#   tools/gpu/run_device_checks.sh            # everything, ~5-8 min cold
#   RLX_SKIP_BAZEL=1 tools/gpu/run_device_checks.sh   # nvcc parts only, ~2 min
#
# 1. nvcc (in parallel with 2.): librlx_thrust.so (targets/cuda/
#    thrust, tvm.contrib.thrust.sort / sum_scan on CUB) for the GPU's
#    architecture, its checker (sorts / argsorts / scans vs host references)
#    and the thrust-vs-CUB benchmark (tools/gpu/bench_thrust.cu).
# 2. bazel (cold cache: only the CUDA targets):
#    //targets/cuda/runtime:{cuda_runtime_test, gpu_kernels_cuda_test,
#    thrust_packed_test} and //targets/cuda/runtime:cuda_build_test (a Relax model
#    built for cuda, run through the VM vs the reference evaluator) with
#    RLX_REQUIRE_CUDA_DEVICE=1 (a missing device fails instead of skipping)
#    and RLX_THRUST_LIBRARY=<the .so of 1.>, and the generated-kernel
#    benchmark //targets/cuda/runtime:cuda_kernel_bench.
# 3. runs the checks and both benchmarks, prints a summary; exits 1 if a
#    check failed.
#
# Logs go to $OUT (the device tool's output folder) or /tmp/rlx_gpu_checks.
# Expected output on an H200 (figures are what to look for, not asserted):
#   == thrust checker: device: NVIDIA H200 (sm_90) ... all device checks passed
#   == bazel tests: cuda_runtime_test, gpu_kernels_cuda_test,
#      thrust_packed_test, cuda_build_test PASSED
#   sort f32 32x32000 ours ... ms | cub::DeviceRadixSort(all N) ... ratio ~1-2x
#       | cub::DeviceSegmentedRadixSort ... (ours should be faster: <1x)
#   scan f32 ... ours vs cub::DeviceScan::InclusiveSum ratio ~1-3x (by-key
#       scan over lines), memcpy D2D ratio ~1-4x
#   elementwise exp(0.5x) ... ratio ~1.0-1.5x of memcpy (bandwidth bound)
#   ScanGpu (Blelloch) f32 ... ratio >> 1 (one launch per tree level)
#   SUMMARY: thrust_check=PASS bazel_tests=PASS bench_thrust=OK bench_kernels=OK
set -u -o pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
LOG=${OUT:-/tmp/rlx_gpu_checks}
mkdir -p "$LOG"
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
NVCC="$CUDA_HOME/bin/nvcc"
[ -x "$NVCC" ] || NVCC=$(command -v nvcc || true)
JOBS=$(nproc)
# Shared development machines serialize bazel through a lock file.
BAZEL=bazel
[ -e /tmp/bazel.lock ] && command -v flock >/dev/null && BAZEL="flock /tmp/bazel.lock bazel"
START=$(date +%s)
stamp() { echo "[$(( $(date +%s) - START ))s] $*"; }

stamp "host: $(nproc) cores; logs in $LOG"
command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,compute_cap,memory.total,driver_version --format=csv,noheader
ARCH=sm_90
if command -v nvidia-smi >/dev/null; then
  CC=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d ' .')
  [ -n "$CC" ] && ARCH=sm_$CC
fi
stamp "architecture: $ARCH"

THRUST=SKIP BAZEL=SKIP BENCH_THRUST=SKIP BENCH_KERNELS=SKIP
BUILD="$LOG/build"
mkdir -p "$BUILD"

# ---- 1. nvcc, in the background.
nvcc_part() {
  local gencode="-gencode arch=compute_${ARCH#sm_},code=$ARCH"
  "$NVCC" -std=c++17 -O2 -shared -Xcompiler -fPIC $gencode -I. -o "$BUILD/librlx_thrust.so" \
    targets/cuda/thrust/thrust_sort_scan.cu || return 1
  "$NVCC" -std=c++17 -O2 -I. -o "$BUILD/thrust_device_check" targets/cuda/thrust/thrust_device_check.cc \
    -L"$BUILD" -lrlx_thrust -Xlinker -rpath="$BUILD" &
  local p1=$!
  "$NVCC" -std=c++17 -O2 $gencode -I. -o "$BUILD/bench_thrust" tools/gpu/bench_thrust.cu \
    -L"$BUILD" -lrlx_thrust -Xlinker -rpath="$BUILD" &
  local p2=$!
  wait $p1 || return 1
  wait $p2 || return 1
}
if [ -n "$NVCC" ]; then
  stamp "nvcc: building librlx_thrust.so, checker and benchmark (background)"
  ( nvcc_part > "$LOG/nvcc.log" 2>&1; echo $? > "$LOG/nvcc.rc" ) &
  NVCC_PID=$!
else
  stamp "nvcc not found: thrust parts skipped"
  NVCC_PID=
fi

# ---- 2. bazel, meanwhile.
BAZEL_OK=0
# RLX_BAZEL_TESTS overrides the list (e.g. drop //targets/cuda/runtime:cuda_build_test,
# the one that pulls in the whole compiler and LLVM, when time is short).
TESTS=${RLX_BAZEL_TESTS:-"//targets/cuda/runtime:cuda_runtime_test //targets/cuda/runtime:gpu_kernels_cuda_test \
//targets/cuda/runtime:thrust_packed_test //targets/cuda/runtime:cuda_build_test"}
NTESTS=$(echo $TESTS | wc -w)
if [ "${RLX_SKIP_BAZEL:-0}" != "1" ] && command -v bazel >/dev/null; then
  stamp "bazel: building the CUDA runtime's tests and benchmark (cold cache: a few minutes)"
  BAZEL_FLAGS="--jobs=$JOBS --local_cpu_resources=$JOBS"
  if timeout 420 $BAZEL build $BAZEL_FLAGS $TESTS //targets/cuda/runtime:cuda_kernel_bench \
      > "$LOG/bazel_build.log" 2>&1; then
    BAZEL_OK=1
    stamp "bazel: built"
  else
    stamp "bazel: build FAILED or timed out (tail of $LOG/bazel_build.log):"
    tail -20 "$LOG/bazel_build.log"
    BAZEL=FAIL
  fi
else
  stamp "bazel skipped (RLX_SKIP_BAZEL=1 or no bazel)"
fi

# ---- 3. checks and benchmarks.
if [ -n "$NVCC_PID" ]; then
  wait "$NVCC_PID"
  if [ "$(cat "$LOG/nvcc.rc")" = "0" ]; then
    stamp "== thrust checker (RLX_REQUIRE_CUDA_DEVICE=1)"
    if RLX_REQUIRE_CUDA_DEVICE=1 "$BUILD/thrust_device_check" 2>&1 | tee "$LOG/thrust_check.log"; then
      grep -q "all device checks passed" "$LOG/thrust_check.log" && THRUST=PASS || THRUST=FAIL
    else
      THRUST=FAIL
    fi
    stamp "== thrust vs CUB benchmark"
    if timeout 120 "$BUILD/bench_thrust" 2>&1 | tee "$LOG/bench_thrust.log"; then BENCH_THRUST=OK; else BENCH_THRUST=FAIL; fi
  else
    stamp "nvcc FAILED (tail of $LOG/nvcc.log):"
    tail -30 "$LOG/nvcc.log"
    THRUST=FAIL
  fi
fi

if [ "$BAZEL_OK" = "1" ]; then
  stamp "== bazel tests (RLX_REQUIRE_CUDA_DEVICE=1)"
  THRUST_ENV=
  [ -f "$BUILD/librlx_thrust.so" ] && THRUST_ENV="--test_env=RLX_THRUST_LIBRARY=$BUILD/librlx_thrust.so"
  if timeout 240 $BAZEL test --jobs=$JOBS --local_cpu_resources=$JOBS --test_env=RLX_REQUIRE_CUDA_DEVICE=1 \
      $THRUST_ENV --test_output=errors $TESTS \
      2>&1 | tee "$LOG/bazel_test.log" | grep -E "PASSED|FAILED|TIMEOUT|Executed|NO STATUS"; then :; fi
  grep -q "Executed $NTESTS out of $NTESTS tests: $NTESTS tests pass" "$LOG/bazel_test.log" && BAZEL=PASS || BAZEL=FAIL
  for t in $TESTS; do
    f=bazel-testlogs/$(echo "${t#//}" | tr ':' '/')/test.log
    [ -f "$f" ] && cp "$f" "$LOG/$(basename "$(echo "$t" | tr ':' '/')").log"
  done
  stamp "== generated CUDA kernels vs memcpy benchmark"
  if timeout 150 bazel-bin/targets/cuda/runtime/cuda_kernel_bench 2>&1 | tee "$LOG/bench_kernels.log"; then
    BENCH_KERNELS=OK
  else
    BENCH_KERNELS=FAIL
  fi
fi

stamp "SUMMARY: thrust_check=$THRUST bazel_tests=$BAZEL bench_thrust=$BENCH_THRUST bench_kernels=$BENCH_KERNELS"
case "$THRUST $BAZEL" in
  *FAIL*) exit 1 ;;
esac
exit 0
