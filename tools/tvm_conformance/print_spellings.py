"""Writes testdata/tvm_printed/spellings.py: a module that exercises TVM 0.27's
printed spellings (module-level TypeVars, T.<dtype> prim annotations, bare
prim values, R.Any, out_ty=, %.17g floats, attribute orders, tuples bound
without parentheses), exactly as TVM 0.27's mod.script() prints it.

Run in the real-model tool's virtual environment:
    $(bash tools/real_models/setup.sh) tools/tvm_conformance/print_spellings.py
"""
import pathlib

import tvm  # noqa: F401
from tvm.script import ir as I, relax as R, tirx as T
@I.ir_module
class Mod:
    @T.prim_func(private=True, s_tir=True)
    def add_one(a: T.handle, b: T.handle):
        n = T.int64()
        A = T.match_buffer(a, (n, 4))
        B = T.match_buffer(b, (n, 4))
        for i, j in T.grid(n, 4):
            with T.sblock("b"):
                vi, vj = T.axis.remap("SS", [i, j])
                T.reads(A[vi, vj])
                T.writes(B[vi, vj])
                B[vi, vj] = A[vi, vj] + T.float32(0.1)
    @R.function(private=True)
    def helper(x: R.Tensor(("n", 4), "float32"), s: R.Prim("int64")) -> R.Tensor(("n", 4), "float32"):
        n = T.int64()
        return x
    @R.function
    def main(x: R.Tensor(("n", 4), "float32"), y: R.Tensor(ndim=2, dtype="float32"), o: R.Object, s: R.Prim("int64"), img: R.Tensor((1, 2, 8, 8), "float32")) -> R.Tuple(R.Tensor(("n", 4), "float32"), R.Tensor(ndim=2, dtype="float32")):
        n = T.int64()
        m = T.int64()
        cls = Mod
        z = R.match_cast(y, R.Tensor((m, 4), "float32"))
        a = R.prim_value(T.int32(3))
        b = R.prim_value(5)
        c = (b, a, R.prim_value(True))
        one = (x,)
        d = R.prim_value(T.float32(0.25))
        w = R.call_tir(cls.add_one, (x,), out_ty=R.Tensor((n, 4), "float32"))
        h = cls.helper(w, s)
        g = R.ones(R.shape([4]), "float32")
        f = R.nn.layer_norm(h, g, g, axes=[-1], epsilon=1e-5)
        sl = R.strided_slice(f, (1,), (0,), (2,), (1,))
        cl = R.clip(f, 0, T.float64(6.0))
        k = R.multiply(cl, R.const(0.3535533845424652, "float32"))
        big = R.const(-3.4028234663852886e+38, "float32")
        p = R.nn.max_pool2d(img, pool_size=[2, 2], strides=[2, 2])
        q = R.nn.pad(img, pad_width=[0, 0, 0, 0, 1, 1, 1, 1], pad_value=0.0)
        cs = R.cumsum(f, axis=1)
        mm = R.matmul(f, R.permute_dims(f))
        return (k, z)

OUT = pathlib.Path(__file__).resolve().parents[2] / "testdata" / "tvm_printed" / "spellings.py"
OUT.write_text(Mod.script())
print(f"wrote {OUT}")
