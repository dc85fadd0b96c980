# RUN: %rlx opt %s --passes=FoldConstant,DeadCodeElimination --trace=%t.json | %FileCheck %s
# RUN: %FileCheck %s --check-prefix=TRACE < %t.json
# RUN: %rlx opt %s --passes=FoldConstant,DeadCodeElimination --print-after-change 2>&1 >/dev/null | %FileCheck %s --check-prefix=CHANGE
# RUN: %rlx opt %s --passes=FoldConstant,DeadCodeElimination --trace=%t.2.json > %t.out2
# RUN: %rlx opt %s --passes=FoldConstant,DeadCodeElimination --trace=%t.3.json > %t.out3
# RUN: cmp %t.out2 %t.out3 && cmp %t.2.json %t.3.json
# RUN: cat %s | %rlx opt - --passes=FoldConstant | %FileCheck %s --check-prefix=STDIN
# RUN: %rlx opt %s --passes=FoldConstant,DeadCodeElimination --print-before=DeadCodeElimination --time 2>&1 >/dev/null | %FileCheck %s --check-prefix=BEFORE
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        with R.dataflow():
            c: R.Tensor((), dtype="float32") = R.add(R.const(1.5, "float32"), R.const(2.5, "float32"))
            dead: R.Tensor((2,), dtype="float32") = R.exp(x)
            gv: R.Tensor((2,), dtype="float32") = R.multiply(x, c)
            R.output(gv)
        return gv

# The constant is folded into the use and the dead binding is removed.
# CHECK:      gv: R.Tensor((2,), dtype="float32") = R.multiply(x, R.const(4.0, "float32"))
# CHECK-NOT:  R.exp

# TRACE:      "version": 1,
# TRACE:      "input": "# from tvm.script import ir as I
# TRACE:      "name": "FoldConstant",
# TRACE-NEXT: "options": "",
# TRACE-NEXT: "changed": true,
# TRACE-NEXT: "after":
# TRACE:      "name": "DeadCodeElimination",

# CHANGE: # IR after FoldConstant
# CHANGE-NOT: # IR after DeadCodeElimination (unchanged)

# STDIN: R.const(4.0, "float32")

# BEFORE: # IR before DeadCodeElimination
# BEFORE-NOT: # IR before FoldConstant
# BEFORE: pass ms changed
# BEFORE-NEXT: FoldConstant {{.*}} yes
