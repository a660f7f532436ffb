"""kornia.geometry.liegroup (So2, Se2, So3, Se3) and kornia.geometry.quaternion cases.

Each method case builds the group element from live tensor inputs inside the closure, calls
the method and returns tensors. Names follow Kornia's snapshot
(``geometry.liegroup.So3.exp.matrix``: exp, then .matrix() to get a tensor).
"""

from __future__ import annotations

import torch
from kornia.geometry.liegroup import Se2, Se3, So2, So3
from kornia.geometry.quaternion import Quaternion, average_quaternions

from ._kit import (
    Section,
    axis_angle,
    quat,
    rand,
    randn,
    rotmat,
    rotmat2,
)

CASES: list = []
_lg = Section(CASES, "geometry.liegroup", "geometry.liegroup.", "kornia.geometry.liegroup.")
_q = Section(CASES, "geometry.quaternion", "geometry.quaternion.", "kornia.geometry.quaternion.")

B = 4
V3 = axis_angle(B, seed=61)  # so3 tangent, angle in (0.2, 1.2)
V6 = torch.cat([rand(B, 3, seed=62, lo=-1, hi=1), axis_angle(B, seed=63)], -1)  # (rho, omega)
TH = rand(B, seed=64, lo=-1.2, hi=1.2)
V3SE2 = torch.stack([rand(B, seed=65), rand(B, seed=66), TH], -1)
Q = quat(B, seed=67)
Q2 = quat(B, seed=68)
R3 = rotmat(B, seed=69)
R2 = rotmat2(B, seed=70)
PT3 = randn(B, 3, seed=71)
PT2 = randn(B, 2, seed=72)
T3 = rand(B, 3, seed=73, lo=-1, hi=1)
T2 = rand(B, 2, seed=74, lo=-1, hi=1)


def _se3m(r, t):
    m = torch.eye(4).repeat(r.shape[0], 1, 1)
    m[:, :3, :3] = r
    m[:, :3, 3] = t
    return m


def _se2m(r, t):
    m = torch.eye(3).repeat(r.shape[0], 1, 1)
    m[:, :2, :2] = r
    m[:, :2, 2] = t
    return m


M4 = _se3m(R3, T3)
M3 = _se2m(R2, T2)

# -- So3 --------------------------------------------------------------------------------------
_lg.add(
    "So3.exp.matrix", lambda v: So3.exp(v).matrix(), [V3], ref="kornia.geometry.liegroup.So3.exp"
)
_lg.add("So3.exp.q", lambda v: So3.exp(v).q.data, [V3], ref="kornia.geometry.liegroup.So3.exp")
_lg.add(
    "So3.exp[zero]",
    lambda v: So3.exp(v).matrix(),
    [torch.zeros(B, 3)],
    ref="kornia.geometry.liegroup.So3.exp",
    note="degenerate: zero rotation vector",
)
_lg.add("So3.log", lambda q: So3(Quaternion(q)).log(), [Q])
_lg.add(
    "So3.log[identity]",
    lambda q: So3(Quaternion(q)).log(),
    [torch.tensor([[1.0, 0.0, 0.0, 0.0]]).repeat(B, 1)],
    note="degenerate: identity rotation",
)
_lg.add("So3", lambda q: So3(Quaternion(q)).matrix(), [Q], note="constructor from Quaternion")
_lg.add("So3.matrix", lambda q: So3(Quaternion(q)).matrix(), [Q2])
_lg.add("So3.from_matrix", lambda r: So3.from_matrix(r).q.data, [R3])
_lg.add(
    "So3.from_matrix[check_rotation]",
    lambda r: So3.from_matrix(r, check_rotation=True).q.data,
    [R3],
    note="orthonormality check is data-dependent",
)
_lg.add("So3.from_wxyz", lambda q: So3.from_wxyz(q).matrix(), [Q])
_lg.add("So3.inverse", lambda q: So3.from_wxyz(q).inverse().q.data, [Q])
_lg.add(
    "So3.mul",
    lambda a, b: (So3.from_wxyz(a) * So3.from_wxyz(b)).q.data,
    [Q, Q2],
    ref="kornia.geometry.liegroup.So3.__mul__",
)
_lg.add(
    "So3.mul[point]",
    lambda a, p: So3.from_wxyz(a) * p,
    [Q, PT3],
    ref="kornia.geometry.liegroup.So3.__mul__",
    note="rotate a (B,3) point",
)
_lg.add("So3.adjoint", lambda q: So3.from_wxyz(q).adjoint(), [Q])
_lg.add("So3.hat", So3.hat, [V3])
_lg.add("So3.vee", So3.vee, [So3.hat(V3)])
_lg.add("So3.Jl", So3.Jl, [V3])
_lg.add("So3.Jr", So3.Jr, [V3])
_lg.add("So3.left_jacobian", So3.left_jacobian, [V3])
_lg.add("So3.right_jacobian", So3.right_jacobian, [V3])
_lg.add("So3.rot_x", lambda x: So3.rot_x(x).matrix(), [TH])
_lg.add("So3.rot_y", lambda x: So3.rot_y(x).matrix(), [TH])
_lg.add("So3.rot_z", lambda x: So3.rot_z(x).matrix(), [TH])
_lg.add(
    "So3.random", lambda: So3.random(B).matrix(), [], check=False, note="random sampling in graph"
)
_lg.add("So3.identity", lambda: So3.identity(B).matrix(), [], note="fully constant graph")
_lg.add("So3.__getitem__", lambda q: So3.from_wxyz(q)[1:3].matrix(), [Q])

