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


# ----------------------------------------------------------------- partitioning
#
# A partitioned module (partition_for_<backend>) is read to, per global
# function: its kind, private-ness, attributes, the global functions it
# calls, and its composites (the function itself when it has Composite, and
# every local function with Composite inside a Codegen wrapper) with the
# ops fused into each. Local names (gv1 / local_func, lv / lv1, q_1) are the
# printers' own and are not read.

_ANY_DECORATOR = re.compile(r"^(\s*)@(T\.prim_func|R\.function)(\((.*)\))?\s*$")
_ANY_DEF = re.compile(r"^(\s*)def (\w+)\(")
_FUNC_ATTR = re.compile(r"^\s*R\.func_attr\((\{.*\})\)\s*$")
_ATTR_ITEM = re.compile(r'"(\w+)":\s*("(?:[^"\\]|\\.)*"|True|False|[^,}]+)')
_GLOBAL_CALL = re.compile(r"\bcls\.(\w+)\b")


def parse_attrs(text):
    """{key: value} of an R.func_attr dict: strings unquoted, True/False as
    bools, anything else (T.int64(8), 8) as its text with T.int64/T.int32
    spellings removed, so both printers' integers read alike."""
    attrs = {}
    for key, value in _ATTR_ITEM.findall(text):
        value = value.strip()
        if value.startswith('"'):
            attrs[key] = value[1:-1]
        elif value in ("True", "False"):
            attrs[key] = value == "True"
        else:
            attrs[key] = re.sub(r"T\.int(?:32|64)\((\d+)\)", r"\1", value)
    return attrs


class FunctionFacts:
    """One function (global or local) of a printed module."""

    def __init__(self, name, kind, decorator_args, indent):
        self.name = name
        self.kind = kind  # "relax" or "prim"
        self.private = "private=True" in (decorator_args or "")
        self.indent = indent
        self.attrs = {}
        self.ops = []  # R.<op> / call_tir:<callee> of its own bindings, in order
        self.calls = []  # cls.<global> it calls, in order
        self.locals = []  # FunctionFacts of its local functions
        self.signature = ""  # "type, ... -> type", see signature()

    def composites(self):
        """[(Composite name, ops)] of this function and its local functions."""
        out = []
        if "Composite" in self.attrs:
            out.append((self.attrs["Composite"], tuple(self.ops)))
        for f in self.locals:
            out.extend(f.composites())
        return out


def _binding_ops(line):
    s = line.strip()
    if " = " not in s or s.startswith(("cls =", "return", "#")):
        return None
    rhs = s.split(" = ", 1)[1].strip()
    kind, target = _classify(rhs)
    if kind == "op":
        return target
    if kind == "call_tir":
        return "call_tir:" + target
    if kind in ("call_dps_packed", "call_pure_packed", "call_packed"):
        return kind + ":" + target
    return None


def partition_facts(text):
    """{global function name: FunctionFacts} of a printed module."""
    funcs = {}
    stack = []  # FunctionFacts being read, outermost first
    pending = None  # (kind, decorator args, indent) of a decorator awaiting its def
    for line in text.splitlines():
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        d = _ANY_DECORATOR.match(line)
        if d:
            pending = ("prim" if d.group(2) == "T.prim_func" else "relax", d.group(4), len(d.group(1)))
            continue
        m = _ANY_DEF.match(line)
        if m and pending is not None and len(m.group(1)) == pending[2]:
            while stack and stack[-1].indent >= pending[2]:
                stack.pop()
            f = FunctionFacts(m.group(2), pending[0], pending[1], pending[2])
            f.signature = signature(line[m.end():])
            if stack:
                stack[-1].locals.append(f)
            elif pending[2] == 4:
                funcs[f.name] = f
            stack.append(f)
            pending = None
            continue
        while stack and indent <= stack[-1].indent:
            stack.pop()
        if not stack:
            continue
        f = stack[-1]
        a = _FUNC_ATTR.match(line)
        if a:
            f.attrs.update(parse_attrs(a.group(1)))
            continue
        if f.kind != "relax":
            continue
        op = _binding_ops(line)
        if op:
            f.ops.append(op)
        f.calls.extend(_GLOBAL_CALL.findall(line.split(" = ", 1)[1] if " = " in line else line))
    return funcs


def global_symbol(f):
    """The function's global_symbol: printed when it differs from the name,
    left implicit (the name) on a public function, absent on a private one."""
    if "global_symbol" in f.attrs:
        return f.attrs["global_symbol"]
    return None if f.private else f.name


def _split_top_level(text):
    """`text` split at the commas outside brackets and strings."""
    parts, depth, cur, quote = [], 0, "", False
    for ch in text:
        if ch == '"':
            quote = not quote
        elif not quote and ch in "([{":
            depth += 1
        elif not quote and ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0 and not quote:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def normalize_type(t):
    """A type annotation as both printers mean it: rlx quotes symbolic
    dimensions in signatures ("s"), TVM does not; int64 immediates print as
    T.int64(8) or 8. Other dtypes (T.int32(8)) stay visible."""
    t = re.sub(r'(?<!dtype=)"([A-Za-z_]\w*)"', r"\1", t.strip())
    return re.sub(r"T\.int64\((\d+)\)", r"\1", t)


def signature(rest):
    """The parameter and return types of a def line, from just after
    `def NAME(`: "R.Tensor((n, 4), dtype=...), ... -> R.Tensor(...)".
    Parameter names are left out: TVM renames the variables it binds while
    fusing (a group's output becomes "lv"), so the names that reach the next
    composite's parameters are the printers' choice, not a difference."""
    depth, end = 1, None
    for i, ch in enumerate(rest):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0:
            end = i
            break
    if end is None:
        return rest
    params = []
    for p in _split_top_level(rest[:end]):
        name, _, ty = p.partition(":")
        params.append(normalize_type(ty) if ty else name.strip())
    ret = rest[end + 1:].strip().rstrip(":").strip()
    if ret.startswith("->"):
        ret = normalize_type(ret[2:])
    return ", ".join(params) + (" -> " + ret if ret else "")
