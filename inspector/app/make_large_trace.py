#!/usr/bin/env python3
"""Writes a two-pass `rlx opt --trace` JSON over a function of N bindings,
the input for the inspector's frame-time benchmark (issue 6, item 5):

    make_large_trace.py [N] OUT.json
    xvfb-run -a -s '-screen 0 1280x800x24' rlx-inspect OUT.json \\
        --select-pass=Rewrite --view=graph --screenshot=/tmp/f.png --frames=200

The module is the same chain as inspector/model/model_benchmark.cc; the
second snapshot rewrites every 50th binding.
"""

import json
import sys

OPS = ["R.add({p}, {p})", "R.nn.relu({p})", 'R.matmul({p}, w, out_dtype="void")', "R.multiply({p}, x)", "R.exp({p})"]


def module(n, variant):
    out = ["# from tvm.script import ir as I", "# from tvm.script import tir as T",
           "# from tvm.script import relax as R", "", "@I.ir_module", "class Module:", "    @R.function",
           '    def main(x: R.Tensor(("n", 64), dtype="float32"), w: R.Tensor((64, 64), dtype="float32")) -> '
           'R.Tensor(("n", 64), dtype="float32"):',
           "        n = T.int64()", "        with R.dataflow():"]
    prev = "x"
    for i in range(n):
        op = "R.negative({p})" if variant and i % 50 == 7 else OPS[i % 5]
        name = "gv" if i + 1 == n else "lv%d" % i
        out.append('            %s: R.Tensor((n, 64), dtype="float32") = %s' % (name, op.replace("{p}", prev)))
        prev = name
    out += ["            R.output(gv)", "        return gv", ""]
    return "\n".join(out)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 2 else 10000
    trace = {"version": 1, "target": "llvm", "input": module(n, False),
             "passes": [{"name": "Rewrite", "options": "", "changed": True, "after": module(n, True)}]}
    with open(sys.argv[-1], "w") as f:
        json.dump(trace, f)


if __name__ == "__main__":
    main()
