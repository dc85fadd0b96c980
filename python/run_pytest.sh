#!/usr/bin/env bash
# Runs python/tests under pytest with Debian's Python 3.11 (the interpreter
# the extension is built for, with python3-numpy and python3-pytest), on
# the package in Bazel's runfiles, or, with RLX_INSTALLED=1, on the rlx
# that the interpreter already imports (a wheel installed into a venv).
# pytest's JUnit XML goes where Bazel reads test results, so skipped cases
# count as skipped.
set -euo pipefail
root="${TEST_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}"
[[ -d $root/${TEST_WORKSPACE:-rlx}/python ]] && root="$root/${TEST_WORKSPACE:-rlx}"
python="${RLX_PYTHON:-/usr/bin/python3}"
if [[ ${RLX_INSTALLED:-0} != 1 ]]; then
  export PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}"
fi
xml=()
[[ -n ${XML_OUTPUT_FILE:-} ]] && xml=(--junitxml="$XML_OUTPUT_FILE")
cd "${TEST_TMPDIR:-/tmp}"
exec "$python" -m pytest -p no:cacheprovider -q -rs "${xml[@]}" "$root/python/tests" "$@"
