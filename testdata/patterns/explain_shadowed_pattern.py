# A lower-priority pattern that would match a root a higher-priority pattern
# already claimed is reported as shadowed, naming both patterns, in
# `rlx opt --explain` and in the JSON trace: cublas.matmul_bias_relu takes
# mm, biased and relu, so cublas.matmul_bias (root biased) and cublas.matmul
# (root mm) are shadowed by it.
# RUN: %rlx opt %s --passes='FuseOpsByPattern(prefix=cublas)' --explain 2>&1 >/dev/null | %FileCheck %s
# RUN: %rlx opt %s --passes='FuseOpsByPattern(prefix=cublas)' --trace=%t.json > /dev/null
# RUN: %FileCheck %s --check-prefix=TRACE < %t.json
# Listing the patterns the other way round, cublas.matmul wins and nothing
# is shadowed: the larger patterns no longer match.
# RUN: %rlx opt %s --passes='FuseOpsByPattern(patterns=cublas.matmul;cublas.matmul_bias_relu)' --explain 2>&1 >/dev/null | %FileCheck %s --check-prefix=REVERSED

# CHECK:      main/relu: relax.nn.relu -> cublas.matmul_bias_relu [target=] (fused: mm, biased, relu)
# CHECK-NEXT: main/biased: relax.add -> cublas.matmul_bias [target=] (rejected: shadowed by a higher-priority pattern: cublas.matmul_bias_relu already claimed biased)
# CHECK-NEXT: main/mm: relax.matmul -> cublas.matmul [target=] (rejected: shadowed by a higher-priority pattern: cublas.matmul_bias_relu already claimed mm)
# CHECK-NOT:  {{.}}

# TRACE:      "name": "FuseOpsByPattern",
# TRACE:      "decisions": [
# TRACE-NEXT: "main/relu: relax.nn.relu -> cublas.matmul_bias_relu (fused: mm, biased, relu)",
# TRACE-NEXT: "main/biased: relax.add -> cublas.matmul_bias (rejected: shadowed by a higher-priority pattern: cublas.matmul_bias_relu already claimed biased)",
# TRACE-NEXT: "main/mm: relax.matmul -> cublas.matmul (rejected: shadowed by a higher-priority pattern: cublas.matmul_bias_relu already claimed mm)"

# REVERSED:     main/mm: relax.matmul -> cublas.matmul [target=] (fused: mm)
# REVERSED-NOT: shadowed

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((32, 64), dtype="float16"), w: R.Tensor((64, 128), dtype="float16"), b: R.Tensor((128,), dtype="float16")) -> R.Tensor((32, 128), dtype="float16"):
        with R.dataflow():
            mm = R.matmul(x, w)
            biased = R.add(mm, b)
            relu = R.nn.relu(biased)
            R.output(relu)
        return relu
