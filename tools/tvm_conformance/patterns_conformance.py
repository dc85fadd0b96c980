"""Compares rlx's fusion-pattern registry and BYOC partitioning with TVM's.

Called by conformance.py (one run.sh does everything):

* names: `get_patterns_with_prefix(p)` (names in priority order) against
  `rlx patterns --prefix=p`, for every contrib prefix and a few sub-prefixes;
* partition: for each testdata model and backend, TVM's partition_for_<b>
  (or the flow TVM's tests use where TVM has no such function) against
  `rlx partition --backend=<b>`: the global function names, per function its
  kind, signature (types), private-ness, global_symbol, attributes and the
  globals it calls, and
  per composite the ops fused into it.

Both printed modules are read by printed_module.partition_facts.
"""

import glob
import importlib
import os
import re
import subprocess

import printed_module

# Every module of the wheel that registers patterns. An import failure is
# reported (a difference in every prefix it owns), never skipped silently.
CONTRIB_MODULES = [
    "tvm.relax.backend.cuda.cublas",
    "tvm.relax.backend.cuda.cudnn",
    "tvm.relax.backend.cuda.cutlass",
    "tvm.relax.backend.rocm.hipblas",
    "tvm.relax.backend.metal.coreml",
    "tvm.relax.backend.adreno.clml",
    "tvm.relax.backend.contrib.nnapi",
    "tvm.relax.backend.contrib.tensorrt",
    "tvm.relax.backend.contrib.example_npu",
]

PREFIXES = [
    "cublas", "cudnn", "cutlass", "hipblas", "coreml", "openclml", "nnapi", "tensorrt", "example_npu", "dnnl",
    # Plain string prefixes: cublas.matmul also takes cublas.matmul_bias...
    "cublas.matmul", "cutlass.conv2d", "cutlass.attention", "cudnn.conv2d", "openclml.nn.conv2d",
    "tensorrt.nn", "nnapi.cast",
]

# Backends partitioned on both sides, in the order of the coverage table.
BACKENDS = ["cublas", "cudnn", "cutlass", "hipblas", "coreml", "nnapi", "tensorrt", "example_npu", "openclml"]

# Backends rlx partitions for and TVM has no flow to compare with.
NOT_COMPARED = {
    "dnnl": "TVM registers no dnnl patterns (its tests build one ad hoc), so there is no TVM partition to compare",
}


def partition_inputs(root):
    """Testdata modules that are plain models (no composites yet)."""
    found = []
    for pattern in ["testdata/models/*.py", "testdata/patterns/*.py"]:
        for p in sorted(glob.glob(os.path.join(root, pattern))):
            text = open(p).read()
            if not re.search(r"^@I\.ir_module", text, re.M) or '"Composite"' in text.split("@I.ir_module", 1)[1]:
                continue
            found.append(os.path.relpath(p, root))
    return found


def to_tvm_source(text):
    """rlx's TVMScript spelled as TVM 0.27's parser takes it: renamed keywords
    (out_sinfo/sinfo_args became out_ty/ty_args), an unspecified matmul
    out_dtype (None, printed "void" by rlx), `cls.` resolved to the class,
    and T.block (T.sblock in an s_tir prim_func). Spelling only: the module
    TVM reads is the one rlx reads."""
    text = text.replace('out_dtype="void"', "out_dtype=None")
    text = text.replace("out_sinfo=", "out_ty=").replace("sinfo_args=", "ty_args=")
    if "T.block(" in text:
        text = text.replace("T.block(", "T.sblock(")
        text = text.replace("@T.prim_func(private=True)", "@T.prim_func(private=True, s_tir=True)")
        text = re.sub(r"@T\.prim_func$", "@T.prim_func(s_tir=True)", text, flags=re.M)
    m = re.search(r"^class (\w+):", text, re.M)
    if m:
        text = re.sub(r"\bcls\.", m.group(1) + ".", text)
    return text


