# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis
# from tvm.script import relax as R

n = TypeVar("n")
@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def add_one(A: T.Buffer((n, 4), "float32"), B: T.Buffer((n, 4), "float32")):
        # with T.sblock("root"):
        for i, j in T.grid(n, 4):
            with T.sblock("b"):
                vi, vj = T.axis.remap("SS", [i, j])
                T.reads(A[vi, vj])
                T.writes(B[vi, vj])
                B[vi, vj] = A[vi, vj] + T.float32(0.10000000000000001)

    @R.function(private=True)
    def helper(x: R.Tensor((n, 4), dtype="float32"), s: T.int64) -> R.Tensor((n, 4), dtype="float32"):
        return x

    @R.function
    def main(x: R.Tensor((n, 4), dtype="float32"), y: R.Tensor(dtype="float32", ndim=2), o: R.Any, s: T.int64, img: R.Tensor((1, 2, 8, 8), dtype="float32")) -> R.Tuple(R.Tensor((n, 4), dtype="float32"), R.Tensor(dtype="float32", ndim=2)):
        m = T.int64()
        cls = Module
        z: R.Tensor((m, 4), dtype="float32") = R.match_cast(y, R.Tensor((m, 4), dtype="float32"))
        a: T.int32 = 3
        b: T.int64 = 5
        c: R.Tuple(T.int64, T.int32, T.bool) = b, a, True
        one: R.Tuple(R.Tensor((n, 4), dtype="float32")) = (x,)
        d: T.float32 = T.float32(0.25)
        w = R.call_tir(cls.add_one, (x,), out_ty=R.Tensor((n, 4), dtype="float32"))
        h: R.Tensor((n, 4), dtype="float32") = cls.helper(w, s)
        g: R.Tensor((4,), dtype="float32") = R.ones(R.shape([4]), dtype="float32")
        f: R.Tensor((n, 4), dtype="float32") = R.nn.layer_norm(h, g, g, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
        sl: R.Tensor((n, 2), dtype="float32") = R.strided_slice(f, (1,), (0,), (2,), (1,), assume_inbound=False)
        cl: R.Tensor((n, 4), dtype="float32") = R.clip(f, 0, T.float64(6.0))
        k: R.Tensor((n, 4), dtype="float32") = R.multiply(cl, R.const(0.35355338454246521, "float32"))
        big: R.Tensor((), dtype="float32") = R.const(-340282346638528859811704183484516925440.0, "float32")
        p: R.Tensor((1, 2, 4, 4), dtype="float32") = R.nn.max_pool2d(img, pool_size=[2, 2], strides=[2, 2], dilation=[1, 1], padding=[0, 0, 0, 0], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
        q: R.Tensor((1, 2, 10, 10), dtype="float32") = R.nn.pad(img, pad_width=[0, 0, 0, 0, 1, 1, 1, 1], pad_value=0.0, pad_mode="constant")
        cs: R.Tensor((n, 4), dtype="float32") = R.cumsum(f, axis=1, dtype=None, exclusive=False)
        gv17: R.Tensor((4, n), dtype="float32") = R.permute_dims(f, axes=None)
        mm: R.Tensor((n, n), dtype="float32") = R.matmul(f, gv17, out_dtype=None)
        return (k, z)