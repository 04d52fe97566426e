"""Sentence-level coverage: is every rule-bearing sentence of a game's texts quoted by some rule?

A passage can be cited while the sentence that decides a case is not (a rule quoting only a passage's first
sentence). So coverage is counted per sentence: a sentence is quoted when some rule's quote covers half of it,
or a clause of 40 characters or more of it (a quote may pick the deciding clause out of a long sentence). A
sentence no rule should quote (flavour text, an example, a pointer) is declared with why, per passage
(``RuleBook.explain_uncovered``) or per sentence (``RuleBook.explain_sentences``); the rest is what is left.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.engine.core.rules import RuleBook
from referee.rulebooks import passages
from referee.text.sentences import Sentence, split

HALF = 0.5
CLAUSE_CHARS = 40


@dataclass
class SentenceCoverage:
    game: str
    total: int = 0
    quoted: int = 0
    not_rules: list[dict] = field(default_factory=list)  # {"passage_id", "sentence", "why"}
    uncovered: list[dict] = field(default_factory=list)  # {"passage_id", "sentence"}

    @property
    def rule_bearing(self) -> int:
        return self.total - len(self.not_rules)

    @property
    def ratio(self) -> float:
        return self.quoted / self.rule_bearing if self.rule_bearing else 1.0

    def to_json(self) -> dict:
        return {
            "total": self.total,
            "rule_bearing": self.rule_bearing,
            "quoted": self.quoted,
            "coverage": round(self.ratio, 4),
            "not_rules": self.not_rules,
            "uncovered": self.uncovered,
        }


def _quoted(s: Sentence, spans: list[tuple[int, int]]) -> bool:
    length = s.end - s.start
    return any((over := min(s.end, e) - max(s.start, b)) >= HALF * length or over >= CLAUSE_CHARS for b, e in spans)


def _quote_spans(book: RuleBook) -> dict[str, list[tuple[int, int]]]:
    """passage id -> the character spans its quotes take in the passage's text."""
    texts = {p.passage_id: p.text for p in passages(book.game, include_user=False)}
    spans: dict[str, list[tuple[int, int]]] = {}
    for rule in book:
        for c in rule.citations():
            text = texts.get(c.passage_id, "")
            at = text.find(c.quote)
            if at >= 0:
                spans.setdefault(c.passage_id, []).append((at, at + len(c.quote)))
    return spans


def sentence_coverage(book: RuleBook) -> SentenceCoverage:
    out = SentenceCoverage(book.game)
    spans = _quote_spans(book)
    for p in passages(book.game, include_user=False):
        declared = book.not_rule_sentences.get(p.passage_id, {})
        for s in split(p.text):
            out.total += 1
            why = book.not_rules.get(p.passage_id) or next(
                (w for prefix, w in declared.items() if s.text.startswith(prefix)), None
            )
            if _quoted(s, spans.get(p.passage_id, [])):
                out.quoted += 1
            elif why:
                out.not_rules.append({"passage_id": p.passage_id, "sentence": s.text, "why": why})
            else:
                out.uncovered.append({"passage_id": p.passage_id, "sentence": s.text})
    return out
