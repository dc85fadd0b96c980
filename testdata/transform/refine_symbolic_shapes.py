# RefineSymbolicShapes: shapes simplified under the declared ranges of a
# function's symbolic dims (tir_var_lower_bound / tir_var_upper_bound, as
# torch.export writes them), and each binding given the most specific struct
# info that follows. Without the pass TVM's text for such a model leaves the
# sum as R.Tensor(ndim=3), and nothing after it can be legalized.
# RUN: %rlx opt %s --passes=RefineSymbolicShapes | %FileCheck %s
# Without the ranges the pass has nothing to use:
# RUN: sed -e 's/R.func_attr.*$//' %s | %rlx opt - --passes=RefineSymbolicShapes | %FileCheck %s --check-prefix=NONE

# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

s = TypeVar("s")

@I.ir_module
class Module:
    # CHECK-LABEL: def main(
    # CHECK:         ids: R.Tensor((1, s), dtype="int64") = R.strided_slice(
    # CHECK:         head: R.Tensor((1, 1), dtype="int64") = R.strided_slice(
    # CHECK:         pos: R.Tensor((1, s, 4), dtype="float32") = R.reshape(
    # CHECK:         emb: R.Tensor((1, s, 4), dtype="float32") = R.add(x, pos)
    # CHECK:         out: R.Tensor((1, s, 4), dtype="float32") = R.nn.layer_norm(emb,
    # NONE-LABEL:  def main(
    # NONE:          ids: R.Tensor((1, T.min(s, 16)), dtype="int64") = R.strided_slice(
    # NONE:          head: R.Tensor((1, T.min(1, s)), dtype="int64") = R.strided_slice(
    # NONE:          emb: R.Tensor(dtype="float32", ndim=3) = R.add(x, pos)
    # NONE:          out: R.Tensor(dtype="float32", ndim=3) = R.nn.layer_norm(emb,
    @R.function
    def main(x: R.Tensor((1, s, 4), dtype="float32"), positions: R.Tensor((1, 16), dtype="int64"), table: R.Tensor((16, 4), dtype="float32"), gamma: R.Tensor((4,), dtype="float32"), beta: R.Tensor((4,), dtype="float32")) -> R.Tensor(dtype="float32", ndim=3):
        R.func_attr({"tir_var_lower_bound": {"s": 2}, "tir_var_upper_bound": {"s": 16}})
        with R.dataflow():
            ids: R.Tensor((1, T.min(s, 16)), dtype="int64") = R.strided_slice(positions, (1,), (0,), (s,), (1,), assume_inbound=False)
            head: R.Tensor((1, T.min(1, s)), dtype="int64") = R.strided_slice(ids, (1,), (0,), (1,), (1,), assume_inbound=False)
            flat: R.Tensor((T.min(s, 16),), dtype="int64") = R.reshape(ids, R.shape([T.min(s, 16)]))
            rows: R.Tensor((T.min(s, 16), 4), dtype="float32") = R.take(table, flat, axis=0, mode="fast")
            pos: R.Tensor((1, T.min(s, 16), 4), dtype="float32") = R.reshape(rows, R.shape([1, T.min(s, 16), 4]))
            emb: R.Tensor(dtype="float32", ndim=3) = R.add(x, pos)
            out: R.Tensor(dtype="float32", ndim=3) = R.nn.layer_norm(emb, gamma, beta, axes=[-1], epsilon=1e-05, center=True, scale=True)
            R.output(out, head)
        return out
