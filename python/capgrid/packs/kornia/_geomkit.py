"""Shared input builders and registration helpers for the geometry and feature case modules.

Every builder takes an explicit ``seed`` and uses its own ``torch.Generator``, so importing the
pack never touches the global RNG and two imports build identical tensors. Builders return
*valid* inputs for the operators they feed (orthonormal rotations, invertible homographies,
positive depths, points in front of the camera, unit quaternions), because an invalid input
measures nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import torch

from capgrid import Case, case
from capgrid.collect import resolve_ref

IMG_B, IMG_C, IMG_H, IMG_W = 2, 3, 32, 40


def gen(seed: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed)


def rnd(*shape: int, seed: int = 0, lo: float = 0.0, hi: float = 1.0) -> torch.Tensor:
    """Uniform in [lo, hi)."""
    return torch.rand(*shape, generator=gen(seed)) * (hi - lo) + lo


def rndn(*shape: int, seed: int = 0, std: float = 1.0) -> torch.Tensor:
    return torch.randn(*shape, generator=gen(seed)) * std


def img(b: int = IMG_B, c: int = IMG_C, h: int = IMG_H, w: int = IMG_W, seed: int = 0):
    return rnd(b, c, h, w, seed=seed)


def axis_angle(b: int, seed: int = 0, max_angle: float = 1.2) -> torch.Tensor:
    """(B, 3) rotation vectors with angle in (0.2, max_angle): away from the singular 0 and pi."""
    g = gen(seed)
    axis = torch.randn(b, 3, generator=g)
    axis = axis / axis.norm(dim=-1, keepdim=True)
    ang = torch.rand(b, 1, generator=g) * (max_angle - 0.2) + 0.2
    return axis * ang


def rotmat(b: int, seed: int = 0) -> torch.Tensor:
    """(B, 3, 3) orthonormal rotation matrices (Rodrigues, written out here)."""
    aa = axis_angle(b, seed)
    theta = aa.norm(dim=-1, keepdim=True)[..., None]
    k = aa / aa.norm(dim=-1, keepdim=True)
    kx, ky, kz = k.unbind(-1)
    z = torch.zeros_like(kx)
    kmat = torch.stack([z, -kz, ky, kz, z, -kx, -ky, kx, z], -1).view(b, 3, 3)
    eye = torch.eye(3).expand(b, 3, 3)
    return eye + torch.sin(theta) * kmat + (1 - torch.cos(theta)) * (kmat @ kmat)


def rotmat2(b: int, seed: int = 0) -> torch.Tensor:
    """(B, 2, 2) rotations."""
    t = rnd(b, seed=seed, lo=-1.2, hi=1.2)
    c, s = torch.cos(t), torch.sin(t)
    return torch.stack([c, -s, s, c], -1).view(b, 2, 2)


def quat(b: int, seed: int = 0) -> torch.Tensor:
    """(B, 4) unit quaternions, w first, w > 0."""
    q = rndn(b, 4, seed=seed)
    q[:, 0] = q[:, 0].abs() + 0.5
    return q / q.norm(dim=-1, keepdim=True)


def rt(b: int, seed: int = 0):
    """Rotation (B,3,3) and translation (B,3,1)."""
    return rotmat(b, seed), rnd(b, 3, 1, seed=seed + 1, lo=-0.5, hi=0.5)


def pose4(b: int, seed: int = 0) -> torch.Tensor:
    """(B, 4, 4) rigid transforms."""
    r, t = rt(b, seed)
    m = torch.eye(4).repeat(b, 1, 1)
    m[:, :3, :3] = r
    m[:, :3, 3:] = t
    return m


def homography(b: int, seed: int = 0, eps: float = 0.08) -> torch.Tensor:
    """(B, 3, 3) well-conditioned invertible homographies near identity (normalised coords)."""
    h = torch.eye(3).repeat(b, 1, 1) + rndn(b, 3, 3, seed=seed, std=eps)
    h[:, 2, 2] = 1.0
    return h


def pixel_homography(b: int, seed: int = 0, h: int = IMG_H, w: int = IMG_W) -> torch.Tensor:
    """(B, 3, 3) homographies in pixel units: small rotation/scale/shift plus mild perspective."""
    g = gen(seed)
    out = torch.eye(3).repeat(b, 1, 1)
    ang = torch.rand(b, generator=g) * 0.3 - 0.15
    sc = 1.0 + torch.rand(b, generator=g) * 0.2 - 0.1
    out[:, 0, 0] = sc * torch.cos(ang)
    out[:, 0, 1] = -sc * torch.sin(ang)
    out[:, 1, 0] = sc * torch.sin(ang)
    out[:, 1, 1] = sc * torch.cos(ang)
    out[:, 0, 2] = torch.rand(b, generator=g) * 4 - 2
    out[:, 1, 2] = torch.rand(b, generator=g) * 4 - 2
    out[:, 2, 0] = (torch.rand(b, generator=g) - 0.5) * 2e-3
    out[:, 2, 1] = (torch.rand(b, generator=g) - 0.5) * 2e-3
    return out


def affine2x3(b: int, seed: int = 0) -> torch.Tensor:
    return pixel_homography(b, seed)[:, :2, :].clone()


def intrinsics(b: int, seed: int = 0, h: int = IMG_H, w: int = IMG_W) -> torch.Tensor:
    """(B, 3, 3) pinhole intrinsics with the principal point near the image centre."""
    g = gen(seed)
    k = torch.zeros(b, 3, 3)
    f = 30.0 + torch.rand(b, generator=g) * 10
    k[:, 0, 0] = f
    k[:, 1, 1] = f * (1.0 + torch.rand(b, generator=g) * 0.05)
    k[:, 0, 2] = w / 2 + torch.rand(b, generator=g) - 0.5
    k[:, 1, 2] = h / 2 + torch.rand(b, generator=g) - 0.5
    k[:, 2, 2] = 1.0
    return k


def points3d_front(b: int, n: int, seed: int = 0, zmin: float = 2.0, zmax: float = 5.0):
    """(B, N, 3) points in front of the camera (z in [zmin, zmax])."""
    p = rnd(b, n, 3, seed=seed, lo=-1.0, hi=1.0)
    p[..., 2] = rnd(b, n, seed=seed + 7, lo=zmin, hi=zmax)
    return p


def pixels(b: int, n: int, seed: int = 0, h: int = IMG_H, w: int = IMG_W) -> torch.Tensor:
    """(B, N, 2) pixel coordinates inside an HxW image."""
    p = rnd(b, n, 2, seed=seed)
    return p * torch.tensor([w - 1.0, h - 1.0])


def boxes_xyxy(b: int, n: int, seed: int = 0, h: int = IMG_H, w: int = IMG_W) -> torch.Tensor:
    """(B, N, 4) valid xyxy boxes (x2 > x1, y2 > y1) inside HxW."""
    g = gen(seed)
    x1 = torch.rand(b, n, generator=g) * (w / 2)
    y1 = torch.rand(b, n, generator=g) * (h / 2)
    bw = torch.rand(b, n, generator=g) * (w / 3) + 2
    bh = torch.rand(b, n, generator=g) * (h / 3) + 2
    return torch.stack([x1, y1, x1 + bw, y1 + bh], -1).round()


def quad_from_xyxy(xyxy: torch.Tensor) -> torch.Tensor:
    """(..., 4) xyxy -> (..., 4, 2) corners clockwise from top-left (kornia's box layout)."""
    x1, y1, x2, y2 = xyxy.unbind(-1)
    return torch.stack(
        [
            torch.stack([x1, y1], -1),
            torch.stack([x2, y1], -1),
            torch.stack([x2, y2], -1),
            torch.stack([x1, y2], -1),
        ],
        -2,
    )


def lafs(b: int, n: int, seed: int = 0, h: int = IMG_H, w: int = IMG_W, scale: float = 4.0):
    """(B, N, 2, 3) local affine frames well inside an HxW image."""
    g = gen(seed)
    cx = torch.rand(b, n, generator=g) * (w - 4 * scale) + 2 * scale
    cy = torch.rand(b, n, generator=g) * (h - 4 * scale) + 2 * scale
    s = torch.rand(b, n, generator=g) * scale * 0.5 + scale * 0.5
    ang = torch.rand(b, n, generator=g) * 2 * math.pi
    c, sn = torch.cos(ang) * s, torch.sin(ang) * s
    row0 = torch.stack([c, -sn, cx], -1)
    row1 = torch.stack([sn, c, cy], -1)
    return torch.stack([row0, row1], -2)


def resolve(ref: str) -> Any:
    """The object a dotted ref names, as the worker's collection resolves refs."""
    obj = resolve_ref(ref)
    if obj is None:
        raise ImportError(ref)
    return obj


def qualname(obj: Any) -> str:
    return f"{obj.__module__}.{getattr(obj, '__qualname__', type(obj).__qualname__)}"


class Section:
    """Registers the cases of one (group) with a name prefix and a public ref prefix.

    ``add("warp_affine[fill]", fn, inputs)`` registers name ``<name_prefix>warp_affine[fill]``
    in ``group`` with ref ``<ref_prefix>warp_affine`` unless ``ref`` is given. The ref always
    names the public (documented) path, not the private defining module.
    """

    def __init__(self, cases: list[Case], group: str, name_prefix: str, ref_prefix: str):
        self.cases, self.group = cases, group
        self.name_prefix, self.ref_prefix = name_prefix, ref_prefix

    def add(
        self,
        name: str,
        target: Callable | Any,
        inputs=(),
        kwargs=None,
        *,
        ref: str | None = None,
        raw_name: bool = False,
        **kw: Any,
    ) -> None:
        """``raw_name=True`` registers ``name`` without the section prefix (for a Kornia
        snapshot name that does not follow the section's pattern, e.g. ``ray.Ray``)."""
        op = name.split("[", 1)[0]
        self.cases.append(
            case(
                name if raw_name else self.name_prefix + name,
                self.group,
                target,
                inputs,
                kwargs,
                ref=ref or self.ref_prefix + op,
                **kw,
            )
        )

    def skip(self, name: str, reason: str, *, ref: str | None = None, target: Any = None):
        ref = ref or self.ref_prefix + name.split("[", 1)[0]
        # a skipped case still names its callable (the worker and the census read the target)
        target = resolve(ref) if target is None else target
        self.cases.append(
            case(self.name_prefix + name, self.group, target, (), None, skip=reason, ref=ref)
        )
