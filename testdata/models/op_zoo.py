# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 6), dtype="float32"), idx: R.Tensor((3,), dtype="int64"), cond: R.Tensor((2, 6), dtype="bool"), gamma: R.Tensor((6,), dtype="float32"), beta: R.Tensor((6,), dtype="float32"), bounds: R.Tensor((4,), dtype="float32")) -> R.Tensor((2, 6), dtype="float32"):
        with R.dataflow():
            a: R.Tensor((3, 4), dtype="float32") = R.reshape(x, R.shape([3, 4]))
            b: R.Tensor((4, 6), dtype="float32") = R.concat((x, x), axis=0)
            c: R.Tuple(R.Tensor((2, 3), dtype="float32"), R.Tensor((2, 3), dtype="float32")) = R.split(x, indices_or_sections=2, axis=1)
            c0: R.Tensor((2, 3), dtype="float32") = c[0]
            d: R.Tensor((3, 6), dtype="float32") = R.take(b, idx, axis=0)
            e: R.Tensor((2, 6), dtype="float32") = R.clip(x, R.prim_value(0), R.prim_value(6))
            f: R.Tensor((2, 6), dtype="float32") = R.where(cond, x, e)
            g: R.Tensor((2, 3), dtype="float32") = R.zeros(R.shape([2, 3]), dtype="float32")
            h: R.Tensor((10,), dtype="int64") = R.arange(R.prim_value(0), R.prim_value(10), R.prim_value(1), dtype="int64")
            i: R.Tensor((2, 6), dtype="float32") = R.nn.layer_norm(x, gamma, beta, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            j: R.Tensor((2, 6), dtype="float32") = R.nn.rms_norm(i, gamma, axes=[-1], epsilon=1.0000000000000001e-05)
            k: R.Tensor((2, 6), dtype="float16") = R.astype(j, dtype="float16")
            l: R.Tensor((1, 2, 6), dtype="float32") = R.expand_dims(x, axis=[0])
            m: R.Tensor((2, 6), dtype="float32") = R.squeeze(l, axis=[0])
            n: R.Tensor((12,), dtype="float32") = R.flatten(m)
            o: R.Tensor((2, 1), dtype="float32") = R.mean(x, axis=[1], keepdims=True)
            p: R.Tensor((2,), dtype="int64") = R.argmax(x, axis=1, keepdims=False)
            q: R.Tensor((2, 6), dtype="int64") = R.bucketize(x, bounds, out_int32=False, right=False)
            r: R.Tensor((6, 2), dtype="float32") = R.permute_dims(x, axes=None)
            s: R.Tensor((2, 6), dtype="float32") = R.broadcast_to(o, R.shape([2, 6]))
            ws: R.Tensor((8388872,), dtype="uint8") = R.builtin.alloc_tensor(R.shape([8388872]), R.dtype("uint8"), R.prim_value(0), R.str("global"))
            t = R.call_dps_packed("my_ext_func", (x,), out_sinfo=R.Tensor((2, 6), dtype="float32"))
            u: R.Tensor((6, 2), dtype="float32") = R.call_pure_packed("vm.builtin.reshape", x, R.shape([6, 2]), sinfo_args=(R.Tensor((6, 2), dtype="float32"),))
            v: R.Tensor((2, 6), dtype="float32") = R.cumprod(x, axis=1, dtype="float32", exclusive=False)
            gv: R.Tensor((2, 6), dtype="float32") = R.add(f, s)
            R.output(gv)
        return gv
