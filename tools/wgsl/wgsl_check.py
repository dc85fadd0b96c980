#!/usr/bin/env python3
"""Validates and runs rlx's WGSL (emit_wgsl output) on wgpu.

wgpu-py drives wgpu-native: naga parses and validates the WGSL (creating a
shader module; creating each entry point's compute pipeline adds the
per-entry-point checks and compiles it to SPIR-V for the Vulkan driver,
Mesa's lavapipe on a machine without a GPU).

  wgsl_check.py validate DIR...     every kernels.wgsl: module + pipelines
  wgsl_check.py run BACKEND MODEL   run the kernels of the named cases with
                                    random inputs, compare with numpy

A function is run the way a WebGPU host would run it from the manifest
(kernels.wgsl.json, targets/webgpu/codegen/wgsl_manifest.h): its host
statements are interpreted, each launch binds the kernel's storage buffers
and packs its uniform struct, and the grid is evaluated from the host names.
Exit status: 0 all passed, 1 a failure.
"""

import json
import math
import os
import struct
import sys

import numpy as np
import wgpu

DTYPES = {"float32": np.float32, "float16": np.float16, "int32": np.int32, "uint32": np.uint32, "bool": np.bool_}
STORAGE = {"f32": np.float32, "f16": np.float16, "i32": np.int32, "u32": np.uint32}


def host_env():
    """The names manifest expressions may call (see wgsl_manifest.h)."""

    def tdiv(a, b):
        q = abs(a) // abs(b)
        return q if (a >= 0) == (b >= 0) else -q

    env = {"_tdiv": tdiv, "_tmod": lambda a, b: a - tdiv(a, b) * b, "_fmod": math.fmod, "_floor": math.floor,
           "min": min, "max": max, "int": int, "float": float, "bool": bool}
    for name in ("log2", "log", "exp", "sqrt", "ceil", "floor", "pow"):
        env["_" + name] = getattr(math, name)
    return env


class Device:
    def __init__(self):
        self.adapter = wgpu.gpu.request_adapter_sync(power_preference="high-performance")
        lim = self.adapter.limits
        wanted = ["max-storage-buffers-per-shader-stage", "max-compute-invocations-per-workgroup",
                  "max-compute-workgroup-size-x", "max-compute-workgroup-size-y", "max-compute-workgroup-size-z",
                  "max-compute-workgroup-storage-size"]
        features = [f for f in ("shader-f16",) if f in self.adapter.features]
        self.device = self.adapter.request_device_sync(required_features=features,
                                                       required_limits={k: lim[k] for k in wanted if k in lim})

    def describe(self):
        info = self.adapter.info
        return "%s (%s, %s)" % (info.get("device", "?"), info.get("description", ""), info.get("backend_type", ""))


def validate(dev, directory):
    """Creates the shader module and one compute pipeline per kernel."""
    with open(os.path.join(directory, "kernels.wgsl")) as f:
        source = f.read()
    with open(os.path.join(directory, "kernels.wgsl.json")) as f:
        manifest = json.load(f)
    module = dev.device.create_shader_module(code=source)
    kernels = [k["name"] for fn in manifest["functions"] for k in fn["kernels"]]
    for name in kernels:
        dev.device.create_compute_pipeline(layout="auto", compute={"module": module, "entry_point": name})
    for token in ("i64", "u64", "f64"):
        if token in source.replace("_", " ").split():
            raise AssertionError("%s: the WGSL mentions %s" % (directory, token))
    return len(kernels)


