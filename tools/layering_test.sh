#!/usr/bin/env bash
# //tools:layering_test: checks docs/architecture.md's dependency rules on the
# live source tree.
#
# Why the live tree and not runfiles: Bazel 4.2.3 globs cannot cross package
# boundaries, so no single target can list every .h/.cc/BUILD file under
# compiler/, targets/ and inspector/ (and one filegroup per package would be
# easy to forget, silently leaving that package unchecked). So the checker
# follows the real path of its own runfile back to the workspace and walks the
# whole tree. The rule is tagged "external" (never cached: the tree is not a
# declared input) and "local" (no sandbox, reads outside the runfiles).
set -euo pipefail
checker=$1
py=/usr/bin/python3
[[ -x $py ]] || py=python3
exec "$py" "$checker"
