"""A verdict's reasoning as a tree of plain data: every node names its rule, statement and verbatim quotes.

The engine records a flat ruling (reasons, events, inputs used, needs); this arranges it the way a player
reads it: the verdict, the rule that decided it, the checks that held, what happens, the data taken from
the position because the texts lack it, and for undetermined verdicts the passages that come closest
and what would decide the question. Rendering (colours, language of headings) is the CLI's job.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.adjudicator.closest import closest
from referee.engine.core.rules import Rule
from referee.engine.core.verdict import UNDETERMINED, Verdict


@dataclass
class Node:
    kind: str  # verdict | group | rule | event | quote | fact | input | fact_read | need | passage
    name: str = ""  # group name (decisive, held, events, facts, inputs, needs, closest) or the verdict word
    data: dict[str, Any] = field(default_factory=dict)
    children: list[Node] = field(default_factory=list)

    def to_json(self) -> dict:
        out: dict[str, Any] = {"kind": self.kind}
        if self.name:
            out["name"] = self.name
        out.update(self.data)
        if self.children:
            out["children"] = [c.to_json() for c in self.children]
        return out

    def walk(self):
        yield self
        for c in self.children:
            yield from c.walk()


def rule_children(rule: Rule, lang: str) -> list[Node]:
    """The rule's verbatim quotes (asked language first) and its facts."""
    nodes = [Node("quote", data=c.to_json()) for c in rule.citations(lang)]
    nodes += [Node("fact", data=f.to_json(lang)) for f in rule.facts]
    return nodes


def rule_data(rule: Rule, lang: str) -> dict[str, Any]:
    stmt, stmt_lang = rule.statement_in(lang)
    source_langs = list(rule.langs)
    return {
        "rule_id": rule.id,
        "statement": stmt,
        "statement_lang": stmt_lang,
        "source_langs": source_langs,
        # False: the rule has quotes but none in the asked language (its other languages are the only source)
        "has_text_in_lang": not source_langs or lang in source_langs,
    }


def rule_node(kind: str, rule: Rule, lang: str, **extra: Any) -> Node:
    data = {**rule_data(rule, lang), **{k: v for k, v in extra.items() if v not in (None, {}, [])}}
    return Node(kind, data=data, children=rule_children(rule, lang))


def closest_query(verdict: Verdict) -> str:
    """What an undetermined verdict was about, as a lookup question: the message, the rule, what is missing.

    The rule's own quotes are left out: they are shown already, and would only pull the search back to them.
    Its statement goes in English and in the languages of its sources, so even plain word overlap can reach
    a text in another language."""
    parts: list[str] = []
    if verdict.reasons:
        r = verdict.reasons[0]
        parts.append(r.message.render())
        parts += [r.rule.statement_in(code)[0] for code in dict.fromkeys(("en", *r.rule.langs))]
    parts += [n.render("en") for n in verdict.needs]
    return " ".join(parts)


def explain(verdict: Verdict, lang: str, move: Any = None, top: int = 3) -> Node:
    """The tree for one verdict. ``move`` is the checked move as plain data (None: the position was assessed)."""
    root = Node("verdict", verdict.verdict, data={"game": verdict.game, "move": move})
    # the reason's own role says which rule decided (broken or left open) and which held
    for group, members in (
        ("decisive", [r for r in verdict.reasons if r.decides]),
        ("held", [r for r in verdict.reasons if not r.decides]),
    ):
        if members:
            children = [
                rule_node("rule", r.rule, lang, role=r.role, message=r.message.render(lang), data=r.data)
                for r in members
            ]
            root.children.append(Node("group", group, children=children))
    if verdict.events:
        root.children.append(
            Node(
                "group",
                "events",
                children=[
                    rule_node("event", e.rule, lang, what=e.what.render(lang), data=e.data) for e in verdict.events
                ],
            )
        )
    if verdict.facts_read:  # what the verdict rests on: each fact, its answer, stated or computed (the tracer)
        facts = [Node("fact_read", data=r.to_json(lang)) for r in verdict.facts_read]
        root.children.append(Node("group", "facts", children=facts))
    if verdict.inputs_used:
        root.children.append(
            Node("group", "inputs", children=[Node("input", data=i.to_json(lang)) for i in verdict.inputs_used])
        )
    if verdict.verdict == UNDETERMINED:
        cited = {n.data["passage_id"] for n in root.walk() if n.kind == "quote"}
        found = closest(closest_query(verdict), verdict.game, lang, top=top + len(cited))
        passages_nodes = [
            Node("passage", data={**h.to_json(), "already_cited": h.passage_id in cited}) for h in found.hits
        ]
        # keep the ones not already quoted above first; they are what the reader has not seen yet
        passages_nodes.sort(key=lambda n: n.data["already_cited"])
        root.children.append(Node("group", "closest", data={"search": found.source}, children=passages_nodes[:top]))
        needs = [Node("need", data=n.to_json(lang)) for n in verdict.needs]
        root.children.append(Node("group", "needs", children=needs))
    return root


def explain_json(verdict: Verdict, lang: str, move: Any = None, top: int = 3) -> dict:
    return {
        "game": verdict.game,
        "verdict": verdict.verdict,
        "lang": lang,
        "tree": explain(verdict, lang, move, top).to_json(),
    }


__all__ = ["Node", "closest_query", "explain", "explain_json"]
