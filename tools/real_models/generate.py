#!/usr/bin/env python3
"""Builds the real-model corpus: modules that Apache TVM 0.27 prints for small,
randomly initialised PyTorch / ONNX / relax.frontend.nn models.

Run it with the interpreter tools/real_models/setup.sh prints:

    py=$(bash tools/real_models/setup.sh)
    $py tools/real_models/generate.py                 # every model
    $py tools/real_models/generate.py resnet gpt2     # some of them
    $py tools/real_models/generate.py --list

Frontends: torch.export with TVM's from_exported_program (parameters kept
as inputs, or bound as constants), torch.onnx with TVM's from_onnx, and
relax.frontend.nn models (nn_models.py) with export_tvm.

For each model it writes testdata/real_models/<name>/:
  model.py       TVM's printed module (mod.script(show_meta=True)), untouched
  in<i>.npy      the arguments of `main`, in order (parameters included when
                 the module keeps them as inputs)
  ref<i>.npy     the framework's outputs (tuples flattened), computed on one
                 thread in float64-free eager mode
  manifest.json  frontend, arguments, outputs, TVM's own max |difference|
                 to the reference after tvm.compile on llvm

Everything is seeded, so a rerun rewrites the same bytes. Nothing is
downloaded: every model is built from a config in code.
"""

import argparse
import hashlib
import json
import os
import sys
import time
import traceback

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import corpus  # noqa: E402  (the model definitions, beside this file)

ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
OUT_ROOT = os.path.join(ROOT, "testdata", "real_models")


def _seed_everything(seed):
    import random

    import torch

    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def _to_numpy_list(out):
    import torch

    if isinstance(out, torch.Tensor):
        if out.dtype == torch.bfloat16:
            # numpy has no bfloat16: the reference is stored widened to
            # float32 (exact), and the manifest names the framework's dtype.
            return [_Widened(out.detach().float().numpy(), "bfloat16")]
        return [out.detach().cpu().numpy()]
    if isinstance(out, (list, tuple)):
        res = []
        for o in out:
            res.extend(_to_numpy_list(o))
        return res
    if isinstance(out, dict):
        res = []
        for v in out.values():
            res.extend(_to_numpy_list(v))
        return res
    if hasattr(out, "to_tuple"):
        return _to_numpy_list(out.to_tuple())
    raise TypeError("cannot flatten output of type %s" % type(out))


class _Widened(np.ndarray):
    """A float32 copy of a bfloat16 tensor that remembers its dtype."""

    def __new__(cls, array, framework_dtype):
        obj = np.asarray(array).view(cls)
        obj.framework_dtype = framework_dtype
        return obj


def _dtype_name(a):
    return getattr(a, "framework_dtype", None) or str(a.dtype)


def _tvm_outputs(out):
    import tvm

    if isinstance(out, tvm.runtime.Tensor if hasattr(tvm.runtime, "Tensor") else tvm.nd.NDArray):
        return [out.numpy()]
    if hasattr(out, "numpy"):
        if str(out.dtype) == "bfloat16":
            # TVM's numpy() of a bfloat16 tensor is an ml_dtypes array.
            return [np.asarray(out.numpy()).astype(np.float32)]
        return [out.numpy()]
    res = []
    for o in out:
        res.extend(_tvm_outputs(o))
    return res


def _import(spec, model, args):
    """TVM's frontend for the spec: returns (IRModule, [extra main args])."""
    import torch
    from tvm import relax

    frontend = spec.frontend
    if frontend in ("torch", "torch_params"):
        from tvm.relax.frontend.torch import from_exported_program

        kwargs = {}
        if spec.dynamic_shapes is not None:
            kwargs["dynamic_shapes"] = spec.dynamic_shapes(args)
        with torch.no_grad():
            exported = torch.export.export(model, tuple(args), **kwargs)
        keep = frontend == "torch_params"
        mod = from_exported_program(exported, keep_params_as_input=keep)
        params = []
        if keep:
            mod, detached = relax.frontend.detach_params(mod)
            params = [p.numpy() for p in detached["main"]]
        return mod, params
    if frontend in ("onnx", "onnx_int8"):
        from tvm.relax.frontend.onnx import from_onnx

        export = corpus.export_onnx_int8 if frontend == "onnx_int8" else corpus.export_onnx
        onnx_model = export(spec, model, args)
        spec.onnx_model = onnx_model  # the int8 model's reference is onnxruntime's output
        mod = from_onnx(onnx_model, shape_dict=None, keep_params_in_input=False)
        return mod, []
    if frontend == "nn":
        mod, named = spec.build(spec.seed).export()
        return mod, [v for _, v in named]
    raise ValueError("unknown frontend " + frontend)


