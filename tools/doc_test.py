#!/usr/bin/env python3
"""Runs the runnable shell blocks of Markdown files (README.md, docs/*.md).

    doc_test.py --rlx PATH_TO_RLX [--root DIR] [--timeout S] FILE.md...

A runnable block is a fenced code block whose info string is `sh runnable`:

    ```sh runnable
    bazel run -c opt //tools/rlx -- passes
    ```

Plain ```sh blocks are documentation only and never run. In a runnable
block, the rlx invocations a user types

    bazel run -c opt //tools/rlx -- ARGS...
    bazel run //tools/rlx -- ARGS...
    bazel-bin/tools/rlx/rlx ARGS...

are rewritten to PATH_TO_RLX; any other use of bazel is an error (a block
must not build anything). Each block then runs as `bash -euo pipefail` in a
fresh temporary directory that holds `testdata/` (a symlink to DIR/testdata;
DIR defaults to the repository holding this script), with TMPDIR pointing
into that temporary directory and a time limit per block (120 s unless
--timeout says otherwise).

Every block is reported as `FILE:LINE: block N passed` or `... failed`
(LINE: the opening fence; N counts the file's runnable blocks from 1), with
the block's output after a failure. A file without any runnable block is a
failure, so the test cannot pass vacuously.

Exit status: 0 every block passed, 1 a block failed (or a file had none),
2 usage error (no such rlx, no DIR/testdata, unreadable file).
"""

import argparse
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile

FENCE_RE = re.compile(r"^(?P<indent>[ ]{0,3})(?P<fence>`{3,}|~{3,})(?P<info>.*)$")

# The forms of the rlx command a runnable block may use (README.md).
RLX_FORMS = [
    re.compile(r"\bbazel\s+run\s+(?:-c\s+opt\s+|--compilation_mode(?:=|\s+)opt\s+|--config(?:=|\s+)opt\s+)?"
               r"//tools/rlx\s+--(?=\s|$)"),
    re.compile(r"(?<![\w./-])(?:\./)?bazel-bin/tools/rlx/rlx(?![\w./-])"),
]
# After the rewrite, any bazel left on a command line is an error.
LEFTOVER_BAZEL_RE = re.compile(r"(?<![\w./-])bazel(?:-bin|-out|-testlogs)?(?![\w.-])")


class Block:
    def __init__(self, path, line, index, text):
        self.path = path  # the Markdown file, as given
        self.line = line  # 1-based line of the opening fence
        self.index = index  # 1-based among the file's runnable blocks
        self.text = text


def is_runnable(info):
    words = info.strip().split()
    return len(words) >= 2 and words[0] == "sh" and words[1] == "runnable"


def extract_blocks(path, text):
    """The runnable blocks of one Markdown file, in order."""
    blocks = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = FENCE_RE.match(lines[i])
        if not m or (m.group("fence")[0] == "`" and "`" in m.group("info")):
            i += 1
            continue
        fence = m.group("fence")
        start = i
        body = []
        i += 1
        closed = False
        while i < len(lines):
            stripped = lines[i].strip()
            if (stripped.startswith(fence[0] * len(fence)) and set(stripped) == {fence[0]}
                    and len(lines[i]) - len(lines[i].lstrip(" ")) <= 3):
                closed = True
                break
            body.append(lines[i])
            i += 1
        i += 1  # past the closing fence
        if is_runnable(m.group("info")):
            if not closed:
                raise ValueError("%s:%d: runnable block has no closing fence" % (path, start + 1))
            blocks.append(Block(path, start + 1, len(blocks) + 1, "\n".join(body) + "\n"))
    return blocks


def rewrite(text, rlx):
    """Replaces the rlx forms by the binary; returns (script, error)."""
    quoted = shlex.quote(rlx)
    for form in RLX_FORMS:
        text = form.sub(lambda _m: quoted, text)
    for n, line in enumerate(text.splitlines(), 1):
        code = line.strip()
        if code.startswith("#"):
            continue
        if LEFTOVER_BAZEL_RE.search(line):
            return None, ("line %d uses bazel in a form doc_test cannot run (only `bazel run -c opt "
                          "//tools/rlx -- ARGS` and `bazel-bin/tools/rlx/rlx ARGS`): %s" % (n, code))
    return text, None


