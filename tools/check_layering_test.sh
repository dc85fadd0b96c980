#!/usr/bin/env bash
# Self-test of tools/check_layering.py: builds a small tree that follows every
# rule (must pass), then adds one violation at a time (each must be reported,
# with its file and line, and make the checker exit 1).
#
#   check_layering_test.sh CHECKER
set -uo pipefail
checker=$1
py=/usr/bin/python3
[[ -x $py ]] || py=python3
tmp=${TEST_TMPDIR:-$(mktemp -d)}
failures=0

# put ROOT PATH: writes stdin to ROOT/PATH.
put() {
  mkdir -p "$(dirname "$1/$2")"
  cat >"$1/$2"
}

make_good_tree() {
  local r=$1
  rm -rf "$r"
  mkdir -p "$r"
  : >"$r/WORKSPACE"
  echo '#include <string>' | put "$r" compiler/support/check.h
  echo '#include "compiler/support/check.h"' | put "$r" compiler/ir/object.h
  echo '#include "compiler/ir/object.h"' | put "$r" compiler/runtime/ndarray.h
  echo '#include "compiler/runtime/ndarray.h"' | put "$r" compiler/runtime/ref/sort.h
  printf '#include "compiler/ir/object.h"\n#include "compiler/runtime/ndarray.h"\n' |
    put "$r" compiler/relax/expr.h
  printf '#include "compiler/relax/expr.h"\n#include "compiler/runtime/ref/sort.h"\n' |
    put "$r" compiler/op/sort.cc
  echo '#include "compiler/op/sort.h"' | put "$r" compiler/script/parser.h
  echo '#include "compiler/script/parser.h"' | put "$r" compiler/pass/pass.h
  echo '#include "compiler/pass/pass.h"' | put "$r" compiler/transform/fuse.h
  # A test may use packages above its own (the parser, the driver).
  printf '#include "compiler/transform/fuse.h"\n#include "compiler/driver/build.h"\n' |
    put "$r" compiler/ir/object_test.cc
  echo '#include "compiler/transform/fuse.h"' | put "$r" compiler/backend/dispatch.h
  echo '#include "compiler/backend/dispatch.h"' | put "$r" targets/common/stages.h
  echo '#include "targets/common/stages.h"' | put "$r" targets/cuda/pipeline.h
  echo '#include "targets/common/stages.h"' | put "$r" targets/rocm/pipeline.h
  echo '#include "compiler/backend/dispatch.h"' | put "$r" compiler/codegen/source/codegen_c.h
  printf '#include "compiler/codegen/source/codegen_c.h"\n#include "compiler/runtime/vm.h"\n' |
    put "$r" compiler/driver/build.cc
  # An offload library: its table above backend (with common/), its
  # runtime module (a nested package) below the built-in packed-function
  # table; compiler/contrib assembles the tables, and the driver uses it.
  echo '#include "compiler/backend/dispatch.h"' | put "$r" compiler/contrib/common/composite_util.h
  printf '#include "compiler/contrib/common/composite_util.h"\n#include "compiler/codegen/source/codegen_c.h"\n' |
    put "$r" compiler/contrib/dnnl/patterns.h
  echo '#include "compiler/backend/dispatch.h"' | put "$r" compiler/contrib/cublas/patterns.h
  echo '#include "compiler/runtime/ndarray.h"' | put "$r" compiler/contrib/common/runtime/gemm.h
  echo '#include "compiler/contrib/common/runtime/gemm.h"' | put "$r" compiler/contrib/dnnl/runtime/dnnl.h
  echo '#include "compiler/contrib/dnnl/runtime/dnnl.h"' | put "$r" compiler/runtime/builtin/packed_call.cc
  echo '#include "compiler/runtime/builtin/packed_call.h"' | put "$r" compiler/runtime/vm/vm.cc
  printf '#include "compiler/contrib/dnnl/patterns.h"\n#include "compiler/contrib/cublas/patterns.h"\n' |
    put "$r" compiler/contrib/default_patterns.cc
  echo '#include "compiler/contrib/default_patterns.h"' | put "$r" compiler/driver/traced_run.cc
  # A target package holds its code generator and runtime in nested
  # directories, and reaches the driver through a DeviceBackend.
  printf '#include "compiler/driver/target_support.h"\n#include "targets/cuda/codegen/codegen_cuda.h"\n' |
    put "$r" targets/cuda/device.cc
  echo '#include "compiler/codegen/source/codegen_c.h"' | put "$r" targets/cuda/codegen/codegen_cuda.h
  printf '#include "targets/cuda/pipeline.h"\n#include "targets/rocm/pipeline.h"\n' |
    put "$r" targets/registry/registry.cc
  printf '#include "targets/cuda/device.h"\n#include "compiler/driver/build.h"\n' |
    put "$r" targets/registry/build.cc
  # A test of compiler/ may build through the registry: tests are leaves.
  echo '#include "targets/registry/build.h"' | put "$r" compiler/driver/build_test.cc
  echo '#include "compiler/driver/build.h"' | put "$r" tools/rlx/rlx.cc
  printf '#include "compiler/relax/expr.h"\n#include "targets/registry/registry.h"\n' | put "$r" inspector/model/trace.h
  printf '#include <imgui.h>\n#include "inspector/model/trace.h"\n' |
    put "$r" inspector/view/timeline.cc
  put "$r" compiler/relax/BUILD <<'B'
cc_library(
    name = "relax",
    hdrs = ["expr.h"],
    deps = ["//compiler/ir", "//compiler/runtime:ndarray"],
)
B
  put "$r" compiler/ir/BUILD <<'B'
TEST_DEPS = ["//compiler/script", "//third_party:gtest_main"]

cc_library(name = "ir", hdrs = ["object.h"], deps = ["//compiler/support"])

cc_test(name = "object_test", srcs = ["object_test.cc"], deps = [":ir"] + TEST_DEPS)
B
  put "$r" inspector/view/BUILD <<'B'
cc_library(name = "view", deps = ["//inspector/model", "//third_party:imgui"])
B
}

