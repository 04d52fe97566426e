"""The language a question is written in: one of the four the tool reads, or another one named as such.

A registry language identifier (py3langid: naive Bayes over byte n-grams, 97 languages) decides. Its packed
model takes ~2 s to unpack (xz), far over a cold `ask`'s budget, so the first use on a machine unpacks it
once into the cache dir, keeping only the columns of the languages below, as plain ``.npy`` files that
later processes map into memory (~5 ms). Cyrillic needs no model: of the four, only Russian uses it.

Why a named language matters: the words of a French question are not matched as concepts (French "pas"
is no *pass*), and the answer says the question is in a language the texts are not searched in.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from referee import languages
from referee.files import atomic_write
from referee.rulebooks.paths import inside, user_cache_dir

# The languages a question is told apart from: the four the tool reads and those a player at a European
# table may well type instead (the wider the set, the more short questions drift to a small neighbour).
CANDIDATES = (
    *languages.LANGS,
    *("fr", "de", "it", "pt", "ca", "gl", "pl", "uk", "bg", "sv", "da", "no", "ro", "cs", "tr", "fi", "hu"),
)
# A question is named as in another language only when the identifier is this sure of it and gives the four
# little weight together: short questions ("Wie wint?") swing between close neighbours (Dutch, Afrikaans).
FOREIGN_MIN = 0.70
SUPPORTED_MAX = 0.15
MIN_LETTERS = 12  # fewer letters than this: too little to name any language


@dataclass(frozen=True)
class QuestionLang:
    lang: str | None  # the supported language it is written in (None: another language, or unknown)
    detected: str  # ISO 639-1 code the identifier names (may be outside the four), "" when undecided
    confidence: float

    @property
    def foreign(self) -> bool:
        """Written in a language the tool does not read (named in ``detected``)."""
        return self.lang is None and bool(self.detected)


# Scripts none of the four languages is written in, by the start of their letters' Unicode names, and the
# language a question mostly in that script is named as (kana before Han: Japanese mixes both)
_SCRIPTS = (
    ("HIRAGANA", "ja"),
    ("KATAKANA", "ja"),
    ("HANGUL", "ko"),
    ("CJK", "zh"),
    ("ARABIC", "ar"),
    ("HEBREW", "he"),
    ("GREEK", "el"),
    ("THAI", "th"),
    ("DEVANAGARI", "hi"),
    ("ARMENIAN", "hy"),
    ("GEORGIAN", "ka"),
)


def script_foreign(question: str) -> str:
    """The language a question written mostly in a script none of the four uses is named as ('zh' for Chinese,
    'ar' for Arabic), else "": such a question was read as English at 0.18 confidence (found by attack6), the
    identifier being fitted on the four languages' European neighbours only."""
    import unicodedata

    letters = [unicodedata.name(ch, "") for ch in question if ch.isalpha()]
    if not letters:
        return ""
    for prefix, code in _SCRIPTS:
        if any(n.startswith(prefix) for n in letters):
            others = sum(not n.startswith(("LATIN", "CYRILLIC")) for n in letters)
            return code if others * 2 > len(letters) else ""
    return ""


def detect(question: str) -> QuestionLang:
    """The question's language; Cyrillic is Russian, another non-Latin script is named by it, Latin script goes to
    the identifier."""
    if languages.is_cyrillic(question):
        return QuestionLang("ru", "ru", 1.0)
    if other := script_foreign(question):
        return QuestionLang(None, other, 1.0)
    letters = sum(ch.isalpha() for ch in question)
    ranked = _identifier().rank(question)
    probs = dict(ranked)
    supported = {code: probs.get(code, 0.0) for code in languages.LANGS if code != "ru"}
    best = max(supported, key=lambda c: supported[c])
    top, p_top = ranked[0]
    if letters >= MIN_LETTERS and top not in languages.LANGS and p_top >= FOREIGN_MIN:
        if sum(supported.values()) <= SUPPORTED_MAX:
            return QuestionLang(None, str(top), float(p_top))
    return QuestionLang(best, best, float(supported[best] / max(sum(supported.values()), 1e-9)))


def _model_dir() -> Path:
    import py3langid

    version = getattr(py3langid, "__version__", "") or _dist_version()
    return user_cache_dir() / "langid" / f"py3langid-{version}-{len(CANDIDATES)}"


def _dist_version() -> str:
    from importlib.metadata import version

    return version("py3langid")


_FILES = ("ptc.npy", "pc.npy", "nextmove.npy", "row.npy", "out.npy", "classes.json")


@functools.cache
def _identifier():
    from py3langid.langid import LanguageIdentifier

    folder = _model_dir()
    if not all((folder / f).is_file() for f in _FILES):
        try:
            _unpack(folder)
        except OSError:  # a read-only cache: the packed model, slower but right
            return _packed_identifier()
    try:
        classes = json.loads((folder / "classes.json").read_text(encoding="utf-8"))
        nextmove = np.load(folder / "nextmove.npy", mmap_mode="r")
        ptc = np.load(folder / "ptc.npy", mmap_mode="r")
        pc, row, out = (np.load(folder / f) for f in ("pc.npy", "row.npy", "out.npy"))
    except (OSError, ValueError):  # a damaged unpacked copy: the packed model answers
        return _packed_identifier()
    ident = LanguageIdentifier(ptc, pc, classes, nextmove, out, norm_probs=True, tk_row=())
    if not hasattr(ident, "_rowbase"):  # another py3langid than the one read here: its own way, a list
        return LanguageIdentifier(ptc, pc, classes, nextmove, out.tolist(), norm_probs=True, tk_row=row.tolist())
    # the DFA's row offsets as one array: what its constructor makes of ``tk_row``, a list of 100,000 ints
    # built one by one, cost a cold `ask` ~11-17 ms; the walk reads them (and ``out``) by index alike
    ident._rowbase = row.astype(np.uint32) << 8
    return ident


def _packed_identifier():
    from py3langid.langid import MODEL_FILE, LanguageIdentifier

    ident = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
    ident.set_languages([c for c in CANDIDATES if c in set(ident.nb_classes)])
    return ident


def _unpack(folder: Path) -> None:
    """The packed model's arrays, its columns cut to CANDIDATES, written as .npy files (each atomically)."""
    import io

    from py3langid.langid import MODEL_DIR, MODEL_FILE
    from py3langid.modelio import load_model

    ptc, pc, classes, nextmove, row, out = load_model(Path(MODEL_DIR) / MODEL_FILE)
    keep = [i for i, c in enumerate(classes) if c in CANDIDATES]
    arrays = {
        "ptc.npy": np.ascontiguousarray(np.asarray(ptc)[:, keep]),
        "pc.npy": np.asarray(pc)[keep],
        "nextmove.npy": np.frombuffer(nextmove, dtype=f"u{nextmove.itemsize}"),
        "row.npy": np.frombuffer(row, dtype=f"u{row.itemsize}"),
        "out.npy": np.asarray(out, dtype=np.int32),
    }
    folder.mkdir(parents=True, exist_ok=True)
    for name, arr in arrays.items():
        buf = io.BytesIO()
        np.save(buf, arr)
        atomic_write(inside(folder / name, folder.parent), buf.getvalue())
    # the class list last: its presence says the other files are complete
    atomic_write(inside(folder / "classes.json", folder.parent), json.dumps([classes[i] for i in keep]).encode())
