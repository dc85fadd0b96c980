#include "compiler/script/python_parser.h"
#include <gtest/gtest.h>
TEST(X, Y) {}