class Module:
    """kernels.wgsl + its manifest, compiled once."""

    def __init__(self, dev, directory):
        self.dev = dev
        with open(os.path.join(directory, "kernels.wgsl")) as f:
            self.shader = dev.device.create_shader_module(code=f.read())
        with open(os.path.join(directory, "kernels.wgsl.json")) as f:
            self.manifest = json.load(f)
        self.functions = {fn["name"]: fn for fn in self.manifest["functions"]}
        self.pipelines = {}
        self.launches = 0

    def pipeline(self, name):
        if name not in self.pipelines:
            self.pipelines[name] = self.dev.device.create_compute_pipeline(
                layout="auto", compute={"module": self.shader, "entry_point": name})
        return self.pipelines[name]

    def run(self, function, inputs, scalars=None):
        """Runs `function` on numpy `inputs` (by parameter name); returns
        every buffer parameter after the run, by name."""
        fn = self.functions[function]
        device = self.dev.device
        env = host_env()
        env.update(scalars or {})
        arrays = {}
        for p in fn["params"]:
            if p["kind"] != "buffer":
                continue
            if p["name"] in inputs:
                a = np.asarray(inputs[p["name"]], dtype=DTYPES[p["dtype"]])
                for expr, dim in zip(p["shape"], a.shape):  # bind shape variables
                    if expr.isidentifier() and expr not in env:
                        env[expr] = dim
                arrays[p["name"]] = a
        for p in fn["params"]:
            if p["kind"] == "buffer" and p["name"] not in arrays:
                shape = [eval(e, env) for e in p["shape"]]
                arrays[p["name"]] = np.zeros(shape, dtype=DTYPES[p["dtype"]])
        for p in fn["params"]:
            if p["kind"] == "scalar" and p["name"] not in env:
                raise KeyError("%s: no value for scalar parameter %s" % (function, p["name"]))
        kernels = {k["name"]: k for k in fn["kernels"]}
        # One GPU buffer per host buffer; storage element types come from the
        # kernels that bind it.
        storage_of = {}
        for k in fn["kernels"]:
            for b in k["bindings"]:
                if b["kind"] == "storage":
                    storage_of[b["var"]] = STORAGE[b["storage"]]
        usage = wgpu.BufferUsage.STORAGE | wgpu.BufferUsage.COPY_SRC | wgpu.BufferUsage.COPY_DST
        buffers = {}

        def make_buffer(name, flat):
            data = flat.astype(storage_of.get(name, flat.dtype)).tobytes()
            data += b"\0" * ((-len(data)) % 4 or (0 if data else 4))
            buffers[name] = device.create_buffer_with_data(data=data, usage=usage)

        for name, a in arrays.items():
            make_buffer(name, a.reshape(-1))

        def launch(name):
            k = kernels[name]
            grid = [int(eval(e, env)) for e in k["grid"]]
            if min(grid) <= 0:
                return
            if max(grid) > 65535:
                raise AssertionError("%s: grid %s exceeds 65535 workgroups per dimension" % (name, grid))
            pipe = self.pipeline(name)
            entries = []
            for b in k["bindings"]:
                if b["kind"] == "storage":
                    buf = buffers[b["var"]]
                else:
                    data = b""
                    for f in b["fields"]:
                        v = eval(f["var"], env)
                        data += struct.pack({"i32": "<i", "u32": "<I", "f32": "<f"}[f["wire"]],
                                            float(v) if f["wire"] == "f32" else int(v))
                    data += b"\0" * ((-len(data)) % 16)
                    buf = device.create_buffer_with_data(data=data, usage=wgpu.BufferUsage.UNIFORM)
                entries.append({"binding": b["binding"], "resource": {"buffer": buf, "offset": 0, "size": buf.size}})
            group = device.create_bind_group(layout=pipe.get_bind_group_layout(0), entries=entries)
            encoder = device.create_command_encoder()
            cpass = encoder.begin_compute_pass()
            cpass.set_pipeline(pipe)
            cpass.set_bind_group(0, group)
            cpass.dispatch_workgroups(*grid)
            cpass.end()
            device.queue.submit([encoder.finish()])
            self.launches += 1

        def execute(stmts):
            for s in stmts:
                if "launch" in s:
                    launch(s["launch"])
                elif "let" in s:
                    env[s["let"]] = eval(s["value"], env)
                elif "for" in s:
                    lo = eval(s["min"], env)
                    for i in range(lo, lo + eval(s["extent"], env)):
                        env[s["for"]] = i
                        execute(s["body"])
                elif "if" in s:
                    execute(s["then"] if eval(s["if"], env) else s["else"])
                elif "while" in s:
                    while eval(s["while"], env):
                        execute(s["body"])
                elif "alloc" in s:
                    count = int(eval(s["extent"], env))
                    make_buffer(s["alloc"], np.zeros(max(count, 1), dtype=DTYPES.get(s["dtype"], np.float32)))
                elif "assert" in s:
                    if not eval(s["assert"], env):
                        raise AssertionError("%s: host assert: %s" % (function, s["message"]))
                else:
                    raise ValueError("unknown host statement %s" % s)

        execute(fn["host"])
        out = {}
        for name, a in arrays.items():
            raw = device.queue.read_buffer(buffers[name])
            st = storage_of.get(name, a.dtype)
            flat = np.frombuffer(raw, dtype=st)[: a.size]
            out[name] = flat.astype(a.dtype).reshape(a.shape)
        return out