# -- Se3 --------------------------------------------------------------------------------------
_lg.add(
    "Se3.exp.matrix", lambda v: Se3.exp(v).matrix(), [V6], ref="kornia.geometry.liegroup.Se3.exp"
)
_lg.add(
    "Se3.exp[zero]",
    lambda v: Se3.exp(v).matrix(),
    [torch.zeros(B, 6)],
    ref="kornia.geometry.liegroup.Se3.exp",
    note="degenerate: zero twist",
)
_lg.add("Se3.log", lambda m: Se3.from_matrix(m).log(), [M4])
_lg.add(
    "Se3", lambda q, t: Se3(So3.from_wxyz(q), t).matrix(), [Q, T3], note="constructor from (So3, t)"
)
_lg.add("Se3.from_matrix", lambda m: Se3.from_matrix(m).matrix(), [M4])
_lg.add("Se3.from_qxyz", lambda qt: Se3.from_qxyz(qt).matrix(), [torch.cat([Q, T3], -1)])
_lg.add("Se3.inverse", lambda m: Se3.from_matrix(m).inverse().matrix(), [M4])
_lg.add(
    "Se3.mul",
    lambda a, b: (Se3.from_matrix(a) * Se3.from_matrix(b)).matrix(),
    [M4, _se3m(rotmat(B, seed=75), T3.flip(-1))],
    ref="kornia.geometry.liegroup.Se3.__mul__",
)
_lg.add(
    "Se3.mul[point]",
    lambda a, p: Se3.from_matrix(a) * p,
    [M4, PT3],
    ref="kornia.geometry.liegroup.Se3.__mul__",
    note="transform a (B,3) point",
)
_lg.add("Se3.adjoint", lambda m: Se3.from_matrix(m).adjoint(), [M4])
_lg.add("Se3.hat", Se3.hat, [V6])
_lg.add("Se3.vee", Se3.vee, [Se3.hat(V6)])
_lg.add("Se3.trans", lambda x, y, z: Se3.trans(x, y, z).matrix(), [T3[:, 0], T3[:, 1], T3[:, 2]])
_lg.add("Se3.trans_x", lambda x: Se3.trans_x(x).matrix(), [T3[:, 0]])
_lg.add("Se3.trans_y", lambda x: Se3.trans_y(x).matrix(), [T3[:, 1]])
_lg.add("Se3.trans_z", lambda x: Se3.trans_z(x).matrix(), [T3[:, 2]])
_lg.add("Se3.rot_x", lambda x: Se3.rot_x(x).matrix(), [TH])
_lg.add("Se3.rot_y", lambda x: Se3.rot_y(x).matrix(), [TH])
_lg.add("Se3.rot_z", lambda x: Se3.rot_z(x).matrix(), [TH])
_lg.add(
    "Se3.random", lambda: Se3.random(B).matrix(), [], check=False, note="random sampling in graph"
)
_lg.add("Se3.identity", lambda: Se3.identity(B).matrix(), [], note="fully constant graph")
_lg.add(
    "Se3.properties",
    lambda m: (
        lambda s: (
            s.so3.matrix(),
            s.quaternion.data,
            s.r.matrix(),
            s.t,
            s.rotation.matrix(),
            s.translation,
        )
    )(Se3.from_matrix(m)),
    [M4],
    ref="kornia.geometry.liegroup.Se3.rotation",
    note="so3, quaternion, r, t, rotation, translation properties",
)
_lg.add("Se3.__getitem__", lambda m: Se3.from_matrix(m)[0].matrix(), [M4])

