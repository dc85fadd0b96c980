"""Runs Apache TVM's DispatchSortScan / DispatchSampling and rlx's side by
side on every dispatch testdata module and target, and compares, per call,
the implementation chosen, the kernel names and the workspace sizes; on llvm
it also builds and runs both results and compares the numbers.

Run it through tools/tvm_conformance/run.sh, which makes the virtualenv that
holds TVM (this script needs `tvm` and `numpy`, nothing else):

  run.sh [--rlx PATH] [--write]      # --write regenerates DIFFERENCES.md

Exit status 0 when every difference found is listed, with its reason, in
known_differences.py, every listed difference still occurs, and
DIFFERENCES.md is what this run generates; 1 otherwise; 2 on bad usage.
"""

import argparse
import contextlib
import glob
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

import known_differences
import patterns_conformance
import printed_module

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# (label, what rlx --target takes, what tvm.target.Target takes). TVM 0.27
# no longer parses "cuda -libs=thrust" option strings, so both sides get the
# JSON form; the Adreno target is the tag both define.
TARGETS = [
    ("llvm", "llvm", "llvm"),
    ("cuda", "cuda", "cuda"),
    ("cuda+thrust", '{"kind":"cuda","libs":["thrust"]}', {"kind": "cuda", "libs": ["thrust"]}),
    ("rocm", "rocm", "rocm"),
    ("metal", "metal", "metal"),
    ("vulkan", "vulkan", "vulkan"),
    ("webgpu", "webgpu", "webgpu"),
    ("opencl", "opencl", "opencl"),
    ("qcom/adreno-opencl", "qcom/adreno-opencl", "qcom/adreno-opencl"),
]

SORT_SCAN = ["DispatchSortScan"]
BOTH = ["DispatchSampling", "DispatchSortScan"]


def modules():
    """(path relative to the root, passes) for every dispatch testdata module."""
    found = []
    for pattern, passes in [
        ("testdata/backend/dispatch_sort_scan*.py", SORT_SCAN),
        ("testdata/backend/dispatch_sampling*.py", BOTH),
        ("testdata/models/sampling_head.py", BOTH),
        ("testdata/run/sort_topk.py", SORT_SCAN),
        ("tools/tvm_conformance/cases/*.py", BOTH),
    ]:
        for p in sorted(glob.glob(os.path.join(ROOT, pattern))):
            found.append((os.path.relpath(p, ROOT), passes))
    return found


# Inputs from fixtures where the module has them (ties and a NaN for
# sort_topk; exact probability levels for the sampling head).
FIXTURES = {
    ("testdata/run/sort_topk.py", "main"): ["testdata/run/sort_topk_x.npy"],
    ("testdata/models/sampling_head.py", "main"): [
        "testdata/run/sampling_head_logits.npy",
        "testdata/run/sampling_head_uniform.npy",
        "testdata/run/sampling_head_sample_indices.npy",
    ],
}
SYMBOLIC_DIM = 5  # the value every symbolic dimension takes in a run


