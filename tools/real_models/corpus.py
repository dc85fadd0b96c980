"""The real-model corpus: one Spec per model, each a different family.

Configs are shrunk (layers, width, image size, vocabulary) so that the
committed fixtures stay small; the structure of each model is the library's
own (torchvision / transformers classes), never rewritten by hand.
"""

import numpy as np

import nn_models


class Spec:
    def __init__(self, name, family, source, build, frontend="torch_params", seed=0, dynamic_shapes=None, dtype=None,
                 entry="main"):
        self.name = name
        self.family = family
        self.source = source
        self.build = build
        self.frontend = frontend
        self.seed = seed
        self.dynamic_shapes = dynamic_shapes
        # "float16" / "bfloat16": the model's parameters and floating inputs
        # are cast after building, so the framework computes in that dtype.
        self.dtype = dtype
        # The function the module is called through: relax.frontend.nn
        # exports `forward`, the other frontends `main`.
        self.entry = entry

    @staticmethod
    def parameter_count(model):
        return int(sum(p.numel() for p in model.parameters())) if model is not None else 0


def _images(n=1, c=3, h=32, w=32, seed=1):
    import torch

    g = torch.Generator().manual_seed(seed)
    return torch.randn(n, c, h, w, generator=g)


def _tokens(n, s, vocab, seed=1):
    import torch

    g = torch.Generator().manual_seed(seed)
    return torch.randint(0, vocab, (n, s), generator=g)


