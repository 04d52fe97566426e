"""The safe document reader now lives in the base layer (``referee.documents``), outside any engine, so
rulebooks, index, cli and server use it without importing engine code; this name stays for engine code."""

from referee.documents import MAX_BYTES, decode_bytes, field_path, load_document, parse_text, validate

__all__ = ["MAX_BYTES", "decode_bytes", "field_path", "load_document", "parse_text", "validate"]
