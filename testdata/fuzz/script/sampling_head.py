# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(logits: R.Tensor(("batch", 32000), dtype="float32"), uniform: R.Tensor(("batch", 1), dtype="float32"), sample_indices: R.Tensor(("batch", 1), dtype="int64")) -> R.Tuple(R.Tensor(("batch", 1), dtype="int64"), R.Tensor(("batch", 32000), dtype="int32"), R.Tensor(("batch", 32000), dtype="float32")):
        batch = T.int64()
        with R.dataflow():
            probs: R.Tensor((batch, 32000), dtype="float32") = R.nn.softmax(logits, axis=-1)
            sorted_probs: R.Tensor((batch, 32000), dtype="float32") = R.sort(probs, axis=-1, descending=True)
            order: R.Tensor((batch, 32000), dtype="int32") = R.argsort(probs, axis=-1, descending=True, dtype="int32")
            cum: R.Tensor((batch, 32000), dtype="float32") = R.cumsum(sorted_probs, axis=-1, dtype="float32", exclusive=False)
            top: R.Tuple(R.Tensor((batch, 40), dtype="float32"), R.Tensor((batch, 40), dtype="int32")) = R.topk(probs, k=40, axis=-1, ret_type="both", largest=True, dtype="int32")
            top_values: R.Tensor((batch, 40), dtype="float32") = top[0]
            sample: R.Tensor((batch, 1), dtype="int64") = R.multinomial_from_uniform(probs, uniform, sample_indices, dtype="int64")
            gv: R.Tuple(R.Tensor((batch, 1), dtype="int64"), R.Tensor((batch, 32000), dtype="int32"), R.Tensor((batch, 32000), dtype="float32")) = (sample, order, cum)
            R.output(gv)
        return gv