class TvmPatterns:
    """TVM's side: the registry and the partition flows."""

    def __init__(self, tvm):
        self.tvm = tvm
        self.import_errors = {}
        for name in CONTRIB_MODULES:
            try:
                importlib.import_module(name)
            except Exception as e:  # pylint: disable=broad-except
                self.import_errors[name] = "%s: %s" % (type(e).__name__, str(e).strip().splitlines()[-1:])
        from tvm.relax import backend  # pylint: disable=import-outside-toplevel

        self.backend = backend
        _fix_cutlass_workspace_annotator(tvm)

    def names(self, prefix):
        return [p.name for p in self.backend.get_patterns_with_prefix(prefix)]

    def partition(self, text, backend):
        """The printed partitioned module, or raises with TVM's message."""
        tvm = self.tvm
        from tvm.relax import transform  # pylint: disable=import-outside-toplevel

        mod = tvm.script.from_source(to_tvm_source(text))
        if backend == "example_npu":
            # tests/python/contrib/test_example_npu.py: no partition function.
            seq = [transform.FuseOpsByPattern(self.backend.get_patterns_with_prefix("example_npu"),
                                              bind_constants=False, annotate_codegen=False),
                   transform.MergeCompositeFunctions()]
            return tvm.transform.Sequential(seq)(mod).script()
        if backend == "openclml":
            # OpenCLMLOffLoad's partitioning steps (its layout conversion and
            # batch-norm folding before, RunCodegen after, are not run).
            clml = importlib.import_module("tvm.relax.backend.adreno.clml")
            seq = [transform.FuseOpsByPattern(clml.clml_pattern_table()), transform.MergeCompositeFunctions()]
            return tvm.transform.Sequential(seq)(mod).script()
        module = {
            "cublas": "tvm.relax.backend.cuda.cublas", "cudnn": "tvm.relax.backend.cuda.cudnn",
            "cutlass": "tvm.relax.backend.cuda.cutlass", "hipblas": "tvm.relax.backend.rocm.hipblas",
            "coreml": "tvm.relax.backend.metal.coreml", "nnapi": "tvm.relax.backend.contrib.nnapi",
            "tensorrt": "tvm.relax.backend.contrib.tensorrt",
        }[backend]
        return getattr(importlib.import_module(module), "partition_for_" + backend)(mod).script()


def _fix_cutlass_workspace_annotator(tvm):
    """The 0.27 wheel's cutlass annotate_workspace looks the composite's
    output dtype up in {"float16": 2, "float32": 4} with a DataType key, which
    raises KeyError('T.float16') for every attention composite: no attention
    partitions for cutlass at all. partition_for_cutlass reads the module
    global `annotate_workspace` when called, so the tool puts there the same
    pass with the dtype read as a string (TVM's intent, and what rlx does);
    DIFFERENCES.md lists the bug."""
    try:
        cutlass = importlib.import_module("tvm.relax.backend.cuda.cutlass")
    except Exception:  # pylint: disable=broad-except
        return
    from tvm.relax import Function  # pylint: disable=import-outside-toplevel
    from tvm.relax.expr_functor import PyExprMutator, mutator  # pylint: disable=import-outside-toplevel

    @mutator
    class WorkspaceAnnotator(PyExprMutator):
        def __init__(self, mod):
            super().__init__(mod)

        def visit_function_(self, f):
            if "Composite" not in f.attrs:
                body = super().visit_expr(f.body)
                new_f = Function(f.params, body, f.ret_ty, f.is_pure, f.attrs, f.span)
                if "global_symbol" in f.attrs and "cutlass" in f.attrs["global_symbol"]:
                    composite = body.blocks[0].bindings[0].value
                    if "WorkspaceSize" in composite.attrs:
                        return new_f.with_attr("WorkspaceSize", composite.attrs["WorkspaceSize"])
                return new_f
            if "attention" in f.attrs["Composite"] and "cutlass" in f.attrs["Composite"]:
                size = cutlass._shape_1d(f.ret_ty.shape) * {"float16": 2, "float32": 4}[str(f.ret_ty.dtype)]  # pylint: disable=protected-access
                if not isinstance(size, (int, tvm.tirx.expr.IntImm)):
                    size = 8  # TVM's stand-in for a symbolic shape
                return f.with_attr("WorkspaceSize", size)
            return f

    @tvm.transform.module_pass(opt_level=0)
    def annotate_workspace(mod, _):
        annotator = WorkspaceAnnotator(mod)
        for name, f in mod.functions_items():
            if isinstance(f, Function):
                mod.update_func(name, annotator.visit_expr(f))
        return mod

    cutlass.annotate_workspace = annotate_workspace