# -- So2 --------------------------------------------------------------------------------------
_lg.add(
    "So2.exp.matrix", lambda t: So2.exp(t).matrix(), [TH], ref="kornia.geometry.liegroup.So2.exp"
)
_lg.add(
    "So2.exp.z",
    lambda t: So2.exp(t).z,
    [TH],
    ref="kornia.geometry.liegroup.So2.exp",
    note="complex output",
)
_lg.add(
    "So2.exp.z[real_imag]",
    lambda t: torch.view_as_real(So2.exp(t).z),
    [TH],
    ref="kornia.geometry.liegroup.So2.exp",
    note="complex viewed as (B,2) real",
)
_lg.add(
    "So2",
    lambda t: So2(torch.complex(torch.cos(t), torch.sin(t))).matrix(),
    [TH],
    note="constructor from a complex tensor built in the graph",
)
_lg.add("So2.log", lambda r: So2.from_matrix(r).log(), [R2])
_lg.add("So2.matrix", lambda t: So2.exp(t).matrix(), [TH.flip(0)])
_lg.add("So2.from_matrix", lambda r: torch.view_as_real(So2.from_matrix(r).z), [R2])
_lg.add("So2.inverse", lambda r: So2.from_matrix(r).inverse().matrix(), [R2])
_lg.add(
    "So2.mul",
    lambda a, b: (So2.from_matrix(a) * So2.from_matrix(b)).matrix(),
    [R2, rotmat2(B, seed=76)],
    ref="kornia.geometry.liegroup.So2.__mul__",
)
_lg.add(
    "So2.mul[point]",
    lambda a, p: So2.from_matrix(a) * p,
    [R2, PT2],
    ref="kornia.geometry.liegroup.So2.__mul__",
)
_lg.add("So2.adjoint", lambda r: So2.from_matrix(r).adjoint(), [R2])
_lg.add("So2.hat", So2.hat, [TH])
_lg.add("So2.vee", So2.vee, [So2.hat(TH)])
_lg.add(
    "So2.random", lambda: So2.random(B).matrix(), [], check=False, note="random sampling in graph"
)
_lg.add("So2.identity", lambda: So2.identity(B).matrix(), [], note="fully constant graph")
_lg.add("So2.__getitem__", lambda r: So2.from_matrix(r)[1].matrix(), [R2])

