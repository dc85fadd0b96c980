#!/usr/bin/env python3
"""Splits the test targets Bazel reported PASSED into passed and skipped.

    classify_test_results.py TESTLOGS LABEL...

A target counts as skipped when its JUnit XML (TESTLOGS/<package>/<name>/
test.xml, or one per shard) records at least one test case and every case
is skipped (GTEST_SKIP, pytest's skip): it ran, but checked nothing on this
machine. Prints "skipped LABEL" for each such target, then one line
"passed=N skipped=M". A target without XML counts as passed.
"""

import glob
import os
import sys
import xml.etree.ElementTree as ET


def case_results(xml_path):
    """Yields True for each skipped test case in the file, False otherwise."""
    try:
        root = ET.parse(xml_path).getroot()
    except (ET.ParseError, OSError):
        return
    for case in root.iter("testcase"):
        skipped = case.get("result") == "skipped" or case.find("skipped") is not None
        yield skipped


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    testlogs, labels = argv[1], argv[2:]
    passed = skipped = 0
    for label in labels:
        package, _, name = label.lstrip("/").partition(":")
        base = os.path.join(testlogs, package, name)
        files = [os.path.join(base, "test.xml")] + sorted(glob.glob(os.path.join(base, "shard_*", "test.xml")))
        results = [r for f in files if os.path.exists(f) for r in case_results(f)]
        if results and all(results):
            skipped += 1
            print("skipped " + label)
        else:
            passed += 1
    print("passed=%d skipped=%d" % (passed, skipped))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
