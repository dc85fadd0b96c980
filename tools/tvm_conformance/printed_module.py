"""Reads the dispatch-relevant facts out of a printed TVMScript module.

Both sides are read the same way, from text: rlx prints with
compiler/script, TVM 0.27 with its own printer. The two printers agree on the
parts this needs (one binding per line, `R.call_tir(cls.NAME, ...)`,
`R.builtin.alloc_tensor(R.shape([N]), ...)`, `T.call_packed("name", ...)`,
`T.thread_binding(`), so one reader keeps the comparison symmetric: a
difference found is a difference in the modules, not in two readers.
"""

import re
import zlib

_DECORATOR = re.compile(r"^    @(T\.prim_func|R\.function)")
_DEF = re.compile(r"^    def (\w+)\(")
_CALL_TIR = re.compile(r"^R\.call_tir(?:_inplace|_with_grad)?\(cls\.(\w+)")
_CALL_PACKED = re.compile(r'^R\.(call_dps_packed|call_pure_packed|call_packed)\("([^"]+)"')
_ALLOC = re.compile(r"^R\.builtin\.alloc_tensor\(R\.shape\(\[(.*?)\]\)")
_RELAX_OP = re.compile(r"^R\.([\w.]+)\(")
# T.call_packed("tvm.contrib.sort.sort", ...) names the function first;
# T.call_extern("int32", "name", ...) puts the return dtype before it.
_PACKED = re.compile(r'T\.call_packed\("([^"]+)"')
_EXTERN = re.compile(r'T\.call(?:_pure)?_extern\("[^"]*", "([^"]+)"')


class PrimFunc:
    def __init__(self, name, lines):
        self.name = name
        self.lines = lines
        text = "\n".join(lines)
        names = _PACKED.findall(text) + _EXTERN.findall(text)
        # Library functions (tvm.contrib.*) only: math intrinsics such as
        # expf are part of a kernel, not a choice of implementation.
        self.externs = sorted(set(n for n in names if "." in n))
        # Scheduled kernels bind loops (T.thread_binding); TE ir_builder
        # kernels (TVM's topi.gpu.sort) launch threads (T.launch_thread).
        self.gpu = any(k in text for k in ("T.thread_binding(", "T.launch_thread(", "T.env_thread("))
        self.kind = ("extern " + "+".join(self.externs)) if self.externs else ("gpu" if self.gpu else "loops")


class Binding:
    def __init__(self, var, rhs):
        self.var = var
        self.rhs = rhs
        self.kind, self.target = _classify(rhs)


def _classify(rhs):
    m = _CALL_TIR.match(rhs)
    if m:
        return "call_tir", m.group(1)
    m = _CALL_PACKED.match(rhs)
    if m:
        return m.group(1), m.group(2)
    m = _ALLOC.match(rhs)
    if m:
        return "alloc", m.group(1)
    m = _RELAX_OP.match(rhs)
    if m:
        return "op", m.group(1)
    return "other", rhs


class RelaxFunc:
    def __init__(self, name, lines):
        self.name = name
        self.bindings = []
        for line in lines[1:]:
            s = line.strip()
            if " = " not in s or s.startswith(("cls =", "return", "with ", "#", "R.output")):
                continue
            lhs, rhs = s.split(" = ", 1)
            var = lhs.split(":", 1)[0].strip()
            if re.fullmatch(r"\w+", var):
                self.bindings.append(Binding(var, rhs.strip()))


class Module:
    """The functions of a printed module, by name."""

    def __init__(self, text):
        self.prim_funcs = {}
        self.relax_funcs = {}
        kind, name, body = None, None, []

        def flush():
            if name is None:
                return
            if kind == "T.prim_func":
                self.prim_funcs[name] = PrimFunc(name, body)
            else:
                self.relax_funcs[name] = RelaxFunc(name, body)

        for line in text.splitlines():
            d = _DECORATOR.match(line)
            if d:
                flush()
                kind, name, body = d.group(1), None, []
                continue
            m = _DEF.match(line)
            if m and kind is not None and name is None:
                name = m.group(1)
                body = [line]
                continue
            if name is not None:
                body.append(line)
        flush()


def expansions(original, dispatched):
    """Maps each binding of `original` (a RelaxFunc) to the bindings that
    replaced it in `dispatched`: the binding of the same name plus the new
    bindings emitted just before it (workspaces, reshapes, the cumsum that
    multinomial_from_uniform becomes on a CPU)."""
    names = {b.var for b in original.bindings}
    by_var = {}
    pending = []
    for b in dispatched.bindings:
        if b.var in names:
            by_var[b.var] = pending + [b]
            pending = []
        else:
            pending.append(b)
    return by_var


def describe(steps, dispatched):
    """What replaced one call: implementation, kernel names, workspaces."""
    impl, kernels, workspaces = [], [], []
    for b in steps:
        if b.kind == "call_tir":
            f = dispatched.prim_funcs.get(b.target)
            impl.append("call_tir[%s]" % (f.kind if f else "?"))
            kernels.append(b.target)
        elif b.kind == "alloc":
            workspaces.append(b.target)
        elif b.kind in ("call_dps_packed", "call_pure_packed", "call_packed"):
            impl.append("%s(%s)" % (b.kind, b.target))
        elif b.kind == "op":
            impl.append("R." + b.target)
    return {"impl": ", ".join(impl), "kernels": ", ".join(kernels), "workspace": workspaces}


def workspace_values(exprs):
    """Byte counts of the workspace shape expressions, evaluated at two
    points where each symbolic variable takes a value derived from its name
    (the printers write `T.int64(8) * (m * n * T.int64(4))` and
    `m * n * 32 + 8388608` for the same size); the text itself when it is
    not arithmetic over names and integers."""
    vals = []
    for e in exprs:
        e = e.replace("T.int64", "").replace("T.int32", "")
        if not re.fullmatch(r"[\w\s()+*/%-]*", e):
            vals.append(e)
            continue
        names = set(re.findall(r"[A-Za-z_]\w*", e))
        points = []
        for salt in (b"a", b"b"):
            env = {n: 2 + zlib.crc32(salt + n.encode()) % 997 for n in names}
            try:
                points.append(eval(e, {"__builtins__": {}}, env))  # pylint: disable=eval-used
            except (SyntaxError, NameError, TypeError, ZeroDivisionError):
                points.append(e)
        vals.append(tuple(points))
    return vals
