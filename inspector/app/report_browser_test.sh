#!/bin/bash
# The HTML report as a browser sees it: headless Chromium (Debian's
# chromium-headless-shell, see tools/setup_deps.sh) parses and renders the
# report of the built-in model; the DOM it dumps must hold the timeline
# the trace saved from the same run describes, and its screenshot must show
# the table.
# Usage (sh_test): report_browser_test.sh rlx-inspect check_report_dom.py check_png.py
set -euo pipefail
bin="$1"
check_dom="$2"
check_png="$3"
out="${TEST_UNDECLARED_OUTPUTS_DIR:-$(mktemp -d)}"
browser=""
for b in chromium-headless-shell chromium; do
  if command -v "$b" >/dev/null; then browser="$b"; break; fi
done
[[ -n $browser ]] || { echo "no chromium-headless-shell or chromium: run tools/setup_deps.sh"; exit 1; }

"$bin" --report="$out/report.html" --save-trace="$out/trace.json"
# --no-sandbox: Chromium's own sandbox cannot start as root or inside
# Bazel's sandbox; the page is our own file. A fresh profile in the test's
# directory, since $HOME may be read-only.
flags=(--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run
  --user-data-dir="$out/profile" --allow-file-access-from-files)
url="file://$(cd "$out" && pwd)/report.html"
timeout 120 "$browser" "${flags[@]}" --dump-dom "$url" >"$out/dom.html" 2>"$out/browser.log" ||
  { echo "$browser --dump-dom failed"; tail -20 "$out/browser.log"; exit 1; }
python3 "$check_dom" "$out/dom.html" "$out/trace.json"

timeout 120 "$browser" "${flags[@]}" --window-size=800,600 --hide-scrollbars \
  --screenshot="$out/report.png" "$url" >>"$out/browser.log" 2>&1 ||
  { echo "$browser --screenshot failed"; tail -20 "$out/browser.log"; exit 1; }
# The timeline's header cells (#e8e8e8) are on screen.
python3 "$check_png" "$out/report.png" 800 600 232,232,232
echo "PASS"
