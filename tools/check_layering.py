#!/usr/bin/env python3
"""Checks the package dependency rules of docs/architecture.md.

Scans every C++ file (#include "compiler/...", "targets/...", "inspector/...",
and ImGui/GLFW/GL headers) and every BUILD file (labels //compiler/...,
//targets/..., //inspector/..., //third_party:imgui, @imgui) under compiler/,
targets/ and inspector/ of ROOT, and reports each edge the rules forbid.

    check_layering.py [--root ROOT]

ROOT defaults to the repository that holds this script (found through the
real path of the script, so it also works from Bazel's runfiles). Exit status:
0 clean, 1 violations (one line each, sorted), 2 usage or I/O error.

Rules
  * LAYERS below: a package may depend on the packages listed for it and,
    transitively, on everything those may depend on. Arrows (docs/architecture.md):
      support <- ir <- tir <- te <- relax <- op <- script
      op <- pass <- {transform, pattern} <- backend <- codegen
         <- contrib/<backend> <- contrib <- driver
         <- targets/<t> <- targets/registry <- inspector/model
      targets/common (the shared stages) sits between contrib and targets/<t>.
      runtime <- contrib/<backend>/runtime <- runtime/builtin <- runtime/vm
         <- codegen.
    A LAYERS key may hold '*' for one directory ('compiler/contrib/*',
    'compiler/contrib/*/runtime'): every directory it matches is a package.
  * compiler/ never depends on targets/ (library code: a test of compiler/
    may build through targets/registry, as tests are leaves).
  * runtime is reachable from IR-level code only through two narrow doors:
    relax (and what sits above it) may use runtime's NDArray
    (compiler/runtime/ndarray.h and float_format.h,
    //compiler/runtime:ndarray); op (and above) may use the reference
    kernels (compiler/runtime/ref/...). compiler/tir/interp also has the
    NDArray door, and the packed-function door (compiler/runtime/
    packed_func.h and compiler/runtime/builtin/packed_call.h,
    //compiler/runtime:packed_func and //compiler/runtime/builtin:packed_call)
    for T.call_packed.
  * A directory nested in a package is part of it, unless LAYERS lists it
    as a package of its own (compiler/tir/interp, compiler/runtime/vm, or
    through a wildcard compiler/contrib/dnnl/runtime).
  * No offload library (compiler/contrib/<a>, with its runtime/) depends on
    another (compiler/contrib/<b>); compiler/contrib/common is shared.
  * Nothing in compiler/ or targets/ depends on inspector/; no targets/<a>
    depends on targets/<b> (common and registry excepted); only inspector/view
    and inspector/app use ImGui/GLFW/OpenGL.
  * Tests (*_test.cc, *_benchmark.cc, files under testdata/, and *_test /
    golden_tests / test_suite rules) are leaves nothing depends on, so they
    cannot invert the layering: they may use any package (a transform test may
    parse TVMScript), but the hard rules above (inspector, target to target,
    offload library to offload library) still apply to them.
  * A package missing from LAYERS is reported: new packages must be placed.
"""

import argparse
import ast
import functools
import os
import re
import sys

