#include <iostream>
#include "compiler/tir/transform/convert_blocks_to_opaque.h"
#include "compiler/tir/transform/flatten_buffer.h"
#include "compiler/tir/transform/lower_init_block.h"
#include "compiler/tir/transform/lower_intrin.h"
#include "compiler/tir/transform/lower_match_buffer.h"
#include "compiler/tir/transform/lower_opaque_block.h"
#include "compiler/tir/transform/transform_test_util.h"
#include "gtest/gtest.h"
namespace rlx::tir::transform {
TEST(Scratch, Print) {
  for (const char* name : {"elementwise_add.py", "matmul.py", "legalized_dynamic.py", "symbolic.py", "nested_blocks.py", "where_split.py", "softmax_shared.py", "strided.py", "symbolic_compound.py"}) {
    PrimFunc f = ParseFixture(name);
    f = LowerInitBlock(f); std::cout << "== " << name << " init\n" << PrintTir(f);
    f = ConvertBlocksToOpaque(f); std::cout << "-- opaque\n" << PrintTir(f);
    f = LowerMatchBuffer(f);
    f = LowerOpaqueBlock(f); std::cout << "-- lowered\n" << PrintTir(f);
    f = FlattenBuffer(f); std::cout << "-- flat\n" << PrintTir(f);
    f = LowerIntrin(f); std::cout << "-- intrin\n" << PrintTir(f);
  }
}
}
