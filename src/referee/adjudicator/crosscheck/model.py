"""Typed results of a cross-check; ``to_json`` gives the DESIGN.md shape."""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.rulebooks import Passage


@dataclass(frozen=True)
class Flag:
    """A possible disagreement on a matched pair: a short code for scripts, a sentence for people."""

    # numbers-differ | negation-one-side | condition-one-side | timing-one-side | scope-differs | term-mismatch
    code: str
    message: str
    # "disagreement": the two sides say the same thing differently (shown by default);
    # "note": worth a look, but one side may just be vaguer, an example, or worded apart (JSON, --all-flags)
    severity: str = "disagreement"

    def to_json(self) -> dict:
        return {"code": self.code, "message": self.message, "severity": self.severity}


@dataclass(frozen=True)
class Pair:
    a: Passage
    b: Passage
    score: float
    via: str  # "alignment" | "engine-rule:<rule id>"
    flags: tuple[Flag, ...] = ()

    def to_json(self) -> dict:
        return {
            "a": side_json(self.a),
            "b": side_json(self.b),
            "score": round(self.score, 4),
            "via": self.via,
            "flags": [f.to_json() for f in self.flags],
        }


@dataclass(frozen=True)
class CrossCheck:
    game: str
    langs: tuple[str, str]
    pairs: tuple[Pair, ...]
    unmatched: tuple[Passage, ...]
    encoder: str = ""
    notes: tuple[str, ...] = field(default=())  # e.g. "no term bank: term flags off"

    def to_json(self) -> dict:
        return {
            "game": self.game,
            "langs": list(self.langs),
            "pairs": [p.to_json() for p in self.pairs],
            "unmatched": [side_json(p) for p in self.unmatched],
            "encoder": self.encoder,
            "notes": list(self.notes),
        }


def side_json(p: Passage) -> dict:
    return {"passage_id": p.passage_id, "lang": p.lang, "section": p.section, "text": p.text}
