#!/usr/bin/env bash
# Bazel sh_test wrapper for tools/doc_test.py (//tools:readme_doc_test):
#
#   doc_test.sh DOC_TEST_PY RLX FILE.md...
#
# Runs every ```sh runnable block of the Markdown files with RLX as the rlx
# command. The test's working directory is its runfiles tree, which holds the
# testdata/ files named in the rule's data; the blocks get a fresh temporary
# directory (under $TEST_TMPDIR) with that testdata/ in it.
set -euo pipefail
if (($# < 3)); then
  echo "usage: doc_test.sh DOC_TEST_PY RLX FILE.md..." >&2
  exit 2
fi
script=$1
rlx=$2
shift 2
exec python3 "$script" --rlx "$rlx" --root "$PWD" "$@"
