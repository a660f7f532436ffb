"""The Kornia pack's helper kit: every case module builds its inputs and registers its cases
with these, and imports nothing else from the pack (not a case module itself).

* Seeded tensors. Every builder takes ``seed`` and draws from its own ``torch.Generator``, so
  importing the pack never touches the global RNG and every import builds identical tensors.
* Valid inputs. Rotations are orthonormal, homographies invertible, depths positive, points in
  front of the camera, boxes of positive extent inside the frame: an invalid input measures
  nothing.
* Registration. :func:`skipped` for a case that is never run, :class:`Section` for a run of
  cases sharing a group, a name prefix and a ref prefix, :func:`alias` for Kornia's deprecated
  top-level aliases, :func:`note_random_init` to say which targets carry random weights.
* Augmentations in two modes. :func:`fed_case` samples the parameters once and feeds them back
  as graph inputs of a :class:`Fed` wrapper (checked against eager on the same parameters);
  :func:`random_case` calls the augmentation directly (``check=False``).

Only the public capgrid API is used (:func:`capgrid.case`, :class:`capgrid.Case`,
:func:`capgrid.resolve_ref`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
from collections.abc import Callable
from typing import Any

import torch
import torch.utils._pytree as pytree
from torch import nn

from capgrid import Case, case, resolve_ref

B, C, H, W = 2, 3, 32, 40  # Kornia's image shape; keeps the eager pass fast

# ------------------------------------------------------------------------ seeded tensors


def gen(seed: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed)


def rand(*shape: int, seed: int = 0, lo: float = 0.0, hi: float = 1.0) -> torch.Tensor:
    """Uniform in [lo, hi)."""
    return torch.rand(*shape, generator=gen(seed)) * (hi - lo) + lo


def randn(*shape: int, seed: int = 0, std: float = 1.0) -> torch.Tensor:
    """Normal with mean 0 and standard deviation ``std``."""
    return torch.randn(*shape, generator=gen(seed)) * std


def randint(lo: int, hi: int, *shape: int, seed: int) -> torch.Tensor:
    return torch.randint(lo, hi, shape, generator=gen(seed))


def img(*shape: int, seed: int = 0) -> torch.Tensor:
    """A float image in [0, 1); default shape (B, C, H, W) = (2, 3, 32, 40)."""
    return rand(*(shape or (B, C, H, W)), seed=seed)


def gray(b: int = B, h: int = H, w: int = W, seed: int = 1) -> torch.Tensor:
    return rand(b, 1, h, w, seed=seed)


def binary(*shape: int, seed: int, p: float = 0.5) -> torch.Tensor:
    """A 0/1 float mask."""
    return (rand(*shape, seed=seed) < p).float()


def labels(n_classes: int, *shape: int, seed: int) -> torch.Tensor:
    return randint(0, n_classes, *shape, seed=seed)


@contextlib.contextmanager
def seeded(seed: int):
    """Run a block that draws from the global RNG (random init, Kornia's parameter samplers)
    under a fixed seed, leaving the caller's global RNG state as it was."""
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        yield


def sample(fn: Callable[[], Any], seed: int = 7) -> Any:
    """``fn()`` under :func:`seeded` (the augmentations' parameter sampling)."""
    with seeded(seed):
        return fn()


# ------------------------------------------------------------------------ valid inputs


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


def rotmat_qr(n: int, seed: int) -> torch.Tensor:
    """(n, 3, 3) proper rotation matrices from the QR of a Gaussian matrix, sign-fixed (any
    angle, where :func:`rotmat` stays away from 0 and pi)."""
    # in float64, then float32: a float32 QR's last bits depend on the CPU (MKL's instruction
    # set), and so would the fingerprint
    q, r = torch.linalg.qr(randn(n, 3, 3, seed=seed).double())
    q = q * torch.sign(torch.diagonal(r, dim1=-2, dim2=-1)).unsqueeze(-2)
    det = torch.det(q)
    q[:, :, 0] = q[:, :, 0] * det.unsqueeze(-1)
    return q.float()


def rotmat2(b: int, seed: int = 0) -> torch.Tensor:
    """(B, 2, 2) rotations."""
    t = rand(b, seed=seed, lo=-1.2, hi=1.2)
    c, s = torch.cos(t), torch.sin(t)
    return torch.stack([c, -s, s, c], -1).view(b, 2, 2)


def quat(b: int, seed: int = 0) -> torch.Tensor:
    """(B, 4) unit quaternions, w first, w > 0."""
    q = randn(b, 4, seed=seed)
    q[:, 0] = q[:, 0].abs() + 0.5
    return q / q.norm(dim=-1, keepdim=True)


def rt(b: int, seed: int = 0):
    """Rotation (B,3,3) and translation (B,3,1)."""
    return rotmat(b, seed), rand(b, 3, 1, seed=seed + 1, lo=-0.5, hi=0.5)


def pose4(b: int, seed: int = 0) -> torch.Tensor:
    """(B, 4, 4) rigid transforms."""
    r, t = rt(b, seed)
    m = torch.eye(4).repeat(b, 1, 1)
    m[:, :3, :3] = r
    m[:, :3, 3:] = t
    return m


def homography(b: int, seed: int = 0, eps: float = 0.08) -> torch.Tensor:
    """(B, 3, 3) well-conditioned invertible homographies near identity (normalised coords)."""
    h = torch.eye(3).repeat(b, 1, 1) + randn(b, 3, 3, seed=seed, std=eps)
    h[:, 2, 2] = 1.0
    return h


def pixel_homography(b: int, seed: int = 0) -> torch.Tensor:
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


def intrinsics(b: int, seed: int = 0, h: int = H, w: int = W) -> torch.Tensor:
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
    p = rand(b, n, 3, seed=seed, lo=-1.0, hi=1.0)
    p[..., 2] = rand(b, n, seed=seed + 7, lo=zmin, hi=zmax)
    return p


def pixels(b: int, n: int, seed: int = 0, h: int = H, w: int = W) -> torch.Tensor:
    """(B, N, 2) pixel coordinates inside an HxW image."""
    p = rand(b, n, 2, seed=seed)
    return p * torch.tensor([w - 1.0, h - 1.0])


def boxes_xyxy(b: int, n: int, seed: int = 0, h: int = H, w: int = W) -> torch.Tensor:
    """(B, N, 4) valid xyxy boxes (x2 > x1, y2 > y1) with integer corners inside HxW."""
    g = gen(seed)
    x1 = torch.rand(b, n, generator=g) * (w / 2)
    y1 = torch.rand(b, n, generator=g) * (h / 2)
    bw = torch.rand(b, n, generator=g) * (w / 3) + 2
    bh = torch.rand(b, n, generator=g) * (h / 3) + 2
    return torch.stack([x1, y1, x1 + bw, y1 + bh], -1).round()


def boxes_in_square(n: int, seed: int, size: float = 32.0) -> torch.Tensor:
    """(n, 4) valid xyxy boxes (x1 < x2, y1 < y2, real corners) inside a size x size frame."""
    xy = rand(n, 2, seed=seed) * size * 0.5
    wh = rand(n, 2, seed=seed + 1) * size * 0.4 + 2.0
    return torch.cat([xy, xy + wh], dim=-1)


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


def lafs(b: int, n: int, seed: int = 0, h: int = H, w: int = W, scale: float = 4.0):
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


# ------------------------------------------------------------------------ registration


def resolve(ref: str) -> Any:
    """The object ``ref`` names, as collection resolves refs; ImportError when it names none
    (a typo in a ref fails at import of the pack, naming the ref)."""
    obj = resolve_ref(ref)
    if obj is None:
        raise ImportError(ref)
    return obj


def skipped(name: str, group: str, ref: str, reason: str, note: str = "") -> Case:
    """A registered, never-run case. Its target is the callable ``ref`` names: the census
    counts a public callable as covered by the case whose target it is, skipped or not."""
    return case(name, group, resolve(ref), [], note=note, skip=reason, ref=ref)


class Section:
    """Registers the cases of one group with a name prefix and a public ref prefix.

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
        target = resolve(ref) if target is None else target
        self.cases.append(
            case(self.name_prefix + name, self.group, target, (), None, skip=reason, ref=ref)
        )


ALIAS = "[kornia alias]"
_ALIAS_NOTE = "deprecated top-level alias: warns, then forwards to "


def alias(name, group, target, inputs, kwargs=None, *, alias, to, note="", **kw) -> Case:
    """A probed deprecated top-level alias ``kornia.<alias>``, variant ``[kornia alias]``.

    Kornia 0.9.0 binds these in ``kornia._deprecated_aliases``: each is its own function that
    warns (outside graph capture) and forwards to ``to``, so it is a distinct callable from the
    one it forwards to and gets its own row, in the group of the package it forwards to.
    """
    text = _ALIAS_NOTE + to + (f"; {note}" if note else "")
    return case(name + ALIAS, group, target, inputs, kwargs, note=text, ref="kornia." + alias,
                **kw)


def alias_skip(name: str, group: str, alias: str, reason: str) -> Case:
    """A deprecated top-level alias that builds no graph (see :func:`alias`)."""
    return skipped(name + ALIAS, group, "kornia." + alias, reason)


def note_random_init(cases: list[Case]) -> list[Case]:
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


# ------------------------------------------------------------------------ augmentations

# Keys that describe the call rather than the random draw. They stay constants: feeding them
# would only make the graph read its own input shape from a tensor.
SHAPE_KEYS = frozenset({"forward_input_shape", "dtype", "video_batch_size"})
RANDOM_NOTE = "aug(x) called directly; parameters sampled inside the graph"


def _last_key(path) -> str:
    if not path:
        return ""
    k = path[-1]
    return str(getattr(k, "key", getattr(k, "name", getattr(k, "idx", ""))))


class Fed(nn.Module):
    """``target(*data, params=<params with the fed leaves replaced by graph inputs>, **kw)``.

    The parameter structure (a dict for one augmentation, a list of ``ParamItem`` named tuples
    for a container) is flattened with torch's pytree utilities, so one wrapper serves both.
    """

    def __init__(self, target, n_data: int, params, fed_keys, const_keys, call_kwargs=None):
        super().__init__()
        self.target = target
        self.n_data = n_data
        self.call_kwargs = dict(call_kwargs or {})
        flat, self.spec = pytree.tree_flatten_with_path(params)
        self.leaves = [leaf for _, leaf in flat]
        self.fed = [
            i
            for i, (path, leaf) in enumerate(flat)
            if isinstance(leaf, torch.Tensor)
            and _last_key(path) not in const_keys
            and (_last_key(path) not in SHAPE_KEYS)
            and (_last_key(path) != "batch_prob" or "batch_prob" in fed_keys)
        ]
        self.fed_names = [_last_key(flat[i][0]) for i in self.fed]

    def fed_tensors(self) -> list[torch.Tensor]:
        return [self.leaves[i] for i in self.fed]

    def forward(self, *xs):
        leaves = list(self.leaves)
        for i, t in zip(self.fed, xs[self.n_data :], strict=True):
            leaves[i] = t
        params = pytree.tree_unflatten(leaves, self.spec)
        return self.target(*xs[: self.n_data], params=params, **self.call_kwargs)


def fed_case(
    name: str,
    group: str,
    aug,
    data,
    *,
    ref: str,
    note: str = "",
    seed: int = 7,
    const_keys=(),
    gate: torch.Tensor | bool | None = None,
    params=None,
    call_kwargs=None,
    shape=None,
    atol: float = 2e-4,
    rtol: float = 1e-3,
    tags=(),
) -> Case:
    """A deterministic case: parameters sampled once (``sample(..., seed)``), fed back as graph
    inputs, so the exported graph is checked against eager on exactly the same parameters.

    Every sampled tensor is fed unless it only describes the call (:data:`SHAPE_KEYS`) or is
    named in ``const_keys``. ``gate`` replaces the per-sample ``batch_prob`` and feeds it as an
    input (the ``p < 1`` variants; ``True`` feeds the recorded gates as they are); otherwise
    ``batch_prob`` stays a constant (``p == 1`` never reads it). ``params`` overrides the
    sampling (containers pass what an eager call recorded).
    """
    data = tuple(data)
    if params is None:
        batch_shape = torch.Size(shape if shape is not None else data[0].shape)
        params = sample(lambda: aug.forward_parameters(batch_shape), seed)
    if isinstance(gate, torch.Tensor):
        params = dict(params)
        params["batch_prob"] = gate
    fed_keys = {"batch_prob"} if gate is not None and gate is not False else set()
    wrapper = Fed(aug, len(data), params, fed_keys, set(const_keys), call_kwargs)
    fed = wrapper.fed_tensors()
    if fed:
        what = f"params fed as inputs: {sorted(set(wrapper.fed_names))}"
    else:
        what = "no tensor params (only batch_prob/shape, constant)"
    if const_keys:
        what += f"; held constant: {sorted(const_keys)}"
    return case(
        name,
        group,
        wrapper,
        [*data, *fed],
        note="; ".join(x for x in (note, what) if x),
        atol=atol,
        rtol=rtol,
        ref=ref,
        tags=tuple(tags),
    )


def random_case(
    name: str, group: str, aug, data, *, ref: str, note: str = "", call_kwargs=None, tags=()
) -> Case:
    """A ``[random]`` case: the augmentation samples inside the graph, so only the count,
    shapes and finiteness of the outputs are checked (``check=False``)."""
    target = _Call(aug, call_kwargs) if call_kwargs else aug
    return case(
        name,
        group,
        target,
        list(data),
        note="; ".join(x for x in (note, RANDOM_NOTE) if x),
        check=False,
        ref=ref,
        tags=tuple(tags),
    )


class _Call(nn.Module):
    """``target(*xs, **kwargs)`` with non-tensor keyword arguments baked in."""

    def __init__(self, target, kwargs):
        super().__init__()
        self.target = target
        self.kwargs = dict(kwargs)

    def forward(self, *xs):
        return self.target(*xs, **self.kwargs)