# expect_ok NAME ROOT
expect_ok() {
  local out rc
  out=$("$py" "$checker" --root "$2" 2>&1)
  rc=$?
  if ((rc != 0)) || [[ $out != *": OK"* ]]; then
    echo "FAIL: $1: expected no violations, got exit $rc:"
    echo "$out"
    failures=$((failures + 1))
    return
  fi
  echo "ok: $1"
}

# expect_violation NAME TEXT... : the current bad tree must exit 1 and print
# every TEXT.
expect_violation() {
  local name=$1 out rc want
  shift
  out=$("$py" "$checker" --root "$tmp/bad" 2>&1)
  rc=$?
  if ((rc != 1)); then
    echo "FAIL: $name: expected exit 1, got $rc:"
    echo "$out"
    failures=$((failures + 1))
    return
  fi
  for want in "$@"; do
    if [[ $out != *"$want"* ]]; then
      echo "FAIL: $name: output lacks '$want':"
      echo "$out"
      failures=$((failures + 1))
      return
    fi
  done
  echo "ok: $name"
}

# bad: a fresh copy of the good tree, to which the caller adds one violation.
bad() { rm -rf "$tmp/bad" && cp -r "$tmp/good" "$tmp/bad"; }

make_good_tree "$tmp/good"
expect_ok "good tree" "$tmp/good"

bad
printf '// lower layer\n#include "compiler/relax/expr.h"\n' | put "$tmp/bad" compiler/ir/bad.h
expect_violation "ir includes relax" \
  'compiler/ir/bad.h:2: compiler/ir may not depend on compiler/relax (#include "compiler/relax/expr.h"); allowed: compiler/support'

bad
echo '#include "inspector/model/trace.h"' | put "$tmp/bad" compiler/tir/stmt.cc
expect_violation "compiler includes inspector" \
  "compiler/tir/stmt.cc:1: compiler/tir may not depend on inspector/model" \
  "nothing in compiler/ or targets/ may depend on inspector/"

bad
echo '#include "targets/rocm/pipeline.h"' | put "$tmp/bad" targets/cuda/passes.cc
expect_violation "target includes another target" \
  "targets/cuda/passes.cc:1: targets/cuda may not depend on targets/rocm" \
  "a target may not depend on another target"

bad
echo '#include "targets/rocm/pipeline.h"' | put "$tmp/bad" targets/cuda/pipeline_test.cc
expect_violation "a test is bound by the hard rules too" \
  "targets/cuda/pipeline_test.cc:1: targets/cuda may not depend on targets/rocm"

bad
echo '#include "targets/registry/registry.h"' | put "$tmp/bad" compiler/driver/pipelines.cc
expect_violation "compiler includes targets" \
  "compiler/driver/pipelines.cc:1: compiler/driver may not depend on targets/registry" \
  "compiler/ never depends on targets/"

bad
echo 'cc_library(name = "build", deps = ["//compiler/runtime/vm", "//targets/cuda:device"])' |
  put "$tmp/bad" compiler/driver/BUILD
expect_violation "compiler BUILD dep on a target" \
  "compiler/driver/BUILD:1: compiler/driver may not depend on targets/cuda (cc_library :build deps //targets/cuda:device)" \
  "compiler/ never depends on targets/"

bad
echo '#include "targets/opencl/runtime/opencl_kernels.h"' | put "$tmp/bad" targets/cuda/runtime/launch.cc
expect_violation "a target's runtime uses another target's" \
  "targets/cuda/runtime/launch.cc:1: targets/cuda may not depend on targets/opencl" \
  "a target may not depend on another target"

