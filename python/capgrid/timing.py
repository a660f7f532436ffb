"""Interleaved latency measurement for the speed probe (no torch: callables and seconds).

Defaults, kept small so the probe costs little per case (docs/probes.md): ``WARMUP`` untimed
calls of each variant, then rounds that call every variant once, in order, until each has
``MIN_TOTAL_S`` seconds of samples or ``MAX_RUNS`` samples, or the rounds have taken
``MAX_TIMING_S``, warm-up included (a slow operator is then timed fewer times, at least
once). A median under ``TOO_FAST_S`` is below what a Python-level timer on a shared machine
can resolve: it is reported, marked ``too_fast``, and no ratio is made of it.
"""

from __future__ import annotations

import statistics
import time

WARMUP = 1
MIN_TOTAL_S = 0.05
MAX_RUNS = 30
MAX_TIMING_S = 0.5
TOO_FAST_S = 20e-6


def time_interleaved(runners: dict, min_total_s: float = MIN_TOTAL_S, max_runs: int = MAX_RUNS,
                     max_timing_s: float = MAX_TIMING_S, warmup: int = WARMUP,
                     sync=None, clock=time.perf_counter) -> dict:
    """name -> list of seconds, one per timed call; the calls interleave in ``runners``'
    order. Raises what a runner raises.

    ``sync`` (``torch.cuda.synchronize`` on a GPU) is called before each timed call starts and
    before its end is read: a CUDA call returns once its kernels are queued, so without it the
    time would be the launch's, and the next variant would pay for this one's kernels."""
    def done_with(fn):
        fn()
        if sync is not None:
            sync()

    start = clock()  # the warm-up counts: a slow operator gets one timed round, not more
    for _ in range(warmup):
        for fn in runners.values():
            done_with(fn)
    samples: dict[str, list[float]] = {name: [] for name in runners}
    while True:
        for name, fn in runners.items():
            if sync is not None:
                sync()
            t0 = clock()
            done_with(fn)
            samples[name].append(clock() - t0)
        done = all(sum(s) >= min_total_s or len(s) >= max_runs for s in samples.values())
        if done or clock() - start >= max_timing_s:
            return samples


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) by linear interpolation between the sorted values."""
    v = sorted(values)
    pos = q * (len(v) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (pos - lo)


def summarise(samples: list[float]) -> dict:
    """median, p10, p90 (seconds), the number of runs and the too-fast mark of one variant."""
    median = statistics.median(samples)
    return {"median_s": round(median, 9), "p10_s": round(percentile(samples, 0.1), 9),
            "p90_s": round(percentile(samples, 0.9), 9), "runs": len(samples),
            "too_fast": median < TOO_FAST_S, "too_fast_below_s": TOO_FAST_S}
