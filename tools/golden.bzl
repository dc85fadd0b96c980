"""golden_tests: one sh_test per golden test file, run by tools/run_golden.sh.

A golden test file carries its own commands in `# RUN:` lines and its
expectations in FileCheck lines (`# CHECK:` or any prefix the RUN line selects
with --check-prefix). See tools/run_golden.sh for the substitutions
(%rlx, %FileCheck, %s, %S, %t) and the `not` helper.

    load("//tools:golden.bzl", "golden_tests")

    golden_tests(
        name = "golden",
        srcs = glob(["testdata/*.py"]),
    )

makes `:golden_<stem>` for every file (e.g. testdata/fuse_ops.py ->
:golden_fuse_ops) and a test_suite `:golden` holding all of them.
"""

def _stem(src):
    base = src.split(":")[-1].split("/")[-1]
    if "." in base:
        base = base[:base.rindex(".")]
    out = ""
    for c in base.elems():
        out += c if (c.isalnum() or c in "_-") else "_"
    return out

def golden_tests(
        name,
        srcs,
        tool = "//tools/rlx",
        data = [],
        size = "small",
        tags = [],
        **kwargs):
    """One sh_test per file in `srcs`, plus a test_suite `name`.

    Args:
      name: prefix of the test names and name of the test_suite.
      srcs: golden test files, each with at least one `# RUN:` line.
      tool: the executable `%rlx` stands for.
      data: extra files the RUN lines need (use %S to reach files beside them).
      size: test size of every generated test.
      tags: tags of every generated test and of the suite.
      **kwargs: passed to each sh_test (e.g. timeout, visibility).
    """
    if not srcs:
        fail("golden_tests(name = %r): srcs is empty" % name)
    filecheck = "//third_party:filecheck"
    seen = {}
    tests = []
    for src in srcs:
        test_name = "%s_%s" % (name, _stem(src))
        if test_name in seen:
            fail("golden_tests(name = %r): %r and %r both map to test %r; rename one" %
                 (name, seen[test_name], src, test_name))
        seen[test_name] = src
        native.sh_test(
            name = test_name,
            srcs = ["//tools:run_golden.sh"],
            args = [
                "--tool=$(rootpath %s)" % tool,
                "--filecheck=$(rootpath %s)" % filecheck,
                "$(rootpath %s)" % src,
            ],
            data = [src, tool, filecheck] + data,
            size = size,
            tags = tags,
            **kwargs
        )
        tests.append(":" + test_name)
    native.test_suite(
        name = name,
        tests = tests,
        tags = tags,
    )