bad
echo '#include "compiler/runtime/vm.h"' | put "$tmp/bad" compiler/relax/vm_use.h
expect_violation "relax uses runtime beyond NDArray" \
  "compiler/relax/vm_use.h:1: compiler/relax may not depend on compiler/runtime" \
  "only through compiler/runtime/ndarray.h"

bad
echo '#include "compiler/runtime/ndarray.h"' | put "$tmp/bad" compiler/tir/buffer.h
expect_violation "tir below the NDArray door" \
  "compiler/tir/buffer.h:1: compiler/tir may not depend on compiler/runtime"

bad
echo '#include "compiler/runtime/ref/sort.h"' | put "$tmp/bad" compiler/relax/ref_use.h
expect_violation "relax below the reference-kernel door" \
  "compiler/relax/ref_use.h:1: compiler/relax may not depend on compiler/runtime"

bad
sed -i 's|"//compiler/runtime:ndarray"|"//compiler/runtime:vm"|' "$tmp/bad/compiler/relax/BUILD"
expect_violation "BUILD dep through the wrong runtime door" \
  "compiler/relax/BUILD:4: compiler/relax may not depend on compiler/runtime (cc_library :relax deps //compiler/runtime:vm)"

bad
put "$tmp/bad" compiler/tir/BUILD <<'B'
DEPS = [
    "//compiler/ir",
    "//compiler/relax",
]

cc_library(name = "tir", deps = DEPS)
B
expect_violation "BUILD dep through a variable" \
  "compiler/tir/BUILD:3: compiler/tir may not depend on compiler/relax (cc_library :tir deps //compiler/relax)"

bad
echo '#include "imgui.h"' | put "$tmp/bad" inspector/model/draw.cc
expect_violation "ImGui in inspector/model" \
  "inspector/model/draw.cc:1: inspector/model may not use ImGui/GLFW/OpenGL"

bad
echo 'cc_library(name = "model", deps = ["//third_party:imgui"])' | put "$tmp/bad" inspector/model/BUILD
expect_violation "ImGui dep in inspector/model BUILD" \
  "inspector/model/BUILD:1: inspector/model may not use ImGui/GLFW/OpenGL"

bad
echo '#include "compiler/contrib/dnnl/patterns.h"' | put "$tmp/bad" compiler/contrib/cublas/patterns.cc
expect_violation "an offload library uses another" \
  "compiler/contrib/cublas/patterns.cc:1: compiler/contrib/cublas may not depend on compiler/contrib/dnnl" \
  "an offload library may not depend on another"

bad
echo '#include "compiler/contrib/dnnl/runtime/dnnl.h"' | put "$tmp/bad" compiler/contrib/cublas/runtime/cublas_test.cc
expect_violation "a test is bound by the offload rule too" \
  "compiler/contrib/cublas/runtime/cublas_test.cc:1: compiler/contrib/cublas/runtime may not depend on compiler/contrib/dnnl/runtime"

bad
echo '#include "compiler/contrib/dnnl/patterns.h"' | put "$tmp/bad" compiler/contrib/dnnl/runtime/dnnl.cc
expect_violation "a runtime module (nested package) uses its compile-time half" \
  "compiler/contrib/dnnl/runtime/dnnl.cc:1: compiler/contrib/dnnl/runtime may not depend on compiler/contrib/dnnl"

bad
echo '#include "compiler/contrib/default_patterns.h"' | put "$tmp/bad" compiler/backend/partition.cc
expect_violation "backend reaches up to the offload libraries" \
  "compiler/backend/partition.cc:1: compiler/backend may not depend on compiler/contrib"

bad
echo 'cc_library(name = "packed_func", deps = ["//compiler/runtime/builtin:packed_call"])' |
  put "$tmp/bad" compiler/runtime/BUILD
expect_violation "runtime core below the built-in table" \
  "compiler/runtime/BUILD:1: compiler/runtime may not depend on compiler/runtime/builtin"

bad
echo '#include "compiler/support/check.h"' | put "$tmp/bad" compiler/arith/simplify.h
expect_violation "unplaced package" \
  "compiler/arith/simplify.h:1: compiler/arith is not a package in LAYERS"

bad
echo 'cc_library(name = "x", deps = [' | put "$tmp/bad" compiler/pass/BUILD
expect_violation "unparsable BUILD" "compiler/pass/BUILD:1: cannot parse BUILD file"

# Without a WORKSPACE the root is refused rather than silently scanned.
out=$("$py" "$checker" --root "$tmp/good/compiler" 2>&1)
rc=$?
if ((rc != 2)) || [[ $out != *"has no WORKSPACE"* ]]; then
  echo "FAIL: root without WORKSPACE: expected exit 2, got $rc: $out"
  failures=$((failures + 1))
else
  echo "ok: root without WORKSPACE is refused"
fi

if ((failures > 0)); then
  echo "$failures check(s) failed"
  exit 1
fi
echo "all check_layering checks passed"