def rlx_names(rlx, prefix):
    return rlx._call(["patterns", "--prefix=" + prefix]).stdout.split()  # pylint: disable=protected-access


def rlx_partition(rlx, path, backend):
    return rlx._call(["partition", path, "--backend=" + backend]).stdout  # pylint: disable=protected-access


# ----------------------------------------------------------------- comparison


def _names_diff(theirs, ours):
    """A short description of how two ordered name lists differ."""
    t_only = [n for n in theirs if n not in ours]
    o_only = [n for n in ours if n not in theirs]
    parts = []
    if t_only:
        parts.append("only TVM: " + ", ".join(t_only))
    if o_only:
        parts.append("only rlx: " + ", ".join(o_only))
    if not parts:
        first = next(i for i, (a, b) in enumerate(zip(theirs, ours)) if a != b)
        parts.append("order differs from #%d (TVM %s, rlx %s)" % (first, theirs[first], ours[first]))
    return "; ".join(parts)


def _function_aspects(f):
    """(aspect, value) pairs compared for one global function."""
    attrs = {k: v for k, v in f.attrs.items() if k != "global_symbol"}
    return [
        ("kind", f.kind),
        ("signature", f.signature if f.kind == "relax" else "-"),
        ("private", "private" if f.private else "public"),
        ("global_symbol", printed_module.global_symbol(f) or "-"),
        ("attrs", ", ".join("%s=%s" % (k, attrs[k]) for k in sorted(attrs)) or "-"),
        ("calls", ", ".join(sorted(set(f.calls))) or "-"),
        ("composites", "; ".join(sorted("%s[%s]" % (c, " ".join(ops)) for c, ops in f.composites())) or "-"),
    ]


def compare_partitions(tvm_text, rlx_text):
    """([(key, aspect, tvm, ours, same)], every global name on either side):
    the global names ("*", "functions"), then each aspect of each function
    both have."""
    theirs = printed_module.partition_facts(tvm_text)
    ours = printed_module.partition_facts(rlx_text)
    rows = []
    if sorted(theirs) != sorted(ours):
        rows.append(("*", "functions", ", ".join(n for n in sorted(theirs) if n not in ours) or "-",
                     ", ".join(n for n in sorted(ours) if n not in theirs) or "-", False))
    for name in sorted(set(theirs) & set(ours)):
        for (aspect, tv), (_, ov) in zip(_function_aspects(theirs[name]), _function_aspects(ours[name])):
            rows.append((name, aspect, tv, ov, tv == ov))
    return rows, sorted(set(theirs) | set(ours))


