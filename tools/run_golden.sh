#!/usr/bin/env bash
# A small lit: runs the `# RUN:` lines of one golden test file.
#
#   run_golden.sh [--tool=PATH] [--filecheck=PATH] FILE
#
# Every line of FILE that reads `# RUN: <command>` (or `// RUN:`) is one
# command; a command that ends in `\` continues on the next RUN line. Before a
# command runs, these are substituted (shell-quoted):
#   %rlx        the tool under test (--tool)
#   %FileCheck  LLVM's FileCheck (--filecheck), with --enable-var-scope
#   %s          FILE        %S  the directory of FILE
#   %t          a scratch path under $TEST_TMPDIR, unique to FILE
# Each command runs in its own `bash` with `set -eo pipefail`, where
#   not CMD...          succeeds iff CMD exits non-zero without crashing
#   not --crash CMD...  succeeds iff CMD is killed by a signal (abort, segv)
# The commands run in order; the first one that fails stops the test with a
# message naming the RUN line and showing its output.
set -uo pipefail

usage() {
  echo "usage: run_golden.sh [--tool=PATH] [--filecheck=PATH] FILE" >&2
  exit 2
}

tool=""
filecheck=""
file=""
for arg in "$@"; do
  case "$arg" in
    --tool=*) tool=${arg#--tool=} ;;
    --filecheck=*) filecheck=${arg#--filecheck=} ;;
    -*) usage ;;
    *) [[ -z $file ]] || usage; file=$arg ;;
  esac
done
[[ -n $file ]] || usage

abspath() { [[ $1 == /* ]] && printf '%s' "$1" || printf '%s/%s' "$PWD" "$1"; }
die() {
  echo "run_golden: ERROR: $file: $*" >&2
  exit 1
}

[[ -f $file ]] || die "no such file"
file_abs=$(abspath "$file")
[[ -z $tool ]] || tool=$(abspath "$tool")
[[ -z $filecheck ]] || filecheck=$(abspath "$filecheck")

# --- collect RUN commands (with the source line each one starts on) ---------
cmds=()
cmd_lines=()
pending=""
pending_line=0
lineno=0
run_re='^[[:space:]]*(#|//)[[:space:]]*RUN:[[:space:]]?(.*)$'
while IFS= read -r line || [[ -n $line ]]; do
  lineno=$((lineno + 1))
  [[ $line =~ $run_re ]] || {
    [[ -z $pending ]] || die "line $lineno: RUN line $pending_line ends in '\\' but line $lineno is not a RUN line"
    continue
  }
  body=${BASH_REMATCH[2]}
  body=${body%"${body##*[![:space:]]}"}  # trailing whitespace
  ((pending_line)) || pending_line=$lineno
  if [[ $body == *\\ ]]; then
    pending+="${body%\\} "
    continue
  fi
  [[ -n $pending$body ]] || die "line $lineno: empty RUN line"
  cmds+=("$pending$body")
  cmd_lines+=("$pending_line")
  pending=""
  pending_line=0
done <"$file"
[[ -z $pending ]] || die "RUN line $pending_line ends in '\\' at the end of the file"
((${#cmds[@]} > 0)) || die "no RUN lines found (expected lines like '# RUN: %rlx print %s | %FileCheck %s')"

# --- run them ----------------------------------------------------------------
tmp_root=${TEST_TMPDIR:-}
if [[ -z $tmp_root ]]; then
  tmp_root=$(mktemp -d)
  trap 'rm -rf "$tmp_root"' EXIT
fi
stem=$(basename "$file")
scratch="$tmp_root/run_golden.$stem"
mkdir -p "$scratch"

q() { printf '%q' "$1"; }
expand() {
  local c=$1
  if [[ $c == *%rlx* ]]; then
    [[ -n $tool ]] || die "a RUN line uses %rlx but no --tool was given"
    c=${c//"%rlx"/"$(q "$tool")"}
  fi
  if [[ $c == *%FileCheck* ]]; then
    [[ -n $filecheck ]] || die "a RUN line uses %FileCheck but no --filecheck was given"
    # --enable-var-scope: a [[VAR:...]] captured under one CHECK-LABEL does
    # not leak into the next, so each function's checks stand on their own.
    c=${c//"%FileCheck"/"$(q "$filecheck") --enable-var-scope"}
  fi
  c=${c//"%t"/"$(q "$scratch/$stem.tmp")"}
  c=${c//"%S"/"$(q "$(dirname "$file_abs")")"}
  c=${c//"%s"/"$(q "$file_abs")"}
  printf '%s' "$c"
}

# Prelude of every command: strict mode and the `not` helper (as in LLVM's lit).
read -r -d '' prelude <<'PRELUDE'
set -eo pipefail
not() {
  local crash=0 rc=0
  if [[ ${1-} == --crash ]]; then crash=1; shift; fi
  "$@" || rc=$?
  if ((crash)); then
    ((rc > 128)) && return 0
    echo "not --crash: '$*' exited $rc; expected it to be killed by a signal" >&2
    return 1
  fi
  if ((rc == 0)); then
    echo "not: '$*' succeeded; expected it to fail" >&2
    return 1
  fi
  if ((rc > 128)); then
    echo "not: '$*' crashed (exit $rc, signal $((rc - 128))); expected a clean error exit" >&2
    return 1
  fi
  return 0
}
PRELUDE

n=${#cmds[@]}
for ((i = 0; i < n; i++)); do
  raw=${cmds[i]}
  expanded=$(expand "$raw") || exit 1
  script="$scratch/run$((i + 1)).sh"
  out="$scratch/run$((i + 1)).out"
  printf '%s\ncd %s\n%s\n' "$prelude" "$(q "$scratch")" "$expanded" >"$script"
  bash "$script" >"$out" 2>&1
  rc=$?
  if ((rc != 0)); then
    {
      echo "run_golden: FAIL: $file:${cmd_lines[i]}: RUN line $((i + 1)) of $n exited $rc"
      echo "  RUN:      $raw"
      echo "  expanded: $expanded"
      echo "--- output of RUN line $((i + 1)) ---"
      cat "$out"
      echo "--- end of output ---"
    } >&2
    exit 1
  fi
  echo "run_golden: ok: RUN line $((i + 1)) of $n: $raw"
done
echo "run_golden: PASS: $file ($n RUN lines)"