# ----------------------------------------------------------------- cases --

def check(name, got, want, **tol):
    got, want = np.asarray(got), np.asarray(want)
    if got.shape != want.shape:
        raise AssertionError("%s: shape %s, expected %s" % (name, got.shape, want.shape))
    if tol:
        ok = np.allclose(got, want, **tol)
    else:
        ok = np.array_equal(got, want)
    if not ok:
        bad = np.argwhere(~np.isclose(got, want, **tol)) if tol else np.argwhere(got != want)
        i = tuple(bad[0])
        raise AssertionError("%s: %d mismatches, first at %s: got %s, expected %s" %
                             (name, len(bad), i, got[i], want[i]))


def param_names(mod, function):
    return [p["name"] for p in mod.functions[function]["params"] if p["kind"] == "buffer"]


def backend_cases(mod, rng):
    x = rng.standard_normal((3, 300)).astype(np.float32)
    x[0, :40] = np.round(x[0, :40])  # ties: the sort must be stable

    names = param_names(mod, "sort_rows")
    out = mod.run("sort_rows", {names[0]: x})
    check("sort_rows values", out[names[1]], np.sort(x, axis=1, kind="stable"))
    check("sort_rows indices", out[names[2]], np.argsort(x, axis=1, kind="stable").astype(np.int32))

    y = rng.standard_normal((3, 300)).astype(np.float32)
    names = param_names(mod, "topk_rows")
    out = mod.run("topk_rows", {names[0]: y})
    order = np.argsort(-y, axis=1, kind="stable")[:, :5]
    check("topk_rows values", out[names[1]], np.take_along_axis(y, order, axis=1))
    check("topk_rows indices", out[names[2]], order.astype(np.int32))

    bounds = np.sort(rng.standard_normal(16)).astype(np.float32)
    values = np.concatenate([rng.standard_normal(36), bounds[[0, 5, 9, 15]]]).astype(np.float32)
    names = param_names(mod, "searchsorted")
    out = mod.run("searchsorted", {names[0]: bounds, names[1]: values})
    check("searchsorted", out[names[2]], np.searchsorted(bounds, values, side="left").astype(np.int32))

    names = param_names(mod, "cumsum_rows")
    out = mod.run("cumsum_rows", {names[0]: x})
    check("cumsum_rows", out[names[1]], np.cumsum(x.astype(np.float64), axis=1), rtol=1e-4, atol=1e-4)

    xi = rng.integers(-50, 50, (3, 300)).astype(np.int32)
    names = param_names(mod, "cumsum_exclusive_i32")
    out = mod.run("cumsum_exclusive_i32", {names[0]: xi})
    check("cumsum_exclusive_i32", out[names[1]], (np.cumsum(xi, axis=1) - xi).astype(np.int32))

    a = rng.standard_normal((3, 1500)).astype(np.float32)
    names = param_names(mod, "gpu_2d_continuous_cumsum")
    out = mod.run("gpu_2d_continuous_cumsum", {names[0]: a})
    check("gpu_2d_continuous_cumsum", out[names[1]], np.cumsum(a.astype(np.float64), axis=1), rtol=1e-3, atol=1e-3)

    b = rng.standard_normal((2, 50, 7)).astype(np.float32)
    names = param_names(mod, "gpu_3d_axis_1_cumsum")
    out = mod.run("gpu_3d_axis_1_cumsum", {names[0]: b})
    check("gpu_3d_axis_1_cumsum", out[names[1]], np.cumsum(b.astype(np.float64), axis=1), rtol=1e-4, atol=1e-4)

    # Each sample's u sits halfway between two running totals, away from
    # rounding-order effects; zero probabilities are skipped.
    prob = rng.random((4, 700)).astype(np.float32)
    prob[:, ::3] = 0
    prob /= prob.sum(axis=1, keepdims=True)
    rows = np.array([[2], [0], [3], [2], [1]], dtype=np.int32)
    want = np.zeros((5, 1), dtype=np.int32)
    u = np.zeros((5, 1), dtype=np.float32)
    for i, r in enumerate(rows[:, 0]):
        c = np.cumsum(prob[r].astype(np.float64))
        k = int(rng.choice(np.nonzero(prob[r])[0][1:]))
        prev = k - 1
        while prob[r, prev] == 0:
            prev -= 1
        u[i, 0] = (c[prev] + c[k]) / 2
        want[i, 0] = k
    names = param_names(mod, "parallel_sampling_from_prob")
    out = mod.run("parallel_sampling_from_prob", {names[0]: prob, names[1]: u, names[2]: rows})
    check("parallel_sampling_from_prob", out[names[3]], want)
    return ["sort_rows", "topk_rows", "searchsorted", "cumsum_rows", "cumsum_exclusive_i32",
            "gpu_2d_continuous_cumsum", "gpu_3d_axis_1_cumsum", "parallel_sampling_from_prob"]


