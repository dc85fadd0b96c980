#!/usr/bin/env python3
"""Times every real-model fixture in rlx beside TVM 0.27 and PyTorch eager, in
one run on this machine, and prints one markdown table.

    py=$(bash tools/real_models/setup.sh)
    bazel build -c opt //tools/rlx
    $py tools/real_models/bench.py [--rlx bazel-bin/tools/rlx/rlx] [NAME ...]

Per model: the bindings of TVM's text; rlx's parse + check + print
(`rlx print`) and compile (`rlx build`), each the median of --repeat process
runs, and one call of the built executable in process (`rlx run --time`: the
median of --repeat calls after a warm-up); TVM's `tvm.compile(mod, "llvm")` (once) and one VM call
(median of --repeat after a warm-up); the framework's eager call on one thread
(median of --repeat). Models TVM cannot compile show its failure instead.
A decode loop (nn_kv_cache_decode) shows TVM's and the twin's mean step;
rlx's loop runs in real_models_test, not through `rlx run`.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import corpus  # noqa: E402
import generate  # noqa: E402

BINDING = re.compile(r"^\s+\w+(:.*?)? = \S")


def _bindings(text):
    return sum(1 for line in text.splitlines() if BINDING.match(line))


def _median_process_s(cmd, repeat):
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def _rlx_times(rlx, d, repeat, entry, decode=False):
    model = os.path.join(d, "model.py")
    ins = sorted((f for f in os.listdir(d) if re.fullmatch(r"in\d+\.npy", f)), key=lambda f: int(f[2:-4]))
    with tempfile.TemporaryDirectory() as tmp:
        exe = os.path.join(tmp, "model.rlx")
        run_cmd = [rlx, "run", exe, "--entry", entry] + sum((["--in", os.path.join(d, f)] for f in ins), []) + ["--out-dir", tmp]
        times = []
        for cmd in ([rlx, "print", model], [rlx, "build", model, "-o", exe]):
            try:
                times.append("%.2f" % _median_process_s(cmd, repeat))
            except subprocess.CalledProcessError:
                return times + ["fails"] + [""] * (2 - len(times))
        if decode:
            # `rlx run` cannot feed a call the caches the previous one
            # returned; real_models_test runs the loop.
            return times + ["(decode loop)"]
        # The run column is in process: the median call after a warm-up.
        p = subprocess.run(run_cmd + ["--time", "--repeat", str(max(repeat, 1))], capture_output=True, text=True)
        m = re.search(r"^call: ([0-9.]+) ms", p.stderr, re.M)
        times.append("%.2f" % float(m.group(1)) if p.returncode == 0 and m else "fails")
    return times


def _reference_times(spec, repeat):
    import numpy as np
    import torch
    import tvm
    from tvm import relax

    torch.set_num_threads(1)
    generate._seed_everything(spec.seed)
    if spec.frontend == "nn":
        # The eager column is the model's PyTorch twin (nn_models.py).
        nn_model = spec.build(spec.seed)
        mod, named = nn_model.export()
        inputs = nn_model.inputs()
        model = lambda *_: nn_model.reference(inputs, named)  # noqa: E731
        args = []
        main_args = inputs + [v for _, v in named]
    else:
        model, args, mod, main_args = _torch_model(spec)
    eager = []
    with torch.no_grad():
        model(*args)
        for _ in range(repeat):
            t0 = time.perf_counter()
            model(*args)
            eager.append(time.perf_counter() - t0)
    if spec.frontend == "nn" and getattr(nn_model, "decode", False):
        # A decode loop: TVM's column is the mean step of one loop.
        try:
            _, compile_s, run_s = generate._tvm_run_decode(mod, main_args, nn_model.steps)
            return (compile_s, run_s / nn_model.steps), statistics.median(eager) / nn_model.steps
        except Exception as e:  # noqa: BLE001
            return type(e).__name__, statistics.median(eager) / nn_model.steps
    try:
        t0 = time.perf_counter()
        ex = tvm.compile(mod, target="llvm")
        compile_s = time.perf_counter() - t0
        vm = relax.VirtualMachine(ex, tvm.cpu())
        dev_args = [tvm.runtime.tensor(np.asarray(a)) for a in main_args]
        vm[spec.entry](*dev_args)
        runs = []
        for _ in range(repeat):
            t0 = time.perf_counter()
            vm[spec.entry](*dev_args)
            runs.append(time.perf_counter() - t0)
        tvm_times = (compile_s, statistics.median(runs))
    except Exception as e:  # noqa: BLE001  (TVM's failure is reported in the table)
        tvm_times = type(e).__name__
    return tvm_times, statistics.median(eager)


def _torch_model(spec):
    import torch

    model, args = spec.build()
    model.eval()
    generate._randomize_zero_weights(model, spec.seed)
    if spec.dtype is not None:
        dt = getattr(torch, spec.dtype)
        model = model.to(dt)
        args = [a.to(dt) if a.is_floating_point() else a for a in args]
    mod, params = generate._import(spec, model, args)
    return model, args, mod, [a.detach().numpy() for a in args] + params


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*")
    ap.add_argument("--rlx", default=os.path.join(generate.ROOT, "bazel-bin", "tools", "rlx", "rlx"))
    ap.add_argument("--repeat", type=int, default=3)
    opts = ap.parse_args()
    specs = [s for s in corpus.all_specs() if not opts.names or s.name in opts.names]
    print("| model | bindings | rlx parse s | rlx build s | rlx run ms | TVM compile s | TVM run ms | eager ms |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for spec in specs:
        d = os.path.join(generate.OUT_ROOT, spec.name)
        if not os.path.exists(os.path.join(d, "model.py")):
            continue
        with open(os.path.join(d, "model.py")) as f:
            n = _bindings(f.read())
        parse, build, run = _rlx_times(opts.rlx, d, opts.repeat, spec.entry,
                                       getattr(spec.build, "decode", False) if spec.frontend == "nn" else False)
        tvm_times, eager = _reference_times(spec, opts.repeat)
        tvm_cols = ("%.2f" % tvm_times[0], "%.2f" % (tvm_times[1] * 1e3)) if isinstance(tvm_times, tuple) else (
            "fails (%s)" % tvm_times, "")
        print("| %s | %d | %s | %s | %s | %s | %s | %.2f |" % (spec.name, n, parse, build, run, tvm_cols[0],
                                                               tvm_cols[1], eager * 1e3), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
