# Calls the dispatch testdata modules leave out, for tools/tvm_conformance
# only (not a golden test): scans over every axis of a 3-D tensor (WebGPU's
# non-last-axis path), integer and widened scans, descending argsort, topk
# returning one output, bucketize right=True with int64 output, a sort over a
# leading axis and sampling with symbolic shapes.

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def scans3d(x: R.Tensor((2, 3, 4), dtype="float32"), xi: R.Tensor((3, 4), dtype="int32")):
        with R.dataflow():
            c0 = R.cumsum(x, axis=0)
            c1 = R.cumsum(x, axis=1)
            c2 = R.cumsum(x, axis=2, dtype="float64")
            e1 = R.cumsum(x, axis=1, exclusive=True)
            p2 = R.cumprod(x, axis=2)
            p1 = R.cumprod(x, axis=-2, exclusive=True)
            ci = R.cumsum(xi, axis=-1, exclusive=True)
            ci0 = R.cumsum(xi, axis=0, dtype="int64")
            gv = (c0, c1, c2, e1, p2, p1, ci, ci0)
            R.output(gv)
        return gv

    @R.function
    def sorts(x: R.Tensor((3, 4, 5), dtype="float32"), b: R.Tensor((6,), dtype="float32")):
        with R.dataflow():
            s0 = R.sort(x, axis=0, descending=False)
            a = R.argsort(x, axis=-1, descending=True, dtype="int32")
            tv = R.topk(x, k=1, axis=1, ret_type="values", largest=False, dtype="int64")
            ti = R.topk(x, k=3, axis=-1, ret_type="indices", largest=True, dtype="int64")
            k = R.bucketize(x, b, out_int32=False, right=True)
            gv = (s0, a, tv, ti, k)
            R.output(gv)
        return gv

    @R.function
    def sample(prob: R.Tensor(("n", "vocab"), dtype="float32"), uniform: R.Tensor(("batch", 1), dtype="float32"), sample_indices: R.Tensor(("batch", 1), dtype="int64")):
        batch = T.int64()
        with R.dataflow():
            gv = R.multinomial_from_uniform(prob, uniform, sample_indices, dtype="int32")
            R.output(gv)
        return gv