@contextlib.contextmanager
def quiet_stderr():
    """TVM's C++ logging (e.g. "Unable to detect CUDA version") writes to fd 2
    and its ROCm probe prints to stdout; keep both out of the report."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = [os.dup(1), os.dup(2)]
    with open(os.devnull, "w") as null:
        os.dup2(null.fileno(), 1)
        os.dup2(null.fileno(), 2)
    try:
        yield
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        for fd in saved:
            os.close(fd)


def first_line(text):
    """The message of an error: rlx's "file:line:col: error: MSG" line
    without its (checkout-dependent) location, or the last line of a Python
    exception."""
    lines = [l for l in str(text).strip().splitlines() if l.strip()]
    for l in lines:
        if " error: " in l:
            return l.split(" error: ", 1)[1][:300]
    return lines[-1][:300] if lines else "?"


class Tvm:
    def __init__(self):
        with quiet_stderr():
            import tvm  # pylint: disable=import-outside-toplevel
            from tvm import relax  # pylint: disable=import-outside-toplevel

        self.tvm, self.relax = tvm, relax
        # The PyPI wheel is built without Thrust, and TVM only takes its
        # Thrust branch when tvm.contrib.thrust.* is registered. Stubs make
        # TVM choose as a Thrust-enabled build would; they are never called
        # (nothing built for cuda runs here).
        for name in ["tvm.contrib.thrust.sort", "tvm.contrib.thrust.sum_scan"]:
            if tvm.get_global_func(name, allow_missing=True) is None:
                tvm.register_global_func(name, lambda *args: None)

    def parse(self, text):
        return self.tvm.script.from_source(text)

    def dispatch(self, text, passes, target):
        """The printed dispatched module, or raises with TVM's message."""
        mod = self.parse(text)
        with quiet_stderr():
            tgt = self.tvm.target.Target(target)
            with tgt:
                for p in passes:
                    mod = getattr(self.relax.backend, p)()(mod)
        return mod.script()

    def run(self, text, func, inputs):
        mod = self.parse(text)
        with quiet_stderr():
            ex = self.tvm.compile(mod, target="llvm")
        vm = self.relax.VirtualMachine(ex, self.tvm.cpu())
        out = vm[func](*[self.tvm.runtime.tensor(a) for a in inputs])
        return flatten(out)

    def signature(self, text, func):
        """[(name, shape with symbolic dims as names, dtype)] of func's params."""
        params = []
        for p in self.parse(text)[func].params:
            dims = [int(d) if hasattr(d, "value") else str(d) for d in p.ty.shape]
            params.append((p.name, dims, str(p.ty.dtype)))
        return params

    def relax_functions(self, text):
        mod = self.parse(text)
        return sorted(gv.name_hint for gv, f in mod.functions_items() if isinstance(f, self.relax.Function))


def flatten(value):
    if hasattr(value, "numpy"):
        return [value.numpy()]
    out = []
    for v in value:
        out.extend(flatten(v))
    return out


class Rlx:
    def __init__(self, binary, timeout):
        self.binary = binary
        self.timeout = timeout

    def _call(self, args):
        r = subprocess.run([self.binary] + args, capture_output=True, text=True, timeout=self.timeout)
        if r.returncode != 0:
            raise RuntimeError(first_line(r.stderr or r.stdout))
        return r

    def dispatch(self, path, passes, target):
        """(printed module, {func/var: explain record})."""
        r = self._call(["opt", path, "--passes=" + ",".join(passes), "--target=" + target, "--explain"])
        explain = {}
        for line in r.stderr.splitlines():
            key, _, rest = line.partition(": ")
            if "/" in key and rest:
                explain[key] = rest
        return r.stdout, explain

    def run(self, path, func, inputs, workdir):
        args = ["run", path, "--target=llvm", "--entry=" + func, "--out-dir=" + workdir]
        for i, a in enumerate(inputs):
            f = os.path.join(workdir, "in%d.npy" % i)
            np.save(f, a)
            args.append("--in=" + f)
        self._call(args)
        outs = []
        while os.path.exists(os.path.join(workdir, "out%d.npy" % len(outs))):
            outs.append(np.load(os.path.join(workdir, "out%d.npy" % len(outs))))
        return outs


# ----------------------------------------------------------------- per call


CALL_OPS = (
    "sort", "argsort", "topk", "cumsum", "cumprod", "bucketize", "multinomial_from_uniform",
)


