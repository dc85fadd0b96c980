#!/usr/bin/env bash
# Conformance with Apache TVM: installs TVM from PyPI into a virtualenv (never
# a dependency of the compiler; reused between runs) and runs conformance.py,
# which compares TVM's DispatchSortScan / DispatchSampling with rlx's.
#
# Usage: tools/tvm_conformance/run.sh [--rlx PATH] [--wheel WHL] [--write] [--verbose]
#   --rlx      the rlx binary (default bazel-bin/tools/rlx/rlx)
#   --wheel    also install this rlx wheel (//python:wheel) into the venv and
#              run python/tests_tvm under pytest: rlx's Python package on
#              TVM's own IRModules, against TVM's own passes
#   --write    regenerate tools/tvm_conformance/DIFFERENCES.md
# Environment: RLX_TVM_VENV (default ~/.cache/rlx-tvm-venv), PYTHON (python3).
# Exit status: 0 agrees (every difference listed with its reason), 1 an
# unexplained or stale difference, 77 skipped (TVM could not be installed:
# no network, no venv module), 124 ran past its time limit.
set -uo pipefail
cd "$(dirname "$0")/../.."

TVM_VERSION=0.27.0.post1
wheel=
args=()
while (($#)); do
  case $1 in
    --wheel) wheel=$2; shift 2 ;;
    --wheel=*) wheel=${1#--wheel=}; shift ;;
    *) args+=("$1"); shift ;;
  esac
done
venv=${RLX_TVM_VENV:-$HOME/.cache/rlx-tvm-venv}
py=${PYTHON:-python3}

skip() {
  echo "################################################################"
  echo "# CONFORMANCE SKIPPED: $1"
  echo "################################################################"
  exit 77
}

# apache-tvm-ffi 0.1.15 crashes TVM 0.27 when it prints a module with
# constants (from_tvm does): pin the release before it. pytest runs the
# rlx-on-TVM interop tests (python/tests_tvm).
FFI_VERSION=0.1.14.post1
have_tvm() {
  "$venv/bin/python" -c "import numpy, pytest, tvm, tvm_ffi, importlib.metadata as m
assert tvm.__version__ == '$TVM_VERSION' and m.version('apache-tvm-ffi') == '$FFI_VERSION'" >/dev/null 2>&1
}

if ! have_tvm; then
  echo "tvm_conformance: installing apache-tvm==$TVM_VERSION into $venv"
  if [[ ! -x $venv/bin/pip ]]; then
    rm -rf "$venv"
    "$py" -m venv "$venv" >/dev/null 2>&1 ||
      skip "'$py -m venv $venv' failed (Debian: apt-get install python3-venv)"
  fi
  # The wheel is ~100 MB; bound the download so an unreachable index fails
  # in minutes, not hours.
  timeout 600 "$venv/bin/pip" install --quiet --disable-pip-version-check --retries 2 --timeout 30 \
    "apache-tvm==$TVM_VERSION" "apache-tvm-ffi==$FFI_VERSION" numpy pytest ||
    skip "pip could not install apache-tvm==$TVM_VERSION from PyPI (no network?)"
  have_tvm || skip "apache-tvm==$TVM_VERSION installed but 'import tvm' fails in $venv"
fi

# No __pycache__ in the source tree. A warm run takes about a minute; the
# limit keeps a hang from stalling CI.
export PYTHONDONTWRITEBYTECODE=1
timeout 300 "$venv/bin/python" tools/tvm_conformance/conformance.py "${args[@]}"
rc=$?
if [[ -n $wheel ]]; then
  echo "== python/tests_tvm (the rlx wheel on TVM's IRModules)"
  "$venv/bin/pip" install --quiet --no-deps --force-reinstall --disable-pip-version-check "$wheel" || exit 1
  # From outside the tree, so that `import rlx` is the installed wheel.
  tests=$(pwd)/python/tests_tvm
  (cd "${TMPDIR:-/tmp}" && timeout 300 "$venv/bin/python" -m pytest -q -p no:cacheprovider "$tests")
  prc=$?
  ((rc != 0)) || rc=$prc
fi
exit "$rc"
