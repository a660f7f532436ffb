"""Kornia's comparison rules, and what capgrid still checks for check=False."""

import numpy as np
import torch

from capgrid.compare import check_unverified, close, compare


def test_close_rules():
    a = np.array([1.0, 2.0, np.nan, np.inf])
    assert close(a, a.copy(), 1e-4, 1e-3) is None
    assert close(a, np.array([1.0, 2.0, 0.0, np.inf]), 1e-4, 1e-3) == (
        "NaN pattern differs (eager 1, captured 0 NaNs)")
    assert close(np.ones(4), np.ones(5), 1e-4, 1e-3) == "shape [5] vs [4]"
    assert close(np.array([True, False]), np.array([True, True]), 1, 1) == "1 bool mismatches"
    assert close(np.zeros(4), np.array([0, 0.5, 0, 1e-5]), 2e-4, 1e-3) == (
        "max abs diff 0.5 at 1/4 elements")


def test_compare_counts_and_labels_outputs():
    ref = [torch.ones(2), torch.zeros(2)]
    assert compare(ref, [np.ones(2)], 1e-4, 1e-3) == "1 captured outputs vs 2 eager outputs"
    assert compare(ref, [np.ones(2), np.ones(2)], 1e-4, 1e-3) == (
        "out1: max abs diff 1 at 2/2 elements")
    assert compare([torch.ones(2, dtype=torch.bfloat16)], [torch.ones(2)], 1e-4, 1e-3) is None


def test_unverified_checks_count_shape_and_finiteness():
    ref = [torch.rand(3)]
    assert check_unverified(ref, [np.random.rand(3)]) is None
    assert check_unverified(ref, [np.random.rand(2)]) == "out0: shape [2] vs [3]"
    assert check_unverified(ref, [np.array([0.1, np.nan, np.inf])]) == (
        "out0: 2/3 non-finite values (eager has none)")
    assert check_unverified([torch.tensor([np.nan])], [np.array([np.nan])]) is None
    assert check_unverified(ref, []) == "0 captured outputs vs 1 eager outputs"
