"""Which public callables of a library are another one under a second name (the census's
aliases, docs/discovery.md "Aliases").

A *thin wrapper* is a function whose body, after its docstring, is one or more warning calls
(a callee whose name contains ``warn`` or ``deprecat``: ``warnings.warn(...)``,
``deprecation_warning(...)``) and then ``return other(...)`` passing only its own parameters on,
where ``other`` is another public callable of the census; or a function whose ``__wrapped__``
(``functools.wraps``, a deprecation decorator) is one. Such a wrapper is the other callable under
an old name: the census lists it on that callable's row ("also exported as"), not as a row of
its own, and discovery runs its examples as the other's.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from typing import Any

__all__ = ["wrapped_callable"]


def _name_of(node: ast.expr) -> str:
    """The last name of a callee (``warnings.warn`` -> ``warn``), "" for anything else."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _is_warning(stmt: ast.stmt) -> bool:
    if not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)):
        return False
    name = _name_of(stmt.value.func).lower()
    return "warn" in name or "deprecat" in name


def _lookup(node: ast.expr, names: dict) -> Any:
    """The object a callee expression names in a function's globals (Name or a dotted chain)."""
    if isinstance(node, ast.Name):
        return names.get(node.id, names.get("__builtins__", {}).get(node.id)
                         if isinstance(names.get("__builtins__"), dict) else None)
    if isinstance(node, ast.Attribute):
        owner = _lookup(node.value, names)
        return getattr(owner, node.attr, None) if owner is not None else None
    return None


def _forwards_only_parameters(fn: ast.FunctionDef, call: ast.Call) -> bool:
    a = fn.args
    params = {p.arg for p in a.posonlyargs + a.args + a.kwonlyargs}
    params |= {p.arg for p in (a.vararg, a.kwarg) if p is not None}
    values = [x.value if isinstance(x, ast.Starred) else x for x in call.args]
    values += [k.value for k in call.keywords]
    return all(isinstance(v, ast.Name) and v.id in params for v in values)


def wrapped_callable(obj: Any, public: dict[int, Any]) -> Any:
    """The public callable (a value of ``public``, keyed by id) that ``obj`` is a thin wrapper of
    (see the module docstring), or None."""
    if not inspect.isfunction(obj):
        return None
    inner = getattr(obj, "__wrapped__", None)
    if inner is not None and inner is not obj and id(inner) in public:
        return inner
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(obj)))
    except (OSError, TypeError, SyntaxError, IndentationError):
        return None
    fn = tree.body[0] if tree.body else None
    if not isinstance(fn, ast.FunctionDef) or fn.decorator_list:
        return None
    body = list(fn.body)
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        body = body[1:]
    if len(body) < 2 or not all(_is_warning(s) for s in body[:-1]):
        return None
    last = body[-1]
    if not (isinstance(last, ast.Return) and isinstance(last.value, ast.Call)):
        return None
    if not _forwards_only_parameters(fn, last.value):
        return None
    target = _lookup(last.value.func, getattr(obj, "__globals__", {}))
    if target is None or target is obj or id(target) not in public:
        return None
    return target