def run_block(block, script, root, top, timeout):
    """Runs one block; returns (ok, output)."""
    base = os.path.join(top, "%s.%d" % (re.sub(r"[^\w.-]", "_", os.path.basename(block.path)), block.index))
    work = os.path.join(base, "work")
    tmp = os.path.join(base, "tmp")
    os.makedirs(work)
    os.makedirs(tmp)
    os.symlink(os.path.join(root, "testdata"), os.path.join(work, "testdata"))
    script_path = os.path.join(base, "block.sh")
    with open(script_path, "w") as f:
        f.write(script)
    env = dict(os.environ)
    env["TMPDIR"] = tmp
    env.setdefault("HOME", top)
    # PoCL (rlx build/run --target=opencl) keeps compiled kernels here; one
    # cache for all blocks of this run, outside the repository.
    env.setdefault("POCL_CACHE_DIR", os.path.join(top, "pocl-cache"))
    env.pop("BUILD_WORKING_DIRECTORY", None)
    proc = subprocess.Popen(["bash", "-euo", "pipefail", script_path], cwd=work, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        return False, out.decode(errors="replace") + "\n[doc_test: timed out after %d s]\n" % timeout
    text = out.decode(errors="replace")
    if proc.returncode != 0:
        return False, text + "\n[doc_test: exit status %d]\n" % proc.returncode
    return True, text


def indent(text, prefix="    | "):
    lines = text.rstrip("\n").splitlines() or [""]
    return "\n".join(prefix + line for line in lines)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rlx", required=True, help="the rlx binary the blocks run")
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.realpath(__file__))),
                        help="directory holding testdata/ (default: this repository)")
    parser.add_argument("--timeout", type=int, default=120, help="seconds per block (default 120)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary directories")
    parser.add_argument("--verbose", action="store_true", help="show the output of passing blocks too")
    parser.add_argument("files", nargs="+", metavar="FILE.md")
    args = parser.parse_args(argv)

    rlx = os.path.abspath(args.rlx)
    if not (os.path.isfile(rlx) and os.access(rlx, os.X_OK)):
        print("doc_test: --rlx %s is not an executable file" % args.rlx, file=sys.stderr)
        return 2
    root = os.path.abspath(args.root)
    if not os.path.isdir(os.path.join(root, "testdata")):
        print("doc_test: --root %s has no testdata/ directory" % args.root, file=sys.stderr)
        return 2

    blocks = []
    failures = 0
    for path in args.files:
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            print("doc_test: cannot read %s: %s" % (path, e), file=sys.stderr)
            return 2
        try:
            found = extract_blocks(path, text)
        except ValueError as e:
            print(str(e))
            failures += 1
            continue
        if not found:
            print("%s: no runnable block (mark runnable shell blocks with ```sh runnable)" % path)
            failures += 1
        blocks.extend(found)

    top = tempfile.mkdtemp(prefix="doc_test.", dir=os.environ.get("TEST_TMPDIR"))
    passed = 0
    try:
        for block in blocks:
            script, error = rewrite(block.text, rlx)
            if error:
                ok, output = False, "[doc_test: %s]\n" % error
            else:
                ok, output = run_block(block, script, root, top, args.timeout)
            print("%s:%d: block %d %s" % (block.path, block.line, block.index, "passed" if ok else "failed"))
            if ok:
                passed += 1
                if args.verbose:
                    print(indent(output))
            else:
                failures += 1
                print(indent(block.text.rstrip("\n"), "    $ "))
                print(indent(output))
            sys.stdout.flush()
    finally:
        if args.keep:
            print("doc_test: kept %s" % top)
        else:
            shutil.rmtree(top, ignore_errors=True)
    print("doc_test: %d blocks, %d passed, %d failed" % (len(blocks), passed, len(blocks) - passed))
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