class _Logits:
    """Wraps a transformers model so that export sees plain tensors."""

    @staticmethod
    def wrap(model, kwargs_fn=None):
        import torch

        class Wrapped(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.inner = model

            def forward(self, *args):
                kwargs = kwargs_fn(*args) if kwargs_fn else {"input_ids": args[0]}
                out = self.inner(**kwargs, return_dict=False)
                return out[0]

        return Wrapped()


# ---------------------------------------------------------------- vision


def _resnet():
    import torch
    from torchvision.models.resnet import BasicBlock, ResNet

    class SmallResNet(ResNet):
        # torchvision's ResNet with its stem and stage widths scaled by 1/8.
        def __init__(self):
            super().__init__(BasicBlock, [1, 1, 1, 1], num_classes=10)
            self.inplanes = 8
            self.conv1 = torch.nn.Conv2d(3, 8, 7, 2, 3, bias=False)
            self.bn1 = torch.nn.BatchNorm2d(8)
            self.layer1 = self._make_layer(BasicBlock, 8, 1)
            self.layer2 = self._make_layer(BasicBlock, 16, 1, stride=2)
            self.layer3 = self._make_layer(BasicBlock, 32, 1, stride=2)
            self.layer4 = self._make_layer(BasicBlock, 64, 1, stride=2)
            self.fc = torch.nn.Linear(64, 10)

    return SmallResNet(), [_images()]


def _mobilenet_v2():
    from torchvision.models import mobilenet_v2

    return mobilenet_v2(width_mult=0.25, num_classes=10), [_images()]


def _mobilenet_v3():
    from torchvision.models import mobilenet_v3_small

    return mobilenet_v3_small(width_mult=0.25, num_classes=10), [_images()]


def _efficientnet():
    from torchvision.models.efficientnet import EfficientNet, _efficientnet_conf

    setting, last = _efficientnet_conf("efficientnet_b0", width_mult=0.25, depth_mult=0.25)
    return EfficientNet(setting, dropout=0.0, num_classes=10, last_channel=last), [_images()]


def _convnext():
    from torchvision.models.convnext import CNBlockConfig, ConvNeXt

    cfg = [CNBlockConfig(16, 32, 1), CNBlockConfig(32, 64, 1), CNBlockConfig(64, None, 1)]
    return ConvNeXt(cfg, num_classes=10), [_images()]


def _densenet():
    from torchvision.models import DenseNet

    return DenseNet(growth_rate=8, block_config=(2, 2, 2), num_init_features=16, num_classes=10), [_images()]


def _vit():
    from torchvision.models import VisionTransformer

    return (
        VisionTransformer(image_size=32, patch_size=8, num_layers=2, num_heads=2, hidden_dim=32, mlp_dim=64, num_classes=10),
        [_images()],
    )


def _swin():
    from torchvision.models import SwinTransformer

    return (
        SwinTransformer(patch_size=[2, 2], embed_dim=16, depths=[2, 2], num_heads=[2, 4], window_size=[4, 4], num_classes=10),
        [_images()],
    )


def _unet():
    import torch
    import torch.nn.functional as F

    class UNet(torch.nn.Module):
        # A two-level UNet: group norm, strided convolutions down,
        # conv_transpose2d and nearest / bilinear interpolation up.
        def __init__(self):
            super().__init__()
            self.inc = torch.nn.Conv2d(3, 8, 3, padding=1)
            self.gn1 = torch.nn.GroupNorm(2, 8)
            self.down = torch.nn.Conv2d(8, 16, 3, stride=2, padding=1)
            self.gn2 = torch.nn.GroupNorm(4, 16)
            self.mid = torch.nn.Conv2d(16, 16, 3, padding=1)
            self.up = torch.nn.ConvTranspose2d(16, 8, 2, stride=2)
            self.out = torch.nn.Conv2d(24, 4, 1)

        def forward(self, x):
            a = F.silu(self.gn1(self.inc(x)))
            b = F.silu(self.gn2(self.down(a)))
            b = F.silu(self.mid(b))
            u = self.up(b)
            n = F.interpolate(b, scale_factor=2.0, mode="nearest")[:, :8]
            l = F.interpolate(b, size=(32, 32), mode="bilinear", align_corners=False)[:, 8:16]
            return self.out(torch.cat([u + a, n, l], dim=1))

    return UNet(), [_images()]


# ---------------------------------------------------------------- text


def _bert():
    from transformers import BertConfig, BertModel

    cfg = BertConfig(vocab_size=100, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                     intermediate_size=64, max_position_embeddings=64, attn_implementation="eager")
    return _Logits.wrap(BertModel(cfg)), [_tokens(1, 16, 100)]


def _gpt2():
    from transformers import GPT2Config, GPT2LMHeadModel

    cfg = GPT2Config(vocab_size=100, n_positions=64, n_embd=32, n_layer=2, n_head=2, use_cache=False,
                     attn_implementation="eager")
    return _Logits.wrap(GPT2LMHeadModel(cfg)), [_tokens(1, 16, 100)]


def _llama():
    from transformers import LlamaConfig, LlamaForCausalLM

    cfg = LlamaConfig(vocab_size=100, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64, use_cache=False,
                      attn_implementation="eager")
    return _Logits.wrap(LlamaForCausalLM(cfg)), [_tokens(1, 16, 100)]


def _lm_config(cls, **extra):
    # The shared shrink for decoder-only language models: 2 layers, width 32,
    # 4 query heads over 2 key/value heads where the family has GQA.
    base = dict(vocab_size=100, hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
                num_key_value_heads=2, max_position_embeddings=64, use_cache=False, attn_implementation="eager")
    base.update(extra)
    return cls(**base)


def _causal_lm(config_cls, model_cls, **extra):
    return _Logits.wrap(model_cls(_lm_config(config_cls, **extra))), [_tokens(1, 16, 100)]


def _mistral():
    from transformers import MistralConfig, MistralForCausalLM

    return _causal_lm(MistralConfig, MistralForCausalLM, sliding_window=8)


def _qwen2():
    from transformers import Qwen2Config, Qwen2ForCausalLM

    return _causal_lm(Qwen2Config, Qwen2ForCausalLM)


def _phi():
    from transformers import PhiConfig, PhiForCausalLM

    return _causal_lm(PhiConfig, PhiForCausalLM, partial_rotary_factor=0.5)


def _gemma():
    from transformers import GemmaConfig, GemmaForCausalLM

    return _causal_lm(GemmaConfig, GemmaForCausalLM, head_dim=8)


def _mixtral():
    from transformers import MixtralConfig, MixtralForCausalLM

    return _causal_lm(MixtralConfig, MixtralForCausalLM, num_local_experts=4, num_experts_per_tok=2,
                      experts_implementation="batched_mm")


def _distilbert():
    from transformers import DistilBertConfig, DistilBertModel

    cfg = DistilBertConfig(vocab_size=100, dim=32, n_layers=2, n_heads=2, hidden_dim=64, max_position_embeddings=64,
                           attn_implementation="eager")
    return _Logits.wrap(DistilBertModel(cfg)), [_tokens(1, 16, 100)]


def _roberta():
    from transformers import RobertaConfig, RobertaModel

    cfg = RobertaConfig(vocab_size=100, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                        intermediate_size=64, max_position_embeddings=64, attn_implementation="eager")
    return _Logits.wrap(RobertaModel(cfg)), [_tokens(1, 16, 100)]


def _seq2seq(model):
    return _Logits.wrap(model, lambda ids, dec: {"input_ids": ids, "decoder_input_ids": dec}), [
        _tokens(1, 12, 100, seed=1), _tokens(1, 8, 100, seed=2)]


def _t5():
    from transformers import T5Config, T5ForConditionalGeneration

    cfg = T5Config(vocab_size=100, d_model=32, d_kv=8, d_ff=64, num_layers=2, num_decoder_layers=2, num_heads=4,
                   relative_attention_num_buckets=8, relative_attention_max_distance=16, use_cache=False,
                   decoder_start_token_id=0, attn_implementation="eager")
    return _seq2seq(T5ForConditionalGeneration(cfg))


def _bart():
    from transformers import BartConfig, BartForConditionalGeneration

    cfg = BartConfig(vocab_size=100, d_model=32, encoder_layers=2, decoder_layers=2, encoder_attention_heads=2,
                     decoder_attention_heads=2, encoder_ffn_dim=64, decoder_ffn_dim=64, max_position_embeddings=64,
                     use_cache=False, attn_implementation="eager")
    return _seq2seq(BartForConditionalGeneration(cfg))


# ---------------------------------------------------------------- audio and multimodal


def _whisper_encoder():
    import torch
    from transformers import WhisperConfig
    from transformers.models.whisper.modeling_whisper import WhisperEncoder

    cfg = WhisperConfig(vocab_size=100, num_mel_bins=16, d_model=32, encoder_layers=2, encoder_attention_heads=2,
                        encoder_ffn_dim=64, max_source_positions=16, attn_implementation="eager")
    g = torch.Generator().manual_seed(1)
    return _Logits.wrap(WhisperEncoder(cfg), lambda f: {"input_features": f}), [torch.randn(1, 16, 32, generator=g)]


def _wav2vec2():
    import torch
    from transformers import Wav2Vec2Config, Wav2Vec2Model

    cfg = Wav2Vec2Config(hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64,
                         conv_dim=(16, 16, 16), conv_stride=(5, 2, 2), conv_kernel=(10, 3, 3),
                         num_conv_pos_embeddings=16, num_conv_pos_embedding_groups=4, do_stable_layer_norm=True,
                         feat_extract_norm="layer", attn_implementation="eager")
    g = torch.Generator().manual_seed(1)
    return _Logits.wrap(Wav2Vec2Model(cfg), lambda v: {"input_values": v}), [torch.randn(1, 400, generator=g)]


def _clip():
    import torch
    from transformers import CLIPConfig, CLIPModel

    cfg = CLIPConfig(
        text_config=dict(vocab_size=100, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                         num_attention_heads=2, max_position_embeddings=16),
        vision_config=dict(hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=2,
                           image_size=32, patch_size=8),
        projection_dim=16, attn_implementation="eager")
    return _Logits.wrap(CLIPModel(cfg), lambda ids, px: {"input_ids": ids, "pixel_values": px}), [
        _tokens(2, 8, 100), _images(2)]


# ---------------------------------------------------------------- misc


def _mlp():
    import torch

    return torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.GELU(), torch.nn.Linear(32, 4)), [
        torch.randn(2, 16, generator=torch.Generator().manual_seed(1))
    ]