# package -> packages it may depend on directly. "targets/*" stands for every
# targets/<t> other than common and registry. Pseudo-packages in brackets are
# the two narrow doors into runtime.
LAYERS = {
    "compiler/support": [],
    "compiler/ir": ["compiler/support"],
    "compiler/tir": ["compiler/ir"],
    # The TIR interpreter runs PrimFuncs on host arrays; op's call_tir
    # evaluator uses it.
    # It runs T.call_packed through runtime's packed-function table.
    "compiler/tir/interp": ["compiler/tir", "compiler/runtime[ndarray]", "compiler/runtime[packed]"],
    "compiler/te": ["compiler/tir"],
    # topi (kernels on te) sits beside relax so that op's Legalize can use it.
    "compiler/topi": ["compiler/te"],
    "compiler/relax": ["compiler/te", "compiler/runtime[ndarray]"],
    "compiler/op": ["compiler/relax", "compiler/topi", "compiler/runtime[ref]", "compiler/tir/interp"],
    "compiler/script": ["compiler/op"],
    # Analyses over whole modules (the well-formed checker) need op purity.
    "compiler/analysis": ["compiler/op"],
    # The rlx driver, instruments and tools above need the parser/printer, so
    # script sits below pass in one line rather than on a side branch.
    "compiler/pass": ["compiler/script", "compiler/analysis"],
    # FuseOpsByPattern-style transforms use the pattern language.
    "compiler/pattern": ["compiler/pass"],
    "compiler/transform": ["compiler/pass", "compiler/pattern"],
    "compiler/backend": ["compiler/transform", "compiler/pattern"],
    "compiler/runtime": ["compiler/ir"],
    # An offload library's runtime module (compiler/contrib/<backend>/runtime)
    # and what several of them share.
    "compiler/contrib/common/runtime": ["compiler/runtime"],
    "compiler/contrib/*/runtime": ["compiler/runtime", "compiler/contrib/common/runtime"],
    # The packed-function table with the built-in libraries: above every
    # runtime module it lists.
    "compiler/runtime/builtin": ["compiler/contrib/*/runtime"],
    "compiler/runtime/vm": ["compiler/runtime/builtin"],
    "compiler/codegen": ["compiler/backend", "compiler/runtime/vm"],
    # GPU kernels through LLVM's NVPTX / AMDGPU backends (extends codegen/llvm),
    # shared by the cuda (nvptx) and rocm targets.
    "compiler/codegen/llvm_gpu": ["compiler/codegen"],
    # Build / LoadKernels / device artifacts for the host; targets come in as
    # a TargetSupport value (compiler/driver/target_support.h), never as a
    # dependency.
    # An offload library (compiler/contrib/<backend>): its pattern table and
    # checks, code generator and offload passes; common/ is what several share.
    # The cutlass code generator emits source code (compiler/codegen/source).
    "compiler/contrib/common": ["compiler/backend"],
    "compiler/contrib/*": ["compiler/contrib/common", "compiler/codegen"],
    # The default pattern registry, partition_for_*, the pass entries.
    "compiler/contrib": ["compiler/contrib/*"],
    "compiler/driver": ["compiler/contrib", "compiler/codegen", "compiler/runtime/vm"],
    "targets/common": ["compiler/contrib"],
    # A target package: its pipeline, the passes only it uses, its code
    # generator (targets/<t>/codegen), its device runtime (targets/<t>/runtime)
    # and the DeviceBackend that hands them to the driver (targets/<t>/device.h).
    "targets/*": ["targets/common", "compiler/driver", "compiler/codegen/llvm_gpu"],
    # Routes a target to its package; binds driver::Build to every target.
    "targets/registry": ["targets/*"],
    # The rlx tool (tools/rlx) and the inspector build through the registry.
    "inspector/model": ["targets/registry"],
    "inspector/view": ["inspector/model"],
    "inspector/app": ["inspector/view"],
}
# Packages that may use ImGui, GLFW and OpenGL.
GUI_PACKAGES = {"inspector/view", "inspector/app"}
# Targets packages that are not a target of their own.
TARGETS_SHARED = {"targets/common", "targets/registry"}

TREES = ("compiler", "targets", "inspector")
CXX_EXTS = (".h", ".hh", ".hpp", ".inc", ".cc", ".cpp", ".cxx")
BUILD_NAMES = ("BUILD", "BUILD.bazel")
LABEL_ATTRS = ("deps", "srcs", "hdrs", "data", "textual_hdrs",
               "implementation_deps", "tool", "tools")

INCLUDE_RE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')
GUI_HEADER_RE = re.compile(
    r"^(imgui[^/]*\.h|imconfig\.h|imgui/.*|backends/imgui_impl_.*|GLFW/.*|GL/.*)$")
GUI_LABELS = ("//third_party:imgui", "@imgui//")


def is_target_package(pkg):
    """True for targets/<t> (a concrete target), false for common/registry."""
    return pkg.startswith("targets/") and pkg not in TARGETS_SHARED


def key_matches(key, segments):
    """True when the LAYERS key (segments, '*' matching any one) is a prefix
    of the directory segments."""
    k = key.split("/")
    return len(k) <= len(segments) and all(a == "*" or a == b for a, b in zip(k, segments))


def layer_key(pkg):
    """The LAYERS key that names pkg: itself, else a wildcard key of the same
    depth ('compiler/contrib/dnnl' -> 'compiler/contrib/*'); None if none."""
    if pkg in LAYERS:
        return pkg
    segments = pkg.split("/")
    for key in LAYERS:
        if "*" in key and len(key.split("/")) == len(segments) and key_matches(key, segments):
            return key
    return None


def package_of(path):
    """'compiler/ir/sub/x.h' -> 'compiler/ir'; None outside the three trees.
    A nested directory listed in LAYERS on its own ('compiler/tir/interp',
    or through a wildcard: 'compiler/contrib/dnnl/runtime') is its own
    package; the deepest key wins, a literal key over a wildcard one."""
    parts = path.split("/")
    if parts[0] not in TREES:
        return None
    if len(parts) < 3:  # a file directly in compiler/, targets/, inspector/
        return parts[0]
    dirs = parts[:-1]
    best = None
    for key in LAYERS:
        depth = len(key.split("/"))
        if depth < 3 or not key_matches(key, dirs):
            continue
        rank = (depth, "*" not in key)
        if best is None or rank > best:
            best = rank
    if best is not None:
        return "/".join(dirs[:best[0]])
    return parts[0] + "/" + parts[1]