def _tvm_run(mod, main_args, entry="main"):
    import tvm
    from tvm import relax

    t0 = time.perf_counter()
    ex = tvm.compile(mod, target="llvm")
    compile_s = time.perf_counter() - t0
    vm = relax.VirtualMachine(ex, tvm.cpu())
    dev_args = [tvm.runtime.tensor(a) if hasattr(tvm.runtime, "tensor") else tvm.nd.array(a) for a in main_args]
    t0 = time.perf_counter()
    out = vm[entry](*dev_args)
    run_s = time.perf_counter() - t0
    return _tvm_outputs(out), compile_s, run_s


def _tvm_run_decode(mod, main_args, steps):
    """A decode loop: `_initialize_effect`, then `forward` once per step with
    that step's activations, the sequence length so far and the effects the
    previous call returned; the outputs are stacked."""
    import tvm
    from tvm import relax

    t0 = time.perf_counter()
    ex = tvm.compile(mod, target="llvm")
    compile_s = time.perf_counter() - t0
    vm = relax.VirtualMachine(ex, tvm.cpu())
    effects = list(vm["_initialize_effect"]())
    params = [tvm.runtime.tensor(a) for a in main_args[1:]]
    outs = []
    t0 = time.perf_counter()
    for t in range(steps):
        x = tvm.runtime.tensor(np.ascontiguousarray(main_args[0][t]))
        out, effects = vm["forward"](x, tvm.runtime.ShapeTuple([t + 1]), *effects, *params)
        effects = list(effects)
        outs.append(out.numpy())
    run_s = time.perf_counter() - t0
    return [np.stack(outs)], compile_s, run_s


def _max_diff(got, want):
    if got.shape != want.shape:
        return float("inf")
    if want.dtype.kind in "iub":
        return float(np.max(np.abs(got.astype(np.int64) - want.astype(np.int64)))) if want.size else 0.0
    g = got.astype(np.float64)
    w = want.astype(np.float64)
    if not want.size:
        return 0.0
    return float(np.max(np.abs(g - w)))


def _write_npy(path, arr):
    # np.save writes the same bytes for the same array; keep C order.
    # (np.ascontiguousarray would turn a 0-d array into shape (1,).)
    np.save(path, np.asarray(arr, order="C"), allow_pickle=False)


def _randomize_zero_weights(model, seed):
    """Libraries zero-initialise some weight matrices (torchvision's ViT
    head): an all-zero output would check nothing, so such matrices get
    seeded normal values instead (the structure is unchanged)."""
    import torch

    g = torch.Generator().manual_seed(seed + 7)
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() >= 2 and not torch.any(p != 0):
                p.copy_(torch.randn(p.shape, generator=g) * 0.1)