# -- Se2 --------------------------------------------------------------------------------------
_lg.add(
    "Se2.exp.matrix", lambda v: Se2.exp(v).matrix(), [V3SE2], ref="kornia.geometry.liegroup.Se2.exp"
)
_lg.add("Se2.log", lambda m: Se2.from_matrix(m).log(), [M3])
_lg.add(
    "Se2",
    lambda r, t: Se2(So2.from_matrix(r), t).matrix(),
    [R2, T2],
    note="constructor from (So2, t)",
)
_lg.add("Se2.from_matrix", lambda m: Se2.from_matrix(m).matrix(), [M3])
_lg.add("Se2.inverse", lambda m: Se2.from_matrix(m).inverse().matrix(), [M3])
_lg.add(
    "Se2.mul",
    lambda a, b: (Se2.from_matrix(a) * Se2.from_matrix(b)).matrix(),
    [M3, _se2m(rotmat2(B, seed=77), T2.flip(-1))],
    ref="kornia.geometry.liegroup.Se2.__mul__",
)
_lg.add(
    "Se2.mul[point]",
    lambda a, p: Se2.from_matrix(a) * p,
    [M3, PT2],
    ref="kornia.geometry.liegroup.Se2.__mul__",
)
_lg.add("Se2.adjoint", lambda m: Se2.from_matrix(m).adjoint(), [M3])
_lg.add("Se2.hat", Se2.hat, [V3SE2])
_lg.add("Se2.vee", Se2.vee, [Se2.hat(V3SE2)])
_lg.add("Se2.trans", lambda x, y: Se2.trans(x, y).matrix(), [T2[:, 0], T2[:, 1]])
_lg.add("Se2.trans_x", lambda x: Se2.trans_x(x).matrix(), [T2[:, 0]])
_lg.add("Se2.trans_y", lambda x: Se2.trans_y(x).matrix(), [T2[:, 1]])
_lg.add(
    "Se2.random", lambda: Se2.random(B).matrix(), [], check=False, note="random sampling in graph"
)
_lg.add("Se2.identity", lambda: Se2.identity(B).matrix(), [], note="fully constant graph")
_lg.add(
    "Se2.properties",
    lambda m: (lambda s: (s.so2.matrix(), s.r.matrix(), s.t, s.rotation.matrix(), s.translation))(
        Se2.from_matrix(m)
    ),
    [M3],
    ref="kornia.geometry.liegroup.Se2.rotation",
    note="so2, r, t, rotation, translation properties",
)
_lg.add("Se2.__getitem__", lambda m: Se2.from_matrix(m)[2].matrix(), [M3])

