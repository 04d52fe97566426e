"""Share links: a ruling is reproduced from the URL alone, so the position travels in a query parameter.

The text is deflated and base64url-encoded (a position of a few KB becomes a link of a few hundred
characters). Decoding is bounded: a crafted link cannot inflate past the server's document budget
(deflate packs ~1000:1, so a short link could otherwise become megabytes of YAML to parse).
"""

from __future__ import annotations

import base64
import binascii
import zlib

from referee.errors import InputError
from referee.server.limits import MAX_DOCUMENT, TooLarge

MAX_LINK_PARAM = 6000  # characters: links longer than this break in chat apps and some browsers


def encode_position(text: str) -> str:
    return base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii").rstrip("=")


def decode_position(param: str, field: str = "pos") -> str:
    if len(param) > MAX_LINK_PARAM * 2:
        limit = MAX_LINK_PARAM * 2
        raise TooLarge(f"link parameter too long ({len(param):,} characters; at most {limit:,})", field=field)
    try:
        packed = base64.urlsafe_b64decode(param + "=" * (-len(param) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_DOCUMENT + 1)  # never more than the budget in memory
        too_large = len(raw) > MAX_DOCUMENT or bool(inflater.unconsumed_tail)
        if not too_large and not inflater.eof:
            raise ValueError("truncated")
        text = raw.decode("utf-8") if not too_large else ""
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError):
        raise InputError("not a valid share link (the position in it is damaged)", field=field) from None
    if too_large:
        raise TooLarge(
            f"the shared position is larger than a position can be here (over {MAX_DOCUMENT:,} bytes once inflated)",
            field=field,
        )
    return text


def shareable(text: str) -> str | None:
    """The link parameter for ``text``, or None when the link would be too long to pass around."""
    param = encode_position(text)
    return param if len(param) <= MAX_LINK_PARAM else None
