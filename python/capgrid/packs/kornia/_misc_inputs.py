"""Seeded input builders shared by the misc/models case modules of the Kornia pack.

Every builder takes an explicit seed and uses its own ``torch.Generator``, so importing a case
module never touches the global RNG and the same inputs come back on every import.
"""

from __future__ import annotations

import contextlib
import dataclasses

import torch

B, C, H, W = 2, 3, 32, 40  # Kornia's image shape; keeps the eager pass fast


def gen(seed: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed)


def rand(*shape: int, seed: int, lo: float = 0.0, hi: float = 1.0) -> torch.Tensor:
    """Uniform values in [lo, hi)."""
    return torch.rand(*shape, generator=gen(seed)) * (hi - lo) + lo


def randn(*shape: int, seed: int, scale: float = 1.0) -> torch.Tensor:
    return torch.randn(*shape, generator=gen(seed)) * scale


def randint(lo: int, hi: int, *shape: int, seed: int) -> torch.Tensor:
    return torch.randint(lo, hi, shape, generator=gen(seed))


def img(*shape: int, seed: int = 0) -> torch.Tensor:
    """A float image in [0, 1); default shape (2, 3, 32, 40)."""
    return rand(*(shape or (B, C, H, W)), seed=seed)


def gray(b: int = B, h: int = H, w: int = W, seed: int = 1) -> torch.Tensor:
    return rand(b, 1, h, w, seed=seed)


def binary(*shape: int, seed: int, p: float = 0.5) -> torch.Tensor:
    """A 0/1 float mask."""
    return (rand(*shape, seed=seed) < p).float()


def labels(n_classes: int, *shape: int, seed: int) -> torch.Tensor:
    return randint(0, n_classes, *shape, seed=seed)


def rotation(n: int, seed: int) -> torch.Tensor:
    """(n, 3, 3) proper rotation matrices (QR of a Gaussian matrix, sign-fixed)."""
    q, r = torch.linalg.qr(randn(n, 3, 3, seed=seed))
    q = q * torch.sign(torch.diagonal(r, dim1=-2, dim2=-1)).unsqueeze(-2)
    det = torch.det(q)
    q[:, :, 0] = q[:, :, 0] * det.unsqueeze(-1)
    return q


def boxes_xyxy(n: int, seed: int, size: float = 32.0) -> torch.Tensor:
    """(n, 4) valid x1<x2, y1<y2 boxes inside a size x size frame."""
    xy = rand(n, 2, seed=seed) * size * 0.5
    wh = rand(n, 2, seed=seed + 1) * size * 0.4 + 2.0
    return torch.cat([xy, xy + wh], dim=-1)


@contextlib.contextmanager
def seeded(seed: int):
    """Deterministic random init of models without touching the caller's global RNG state."""
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        yield


def note_random_init(cases: list) -> list:
    """Append "random init" to the note of every probed case whose target carries weights (a
    module with parameters, a bound method of one, or a "random" variant) and does not say so."""
    out = []
    for c in cases:
        t = getattr(c.target, "__self__", c.target)
        weighted = isinstance(t, torch.nn.Module) and any(True for _ in t.parameters())
        if c.skip is None and "random" not in c.note.lower() and (
                weighted or "random" in c.name):
            c = dataclasses.replace(c, note=f"{c.note}; random init" if c.note else "random init")
        out.append(c)
    return out
