"""Split a rulebook text into rule-sized passages.

Each passage is a verbatim slice of its source (``text == source[start:end]``), so any quote taken from
it can be checked character for character. Headings are not passages: they name the section that the
passages under them belong to, and the ids (``<game>/<lang>/<section-slug>/<n>``) are built from it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# A passage is "rule-sized": long enough to stand alone, short enough to quote.
MAX_GROUP = 600  # a line plus its bullets beyond this is split at its bullets
MAX_LINE = 450  # a single paragraph beyond this is split into sentence runs
SENTENCE_RUN = 320  # target size of those runs
TINY = 50  # neighbouring lines this short in one block (a component list) read best as one passage
TINY_BLOCK = 40  # a block this short (a card's stat line, "--- OR ---") joins the block after it

_SMALL_WORDS = {"a", "an", "and", "the", "of", "or", "to", "in", "on", "for", "vs", "with", "(variant)"}
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"«(¡¿0-9A-ZÁÉÍÓÚÑÜА-ЯЁ])")
_TRANSLIT = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        "a b v g d e e zh z i i k l m n o p r s t u f kh ts ch sh shch - y - e yu ya".split(),
        strict=True,
    )
)


@dataclass(frozen=True)
class Segment:
    """A piece of a source: a passage (rule text) or a heading, with its character span."""

    kind: str  # "passage" | "heading"
    section: str  # the heading text this segment belongs to (for a heading, itself)
    start: int
    end: int


def slugify(text: str) -> str:
    """ASCII slug usable on a command line; Cyrillic is transliterated."""
    text = re.sub(r"^\s*\d+\.\s*", "", text)  # "1. Nutrient Card Phase" -> "Nutrient Card Phase"
    out = []
    for ch in text.lower():
        if ch in _TRANSLIT:
            out.append("" if _TRANSLIT[ch] == "-" else _TRANSLIT[ch])
        else:
            out.append(ch)
    ascii_text = unicodedata.normalize("NFKD", "".join(out)).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")
    return slug or "section"


# How people type headings in their own texts (``referee add``; see its --help): Markdown "#", a numbered
# heading ("2. Fase de Acción", "3.1 Scoring"), ALL CAPS, a short line ending in a period or a colon.
_MARKDOWN = re.compile(r"^#{1,6}\s+\S")
_NUMBERED = re.compile(r"^\d{1,2}(?:\.\d{1,2})*[.)]\s+[^\W\d]|^\d{1,2}(?:\.\d{1,2})+\s+[^\W\d]")  # not "1 tablero"
USER_MAX = 80  # a Markdown or ALL CAPS heading may be this long
SHORT_WORDS = 4  # "End of the game." is a heading; "Brown spirits take effect immediately." a rule
COLON_WORDS = 6  # "Blue spirit effects:" introduces what follows


def user_heading(line: str) -> bool:
    """A heading as a user types one (the built-in texts keep their own, tuned rule)."""
    s = line.strip()
    if not s or len(s) > USER_MAX or s.startswith(("-", "•", "*")):
        return False
    if _MARKDOWN.match(s):
        return True
    letters = [c for c in s if c.isalpha()]
    if len(letters) >= 3 and all(c.isupper() for c in letters) and not s.endswith((",", ";")):
        return True
    body = s.lstrip("#").strip()
    n = len(body.split())
    if _NUMBERED.match(body) and n <= 8 and not body.endswith((".", ",", ";")) and "," not in body:
        return True
    if any(c.isdigit() for c in body) or body.endswith("..."):
        return False
    return (body.endswith(".") and n <= SHORT_WORDS) or (body.endswith(":") and n <= COLON_WORDS)


def heading_text(line: str) -> str:
    """The section name of a heading line: without Markdown marks or a closing period or colon."""
    return line.strip().lstrip("#").strip().rstrip(".:").strip() or line.strip()


def _looks_like_heading(line: str, lang: str, user: bool = False) -> bool:
    if user and user_heading(line):
        return True
    s = line.strip()
    if user and s.endswith("."):
        return False  # a user's period heading is user_heading's (at most SHORT_WORDS): "Je mag een pad aanvallen."
    if not s or len(s) > 60 or s.startswith(("-", "•")):
        return False
    if s[-1] in ",;!?" or (s[-1] == "." and len(s) > 25):
        return False
    words = s.split()
    if lang == "en":
        if s.endswith("."):
            return False
        # "Setup (3-4 players)": a parenthesised note may be lower case
        words = re.sub(r"\([^)]*\)", "", s).split()
        letters = [w for w in words if w[0].isalpha()]
        caps = [w for w in letters if w[0].isupper() or w.lower() in _SMALL_WORDS]
        return bool(letters) and len(caps) == len(letters)
    return len(s) <= 40 and len(words) <= 5


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _is_child(line: str) -> bool:
    """A bullet or indented line belongs to the line above it."""
    return line.startswith((" ", "\t", "- ", "• "))


def _split_long_line(text: str, start: int) -> list[tuple[int, int]]:
    """Sentence runs of about SENTENCE_RUN characters, as spans of ``text`` offset by ``start``."""
    cuts = [m.start() for m in _SENTENCE_END.finditer(text)]
    spans, run_start = [], 0
    for cut in cuts:
        if cut - run_start >= SENTENCE_RUN:
            spans.append((run_start, cut))
            run_start = cut + 1
            while run_start < len(text) and text[run_start].isspace():
                run_start += 1
    spans.append((run_start, len(text)))
    # a tail too short to stand alone rejoins the run before it
    if len(spans) > 1 and spans[-1][1] - spans[-1][0] < TINY * 2:
        spans[-2:] = [(spans[-2][0], spans[-1][1])]
    return [(start + a, start + b) for a, b in spans]


def _split_group(lines: list[tuple[int, int, str]], depth: int = 0) -> list[list[tuple[int, int, str]]]:
    """Split a line-with-bullets group that is too long at its bullets, shallowest level first."""
    size = lines[-1][1] - lines[0][0]
    if size <= MAX_GROUP or len(lines) == 1 or depth > 8:
        return [lines]
    parts: list[list[tuple[int, int, str]]] = [[lines[0]]]
    levels = sorted({_indent(t) for _, _, t in lines[1:]})
    level = levels[0]
    for line in lines[1:]:
        if _indent(line[2]) == level:
            parts.append([line])
        else:
            parts[-1].append(line)
    if len(parts) == 1:
        return [lines]
    # a short lead line ("Attack another player's Path") stays with its first item
    if len(parts[0]) == 1 and parts[0][0][1] - parts[0][0][0] < 100:
        parts[:2] = [parts[0] + parts[1]]
    out = []
    for part in parts:
        out.extend(_split_group(part, depth + 1) if len(part) > 1 else [part])
    return out


def _block_units(text: str, b_start: int, b_end: int) -> list[tuple[int, int]]:
    """Rule-sized spans inside one block of consecutive non-blank lines."""
    lines: list[tuple[int, int, str]] = []
    pos = b_start
    for raw in text[b_start:b_end].split("\n"):
        line_end = pos + len(raw)
        stripped_end = pos + len(raw.rstrip())
        if raw.strip():
            lines.append((pos, stripped_end, raw.rstrip()))
        pos = line_end + 1
    groups: list[list[tuple[int, int, str]]] = []
    for line in lines:
        if groups and _is_child(line[2]):
            groups[-1].append(line)
        else:
            groups.append([line])
    units: list[tuple[int, int]] = []
    for group in groups:
        for part in _split_group(group):
            start, end = part[0][0] + _indent(part[0][2]), part[-1][1]
            if len(part) == 1 and end - start > MAX_LINE:
                units.extend(_split_long_line(text[start:end], start))
            else:
                units.append((start, end))
    # very short neighbours in one block (a list of components, of phases) read best as one passage
    merged: list[tuple[int, int]] = []
    for unit in units:
        if merged and (unit[1] - unit[0] < TINY) and (merged[-1][1] - merged[-1][0] < TINY * 4):
            merged[-1] = (merged[-1][0], unit[1])
        else:
            merged.append(unit)
    return merged


def _blocks(text: str, user: bool = False) -> list[tuple[int, int]]:
    """Spans of runs of non-blank lines; in a user's text a Markdown heading line also starts one ("Text.\n#
    Next" and "# Setup\n## Tiles" were a passage reading "# Next", "## Tiles": a heading typed without a blank
    line before it is still a heading)."""
    spans, start, pos, end = [], None, 0, 0
    for raw in text.split("\n"):
        if raw.strip() and user and start is not None and _MARKDOWN.match(raw.strip()):
            spans.append((start, end))
            start = None
        if raw.strip():
            if start is None:
                start = pos
            end = pos + len(raw)
        elif start is not None:
            spans.append((start, end))
            start = None
        pos += len(raw) + 1
    if start is not None:
        spans.append((start, end))
    return spans


def segment(
    text: str,
    lang: str,
    inline_headings: tuple[str, ...] = (),
    first_section: str = "",
    user: bool = False,
) -> list[Segment]:
    """Headings and passages of a source text, in reading order. ``user``: a text a user added, whose
    headings are recognised as people type them (:func:`user_heading`), also as the first line of a block."""
    out: list[Segment] = []
    section = first_section
    pending_tiny: tuple[int, int] | None = None  # a tiny block waiting to join the next one
    for b_start, b_end in _blocks(text, user):
        block = text[b_start:b_end]
        stripped = block.strip()
        lead = len(block) - len(block.lstrip())
        b_start += lead
        first = stripped.split("\n", 1)[0]
        title = user and not out and _title(stripped)  # the text's first line
        lone = "\n" not in stripped and (_looks_like_heading(stripped, lang, user) or title)
        if lone and user and pending_tiny is None and out and out[-1].kind == "heading" and _weak_heading(stripped):
            lone = False  # "Take one action." right under a heading is its rule, not a second heading
        if lone or (user and "\n" in stripped and user_heading(first) and not first.rstrip().endswith(".")):
            if pending_tiny is not None:  # a tiny block just before a heading stands alone
                out.append(Segment("passage", section, *pending_tiny))
                pending_tiny = None
            section = heading_text(first) if user else first
            out.append(Segment("heading", section, b_start, b_start + len(first.rstrip())))
            if lone:
                continue
            b_start += len(first) + 1  # the heading's own line; the block's other lines are passages
            while text[b_start].isspace():
                b_start += 1
            block = text[b_start:b_end]
            stripped = block.strip()
        for heading in inline_headings:
            if block.startswith(heading + " "):
                section = heading
                out.append(Segment("heading", section, b_start, b_start + len(heading)))
                b_start += len(heading) + 1
                break
        units = _block_units(text, b_start, b_end)
        if pending_tiny is not None:
            units[0] = (pending_tiny[0], units[0][1])
            pending_tiny = None
        if len(units) == 1 and units[0][1] - units[0][0] < TINY_BLOCK and "\n" not in stripped:
            pending_tiny = units[0]
            continue
        out.extend(Segment("passage", section, a, b) for a, b in units)
    if pending_tiny is not None:  # a tiny block at the very end stands alone
        out.append(Segment("passage", section, *pending_tiny))
    return _headings_over_nothing(out, text, first_section) if user else out


TITLE_WORDS = 8  # "Azul: De tuin van de koningin" (the source's "Azul: Jardín de la Reina")


def _title(line: str) -> bool:
    """A user's text opening with a line of its own that ends in no sentence mark: the text's title, however many
    words its language needs for it (the built-in rule for headings stops at five)."""
    s = line.strip()
    return (
        0 < len(s) <= USER_MAX
        and len(s.split()) <= TITLE_WORDS
        and s[-1] not in ".,;!?…"
        and not s.startswith(("-", "•", "*"))
        and not _NUMBERED.match(s)
    )


def _weak_heading(line: str) -> bool:
    """A user's heading only by the weakest sign (a short line ending in a period), not by a heading's mark."""
    s = line.strip()
    letters = [c for c in s if c.isalpha()]
    caps = bool(letters) and all(c.isupper() for c in letters)
    return s.endswith(".") and not _MARKDOWN.match(s) and not _NUMBERED.match(s) and not caps


def _headings_over_nothing(out: list[Segment], text: str, first_section: str) -> list[Segment]:
    """A user's short sentence read as a heading that no passage follows (the text's last line, or a line
    right before another heading) is a passage: as a heading it was in no passage, lost to lookup and
    cross-check ("Het spel eindigt." at the end of a translation)."""
    fixed = list(out)
    for i in range(len(fixed) - 1, -1, -1):  # from the end: whether a passage follows is already settled
        seg = fixed[i]
        over_nothing = i + 1 == len(fixed) or fixed[i + 1].kind == "heading"
        if seg.kind == "heading" and over_nothing and _weak_heading(text[seg.start : seg.end]):
            fixed[i] = Segment("passage", fixed[i - 1].section if i else first_section, seg.start, seg.end)
    return fixed
