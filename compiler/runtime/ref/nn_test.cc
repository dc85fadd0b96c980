#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/ref/test_util.h"

namespace rlx {
namespace ref {
namespace {

using testing::Close;
using testing::F32;
using testing::F64;
using testing::I32;
using testing::ThrowsWith;

constexpr double kInf = std::numeric_limits<double>::infinity();

TEST(ActivationTest, ReluGeluSilu) {
  EXPECT_TRUE(Close(Relu(F32({3}, {-1, 0, 2.5})), F32({3}, {0, 0, 2.5})));
  EXPECT_TRUE(Close(Relu(I32({2}, {-4, 4})), I32({2}, {0, 4})));
  NDArray x = F64({3}, {1, -1, 3});
  EXPECT_TRUE(Close(Gelu(x), F64({3}, {0.8413447460685429, -0.15865525393145707, 2.99595030590511}), 1e-14, 0));
  EXPECT_TRUE(Close(GeluTanh(x), F64({3}, {0.8411919906082768, -0.15880800939172324, 2.996362607918227}), 1e-14, 0));
  EXPECT_TRUE(Close(Silu(x), F64({3}, {0.7310585786300049, -0.2689414213699951, 2.8577223804672998}), 1e-14, 0));
  EXPECT_TRUE(ThrowsWith([] { Gelu(I32({1}, {1})); }, "gelu: requires a floating-point input"));
}

TEST(SoftmaxTest, KnownValuesAndStability) {
  const NDArray expected = F64({3}, {0.09003057317038046, 0.24472847105479767, 0.6652409557748219});
  EXPECT_TRUE(Close(Softmax(F64({3}, {1, 2, 3})), expected, 1e-14, 0));
  // Shifting by 1000 would overflow a naive exp(); the max-subtracted form is exact.
  EXPECT_TRUE(Close(Softmax(F64({3}, {1001, 1002, 1003})), expected, 1e-14, 0));
  EXPECT_TRUE(Close(Softmax(F32({3}, {-1000, -999, -998})), F32({3}, {0.09003057, 0.24472847, 0.66524096})));
  EXPECT_TRUE(Close(LogSoftmax(F64({3}, {1, 2, 3})),
                    F64({3}, {-2.40760596444438, -1.4076059644443801, -0.40760596444438013}), 1e-14, 0));
  // -inf entries get probability 0.
  EXPECT_TRUE(Close(Softmax(F32({3}, {0, -kInf, 0})), F32({3}, {0.5, 0, 0.5})));
}

TEST(SoftmaxTest, AxisSelection) {
  NDArray x = F64({2, 2}, {0, 0, 0, std::log(3.0)});
  EXPECT_TRUE(Close(Softmax(x, 0), F64({2, 2}, {0.5, 0.25, 0.5, 0.75})));
  EXPECT_TRUE(Close(Softmax(x, -1), F64({2, 2}, {0.5, 0.5, 0.25, 0.75})));
  EXPECT_TRUE(ThrowsWith([&] { Softmax(x, 2); }, "softmax: axis 2 is out of range"));
}

TEST(NormTest, LayerNorm) {
  // mean 2.5, var 1.25: normalized = (x - 2.5) / sqrt(1.25).
  const double s = std::sqrt(1.25);
  NDArray x = F64({1, 4}, {1, 2, 3, 4});
  NDArray gamma = F64({4}, {1, 1, 2, 2});
  NDArray beta = F64({4}, {0, 0, 0, 1});
  EXPECT_TRUE(Close(LayerNorm(x, gamma, beta, {-1}, 0.0),
                    F64({1, 4}, {-1.5 / s, -0.5 / s, 2 * 0.5 / s, 2 * 1.5 / s + 1}), 1e-14, 0));
  // Over two axes, with parameters shaped like both.
  NDArray x2 = F64({2, 2}, {1, 2, 3, 4});
  NDArray g2 = F64({2, 2}, {1, 1, 1, 1});
  NDArray b2 = F64({2, 2}, {0, 0, 0, 0});
  EXPECT_TRUE(Close(LayerNorm(x2, g2, b2, {0, 1}, 0.0), F64({2, 2}, {-1.5 / s, -0.5 / s, 0.5 / s, 1.5 / s}), 1e-14, 0));
  // center/scale off: parameters may be absent.
  EXPECT_TRUE(Close(LayerNorm(x, NDArray(), NDArray(), {1}, 0.0, false, false),
                    F64({1, 4}, {-1.5 / s, -0.5 / s, 0.5 / s, 1.5 / s}), 1e-14, 0));
  // epsilon enters under the square root: var 0 -> x - mean = 0 anyway, and
  // for [0, 2] (var 1) with eps 3 the scale is 1/2.
  EXPECT_TRUE(Close(LayerNorm(F64({2}, {0, 2}), F64({2}, {1, 1}), F64({2}, {0, 0}), {0}, 3.0), F64({2}, {-0.5, 0.5}),
                    1e-14, 0));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        LayerNorm(x, F64({3}, {1, 1, 1}), beta);
      },
      "layer_norm: gamma has shape (3,) but the normalized dimensions are (4,)"));
}

