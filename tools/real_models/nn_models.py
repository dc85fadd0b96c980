"""Models written with TVM's own `relax.frontend.nn` (the mlc-llm style of
model definition), exported with `export_tvm`.

relax.frontend.nn has no framework of its own to compare with, so each model
has a PyTorch twin written independently with torch.nn.functional: the same
weights (seeded, by parameter name), the same math, computed eagerly on one
thread. The twin is the reference, never TVM.
"""

import numpy as np


class NNModel:
    """What generate.py needs from an nn model: export() gives TVM's module
    and its parameters in `forward`'s order; inputs() the seeded inputs;
    reference(inputs, params) the twin's outputs."""

    entry = "forward"

    def __init__(self, seed):
        self.seed = seed

    def export(self):
        module = self.module()
        mod, named = module.export_tvm(spec={"forward": self.spec()})
        rng = np.random.default_rng(self.seed)
        params = []
        for name, p in named:
            shape = tuple(int(d) for d in p.shape)
            values = rng.standard_normal(shape).astype(p.dtype) * np.asarray(0.2, p.dtype)
            if name.endswith(".weight") and name.split(".")[-2].startswith("norm"):
                # Normalization scales around one, as trained models have them.
                values = values + np.asarray(1, p.dtype)
            params.append((name, values))
        return mod, params


# ---------------------------------------------------------------- GPT block