def known(pkg):
    return layer_key(pkg) is not None or is_target_package(pkg)


def direct_deps(pkg):
    key = layer_key(pkg)
    if key is not None:
        return LAYERS[key]
    if is_target_package(pkg):
        return LAYERS["targets/*"]
    return []


def contrib_backend(pkg):
    """'dnnl' for compiler/contrib/dnnl and compiler/contrib/dnnl/runtime;
    None for compiler/contrib itself, common/ and everything else."""
    segments = pkg.split("/")
    if len(segments) >= 3 and segments[:2] == ["compiler", "contrib"] and segments[2] not in ("common", "*"):
        return segments[2]
    return None


@functools.lru_cache(maxsize=None)
def closure(pkg):
    """Everything pkg may depend on (may contain the pattern 'targets/*')."""
    seen = set()
    stack = list(direct_deps(pkg))
    while stack:
        d = stack.pop()
        if d in seen:
            continue
        seen.add(d)
        stack.extend(direct_deps(d))
    return frozenset(seen)


def runtime_door(path, label_name=None):
    """The narrow runtime door an edge to runtime goes through, if any."""
    if path.startswith("compiler/runtime/ref/") or path == "compiler/runtime/ref":
        return "compiler/runtime[ref]"
    # Host tensors, their element conversions and their file format (.npy)
    # form one door.
    if label_name is None and path in ("compiler/runtime/ndarray.h", "compiler/runtime/float_format.h",
                                       "compiler/runtime/npy.h"):
        return "compiler/runtime[ndarray]"
    if label_name in ("ndarray", "npy") and path == "compiler/runtime":
        return "compiler/runtime[ndarray]"
    # Runtime packed functions (T.call_packed targets) form another.
    if label_name is None and path in ("compiler/runtime/packed_func.h", "compiler/runtime/builtin/packed_call.h"):
        return "compiler/runtime[packed]"
    if (label_name == "packed_func" and path == "compiler/runtime") or (label_name == "packed_call"
                                                                      and path == "compiler/runtime/builtin"):
        return "compiler/runtime[packed]"
    return None


def layer_allows(src, dst, door):
    if src == dst:
        return True
    allowed = closure(src)
    if dst in allowed or (is_target_package(dst) and "targets/*" in allowed):
        return True
    key = layer_key(dst)
    if key is not None and key in allowed:
        return True
    return door is not None and door in allowed


def hard_rule(src, dst):
    """The rules that bind tests too. Returns a reason or None."""
    if dst.startswith("inspector") and not src.startswith("inspector"):
        return "nothing in compiler/ or targets/ may depend on inspector/"
    if (is_target_package(src) and is_target_package(dst) and src != dst):
        return "a target may not depend on another target (only on targets/common)"
    if src == "targets/common" and is_target_package(dst):
        return "targets/common may not depend on a particular target"
    a, b = contrib_backend(src), contrib_backend(dst)
    if a is not None and b is not None and a != b:
        return "an offload library may not depend on another (only on compiler/contrib/common)"
    return None


