#!/usr/bin/env bash
# Installs exactly the Debian 12 packages this repository builds and tests
# against, and only the ones that are missing.
#
# Idempotent: when everything is present it runs a single dpkg-query and exits
# (no network, well under a second). Only when something is missing does it run
# apt-get (as root, or through sudo).
set -euo pipefail

PKGS=(
  # Build system: Debian's Bazel 4.2.3 (pulls default-jdk-headless; the JVM
  # runs the Bazel server). See WORKSPACE/.bazelrc for the offline setup.
  bazel-bootstrap
  # GoogleTest/GoogleMock 1.12 for every cc_test (static libs only).
  libgtest-dev libgmock-dev
  # LLVM 19 (bookworm main, 1:19.1.7-3~deb12u1): headers, libLLVM-19.so and
  # llvm-config-19 for the CPU/NVPTX/AMDGPU code generator (//third_party:llvm).
  # 19 rather than 16: LLVM 16's AMDGPU backend has no gfx942 (MI300X).
  llvm-19-dev
  # FileCheck (/usr/lib/llvm-19/bin/FileCheck): checks golden test output
  # (tools/golden.bzl, //third_party:filecheck).
  llvm-19-tools
  # ld.lld-19: links the AMDGPU objects of codegen/llvm_gpu into code objects
  # (.hsaco) the ROCm runtime loads.
  lld-19
  # ocml and its oclc_* control libraries (AMDGPU math: exp, tanh, erf, ...)
  # for codegen/llvm_gpu, under /usr/lib/x86_64-linux-gnu/amdgcn/bitcode.
  rocm-device-libs
  # Only needed to link LLVM statically (-lzstd).
  libzstd-dev
  # nlohmann::json for Target JSON and pass traces (//third_party:json).
  nlohmann-json3-dev
  libcli11-dev           # header-only command-line parsing for the rlx tool
  # Google Benchmark for the separate benchmark targets (//third_party:benchmark).
  libbenchmark-dev
  libdtl-dev             # header-only diff library for the inspector's line diffs (//third_party:dtl)
  libopenblas-dev        # OpenBLAS cblas_sgemm/sgemv: the peer in tools/bench (//third_party:openblas)
  libhwy-dev             # Highway's vqsort: the CPU sort of values (//third_party:hwy)
  libdnnl-dev            # oneDNN 2.6 primitives for the dnnl offload (//third_party:dnnl)
  # Inspector GUI: Dear ImGui 1.86 (backends are inside libimgui.a), GLFW 3.3,
  # stb (ImGui links -lstb; stb_image_write for PNG screenshots), OpenGL.
  libimgui-dev libglfw3-dev libstb-dev libgl-dev
  # Mesa's llvmpipe software OpenGL driver and GLX: the GUI runs without a GPU.
  libgl1-mesa-dri libglx-mesa0
  # Headless GUI tests (xvfb-run needs xauth) and ImageMagick's `import`
  # for whole-screen screenshots.
  xvfb xauth imagemagick
  # OpenCL on the CPU: PoCL runs the generated OpenCL C kernels in tests;
  # the ICD loader and headers link them; clinfo helps diagnose the device.
  pocl-opencl-icd ocl-icd-opencl-dev opencl-headers clinfo
  # Validators for generated shaders: spirv-val, glslangValidator; the
  # glslang and SPIRV-Tools libraries the Vulkan code generator links
  # (//third_party:glslang).
  spirv-tools glslang-tools glslang-dev
  # clang++-14 checks generated Metal Shading Language against a
  # <metal_stdlib> stand-in (targets/metal/codegen tests).
  clang-14
  # Mesa's lavapipe Vulkan driver: wgpu runs the generated WGSL on the CPU
  # (tools/wgsl/run_wgsl.sh, a tools/test_all.sh step).
  mesa-vulkan-drivers
  # Headless Chromium renders the inspector's HTML report in
  # //inspector/app:report_browser_test (~100 MB download, ~300 MB installed
  # with chromium-common; the full `chromium` package would add a GTK stack).
  chromium-headless-shell
  # Fuzzing (.bazelrc --config=fuzz, tools/fuzz/run_bounded.sh): clang 14 and
  # its compiler-rt (libFuzzer, ASan and UBSan runtimes).
  clang-14 libclang-rt-14-dev
  # Developer/test scripts (tools/check_layering.py).
  python3
  # The one formatter version every C++ file is kept in (.clang-format;
  # tools/check_format.sh, a tools/test_all.sh step): versions disagree.
  clang-format-14
  # Virtualenvs with pip: tools/tvm_conformance installs Apache TVM into one
  # (never a dependency of the compiler).
  python3-venv
  # The Python package (//python): pybind11 2.10 headers and Python 3.11's
  # for the extension module; numpy for arrays in and out of its VM;
  # pytest runs //python's tests.
  pybind11-dev python3-dev python3-numpy python3-pytest
)

# One dpkg-query for all packages. Unknown packages print nothing (and make
# dpkg-query exit 1), so they simply count as missing.
installed=" $(dpkg-query -W -f='${Package} ${Status}\n' "${PKGS[@]}" 2>/dev/null |
  awk '$NF == "installed" {print $1}' | tr '\n' ' ' || true) "
missing=()
for p in "${PKGS[@]}"; do
  [[ $installed == *" $p "* ]] || missing+=("$p")
done

if ((${#missing[@]} == 0)); then
  echo "setup_deps: all ${#PKGS[@]} packages present"
else
  echo "setup_deps: installing ${missing[*]}"
  SUDO=()
  if [[ $(id -u) -ne 0 ]]; then
    if ! command -v sudo >/dev/null; then
      echo "setup_deps: ERROR: not root and sudo is not available;" \
        "install as root: apt-get install --no-install-recommends ${missing[*]}" >&2
      exit 1
    fi
    SUDO=(sudo)
  fi
  # DPkg::Lock::Timeout makes apt wait for another apt/dpkg instead of failing.
  APT=("${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive
    apt-get -o DPkg::Lock::Timeout=600 -y -q)
  "${APT[@]}" update
  "${APT[@]}" install --no-install-recommends "${missing[@]}"
fi

# CUDA 13 (nvcc, ptxas, NVRTC, CCCL headers) is part of the machine image at
# /usr/local/cuda, not a Debian package. Everything else builds without it.
if [[ ! -x /usr/local/cuda/bin/ptxas ]]; then
  echo "setup_deps: WARNING: /usr/local/cuda is missing (CUDA checks cannot run)" >&2
fi
