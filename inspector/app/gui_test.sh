#!/bin/bash
# Headless checks of the rlx-inspect binary: screenshots of each main view
# under a throw-away X server (xvfb-run, Mesa llvmpipe) and the HTML report.
# Usage (sh_test): gui_test.sh path/to/rlx-inspect path/to/check_png.py
set -euo pipefail
bin="$1"
check="$2"
out="${TEST_UNDECLARED_OUTPUTS_DIR:-$(mktemp -d)}"
# Mesa would try to create a shader cache under the read-only $HOME/.cache.
export MESA_SHADER_CACHE_DISABLE=true
xvfb() { xvfb-run -a -s '-screen 0 1280x800x24 -nolisten tcp' "$@"; }

# Colours of regions each view must show (see inspector/view/*.cc):
# diff: added-row and changed-row backgrounds; graph: canvas, binding and
# parameter boxes; decisions: the selected timeline row.
declare -A colours=(
  [diff]="34,74,34 81,74,27"
  [graph]="24,26,32 52,60,78 40,70,50"
  [decisions]="30,56,88"
)
# DispatchSampling sits on an even timeline row (rows alternate shades, and
# the selection colour is checked exactly).
for view in diff graph decisions; do
  png="$out/$view.png"
  xvfb "$bin" --screenshot="$png" --select-pass=DispatchSampling --view="$view"
  # shellcheck disable=SC2086
  python3 "$check" "$png" 1280 800 ${colours[$view]}
done
# Another size, to be sure the PNG follows the window.
xvfb "$bin" --screenshot="$out/small.png" --size=800x600 --view=timeline
python3 "$check" "$out/small.png" 800 600

html="$out/report.html"
"$bin" --report="$html"
grep -q '<table id="timeline">' "$html" || { echo "no timeline table"; exit 1; }
grep -q 'DispatchSampling' "$html" || { echo "no DispatchSampling pass"; exit 1; }
grep -q 'sort' "$html" || { echo "no sort decision"; exit 1; }
if grep -q 'http' "$html"; then echo "report refers to an external resource"; exit 1; fi

# --save-trace writes the `rlx opt --trace` format: the saved trace opens as
# FILE and saves back to the same bytes (times and stages included).
"$bin" --save-trace="$out/trace.json"
"$bin" "$out/trace.json" --save-trace="$out/trace2.json" --report="$out/from_trace.html"
cmp "$out/trace.json" "$out/trace2.json" || { echo "a saved trace does not save back identically"; exit 1; }
grep -q '"name": "DispatchSampling"' "$out/trace.json" || { echo "no DispatchSampling in the saved trace"; exit 1; }
grep -q 'DispatchSampling' "$out/from_trace.html" || { echo "the report of the saved trace lacks its passes"; exit 1; }

# Bad input is a diagnostic and exit status 1, not a crash.
set +e
"$bin" --save-trace=/nonexistent/dir/t.json 2>"$out/err_save.txt"
rc=$?
set -e
[[ $rc -eq 1 ]] || { echo "expected exit 1 for an unwritable --save-trace, got $rc"; exit 1; }
grep -q "cannot write trace file '/nonexistent/dir/t.json'" "$out/err_save.txt" ||
  { echo "no diagnostic for the unwritable path"; cat "$out/err_save.txt"; exit 1; }

set +e
"$bin" --select-pass=NoSuchPass --report="$out/x.html" --screenshot="$out/x.png" 2>"$out/err.txt"
rc=$?
set -e
[[ $rc -eq 1 ]] || { echo "expected exit 1 for an unknown pass, got $rc"; exit 1; }
grep -q "NoSuchPass" "$out/err.txt" || { echo "diagnostic does not name the pass"; cat "$out/err.txt"; exit 1; }
echo "PASS"
