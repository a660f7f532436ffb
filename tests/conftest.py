"""Makes tests/ importable from every test directory, for capgrid_binary (the binary under test)."""

import os
import sys

TESTS = os.path.dirname(os.path.abspath(__file__))
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