def _sampling_head():
    import torch

    class SamplingHead(torch.nn.Module):
        # The last step of an LLM: logits -> softmax -> cumulative
        # distribution -> the first position whose cdf exceeds u.
        def __init__(self):
            super().__init__()
            self.proj = torch.nn.Linear(16, 50)

        def forward(self, h, u):
            probs = torch.softmax(self.proj(h), dim=-1)
            cdf = torch.cumsum(probs, dim=-1)
            return torch.sum((cdf <= u).to(torch.int64), dim=-1, keepdim=True)

    g = torch.Generator().manual_seed(1)
    return SamplingHead(), [torch.randn(4, 16, generator=g), torch.rand(4, 1, generator=g)]


def _linear_attention():
    import torch

    class LinearAttention(torch.nn.Module):
        # Causal linear attention as a scan: cumulative sums of k^T v and k.
        def __init__(self, d=16):
            super().__init__()
            self.qkv = torch.nn.Linear(d, 3 * d)
            self.o = torch.nn.Linear(d, d)

        def forward(self, x):
            q, k, v = self.qkv(x).chunk(3, dim=-1)
            q = torch.nn.functional.elu(q) + 1
            k = torch.nn.functional.elu(k) + 1
            kv = torch.cumsum(k.unsqueeze(-1) * v.unsqueeze(-2), dim=1)
            z = torch.cumsum(k, dim=1)
            num = torch.einsum("bsd,bsde->bse", q, kv)
            den = torch.einsum("bsd,bsd->bs", q, z).unsqueeze(-1)
            return self.o(num / den)

    return LinearAttention(), [torch.randn(1, 12, 16, generator=torch.Generator().manual_seed(1))]


