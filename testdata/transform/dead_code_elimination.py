# DeadCodeElimination: unused pure bindings go (transitively, in every
# block), impure calls and match_casts stay, and functions that no public
# function reaches are removed.
# RUN: %rlx opt %s --passes=DeadCodeElimination | %FileCheck %s
# An extra entry function keeps a private function and what it calls.
# RUN: %rlx opt %s '--passes=DeadCodeElimination(entry_functions=unreachable)' \
# RUN:   | %FileCheck %s --check-prefix=ENTRY

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    # CHECK-NOT:  def add_one
    # ENTRY:      def add_one(
    @T.prim_func(private=True)
    def add_one(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("B"):
                vi = T.axis.spatial(T.int64(4), i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = A[vi] + T.float32(1.0)

    # CHECK-LABEL: def helper(
    @R.function(private=True)
    def helper(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y: R.Tensor((4,), dtype="float32") = R.negative(x)
        return y

    # Calls of pure functions are dead when unused; `only_from_dead_code` is
    # then unreachable.
    # CHECK-LABEL: def main(
    # CHECK:         with R.dataflow():
    # CHECK-NEXT:      gv: R.Tensor((4,), dtype="float32") = R.exp(x)
    # CHECK-NEXT:      R.output(gv)
    # CHECK-NEXT:    r: R.Tensor((4,), dtype="float32") = cls.helper(gv)
    # CHECK-NEXT:    return r
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        with R.dataflow():
            lv0: R.Tensor((4,), dtype="float32") = R.add(x, x)
            lv1: R.Tensor((4,), dtype="float32") = R.multiply(lv0, x)
            gv: R.Tensor((4,), dtype="float32") = R.exp(x)
            R.output(gv)
        dead: R.Tensor((4,), dtype="float32") = cls.only_from_dead_code(x)
        r: R.Tensor((4,), dtype="float32") = cls.helper(gv)
        return r

    # CHECK-NOT:   def only_from_dead_code
    @R.function(private=True)
    def only_from_dead_code(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x

    # CHECK-LABEL: def side_effects(
    # CHECK-NEXT:    n = T.int64()
    # CHECK-NEXT:    effect: R.Object = R.call_packed("log_tensor", x, sinfo_args=(R.Object,))
    # CHECK-NEXT:    checked: R.Tensor((n,), dtype="float32") = R.match_cast(x, R.Tensor((n,), dtype="float32"))
    # CHECK-NEXT:    return x
    @R.function(pure=False)
    def side_effects(x: R.Tensor(dtype="float32", ndim=1)) -> R.Tensor(dtype="float32", ndim=1):
        n = T.int64()
        effect: R.Object = R.call_packed("log_tensor", x, sinfo_args=R.Object)
        checked: R.Tensor((n,), dtype="float32") = R.match_cast(x, R.Tensor((n,), dtype="float32"))
        unused: R.Tensor(dtype="float32", ndim=1) = R.exp(x)
        return x

    # CHECK-NOT:   def unreachable
    # ENTRY-NOT:   def only_from_dead_code
    # ENTRY-LABEL: def unreachable(
    # ENTRY:         R.call_tir(cls.add_one, (x,)
    @R.function(private=True)
    def unreachable(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        y = R.call_tir(cls.add_one, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
        return y