def run(tvm, rlx, root, record, coverage, verbose, first_line):
    """Compares names and partitions; returns the number of comparisons.
    `record(module, target, key, op, aspect, tvm, ours)` reports a difference;
    `coverage` gets ("patterns", prefix) -> (agree, 1) and (path, backend) ->
    (functions agreeing, functions) or a string."""
    side = TvmPatterns(tvm.tvm)
    compared = 0
    print("fusion-pattern registry (get_patterns_with_prefix vs rlx patterns)")
    for name, err in sorted(side.import_errors.items()):
        record("patterns", name, "*", "-", "import", "fails: " + err, "-")
    for prefix in PREFIXES:
        theirs = side.names(prefix)
        try:
            ours = rlx_names(rlx, prefix)
        except (RuntimeError, subprocess.TimeoutExpired) as e:
            ours = ["error: " + first_line(e)]
        compared += 1
        coverage[("patterns", prefix)] = (len(theirs), len(ours), theirs == ours)
        if theirs == ours:
            print("  ok     %-18s %d names in the same order" % (prefix, len(ours)))
        else:
            record("patterns", prefix, "*", "-", "names", "%d names" % len(theirs),
                   "%d names; %s" % (len(ours), _names_diff(theirs, ours)))

    for path in partition_inputs(root):
        text = open(os.path.join(root, path)).read()
        print("%s (partition)" % path)
        for backend in BACKENDS:
            try:
                tvm_text, tvm_err = side.partition(text, backend), ""
            except Exception as e:  # pylint: disable=broad-except
                tvm_text, tvm_err = "", first_line(e)
            try:
                rlx_text, rlx_err = rlx_partition(rlx, os.path.join(root, path), backend), ""
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                rlx_text, rlx_err = "", first_line(e)
            if tvm_err or rlx_err:
                coverage[(path, backend)] = "both reject" if tvm_err and rlx_err else (
                    "TVM rejects" if tvm_err else "rlx rejects")
                if bool(tvm_err) != bool(rlx_err):
                    record(path, backend, "*", "-", "error", tvm_err or "accepted", rlx_err or "accepted")
                else:
                    compared += 1
                    print("  ok     %-18s both reject the module" % backend)
                continue
            rows, names = compare_partitions(tvm_text, rlx_text)
            compared += len(rows)
            bad = [r for r in rows if not r[4]]
            differing = {r[0] for r in bad}
            agree = [n for n in names if n not in differing and any(r[0] == n for r in rows)]
            coverage[(path, backend)] = (len(agree), len(names))
            if verbose:
                for key, aspect, tv, ov, same in rows:
                    print("    %-12s %-40s %-13s %s TVM: %s | rlx: %s" % (
                        backend, key, aspect, "==" if same else "!=", tv, ov))
            for key, aspect, tv, ov, _ in bad:
                record(path, backend, key, "-", aspect, tv, ov)
            if not bad:
                print("  ok     %-18s %d functions agree" % (backend, len(names)))
        for backend, why in NOT_COMPARED.items():
            coverage[(path, backend)] = "not compared"
    return compared


def markdown(coverage, inputs, cell):
    """The DIFFERENCES.md sections on patterns and partitioning."""
    lines = [
        "## Fusion-pattern registry",
        "",
        "`get_patterns_with_prefix(prefix)` names, in priority order, against",
        "`rlx patterns --prefix=PREFIX` (every contrib module of the wheel imported).",
        "",
        "| prefix | TVM | rlx | same names, same order |",
        "|---|---|---|---|",
    ]
    for prefix in PREFIXES:
        c = coverage.get(("patterns", prefix))
        if c:
            lines.append("| %s | %d | %d | %s |" % (cell(prefix), c[0], c[1], "yes" if c[2] else "no"))
    lines += [
        "",
        "## Partitioning",
        "",
        "Global functions whose kind, private-ness, global_symbol, attributes, callees",
        "and composites (with the ops fused into each) match TVM's, per module and",
        "backend; every cell's function names also match unless the differences",
        "table says otherwise. " + "; ".join("%s: %s" % (b, w) for b, w in NOT_COMPARED.items()) + ".",
        "",
        "| module | " + " | ".join(BACKENDS) + " |",
        "|---|" + "---|" * len(BACKENDS),
    ]
    for path in inputs:
        row = [os.path.basename(path)]
        for b in BACKENDS:
            c = coverage.get((path, b), "-")
            row.append(c if isinstance(c, str) else "%d/%d" % c)
        lines.append("| " + " | ".join(cell(x) for x in row) + " |")
    return lines
