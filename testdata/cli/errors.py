# RUN: not %rlx opt %s --passes=NoSuchPass 2>&1 | %FileCheck %s --check-prefix=PASS
# RUN: not %rlx opt %s --passes="DeadCodeElimination(bogus=1)" 2>&1 | %FileCheck %s --check-prefix=OPTION
# RUN: not %rlx opt %s --passes=Normalize --target=cudaa 2>&1 | %FileCheck %s --check-prefix=TARGET
# RUN: not %rlx print %S/does_not_exist.py 2>&1 | %FileCheck %s --check-prefix=MISSING
# RUN: not %rlx frobnicate 2>&1 | %FileCheck %s --check-prefix=USAGE
# RUN: %rlx --help | %FileCheck %s --check-prefix=HELP
# RUN: %rlx passes | %FileCheck %s --check-prefix=PASSES
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        return x

# PASS: error: unknown pass 'NoSuchPass'; registered passes: {{.*}}FoldConstant
# OPTION: error: pass DeadCodeElimination has no option 'bogus'; valid options: entry_functions
# TARGET: error: unknown target kind 'cudaa'
# MISSING: error: cannot open '{{.*}}does_not_exist.py'
# USAGE: error: unknown command 'frobnicate'; commands: print, opt
# HELP: Subcommands:
# HELP-DAG: print
# HELP-DAG: opt
# PASSES: {{^}}NAME STAGE SUMMARY
# PASSES: {{^}}BindParams - Replace parameters
# PASSES: {{^}}DispatchSortScan library_dispatch Dispatch sort
# PASSES: {{^}}FoldConstant legalize Evaluate operator calls
# PASSES: {{^}}ToNonDataflow dataflow_lower 