def model_cases(mod, rng):
    """tools/wgsl/softmax_model.py after the webgpu pipeline: an elementwise
    kernel (add), a reduction kernel (softmax) and a matmul + bias + relu."""
    ran = []
    x = rng.standard_normal((4, 64)).astype(np.float32)
    y = rng.standard_normal((4, 64)).astype(np.float32)
    z = x + y
    soft = np.exp(z - z.max(axis=1, keepdims=True))
    soft /= soft.sum(axis=1, keepdims=True)
    w = rng.standard_normal((64, 32)).astype(np.float32) * 0.1
    bias = rng.standard_normal(32).astype(np.float32)
    for name, fn in sorted(mod.functions.items()):
        ps = param_names(mod, name)
        if "softmax" in name and "add" in name:
            out = mod.run(name, {ps[0]: x, ps[1]: y})
            check(name, out[ps[-1]], soft, rtol=1e-5, atol=1e-6)
        elif "softmax" in name:
            out = mod.run(name, {ps[0]: z})
            check(name, out[ps[-1]], soft, rtol=1e-5, atol=1e-6)
        elif name.startswith("add") or name.startswith("fused_add"):
            out = mod.run(name, {ps[0]: x, ps[1]: y})
            check(name, out[ps[-1]], z)
        elif "matmul" in name and "relu" in name:
            out = mod.run(name, {ps[0]: soft, ps[1]: w, ps[2]: bias})
            check(name, out[ps[-1]], np.maximum(soft @ w + bias, 0), rtol=1e-4, atol=1e-5)
        else:
            continue
        ran.append(name)
    if not any("softmax" in n for n in ran) or not any("relu" in n for n in ran):
        raise AssertionError("model kernels missing: ran %s of %s" % (ran, sorted(mod.functions)))
    return ran


def main(argv):
    if len(argv) < 2 or argv[0] not in ("validate", "run"):
        print(__doc__)
        return 2
    dev = Device()
    print("wgsl_check: device %s" % dev.describe())
    failures = 0
    if argv[0] == "validate":
        for d in argv[1:]:
            try:
                n = validate(dev, d)
                print("  valid   %-40s %3d kernels" % (d, n))
            except Exception as e:  # a naga diagnostic or a 64-bit token
                failures += 1
                print("  INVALID %s\n%s" % (d, e))
        return 1 if failures else 0
    rng = np.random.default_rng(20261130)
    for directory, cases in zip(argv[1:3], (backend_cases, model_cases)):
        mod = Module(dev, directory)
        try:
            ran = cases(mod, rng)
            print("  ran %d launches; match numpy: %s" % (mod.launches, ", ".join(ran)))
        except Exception as e:
            failures += 1
            print("  FAILED %s: %s: %s" % (directory, type(e).__name__, e))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