TEST(NormTest, RmsNorm) {
  // mean of squares 12.5.
  const double r = std::sqrt(12.5);
  EXPECT_TRUE(Close(RmsNorm(F64({1, 2}, {3, 4}), F64({2}, {1, 2}), {-1}, 0.0), F64({1, 2}, {3 / r, 8 / r}), 1e-14, 0));
  EXPECT_TRUE(Close(RmsNorm(F64({2}, {0, 0}), F64({2}, {1, 1}), {0}, 1e-5), F64({2}, {0, 0})));
}

TEST(NormTest, BatchNormInference) {
  // (N, C, H, W) = (1, 2, 1, 2): channel 0 = [1, 2], channel 1 = [3, 4].
  NDArray x = F64({1, 2, 1, 2}, {1, 2, 3, 4});
  NDArray out = BatchNorm(x, F64({2}, {1, 2}), F64({2}, {0, 1}), F64({2}, {1, 3}), F64({2}, {4, 1}), 1, 0.0);
  EXPECT_TRUE(Close(out, F64({1, 2, 1, 2}, {0, 0.5, 1, 3})));
  // Channels last.
  NDArray xl = F64({2, 2}, {1, 3, 2, 4});
  EXPECT_TRUE(Close(BatchNorm(xl, F64({2}, {1, 2}), F64({2}, {0, 1}), F64({2}, {1, 3}), F64({2}, {4, 1}), -1, 0.0),
                    F64({2, 2}, {0, 1, 0.5, 3})));
}

TEST(AttentionTest, HandComputedSmallCase) {
  // q = k = I (S = 2, H = 2), v = [10, 20]. Row 0 scores [1/sqrt2, 0].
  NDArray q = F64({1, 2, 1, 2}, {1, 0, 0, 1});
  NDArray v = F64({1, 2, 1, 1}, {10, 20});
  const double p = std::exp(1 / std::sqrt(2.0)) / (std::exp(1 / std::sqrt(2.0)) + 1);
  EXPECT_TRUE(Close(Attention(q, q, v), F64({1, 2, 1, 1}, {10 * p + 20 * (1 - p), 10 * (1 - p) + 20 * p}), 1e-14, 0));
  // TopLeft: row 0 sees only key 0.
  EXPECT_TRUE(Close(Attention(q, q, v, NDArray(), std::nullopt, "TopLeft"),
                    F64({1, 2, 1, 1}, {10, 10 * (1 - p) + 20 * p}), 1e-14, 0));
  // scale 0 -> uniform weights.
  EXPECT_TRUE(Close(Attention(q, q, v, NDArray(), 0.0), F64({1, 2, 1, 1}, {15, 15})));
  // A bias of -1e9 removes key 1 for every query.
  NDArray bias = F64({1, 1, 1, 2}, {0, -1e9});
  EXPECT_TRUE(Close(Attention(q, q, v, bias), F64({1, 2, 1, 1}, {10, 10})));
}

// q (1, 3, 4, 2), k (1, 2, 2, 2), v (1, 2, 2, 3): grouped heads (4 query heads,
// 2 kv heads) and S != S_kv. Expected values were produced once with a separate
// numpy implementation of the formula (per head: softmax(q k^T * scale + bias
// masked by tril(k=offset)) v) and pasted here.
const std::vector<double> kQ = {0.13,  -0.13, 0.64,  0.1,   -0.54, 0.36,  1.3,  0.95, -0.7,  -1.27, -0.62, 0.04,
                                -2.33, -0.22, -1.25, -0.73, -0.54, -0.32, 0.41, 1.04, -0.13, 1.37,  -0.67, 0.35};
const std::vector<double> kK = {0.9, 0.09, -0.74, -0.92, -0.46, 0.22, -1.01, -0.21};
const std::vector<double> kV = {-0.16, 0.54, 0.21, 0.36, -0.65, -0.13, 0.78, 1.49, -1.26, 1.51, 1.35, 0.78};

