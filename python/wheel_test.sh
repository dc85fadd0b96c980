#!/usr/bin/env bash
# The wheel installs into a fresh virtual environment (offline: no index,
# numpy from Debian's python3-numpy through --system-site-packages) and
# the whole pytest suite passes against the installed package, imported
# from outside the source tree.
set -euo pipefail
root="$TEST_SRCDIR/$TEST_WORKSPACE"
wheel=$(ls "$root"/python/rlx-*.whl)
venv="$TEST_TMPDIR/venv"
/usr/bin/python3 -m venv --system-site-packages "$venv"
"$venv/bin/python" -m pip install --quiet --no-index --no-deps --disable-pip-version-check "$wheel"
cd "$TEST_TMPDIR"
"$venv/bin/python" -c 'import rlx, os; assert "site-packages" in rlx.__file__, rlx.__file__; print("installed:", os.path.dirname(rlx.__file__))'
RLX_INSTALLED=1 RLX_PYTHON="$venv/bin/python" exec bash "$root/python/run_pytest.sh"
