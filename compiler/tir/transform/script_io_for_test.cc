#include "compiler/tir/transform/script_io_for_test.h"

#include <fstream>
#include <memory>
#include <sstream>

#include "compiler/script/python_parser.h"
#include "compiler/script/tir_parser.h"
#include "compiler/script/tir_printer.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {

PrimFunc ParseTir(const std::string& text) {
  auto file = std::make_shared<SourceFile>("test.py", text);
  py::Module m = py::ParsePython(file);
  EXPECT_EQ(m.body.size(), 1u);
  return script::ParsePrimFunc(*m.body.at(0)).second;
}

PrimFunc ParseFixture(const std::string& name) {
  std::ifstream in("testdata/tir/" + name);
  EXPECT_TRUE(in.good()) << "missing fixture " << name;
  std::stringstream ss;
  ss << in.rdbuf();
  return ParseTir(ss.str());
}

std::string PrintTir(const PrimFunc& f, const std::string& name) { return script::PrintPrimFunc(f, name, 0); }

}  // namespace transform
}  // namespace tir
}  // namespace rlx
