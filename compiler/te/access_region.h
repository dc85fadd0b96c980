// The read and write regions of a block, as TVM's script completer fills
// them in (tir.analysis.GetBlockAccessRegion), for blocks whose body has no
// loops: every access is a single point per dimension, accesses to the same
// buffer merge into the covering range, buffers appear in order of first
// access (stores before their values, a load before its own indices, the
// init before the body), and when the block has an init its written buffers
// are left out of the reads.
#ifndef RLX_COMPILER_TE_ACCESS_REGION_H_
#define RLX_COMPILER_TE_ACCESS_REGION_H_

#include <vector>

#include "compiler/tir/stmt.h"

namespace rlx {
namespace te {

struct AccessRegions {
  std::vector<tir::BufferRegion> reads;
  std::vector<tir::BufferRegion> writes;
};

// `init` may be null.
AccessRegions DetectAccessRegions(const tir::Stmt& init, const tir::Stmt& body);

}  // namespace te
}  // namespace rlx

#endif  // RLX_COMPILER_TE_ACCESS_REGION_H_