TEST(AttentionTest, GroupedHeadsWithBroadcastBias) {
  NDArray bias = F64({1, 1, 3, 2}, {0.26, -0.31, 1.46, 1.96, 1.8, 1.32});
  NDArray out = Attention(F64({1, 3, 4, 2}, kQ), F64({1, 2, 2, 2}, kK), F64({1, 2, 2, 3}, kV), bias);
  const std::vector<double> expected = {
      0.15045329284615414,  0.8537559874509004,  -0.2754961068977091, 0.06157954343062484, 0.7639367726160571,
      -0.13651269025853036, 0.8532837876099364,  0.2078848480172806,  0.2603376058478627,  0.8378314823960266,
      0.18101127373222015,  0.24811012954816014, 0.5374858785314933,  1.2449059410690624,  -0.8807491930226544,
      0.5452285405241827,   1.2527309718063548,  -0.892857398479307,  1.1618749204134935,  0.7445650789799887,
      0.5045271109358949,   1.0407765656340344,  0.5339592445809292,  0.4087014562843228,  0.31232262192431787,
      1.0173473306681937,   -0.5286321853497311, 0.1357277932292222,  0.8388738335827246,  -0.2524679319648475,
      1.001578924339546,    0.46578943363399333, 0.37768419230346695, 0.8844251296157568,  0.2620437036795771,
      0.2849798851742076};
  EXPECT_TRUE(Close(out, F64({1, 3, 4, 3}, expected), 1e-12, 1e-12));
}

TEST(AttentionTest, CausalMasksWithUnequalLengths) {
  NDArray q = F64({1, 3, 4, 2}, kQ), k = F64({1, 2, 2, 2}, kK), v = F64({1, 2, 2, 3}, kV);
  // BottomRight with S = 3, S_kv = 2: tril(k = |3 - 2| = 1) keeps j <= i + 1.
  const std::vector<double> bottom_right = {
      0.27786307747955746, 0.9825211953250846,  -0.47474332329249946, 0.17173517831219404, 0.8752642759538132,
      -0.3087773533180056, 1.0160584406258577,  0.49097120108844816,  0.3891418964952439,  1.0004800722291554,
      0.4638783864854878,  0.37681466585089696, 0.4374868722164552,   1.143843115537907,   -0.7243677682533928,
      0.4468974419427645,  1.153353797708113,   -0.739084297506238,   1.0302514412798551,  0.5156546804867048,
      0.4003728796214507,  0.8982945696755631,  0.28616446900097947,  0.29595483339544565, 0.42287426555823326,
      1.1290750556173634,  -0.7015161386921308, 0.24032695014169064,  0.9445857474836235,  -0.41604320926413324,
      1.1316273612729129,  0.6919606283007183,  0.4805920858768268,   1.0216295728713707,  0.5006601267328185,
      0.3935503576634324};
  EXPECT_TRUE(
      Close(Attention(q, k, v, NDArray(), std::nullopt, "BottomRight"), F64({1, 3, 4, 3}, bottom_right), 1e-12, 1e-12));
  // TopLeft with scale 0.5: query 0 sees only key 0, so it copies v[0].
  NDArray top_left = Attention(q, k, v, NDArray(), 0.5, "TopLeft");
  const std::vector<double> row0 = {-0.16, 0.54, 0.21, -0.16, 0.54, 0.21, 0.36, -0.65, -0.13, 0.36, -0.65, -0.13};
  for (int i = 0; i < 12; ++i) EXPECT_NEAR(top_left.GetDouble(i), row0[i], 1e-15) << i;
  EXPECT_NEAR(top_left.GetDouble(12), 0.4012861635549829, 1e-12);
  EXPECT_NEAR(top_left.GetDouble(35), 0.3736574834614983, 1e-12);
}

TEST(AttentionTest, Errors) {
  NDArray q = F64({1, 3, 4, 2}, kQ), k = F64({1, 2, 2, 2}, kK), v = F64({1, 2, 2, 3}, kV);
  EXPECT_TRUE(
      ThrowsWith([&] { Attention(q, k, v, NDArray(), std::nullopt, "Diagonal"); }, "unknown causal_mask 'Diagonal'"));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        Attention(q, F64({1, 2, 3, 2}, std::vector<double>(12)), F64({1, 2, 3, 3}, std::vector<double>(18)));
      },
      "the number of kv heads 3 must divide"));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        Attention(q, k, v, F64({2, 2}, {0, 0, 0, 0}));
      },
      "attention: shapes (2, 2) and (1, 4, 3, 2) are not broadcastable"));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        Attention(q, k, v, F64({2, 1, 1, 1}, {0, 0}));
      },
      "bias of shape (2, 1, 1, 1) does not broadcast to (1, 4, 3, 2)"));
  EXPECT_TRUE(ThrowsWith([&] { Attention(F64({3, 4, 2}, kQ), k, v); }, "must be 4-D"));
}

}  // namespace
}  // namespace ref
}  // namespace rlx