class GPTBlock(NNModel):
    """A pre-norm decoder block: embedding, RMSNorm, fused QKV projection,
    causal attention (R.nn.attention), LayerNorm, GELU MLP, softmax head;
    the sequence length is symbolic."""

    d, heads, ff, vocab, seq = 32, 4, 64, 100, 12

    def module(self):
        from tvm.relax.frontend import nn
        from tvm.relax.frontend.nn import op

        cfg = self

        class Block(nn.Module):
            def __init__(self):
                self.embed = nn.Embedding(cfg.vocab, cfg.d)
                self.norm1 = nn.RMSNorm(cfg.d, axes=-1, bias=False)
                self.qkv = nn.Linear(cfg.d, 3 * cfg.d, bias=False)
                self.o = nn.Linear(cfg.d, cfg.d, bias=False)
                self.norm2 = nn.LayerNorm(cfg.d)
                self.up = nn.Linear(cfg.d, cfg.ff)
                self.down = nn.Linear(cfg.ff, cfg.d)

            def forward(self, ids: nn.Tensor):
                b, s = ids.shape
                x = self.embed(ids)
                qkv = op.reshape(self.qkv(self.norm1(x)), (b, s, 3, cfg.heads, cfg.d // cfg.heads))
                q, k, v = (op.squeeze(t, 2) for t in op.split(qkv, 3, axis=2))
                a = op.reshape(op.scaled_dot_product_attention(q, k, v, is_causal=True), (b, s, cfg.d))
                x = x + self.o(a)
                x = x + self.down(op.gelu(self.up(self.norm2(x))))
                return op.softmax(x, axis=-1)

        return Block()

    def spec(self):
        from tvm.relax.frontend import nn

        return {"ids": nn.spec.Tensor([1, "seq_len"], "int32")}

    def inputs(self):
        rng = np.random.default_rng(self.seed + 1)
        return [rng.integers(0, self.vocab, (1, self.seq)).astype(np.int32)]

    def reference(self, inputs, params):
        import torch
        import torch.nn.functional as F

        w = {k: torch.from_numpy(v) for k, v in params}
        ids = torch.from_numpy(inputs[0]).long()
        b, s = ids.shape
        h = self.heads
        x = F.embedding(ids, w["embed.weight"])
        n1 = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-5) * w["norm1.weight"]
        qkv = F.linear(n1, w["qkv.weight"]).reshape(b, s, 3, h, self.d // h)
        # (b, s, h, dh) -> (b, h, s, dh) for torch's attention, and back.
        q, k, v = (qkv[:, :, i].transpose(1, 2) for i in range(3))
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(b, s, self.d)
        x = x + F.linear(a, w["o.weight"])
        n2 = F.layer_norm(x, (self.d,), w["norm2.weight"], w["norm2.bias"], 1e-5)
        x = x + F.linear(F.gelu(F.linear(n2, w["up.weight"], w["up.bias"])), w["down.weight"], w["down.bias"])
        return [torch.softmax(x, dim=-1)]


# ---------------------------------------------------------------- VAE decoder


class VAEDecoder(NNModel):
    """A latent-to-image decoder in the style of web-stable-diffusion's:
    conv2d, group norm, SiLU, bilinear upsampling (R.image.resize2d), a
    custom TE kernel (tensor_expr_op: a prim_func in the module, on the
    symbolic batch) and tanh; the batch is symbolic."""

    c, batch = 8, 2

    def module(self):
        from tvm import te
        from tvm import tirx as tir
        from tvm.relax.frontend import nn
        from tvm.relax.frontend.nn import op

        c = self.c

        def half_relu(a):
            zero, half = tir.const(0, "float32"), tir.const(0.5, "float32")
            return te.compute(a.shape, lambda *i: tir.max(a(*i), zero) * half, name="half_relu")

        class Decoder(nn.Module):
            def __init__(self):
                self.conv_in = nn.Conv2D(4, c, 3, padding=1)
                self.norm = nn.GroupNorm(4, c)
                self.conv_up = nn.Conv2D(c, c, 3, padding=1)
                self.conv_out = nn.Conv2D(c, 3, 3, padding=1)

            def forward(self, z: nn.Tensor):
                h = op.silu(self.norm(self.conv_in(z)))
                h = self.conv_up(op.interpolate(h, scale_factor=2.0, mode="bilinear", align_corners=False))
                h = op.tensor_expr_op(half_relu, "half_relu", [h])
                return op.tanh(self.conv_out(h))

        return Decoder()

    def spec(self):
        from tvm.relax.frontend import nn

        return {"z": nn.spec.Tensor(["batch", 4, 8, 8], "float32")}

    def inputs(self):
        rng = np.random.default_rng(self.seed + 1)
        return [rng.standard_normal((self.batch, 4, 8, 8)).astype(np.float32)]

    def reference(self, inputs, params):
        import torch
        import torch.nn.functional as F

        w = {k: torch.from_numpy(v) for k, v in params}
        h = F.conv2d(torch.from_numpy(inputs[0]), w["conv_in.weight"], w["conv_in.bias"], padding=1)
        h = F.silu(F.group_norm(h, 4, w["norm.weight"], w["norm.bias"], 1e-5))
        h = F.conv2d(F.interpolate(h, scale_factor=2.0, mode="bilinear", align_corners=False), w["conv_up.weight"], w["conv_up.bias"],
                     padding=1)
        h = torch.clamp(h, min=0) * 0.5
        return [torch.tanh(F.conv2d(h, w["conv_out.weight"], w["conv_out.bias"], padding=1))]


# ---------------------------------------------------------------- KV-cache decode


class KVCacheDecode(NNModel):
    """One attention decode step with relax.frontend.nn's KVCache (the
    effect-ful export, debug=True: `_initialize_effect` makes the caches,
    `forward` takes and returns them; R.call_pure_packed /
    call_inplace_packed of vm.builtin.attention_kv_cache_{create,append,
    view}). The fixture is a decode loop: `steps` calls, step t with token
    t's activations and total_seq_len t + 1, each output checked; the
    caches start with room for 4 rows, so the loop also grows them."""

    d, steps = 16, 6
    decode = True

    def module(self):
        from tvm.relax.frontend import nn
        from tvm.relax.frontend.nn import op

        d = self.d

        class Decode(nn.Module):
            def __init__(self):
                self.q = nn.Linear(d, d, bias=False)
                self.k = nn.Linear(d, d, bias=False)
                self.v = nn.Linear(d, d, bias=False)
                self.o = nn.Linear(d, d, bias=False)
                self.k_cache = nn.KVCache(4, [d])
                self.v_cache = nn.KVCache(4, [d])

            def forward(self, x: nn.Tensor, total_seq_len: int):
                q, k, v = self.q(x), self.k(x), self.v(x)
                self.k_cache.append(k)
                self.v_cache.append(v)
                keys = self.k_cache.view(total_seq_len)
                values = self.v_cache.view(total_seq_len)
                scores = op.matmul(q, op.permute_dims(keys)) * (1.0 / d**0.5)
                return self.o(op.matmul(op.softmax(scores, axis=-1), values))

        return Decode()

    def export(self):
        module = self.module()
        mod, named = module.export_tvm(spec={"forward": self.spec()}, debug=True)
        rng = np.random.default_rng(self.seed)
        return mod, [(name, rng.standard_normal(tuple(int(x) for x in p.shape)).astype(p.dtype) * np.float32(0.3))
                     for name, p in named]

    def spec(self):
        from tvm.relax.frontend import nn

        return {"x": nn.spec.Tensor([1, self.d], "float32"), "total_seq_len": int}

    def inputs(self):
        # Every step's activations, stacked: step t calls forward(xs[t], ...).
        rng = np.random.default_rng(self.seed + 1)
        return [rng.standard_normal((self.steps, 1, self.d)).astype(np.float32)]

    def reference(self, inputs, params):
        import torch

        w = {k: torch.from_numpy(v) for k, v in params}
        xs = torch.from_numpy(inputs[0])
        keys, values, outs = [], [], []
        for t in range(self.steps):
            x = xs[t]
            q = x @ w["q.weight"].T
            keys.append(x @ w["k.weight"].T)
            values.append(x @ w["v.weight"].T)
            k, v = torch.cat(keys), torch.cat(values)
            p = torch.softmax(q @ k.T / self.d**0.5, dim=-1)
            outs.append((p @ v) @ w["o.weight"].T)
        return [torch.stack(outs)]