def compare_calls(original_text, tvm_text, rlx_text, explain):
    """[(func/var, op, aspect, tvm, ours, same, decision)] for each dispatched call."""
    orig = printed_module.Module(original_text)
    theirs = printed_module.Module(tvm_text)
    ours = printed_module.Module(rlx_text)
    rows = []
    for fname, f in sorted(orig.relax_funcs.items()):
        t_exp = printed_module.expansions(f, theirs.relax_funcs[fname]) if fname in theirs.relax_funcs else {}
        o_exp = printed_module.expansions(f, ours.relax_funcs[fname]) if fname in ours.relax_funcs else {}
        for b in f.bindings:
            if b.kind != "op" or b.target not in CALL_OPS:
                continue
            key = "%s/%s" % (fname, b.var)
            t = printed_module.describe(t_exp.get(b.var, []), theirs)
            o = printed_module.describe(o_exp.get(b.var, []), ours)
            for aspect in ("impl", "kernels", "workspace"):
                tv, ov = t[aspect], o[aspect]
                if aspect == "workspace":
                    same = printed_module.workspace_values(tv) == printed_module.workspace_values(ov)
                else:
                    same = tv == ov
                if aspect == "workspace":
                    tv, ov = " + ".join(tv) or "-", " + ".join(ov) or "-"
                rows.append((key, b.target, aspect, tv, ov, same, explain.get(key, "")))
    return rows


# ----------------------------------------------------------------- numbers


def make_inputs(params, rng):
    """Inputs for a function's params: symbolic dims SYMBOLIC_DIM; sampling
    params get valid values (rows of probabilities summing to one, uniform
    samples in [0, 1), row indices in range); bucketize boundaries sorted;
    other floats have one decimal, so sorts see ties."""
    shapes = {n: [SYMBOLIC_DIM if isinstance(d, str) else d for d in dims] for n, dims, _ in params}
    prob_rows = next((shapes[n][0] for n, _, _ in params if "prob" in n or "logits" in n), 1)
    arrays = []
    for name, _, dtype in params:
        shape = shapes[name]
        if dtype.startswith("int"):
            hi = prob_rows if "indices" in name else 7
            a = rng.integers(0 if "indices" in name else -7, hi, size=shape)
        elif "uniform" in name:
            a = rng.random(size=shape)
        elif "prob" in name:
            a = rng.random(size=shape) + 0.05
            a = a / a.sum(axis=-1, keepdims=True)
        elif name in ("b", "boundaries"):
            a = np.sort(np.round(rng.standard_normal(size=shape), 1))
        else:
            # One decimal: ties, so sorts are checked for keeping index order.
            a = np.round(rng.standard_normal(size=shape), 1)
        arrays.append(np.ascontiguousarray(a.astype(dtype)))
    return arrays


def compare_numbers(tvm_out, rlx_out):
    """"" when equal (integers exactly, floats to 1e-4 relative, NaN where
    NaN), else what differs in each output."""
    if len(tvm_out) != len(rlx_out):
        return "TVM returns %d tensors, rlx %d" % (len(tvm_out), len(rlx_out))
    diffs = []
    for i, (t, o) in enumerate(zip(tvm_out, rlx_out)):
        if t.shape != o.shape or t.dtype != o.dtype:
            diffs.append("out%d: TVM %s%s, rlx %s%s" % (i, t.dtype, t.shape, o.dtype, o.shape))
        elif t.dtype.kind in "iub":
            if not np.array_equal(t, o):
                diffs.append("out%d: %d of %d differ" % (i, int((t != o).sum()), t.size))
        elif not np.allclose(t, o, rtol=1e-4, atol=1e-5, equal_nan=True):
            bad = ~np.isclose(t, o, rtol=1e-4, atol=1e-5, equal_nan=True)
            diffs.append("out%d: %d of %d differ" % (i, int(bad.sum()), t.size))
    return "; ".join(diffs)


