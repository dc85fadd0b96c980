#!/usr/bin/env bash
# WGSL on the CPU: installs wgpu-py into a virtualenv (never a dependency of
# the compiler; reused between runs), points Vulkan at Mesa's lavapipe, and
# runs tools/wgsl/wgsl_check.py on what emit_wgsl writes:
#   (a) validate: every kernels.wgsl (the backend's GPU kernels, each
#       testdata model the webgpu pipeline + WGSL accept, softmax_model.py)
#       becomes a shader module and one compute pipeline per kernel (naga);
#   (b) run: the backend's sort / top-k / searchsorted / scan / cumsum /
#       sampling kernels and softmax_model.py's add, softmax and
#       matmul + bias + relu kernels on random inputs, compared with numpy.
#
# Usage: tools/wgsl/run_wgsl.sh [--emit PATH]   (default bazel-bin/tools/wgsl/emit_wgsl)
# Environment: RLX_WGPU_VENV (default ~/.cache/rlx-wgpu-venv), PYTHON (python3).
# Exit status: 0 passed, 1 a failure, 77 skipped (wgpu could not be
# installed or lavapipe is missing: see the WGSL SKIPPED banner), 124 ran
# past its time limit.
set -uo pipefail
cd "$(dirname "$0")/../.."

venv=${RLX_WGPU_VENV:-$HOME/.cache/rlx-wgpu-venv}
py=${PYTHON:-python3}
emit=bazel-bin/tools/wgsl/emit_wgsl
if [[ ${1:-} == --emit && -n ${2:-} ]]; then emit=$2; fi

skip() {
  echo "################################################################"
  echo "# WGSL SKIPPED: $1"
  echo "################################################################"
  exit 77
}

[[ -x $emit ]] || { echo "run_wgsl: $emit is not built (bazel build //tools/wgsl:emit_wgsl)"; exit 1; }

have_wgpu() { "$venv/bin/python" -c "import numpy, wgpu" >/dev/null 2>&1; }
if ! have_wgpu; then
  echo "run_wgsl: installing wgpu and numpy into $venv"
  if [[ ! -x $venv/bin/pip ]]; then
    rm -rf "$venv"
    "$py" -m venv "$venv" >/dev/null 2>&1 || skip "'$py -m venv $venv' failed (Debian: apt-get install python3-venv)"
  fi
  timeout 300 "$venv/bin/pip" install --quiet --disable-pip-version-check --retries 2 --timeout 30 wgpu numpy ||
    skip "pip could not install wgpu / numpy from PyPI (no network?)"
  have_wgpu || skip "wgpu installed but 'import wgpu' fails in $venv"
fi

# lavapipe only, even where a GPU exists: the same device everywhere.
icd=$(ls /usr/share/vulkan/icd.d/lvp_icd.*.json 2>/dev/null | head -n 1)
[[ -n $icd ]] || skip "Mesa's lavapipe Vulkan driver is missing (apt-get install mesa-vulkan-drivers; tools/setup_deps.sh)"
export VK_ICD_FILENAMES=$icd VK_DRIVER_FILES=$icd
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp} PYTHONDONTWRITEBYTECODE=1
"$venv/bin/python" -c "import wgpu; assert wgpu.gpu.request_adapter_sync() is not None" >/dev/null 2>&1 ||
  skip "wgpu finds no Vulkan adapter through $icd"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
emit_to() {  # DIR ARGS...: emit_wgsl into DIR
  local dir=$1
  shift
  mkdir -p "$dir"
  "$emit" --out "$dir" "$@"
}
emit_to "$tmp/backend" --backend || fail=1
emit_to "$tmp/softmax_model" --model tools/wgsl/softmax_model.py || fail=1
dirs=("$tmp/backend" "$tmp/softmax_model")
# Models whose kernels WGSL cannot hold, with the diagnostic they give
# (kept in step with //tools/wgsl:wgsl_corpus_test).
declare -A rejected=([sampling_head]="has element type int64; WGSL has no 64-bit types")
for model in testdata/models/*.py; do
  name=$(basename "$model" .py)
  if emit_to "$tmp/models/$name" --model "$model" 2>"$tmp/$name.err"; then
    dirs+=("$tmp/models/$name")
  elif [[ -n ${rejected[$name]:-} ]] && grep -qF "${rejected[$name]}" "$tmp/$name.err"; then
    echo "run_wgsl: $name is not WGSL, as expected: $(head -n 1 "$tmp/$name.err")"
  else
    echo "run_wgsl: emit_wgsl failed on $model:"
    cat "$tmp/$name.err"
    fail=1
  fi
done

timeout 240 "$venv/bin/python" tools/wgsl/wgsl_check.py validate "${dirs[@]}" || fail=1
timeout 240 "$venv/bin/python" tools/wgsl/wgsl_check.py run "$tmp/backend" "$tmp/softmax_model"
rc=$?
((rc == 124)) && exit 124
((rc == 0)) || fail=1
exit "$fail"
