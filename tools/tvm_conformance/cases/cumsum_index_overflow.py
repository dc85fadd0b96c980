# A last-axis cumsum whose row (2^31 elements) overflows the 32-bit index
# budget of the continuous GPU kernel on WebGPU (index_bits=32): rlx rejects
# it at compile time with a located error, TVM emits a kernel whose int32
# indices wrap. For tools/tvm_conformance only; too large to run.
# conformance: no-run

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2147483648), dtype="float32")):
        with R.dataflow():
            c = R.cumsum(x, axis=-1)
            R.output(c)
        return c