# -- Quaternion -------------------------------------------------------------------------------
_q.add("Quaternion", lambda q: Quaternion(q).data, [Q], note="constructor")
_q.add("Quaternion.matrix", lambda q: Quaternion(q).matrix(), [Q])
_q.add("Quaternion.from_matrix", lambda r: Quaternion.from_matrix(r).data, [R3])
_q.add(
    "Quaternion.from_matrix[check_rotation]",
    lambda r: Quaternion.from_matrix(r, check_rotation=True).data,
    [R3],
)
_q.add("Quaternion.from_axis_angle", lambda v: Quaternion.from_axis_angle(v).data, [V3])
_q.add("Quaternion.to_axis_angle", lambda q: Quaternion(q).to_axis_angle(), [Q])
_EUL = [rand(B, seed=78, lo=-1, hi=1), rand(B, seed=79, lo=-1, hi=1), rand(B, seed=80, lo=-1, hi=1)]
_q.add("Quaternion.from_euler", lambda r, p, y: Quaternion.from_euler(r, p, y).data, _EUL)
_q.add("Quaternion.to_euler", lambda q: Quaternion(q).to_euler(), [Q])
_q.add(
    "Quaternion.from_coeffs",
    lambda: Quaternion.from_coeffs(0.9, 0.1, -0.3, 0.2).data,
    [],
    note="coefficients are Python floats: fully constant graph",
)
_q.add("Quaternion.norm", lambda q: Quaternion(q).norm(), [Q * 1.5])
_q.add("Quaternion.norm[keepdim]", lambda q: Quaternion(q).norm(keepdim=True), [Q * 1.5])
_q.add("Quaternion.squared_norm", lambda q: Quaternion(q).squared_norm(), [Q * 1.5])
_q.add("Quaternion.normalize", lambda q: Quaternion(q).normalize().data, [Q * 1.5])
_q.add("Quaternion.conj", lambda q: Quaternion(q).conj().data, [Q])
_q.add("Quaternion.inv", lambda q: Quaternion(q).inv().data, [Q])
_q.add(
    "Quaternion.mul",
    lambda a, b: (Quaternion(a) * Quaternion(b)).data,
    [Q, Q2],
    ref="kornia.geometry.quaternion.Quaternion.__mul__",
)
_q.add(
    "Quaternion.mul[scalar-tensor]",
    lambda a, s: (Quaternion(a) * s).data,
    [Q, rand(B, seed=81)],
    ref="kornia.geometry.quaternion.Quaternion.__mul__",
    note="scalar (B,) tensor",
)
_q.add(
    "Quaternion.add",
    lambda a, b: (Quaternion(a) + Quaternion(b)).data,
    [Q, Q2],
    ref="kornia.geometry.quaternion.Quaternion.__add__",
)
_q.add(
    "Quaternion.sub",
    lambda a, b: (Quaternion(a) - Quaternion(b)).data,
    [Q, Q2],
    ref="kornia.geometry.quaternion.Quaternion.__sub__",
)
_q.add(
    "Quaternion.neg",
    lambda a: (-Quaternion(a)).data,
    [Q],
    ref="kornia.geometry.quaternion.Quaternion.__neg__",
)
_q.add(
    "Quaternion.truediv",
    lambda a, b: (Quaternion(a) / Quaternion(b)).data,
    [Q, Q2],
    ref="kornia.geometry.quaternion.Quaternion.__truediv__",
)
_q.add(
    "Quaternion.pow",
    lambda a: (Quaternion(a) ** 0.5).data,
    [Q],
    ref="kornia.geometry.quaternion.Quaternion.__pow__",
    note="t=0.5 baked",
)
_q.add(
    "Quaternion.pow[tensor]",
    lambda a, t: (Quaternion(a) ** t).data,
    [Q, torch.tensor(0.3)],
    ref="kornia.geometry.quaternion.Quaternion.__pow__",
    note="exponent live 0-d tensor",
)
_q.add(
    "Quaternion.slerp",
    lambda a, b: Quaternion(a).slerp(Quaternion(b), 0.3).data,
    [Q, Q2],
    note="t=0.3 baked",
)
_q.add(
    "Quaternion.slerp[tensor_t]",
    lambda a, b, t: Quaternion(a).slerp(Quaternion(b), t).data,
    [Q, Q2, torch.tensor(0.7)],
    note="t live 0-d tensor",
)
_q.add(
    "Quaternion.slerp[same]",
    lambda a: Quaternion(a).slerp(Quaternion(a.clone()), 0.5).data,
    [Q],
    note="degenerate: q0 == q1 (zero angle branch)",
)
_q.add("Quaternion.polar_angle", lambda q: Quaternion(q).polar_angle, [Q])
_q.add(
    "Quaternion.properties",
    lambda q: (lambda x: (*x.coeffs, x.real, x.vec, x.q, x.scalar, x.w, x.x, x.y, x.z))(
        Quaternion(q)
    ),
    [Q],
    ref="kornia.geometry.quaternion.Quaternion.coeffs",
    note="coeffs, real, vec, q, scalar, w, x, y, z properties",
)
_q.add("Quaternion.__getitem__", lambda q: Quaternion(q)[1:3].data, [Q])
_q.add("Quaternion.to", lambda q: Quaternion(q).to(torch.float64).data, [Q])
_q.add(
    "Quaternion.random",
    lambda: Quaternion.random(B).data,
    [],
    check=False,
    note="random sampling in graph",
)
_q.add("Quaternion.identity", lambda: Quaternion.identity(B).data, [], note="fully constant graph")
_q.add(
    "average_quaternions",
    lambda q: average_quaternions(Quaternion(q)).data,
    [Q],
    note="eigen-decomposition of 4x4",
)
_q.add(
    "average_quaternions[weights]",
    lambda q, w: average_quaternions(Quaternion(q), w).data,
    [Q, rand(B, seed=82, lo=0.2, hi=1.0)],
)