class Checker:
    def __init__(self):
        self.violations = []
        self.files = 0
        self.edges = 0

    def report(self, where, msg):
        self.violations.append("%s: %s" % (where, msg))

    def edge(self, where, src, is_test, dst_path, what, label_name=None):
        """An edge from package src to dst_path: a header path, or the
        Bazel package of a label (then label_name is the target name)."""
        self.edges += 1
        dst = package_of(dst_path if label_name is None else dst_path + "/BUILD")
        if dst is None:
            return
        reason = hard_rule(src, dst)
        if reason:
            self.report(where, "%s may not depend on %s (%s): %s" %
                        (src, dst, what, reason))
            return
        if is_test:
            return
        if src.startswith("compiler") and dst.startswith("targets"):
            self.report(where, "%s may not depend on %s (%s): compiler/ never depends on targets/; "
                        "the driver takes a TargetSupport, and programs build through "
                        "//targets/registry:build" % (src, dst, what))
            return
        if not known(src):
            self.report(where, "%s is not a package in LAYERS of "
                        "tools/check_layering.py (%s): place it in the layering"
                        % (src, what))
            return
        if layer_allows(src, dst, runtime_door(dst_path, label_name)):
            return
        if not known(dst):
            hint = "%s is not a package in LAYERS of tools/check_layering.py" % dst
        else:
            hint = "allowed: " + (", ".join(sorted(closure(src))) or "nothing")
        if dst == "compiler/runtime":
            hint += ("; IR-level code reaches runtime only through "
                     "compiler/runtime/ndarray.h (relax and above) and "
                     "compiler/runtime/ref/ (op and above)")
        self.report(where, "%s may not depend on %s (%s); %s" %
                    (src, dst, what, hint))

    def gui_edge(self, where, src, what):
        self.edges += 1
        if src not in GUI_PACKAGES:
            self.report(where, "%s may not use ImGui/GLFW/OpenGL (%s): only %s may"
                        % (src, what, " and ".join(sorted(GUI_PACKAGES))))

    def check_cxx(self, rel, text):
        src = package_of(rel)
        base = os.path.basename(rel)
        stem = os.path.splitext(base)[0]
        is_test = (stem.endswith("_test") or stem.endswith("_benchmark") or
                   "/testdata/" in rel)
        for lineno, line in enumerate(text.splitlines(), 1):
            m = INCLUDE_RE.match(line)
            if not m:
                continue
            inc = m.group(2).strip()
            where = "%s:%d" % (rel, lineno)
            what = "#include %s%s%s" % (m.group(1), inc,
                                        '"' if m.group(1) == '"' else ">")
            if GUI_HEADER_RE.match(inc):
                self.gui_edge(where, src, what)
            elif package_of(inc) is not None and "/" in inc:
                self.edge(where, src, is_test, inc, what)

    def check_build(self, rel, text):
        src = package_of(rel)
        try:
            tree = ast.parse(text, filename=rel)
        except SyntaxError as e:
            self.report("%s:%s" % (rel, e.lineno), "cannot parse BUILD file: %s" % e.msg)
            return
        # Top-level assignments, so `deps = COMMON_DEPS` is followed.
        names = {}
        for stmt in tree.body:
            if isinstance(stmt, ast.Assign):
                for t in stmt.targets:
                    if isinstance(t, ast.Name):
                        names[t.id] = stmt.value
        for stmt in tree.body:
            if not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)):
                continue
            call = stmt.value
            kind = call_name(call.func)
            rule = ""
            for kw in call.keywords:
                if kw.arg == "name" and isinstance(kw.value, ast.Constant):
                    rule = str(kw.value.value)
            is_test = (kind.endswith("_test") or kind in ("golden_tests", "test_suite")
                       or rule.endswith("_test") or rule.endswith("_benchmark"))
            for kw in call.keywords:
                if kw.arg not in LABEL_ATTRS:
                    continue
                for lineno, label in strings_in(kw.value, names):
                    where = "%s:%d" % (rel, lineno)
                    what = "%s :%s %s %s" % (kind, rule, kw.arg, label)
                    if label.startswith(GUI_LABELS):
                        self.gui_edge(where, src, what)
                    elif label.startswith("//"):
                        pkg, _, name = label[2:].partition(":")
                        if not name:
                            name = pkg.rsplit("/", 1)[-1]
                        self.edge(where, src, is_test, pkg, what, label_name=name)


def call_name(func):
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return "?"


def strings_in(node, names, depth=0):
    """(line, string) for every string constant in an attribute value."""
    out = []
    for sub in ast.walk(node):
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
            out.append((sub.lineno, sub.value))
        elif isinstance(sub, ast.Name) and sub.id in names and depth < 8:
            out.extend(strings_in(names[sub.id], names, depth + 1))
    return out


def scan(root):
    checker = Checker()
    for tree in TREES:
        top = os.path.join(root, tree)
        if not os.path.isdir(top):
            continue
        for dirpath, dirnames, filenames in os.walk(top):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for fn in sorted(filenames):
                if not (fn.endswith(CXX_EXTS) or fn in BUILD_NAMES):
                    continue
                path = os.path.join(dirpath, fn)
                rel = os.path.relpath(path, root).replace(os.sep, "/")
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
                checker.files += 1
                if fn in BUILD_NAMES:
                    checker.check_build(rel, text)
                else:
                    checker.check_cxx(rel, text)
    return checker


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", help="repository root (default: the one holding this script)")
    args = parser.parse_args(argv)
    root = args.root or os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    if not os.path.isfile(os.path.join(root, "WORKSPACE")):
        print("check_layering: ERROR: %s has no WORKSPACE; pass --root" % root,
              file=sys.stderr)
        return 2
    checker = scan(root)
    if checker.files == 0:
        print("check_layering: ERROR: no sources under %s/{%s}" % (root, ",".join(TREES)),
              file=sys.stderr)
        return 2
    for v in sorted(set(checker.violations)):
        print(v)
    n = len(set(checker.violations))
    print("check_layering: %d files, %d edges checked under %s: %s" %
          (checker.files, checker.edges, root,
           "%d violation(s)" % n if n else "OK"))
    return 1 if n else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
