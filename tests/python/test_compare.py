"""Kornia's comparison rules, and what capgrid still checks for check=False."""

import numpy as np
import pytest
import torch

from capgrid.compare import accuracy, check_unverified, close, compare, output_accuracy, worse


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


def test_accuracy_measures_against_eager():
    eager = np.array([1.0, -2.0, 0.0, 4.0])
    got = np.array([1.0, -2.5, 1e-3, 4.0])
    acc = output_accuracy(eager, got)
    assert acc["max_abs"] == 0.5
    assert acc["max_rel"] == 0.25  # 0.5 / |-2|; the element where eager is 0 is left out
    noise = 0.5 ** 2 + 1e-3 ** 2
    assert acc["snr_db"] == pytest.approx(10 * np.log10(21.0 / noise), abs=0.01)
    assert acc["elements"] == 4 and "nonfinite" not in acc


def test_accuracy_of_equal_outputs_nonfinite_values_and_shapes():
    a = np.array([np.nan, np.inf, 1.0, 2.0])
    assert output_accuracy(a, a.copy()) == {"max_abs": 0.0, "max_rel": 0.0, "snr_db": None,
                                            "elements": 2}
    got = np.array([0.0, np.inf, 1.0, np.inf])  # a NaN that became 0, a 2 that became inf
    acc = output_accuracy(a, got)
    assert acc["nonfinite"] == 2 and acc["elements"] == 1 and acc["max_abs"] == 0.0
    assert output_accuracy(np.ones(3), np.ones(4)) is None
    bools = output_accuracy(np.array([True, False]), np.array([True, True]))
    assert (bools["max_abs"], bools["max_rel"]) == (1.0, 0.0)
    assert output_accuracy(np.zeros(2), np.ones(2))["snr_db"] is None  # no signal
    assert accuracy([torch.ones(2)], [torch.ones(2), torch.ones(2)]) == []


def test_worse_keeps_the_larger_error_per_output():
    small = {"max_abs": 1e-6, "max_rel": 1e-5, "snr_db": 120.0, "elements": 4}
    large = {"max_abs": 1e-3, "max_rel": 1e-5, "snr_db": 60.0, "elements": 8}
    assert worse([small, large], [large, small]) == [large, large]
    assert worse([small], [None]) == [None]
    assert worse([], [small]) == [small]