# ----------------------------------------------------------------- driver


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rlx", default=os.path.join(ROOT, "bazel-bin/tools/rlx/rlx"))
    ap.add_argument("--write", action="store_true", help="regenerate DIFFERENCES.md")
    ap.add_argument("--timeout", type=int, default=120, help="seconds per rlx command")
    ap.add_argument("--verbose", action="store_true", help="print every call's choice, not only differences")
    args = ap.parse_args()
    if not os.access(args.rlx, os.X_OK):
        print("conformance: no rlx binary at %s (bazel build //tools/rlx)" % args.rlx)
        return 2

    start = time.time()
    tvm = Tvm()
    rlx = Rlx(args.rlx, args.timeout)
    print("conformance: TVM %s against %s" % (tvm.tvm.__version__, args.rlx))
    known = known_differences.KNOWN
    found = []  # (module, target, key, op, aspect, tvm, ours)
    used_known = set()
    unexplained = 0
    compared = 0
    coverage = {}  # (module, target) -> (calls, calls with a difference) or an error

    def record(mod, target, key, op, aspect, tv, ov):
        nonlocal unexplained
        k = (os.path.basename(mod), target, key, aspect)
        reason = known.get(k)
        if reason is None:
            unexplained += 1
        else:
            used_known.add(k)
        found.append((mod, target, key, op, aspect, tv, ov, reason))
        print("  %s %-18s %-10s %s: TVM %s | rlx %s%s" % (
            "known " if reason else "DIFFER", target, aspect, key, tv, ov, "" if reason else "   <-- unexplained"))

    for path, passes in modules():
        text = open(os.path.join(ROOT, path)).read()
        print("%s (%s)" % (path, ",".join(passes)))
        for label, ours_target, tvm_target in TARGETS:
            try:
                tvm_text, tvm_err = tvm.dispatch(text, passes, tvm_target), ""
            except Exception as e:  # pylint: disable=broad-except
                tvm_text, tvm_err = "", first_line(e)
            try:
                (rlx_text, explain), rlx_err = rlx.dispatch(os.path.join(ROOT, path), passes, ours_target), ""
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                rlx_text, explain, rlx_err = "", {}, first_line(e)
            if tvm_err or rlx_err:
                coverage[(path, label)] = "both reject" if tvm_err and rlx_err else (
                    "TVM rejects" if tvm_err else "rlx rejects")
                if bool(tvm_err) != bool(rlx_err):
                    record(path, label, "*", "-", "error", tvm_err or "accepted", rlx_err or "accepted")
                else:
                    compared += 1
                    print("  ok     %-18s both reject the module" % label)
                continue
            rows = compare_calls(text, tvm_text, rlx_text, explain)
            compared += len(rows)
            coverage[(path, label)] = (len(rows) // 3, len({r[0] for r in rows if not r[5]}))
            if args.verbose:
                for key, op, aspect, tv, ov, same, decision in rows:
                    print("    %-18s %-22s %-9s %s TVM: %s | rlx: %s%s" % (
                        label, key, aspect, "==" if same else "!=", tv, ov,
                        ("   [%s]" % decision) if aspect == "impl" and decision else ""))
            bad = [r for r in rows if not r[5]]
            for key, op, aspect, tv, ov, _, _ in bad:
                record(path, label, key, op, aspect, tv, ov)
            if not bad:
                print("  ok     %-18s %d calls agree" % (label, len(rows) // 3))
            if label == "llvm" and "# conformance: no-run" not in text:
                ran = run_numbers(tvm, rlx, path, text, tvm_text, rlx_text, record)
                compared += ran
                coverage[(path, "run")] = ran

    compared += patterns_conformance.run(tvm, rlx, ROOT, record, coverage, args.verbose, first_line)

    stale = sorted(set(known) - used_known)
    for k in stale:
        print("STALE: known_differences.py lists %s but it no longer occurs: remove it" % (k,))
    table = differences_markdown(found, coverage, tvm.tvm.__version__)
    md = os.path.join(HERE, "DIFFERENCES.md")
    current = open(md).read() if os.path.exists(md) else ""
    out_of_date = current != table
    if args.write:
        with open(md, "w") as f:
            f.write(table)
        out_of_date = False
        print("conformance: wrote %s" % os.path.relpath(md, ROOT))
    elif out_of_date:
        print("conformance: %s is out of date: run tools/tvm_conformance/run.sh --write" % os.path.relpath(md, ROOT))
    print("conformance: %d comparisons, %d differences (%d listed with a reason, %d unexplained), "
          "%d stale entries, %.0f s" % (compared, len(found), len(found) - unexplained, unexplained,
                                        len(stale), time.time() - start))
    return 1 if unexplained or stale or out_of_date else 0


def run_numbers(tvm, rlx, path, text, tvm_text, rlx_text, record):
    """Builds and runs every Relax function of both dispatched modules on
    llvm with the same inputs; returns the number of functions compared."""
    rng = np.random.default_rng(20240607)
    n = 0
    with tempfile.TemporaryDirectory() as tmp:
        ours_file = os.path.join(tmp, "ours.py")
        with open(ours_file, "w") as f:
            f.write(rlx_text)
        for func in tvm.relax_functions(text):
            fixture = FIXTURES.get((path, func))
            if fixture:
                inputs = [np.load(os.path.join(ROOT, p)) for p in fixture]
            else:
                inputs = make_inputs(tvm.signature(text, func), rng)
            try:
                t = tvm.run(tvm_text, func, inputs)
            except Exception as e:  # pylint: disable=broad-except
                t = "error: " + first_line(e)
            work = os.path.join(tmp, func)
            os.makedirs(work)
            try:
                o = rlx.run(ours_file, func, inputs, work)
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                o = "error: " + first_line(e)
            n += 1
            if isinstance(t, str) or isinstance(o, str):
                if not (isinstance(t, str) and isinstance(o, str)):
                    record(path, "llvm", func, "-", "numbers", t if isinstance(t, str) else "ran",
                           o if isinstance(o, str) else "ran")
                else:
                    print("  ok     %-18s %s: both fail to run (TVM %s; rlx %s)" % ("llvm (run)", func, t, o))
                continue
            diff = compare_numbers(t, o)
            if diff:
                record(path, "llvm", func, "-", "numbers", "ran", diff)
            else:
                print("  ok     %-18s %s: %d outputs equal" % ("llvm (run)", func, len(t)))
    return n


def differences_markdown(found, coverage, version):
    def cell(s):
        return str(s).replace("|", "\\|").replace("\n", " ")

    lines = [
        "# rlx vs Apache TVM %s: DispatchSortScan / DispatchSampling, fusion patterns, partitioning" % version,
        "",
        "Generated by `tools/tvm_conformance/run.sh --write`; do not edit (the",
        "reasons live in `tools/tvm_conformance/known_differences.py`).",
        "",
        "## Dispatch coverage",
        "",
        "Calls whose implementation, kernel names and workspace sizes match TVM's,",
        "per module and target; *llvm run*: Relax functions built and run by both",
        "with the same inputs (see the table below for those whose numbers differ).",
        "",
        "| module | " + " | ".join(t[0] for t in TARGETS) + " | llvm run |",
        "|---|" + "---|" * (len(TARGETS) + 1),
    ]
    for path, _ in modules():
        row = [os.path.basename(path)]
        for label, _, _ in TARGETS:
            c = coverage.get((path, label), "-")
            row.append(c if isinstance(c, str) else "%d/%d" % (c[0] - c[1], c[0]))
        row.append(str(coverage.get((path, "run"), "-")))
        lines.append("| " + " | ".join(cell(x) for x in row) + " |")
    lines.append("")
    lines += patterns_conformance.markdown(coverage, patterns_conformance.partition_inputs(ROOT), cell)
    lines += [
        "",
        "## Differences found",
        "",
        "Target: the dispatch target, the pattern prefix (module `patterns`) or the",
        "partition backend; call: `function/var`, a function name, or `*` for the module.",
        "",
        "| module | target | call | op | aspect | TVM | rlx | reason |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for mod, target, key, op, aspect, tv, ov, reason in found:
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % tuple(
            cell(x) for x in (os.path.basename(mod), target, key, op, aspect, tv, ov, reason or "UNEXPLAINED")))
    lines += [
        "",
        "## Differences this comparison cannot see",
        "",
        "Inside GPU kernels (not run here), in pipelines and in TVM code paths the",
        "modules here do not reach.",
        "",
        "| where | TVM | rlx | reason |",
        "|---|---|---|---|",
    ]
    for where, theirs, ours, reason in known_differences.UNSEEN:
        lines.append("| %s | %s | %s | %s |" % tuple(cell(x) for x in (where, theirs, ours, reason)))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