def generate(spec, out_root, timings):
    import torch

    torch.set_num_threads(1)
    _seed_everything(spec.seed)
    if spec.frontend == "nn":
        model, args = None, []
    else:
        model, args = spec.build()
        model.eval()
        _randomize_zero_weights(model, spec.seed)
        if spec.dtype is not None:
            dt = getattr(torch, spec.dtype)
            model = model.to(dt)
            args = [a.to(dt) if a.is_floating_point() else a for a in args]
    mod, params = _import(spec, model, args)
    text = mod.script(show_meta=True)

    if spec.frontend == "nn":
        # The reference is the model's independent PyTorch twin
        # (nn_models.py), on the same seeded weights.
        nn_model = spec.build(spec.seed)
        inputs = nn_model.inputs()
        named = nn_model.export()[1]
        with torch.no_grad():
            t0 = time.perf_counter()
            ref = _to_numpy_list(nn_model.reference(inputs, named))
            timings["eager_s"] = time.perf_counter() - t0
        main_args = inputs + params
    else:
        if spec.frontend == "onnx_int8":
            ref = [np.asarray(r) for r in corpus.onnxruntime_reference(spec.onnx_model, args)]
        with torch.no_grad():
            t0 = time.perf_counter()
            if spec.frontend != "onnx_int8":
                ref = _to_numpy_list(model(*args))
            eager_s = time.perf_counter() - t0
            t0 = time.perf_counter()
            model(*args)
            eager_s = min(eager_s, time.perf_counter() - t0)
        main_args = [a.detach().numpy() for a in args] + params
        timings["eager_s"] = eager_s

    # When TVM itself cannot compile the module (GPT-2 and Llama stop in its
    # LLVM code generator), the fixture is still written: the reference is
    # the framework's output, and the manifest records TVM's error instead
    # of its difference.
    tvm_error = None
    try:
        if spec.frontend == "nn" and getattr(nn_model, "decode", False):
            got, compile_s, run_s = _tvm_run_decode(mod, main_args, nn_model.steps)
        else:
            got, compile_s, run_s = _tvm_run(mod, main_args, spec.entry)
        timings["tvm_compile_s"] = compile_s
        timings["tvm_run_s"] = run_s
        if len(got) != len(ref):
            raise RuntimeError("TVM returned %d outputs, the framework %d" % (len(got), len(ref)))
        diffs = [_max_diff(g, r) for g, r in zip(got, ref)]
    except Exception as e:  # noqa: BLE001  (any TVM failure is recorded, not fatal)
        lines = [l.strip() for l in str(e).splitlines() if l.strip()]
        tvm_error = "%s: %s" % (type(e).__name__, lines[-1] if lines else "")
        diffs = [None] * len(ref)

    d = os.path.join(out_root, spec.name)
    os.makedirs(d, exist_ok=True)
    for f in os.listdir(d):
        if f.endswith(".npy") or f in ("model.py", "manifest.json"):
            os.remove(os.path.join(d, f))
    with open(os.path.join(d, "model.py"), "w") as f:
        f.write(text)
    for i, a in enumerate(main_args):
        _write_npy(os.path.join(d, "in%d.npy" % i), a)
    for i, r in enumerate(ref):
        _write_npy(os.path.join(d, "ref%d.npy" % i), r)
    manifest = {
        "name": spec.name,
        "family": spec.family,
        "source": spec.source,
        "frontend": spec.frontend,
        "dynamic": spec.dynamic_shapes is not None,
        "dtype": spec.dtype or "float32",
        "function": spec.entry,
        # A decode loop (nn models with a KV cache): `init` makes the
        # effects, then `steps` calls of `function`, step t with in0[t],
        # the shape (t + 1,) and the effects; ref0[t] is step t's output.
        **({"decode": {"init": "_initialize_effect", "steps": nn_model.steps}}
           if spec.frontend == "nn" and getattr(nn_model, "decode", False) else {}),
        "seed": spec.seed,
        "arguments": [
            {"file": "in%d.npy" % i, "shape": list(a.shape), "dtype": str(a.dtype), "parameter": i >= len(main_args) - len(params)}
            for i, a in enumerate(main_args)
        ],
        "outputs": [
            {"file": "ref%d.npy" % i, "shape": list(r.shape), "dtype": _dtype_name(r), "max_abs_ref": float(np.max(np.abs(r.astype(np.float64)))) if r.size else 0.0,
             "tvm_max_diff": diffs[i]}
            for i, r in enumerate(ref)
        ],
        "parameters": int(sum(int(np.prod(p.shape)) for p in params)) if params else spec.parameter_count(model),
        "model_py_sha256": hashlib.sha256(text.encode()).hexdigest(),
    }
    if tvm_error is not None:
        manifest["tvm_error"] = tvm_error
    with open(os.path.join(d, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    return manifest


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", help="models to generate (default: all)")
    ap.add_argument("--list", action="store_true", help="list the models and exit")
    ap.add_argument("--out", default=OUT_ROOT, help="output folder (default testdata/real_models)")
    ap.add_argument("--timings", help="write TVM and eager timings (not committed) to this JSON file")
    opts = ap.parse_args()
    specs = corpus.all_specs()
    if opts.list:
        for s in specs:
            print("%-24s %-14s %s" % (s.name, s.frontend, s.family))
        return 0
    by_name = {s.name: s for s in specs}
    chosen = specs
    if opts.names:
        unknown = [n for n in opts.names if n not in by_name]
        if unknown:
            print("unknown model(s): %s; --list shows them" % ", ".join(unknown), file=sys.stderr)
            return 2
        chosen = [by_name[n] for n in opts.names]
    failed = []
    all_timings = {}
    for spec in chosen:
        timings = {}
        try:
            m = generate(spec, opts.out, timings)
            if "tvm_error" in m:
                print("%-24s ok   outputs=%d (TVM fails: %s)" % (spec.name, len(m["outputs"]), m["tvm_error"]), flush=True)
            else:
                worst = max([o["tvm_max_diff"] for o in m["outputs"]] or [0.0])
                print("%-24s ok   outputs=%d tvm_max_diff=%.3g" % (spec.name, len(m["outputs"]), worst), flush=True)
            all_timings[spec.name] = timings
        except Exception as e:  # report and go on with the next model
            failed.append(spec.name)
            print("%-24s FAILED %s: %s" % (spec.name, type(e).__name__, str(e).splitlines()[0] if str(e) else ""), flush=True)
            if os.environ.get("RLX_VERBOSE"):
                traceback.print_exc()
    if opts.timings:
        with open(opts.timings, "w") as f:
            json.dump(all_timings, f, indent=1, sort_keys=True)
    if failed:
        print("failed: " + " ".join(failed), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
