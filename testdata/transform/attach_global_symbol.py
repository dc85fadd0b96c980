# AttachGlobalSymbol: every function, private ones included, gets a
# global_symbol; PrimFuncs are prefixed by the module's system_lib_prefix and
# renamed, and calls follow them.
# RUN: %rlx opt %s --passes=AttachGlobalSymbol | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_attrs({"system_lib_prefix": "lib_"})

    # CHECK:         @R.function{{$}}
    # CHECK-NEXT:    def helper(
    # CHECK:         @T.prim_func{{$}}
    # CHECK-NEXT:    def lib_add_one(
    # CHECK-LABEL: def main(
    # CHECK:         R.call_tir(cls.lib_add_one, (x,)
    @T.prim_func(private=True)
    def add_one(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("B"):
                vi = T.axis.spatial(T.int64(4), i)
                B[vi] = A[vi] + T.float32(1)

    @R.function(private=True)
    def helper(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        y = R.call_tir(cls.add_one, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
        z = cls.helper(y)
        return z