def _dynamic_batch(args):
    import torch

    return ({0: torch.export.Dim("batch", min=1, max=64)},)


def _dynamic_sequence(args):
    import torch

    # The transformers wrappers take *args: one spec per positional argument.
    return (({1: torch.export.Dim("seq", min=2, max=64)},),)


def export_onnx_int8(spec, model, args):
    """The ONNX export quantized to int8 by onnxruntime's static quantizer in
    QDQ form (QuantizeLinear / DequantizeLinear around each operator),
    calibrated on seeded random inputs of the example's shape."""
    import os
    import tempfile

    import onnx
    import torch
    from onnxruntime.quantization import CalibrationDataReader, QuantFormat, QuantType, quantize_static

    proto = export_onnx(spec, model, args)
    names = [i.name for i in proto.graph.input]

    class Reader(CalibrationDataReader):
        def __init__(self):
            g = torch.Generator().manual_seed(spec.seed + 11)
            self.batches = iter([{n: torch.randn(a.shape, generator=g).numpy() for n, a in zip(names, args)}
                                 for _ in range(8)])

        def get_next(self):
            return next(self.batches, None)

    with tempfile.TemporaryDirectory() as d:
        src, dst = os.path.join(d, "model.onnx"), os.path.join(d, "model_int8.onnx")
        onnx.save(proto, src)
        quantize_static(src, dst, Reader(), quant_format=QuantFormat.QDQ, activation_type=QuantType.QInt8,
                        weight_type=QuantType.QInt8, per_channel=False)
        quantized = onnx.load(dst)
    onnx.checker.check_model(quantized)
    return quantized


