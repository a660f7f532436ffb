"""The worker's side of docs/protocol.md (v3): JSON lines on two inherited file descriptors."""

from __future__ import annotations

import json
import math
import os

PROTOCOL_VERSION = 4
MAX_LINE = 64 * 1024 * 1024


class ProtocolError(Exception):
    pass


def _clean(obj):
    """JSON has no NaN/Infinity: non-finite floats become strings so the line stays valid."""
    if isinstance(obj, float) and not math.isfinite(obj):
        return str(obj)
    if isinstance(obj, dict):
        return {str(k): _clean(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_clean(v) for v in obj]
    return obj


class Channel:
    """Reads requests from ``in_fd`` and writes replies to ``out_fd``, one object per line."""

    def __init__(self, in_fd: int, out_fd: int):
        self._in = os.fdopen(in_fd, "rb", buffering=1 << 16)
        self._out = os.fdopen(out_fd, "wb", buffering=0)

    def send(self, msg: dict) -> None:
        line = json.dumps(_clean(msg), ensure_ascii=False, allow_nan=False) + "\n"
        data = line.encode("utf-8")
        view = memoryview(data)
        while view:  # a pipe may take a large line in pieces
            n = self._out.write(view)
            view = view[n:]

    def receive(self) -> dict | None:
        """The next request, or None at end of input."""
        line = self._in.readline(MAX_LINE + 1)
        if not line:
            return None
        if len(line) > MAX_LINE:
            raise ProtocolError("request line longer than 64 MiB")
        try:
            msg = json.loads(line)
        except ValueError as e:
            raise ProtocolError(f"request is not JSON: {e}") from e
        if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
            raise ProtocolError("request is not a JSON object with a type")
        return msg
