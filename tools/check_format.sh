#!/usr/bin/env bash
# Every tracked C++ file (*.cc, *.h) is formatted by clang-format 14 with the
# repository's .clang-format. Prints each file that is not, with the first
# lines of the change clang-format would make, and exits 1; exits 0 when all
# are formatted, 77 when clang-format-14 or git is missing (not a failure:
# tools/test_all.sh counts it as skipped).
#
# Usage: bash tools/check_format.sh [--fix]   (--fix rewrites the files in place)
set -uo pipefail
cd "$(dirname "$0")/.."

fmt=$(command -v clang-format-14 || true)
if [[ -z $fmt ]] || ! git rev-parse --git-dir >/dev/null 2>&1; then
  echo "FORMAT SKIPPED: needs clang-format-14 (Debian's clang-format-14) and a git checkout"
  exit 77
fi

mapfile -t files < <(git ls-files -- '*.cc' '*.h')
if [[ ${1:-} == --fix ]]; then
  printf '%s\0' "${files[@]}" | xargs -0 "$fmt" -i
  exit 0
fi

bad=0
for f in "${files[@]}"; do
  [[ -f $f ]] || continue  # deleted in the work tree, not yet in the index
  if ! "$fmt" --dry-run -Werror "$f" >/dev/null 2>&1; then
    bad=$((bad + 1))
    echo "check_format: $f is not formatted; the change clang-format-14 makes:"
    "$fmt" "$f" | diff -u "$f" - | sed -n '3,12p'
  fi
done
if ((bad > 0)); then
  echo "check_format: ${bad} of ${#files[@]} files differ; run: bash tools/check_format.sh --fix"
  exit 1
fi
echo "check_format: all ${#files[@]} C++ files are formatted"
