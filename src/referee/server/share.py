"""Share links: a ruling is reproduced from the URL alone, so the position travels in a query parameter.

The text is deflated and base64url-encoded (a position of a few KB becomes a link of a few hundred
characters). Decoding is bounded: a crafted link cannot inflate into more than a position's size.
"""

from __future__ import annotations

import base64
import binascii
import zlib

from referee.engine.core.documents import MAX_BYTES
from referee.errors import InputError

MAX_LINK_PARAM = 6000  # characters: links longer than this break in chat apps and some browsers


def encode_position(text: str) -> str:
    return base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii").rstrip("=")


def decode_position(param: str, field: str = "pos") -> str:
    if len(param) > MAX_LINK_PARAM * 2:
        raise InputError("link parameter too long", field=field)
    try:
        packed = base64.urlsafe_b64decode(param + "=" * (-len(param) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_BYTES + 1)
        if len(raw) > MAX_BYTES or not inflater.eof:
            raise InputError("the shared position is larger than a position can be", field=field)
        return raw.decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError):
        raise InputError("not a valid share link (the position in it is damaged)", field=field) from None


def shareable(text: str) -> str | None:
    """The link parameter for ``text``, or None when the link would be too long to pass around."""
    param = encode_position(text)
    return param if len(param) <= MAX_LINK_PARAM else None