def onnxruntime_reference(onnx_model, args):
    """The outputs of onnxruntime (one thread) on the model: the framework
    reference of a quantized model, whose int8 arithmetic PyTorch's float
    model does not perform."""
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    opts.inter_op_num_threads = 1
    sess = ort.InferenceSession(onnx_model.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    feeds = {i.name: a.detach().numpy() for i, a in zip(sess.get_inputs(), args)}
    return sess.run(None, feeds)


def all_specs():
    tv = "torchvision"
    hf = "transformers"
    own = "torch.nn"
    nn_src = "tvm.relax.frontend.nn"
    return [
        Spec("resnet", "ResNet (BasicBlock)", tv, _resnet),
        Spec("mobilenet_v2", "MobileNetV2", tv, _mobilenet_v2),
        Spec("mobilenet_v3", "MobileNetV3 small", tv, _mobilenet_v3),
        Spec("efficientnet", "EfficientNet-B0", tv, _efficientnet),
        Spec("convnext", "ConvNeXt", tv, _convnext),
        Spec("densenet", "DenseNet", tv, _densenet),
        Spec("vit", "ViT", tv, _vit),
        Spec("swin", "Swin", tv, _swin),
        Spec("unet", "UNet (conv_transpose2d, interpolate, group norm)", own, _unet),
        Spec("bert", "BERT", hf, _bert),
        Spec("gpt2", "GPT-2", hf, _gpt2),
        Spec("llama", "Llama (GQA, rotary)", hf, _llama),
        Spec("mistral", "Mistral (sliding window)", hf, _mistral),
        Spec("qwen2", "Qwen2 (qkv bias)", hf, _qwen2),
        Spec("phi", "Phi (partial rotary, parallel block)", hf, _phi),
        Spec("gemma", "Gemma (GeGLU, scaled embedding)", hf, _gemma),
        Spec("mixtral", "Mixtral mixture of experts (topk routing)", hf, _mixtral),
        Spec("distilbert", "DistilBERT", hf, _distilbert),
        Spec("roberta", "RoBERTa", hf, _roberta),
        Spec("t5", "T5 (relative position bias, encoder-decoder)", hf, _t5),
        Spec("bart", "BART (encoder-decoder)", hf, _bart),
        Spec("whisper_encoder", "Whisper encoder (conv1d)", hf, _whisper_encoder),
        Spec("wav2vec2", "Wav2Vec2 (conv feature extractor, positional conv)", hf, _wav2vec2),
        Spec("clip", "CLIP (text and vision towers)", hf, _clip),
        Spec("mlp_dynamic", "MLP, dynamic batch", own, _mlp, dynamic_shapes=_dynamic_batch),
        Spec("resnet_bound", "ResNet, weights bound as constants (metadata)", tv, _resnet, frontend="torch"),
        Spec("sampling_head", "sampling head (softmax, cumsum)", own, _sampling_head),
        Spec("linear_attention", "linear attention (cumsum, einsum)", own, _linear_attention),
        Spec("bert_dynamic", "BERT, dynamic sequence length", hf, _bert, dynamic_shapes=_dynamic_sequence),
        Spec("llama_dynamic", "Llama, dynamic sequence length", hf, _llama, dynamic_shapes=_dynamic_sequence),
        Spec("llama_fp16", "Llama in float16", hf, _llama, dtype="float16"),
        Spec("llama_bf16", "Llama in bfloat16, weights bound as constants", hf, _llama, frontend="torch",
             dtype="bfloat16"),
        Spec("gemma_fp16", "Gemma in float16", hf, _gemma, dtype="float16"),
        Spec("gemma_bf16", "Gemma in bfloat16, weights bound as constants", hf, _gemma, frontend="torch",
             dtype="bfloat16"),
        Spec("resnet_onnx", "ResNet through ONNX", tv, _resnet, frontend="onnx"),
        Spec("mobilenet_v2_onnx", "MobileNetV2 through ONNX", tv, _mobilenet_v2, frontend="onnx"),
        Spec("bert_onnx", "BERT through ONNX", hf, _bert, frontend="onnx"),
        Spec("vit_onnx", "ViT through ONNX", tv, _vit, frontend="onnx"),
        Spec("resnet_int8_onnx", "ResNet quantized to int8 (QDQ) through ONNX", tv, _resnet, frontend="onnx_int8"),
        Spec("mlp_dynamic_onnx", "MLP through ONNX, dynamic batch", own, _mlp, frontend="onnx", dynamic_shapes=_dynamic_batch),
        Spec("nn_gpt_block", "relax.frontend.nn decoder block (R.nn.attention, dynamic sequence)", nn_src,
             nn_models.GPTBlock, frontend="nn", entry="forward"),
        Spec("nn_vae_decoder", "relax.frontend.nn VAE decoder (tensor_expr_op, resize2d, dynamic batch)", nn_src,
             nn_models.VAEDecoder, frontend="nn", entry="forward"),
        Spec("nn_kv_cache_decode", "relax.frontend.nn attention decode loop with KVCache (call_pure_packed builtins)",
             nn_src, nn_models.KVCacheDecode, frontend="nn", entry="forward"),
    ]


def export_onnx(spec, model, args):
    """The model as ONNX (opset 18, torch's dynamo exporter), checked by
    onnx.checker; weights are initializers, which TVM's from_onnx binds as
    constants (the metadata section)."""
    import io

    import onnx
    import torch

    buf = io.BytesIO()
    kwargs = {}
    if spec.dynamic_shapes is not None:
        kwargs["dynamic_shapes"] = spec.dynamic_shapes(args)
    with torch.no_grad():
        program = torch.onnx.export(model, tuple(args), dynamo=True, opset_version=18, optimize=True, verbose=False,
                                    **kwargs)
    program.save(buf)
    proto = onnx.load_from_string(buf.getvalue())
    onnx.checker.check_model(proto)
    return proto
