#!/usr/bin/env bash
# Runs each example as a user would (Debian's python3, the rlx package on
# the path) and checks what it prints.
set -euo pipefail
root="$TEST_SRCDIR/$TEST_WORKSPACE"
export PYTHONPATH="$root/python"
cd "$TEST_TMPDIR"
fail=0
check() {  # check NAME PATTERN: the example's output has a line matching PATTERN
  if ! grep -Eq -- "$2" "$1.out"; then
    echo "FAIL: $1 printed no line matching '$2'; it printed:"
    cat "$1.out"
    fail=1
  fi
}
for ex in dispatch_tvm_model custom_pattern_table run_compiled_model; do
  echo "== $ex"
  if ! /usr/bin/python3 "$root/examples/python/$ex.py" >"$ex.out" 2>&1; then
    echo "FAIL: $ex exited non-zero:"
    cat "$ex.out"
    fail=1
    continue
  fi
  cat "$ex.out" | head -5
done
# TVM's rules: on llvm the cumsum goes to a CPU kernel, on cuda to the GPU
# scan, with thrust to thrust's.
check dispatch_tvm_model '^llvm +-> cumsum$'
check dispatch_tvm_model '^cuda +-> gpu_2d_continuous_cumsum'
check dispatch_tvm_model '^webgpu +-> gpu_2d_continuous_cumsum'
check custom_pattern_table '^mylib.conv2d_bn_relu +[1-9][0-9]* calls$'
check custom_pattern_table '^mylib.conv2d +[1-9][0-9]* calls$'
check custom_pattern_table 'R.func_attr\(\{"Codegen": "mylib"\}\)'
check run_compiled_model '^resnet: output float32 \(1, 10\)'
check run_compiled_model '^matches PyTorch$'
exit "$fail"
