"""A cross-check as a file a translator can read and share: Markdown or standalone HTML (escaped)."""

from __future__ import annotations

import html
import re
from pathlib import Path

from referee.adjudicator.crosscheck.model import CrossCheck, Pair
from referee.errors import InputError
from referee.shown import shown

FORMATS = {".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html"}


def write_report(result: CrossCheck, path: Path, force: bool = False, lang: str = "en") -> Path:
    """Write ``result`` to ``path`` (.md or .html), flag messages in ``lang``; refuse to overwrite an existing
    file unless ``force``."""
    kind = FORMATS.get(path.suffix.lower())
    if kind is None:
        raise InputError(
            f"report must end in .md or .html, not {path.suffix or '(no suffix)'!r}", str(path), "--report"
        )
    if path.exists() and not force:
        raise InputError("file exists; add --force to overwrite it", str(path), "--report")
    if not path.parent.exists():
        raise InputError(f"folder {str(path.parent)!r} does not exist", str(path), "--report")
    text = to_markdown(result, lang) if kind == "markdown" else to_html(result, lang)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)  # atomic: a reader never sees half a report
    return path


LEGEND = [
    ("numbers-differ", "the two passages count the same thing with different numbers (a note when one is an example)"),
    ("negation-one-side", "one passage says not / never / no one where the other states the same positively"),
    ("condition-one-side", "one passage puts a condition (if, unless, except) on a rule the other states without"),
    ("timing-one-side", "one passage says when (immediately, next turn, after...) and the other does not"),
    ("scope-differs", "one passage names two things as alternatives (ring/path), the other only one of them"),
    ("term-mismatch", "note: the game's term bank names a concept in one passage that the other does not name"),
]
SEVERITY_HELP = "Flags marked (note) are worth a look but may be wording, an example or a vaguer text."


def _summary(result: CrossCheck) -> list[str]:
    a, b = result.langs
    flagged = sum(1 for p in result.pairs if any(f.severity == "disagreement" for f in p.flags))
    only_a = sum(1 for p in result.unmatched if p.lang == a)
    only_b = len(result.unmatched) - only_a
    return [
        f"{len(result.pairs)} matched pairs, {flagged} with a possible disagreement to check",
        f"{only_a} passages only in {a}, {only_b} only in {b}",
        f"encoder: {result.encoder}",
        *result.notes,
    ]


def _via(via: str, sep: str) -> str:
    """How a pair was found, when it was not the alignment: "engine-rule:<id>" (a match by definition)."""
    return "" if via == "alignment" else f"{sep}{via.replace('engine-rule:', 'cited together by rule ')}"


def _note(flag) -> str:
    return "" if flag.severity == "disagreement" else " (note)"


_MD_PUNCT = re.compile(r"([\\`*_\[\]|])")


def _md_text(text: str, newline: str = "<br>") -> str:
    """Text from a rulebook, shown literally in Markdown: HTML as entities (an added text's ``<script>``
    must not run where the report is rendered), Markdown's punctuation and the table's ``|`` backslashed,
    control characters made visible, and line breaks as ``newline``."""
    text = html.escape(shown(text), quote=False)
    return _MD_PUNCT.sub(r"\\\1", text).replace("\n", newline)


def segments(p: Pair, side: str) -> list[tuple[str, str]]:
    """A pair's passage on ``side`` ("a"/"b") cut into (text, mark) pieces: mark "clause" for a clause a
    disagreement names, "word" for the words that differ in it (a negation, "or" for "and", a number), ""
    for the rest; nested or overlapping spans: the first one stays marked."""
    text = (p.a if side == "a" else p.b).text
    spans: list[tuple[int, int, str]] = []
    for f in p.flags:
        if f.severity != "disagreement":
            continue
        clause = getattr(f, f"{side}_span")
        if clause:
            spans.append((clause[0], clause[1], "clause"))
            spans += [(s, e, "word") for s, e in _found(text, clause, getattr(f, f"{side}_words"))]
    out, pos = [], 0
    for start, end, mark in _flat(spans):
        out += [(text[pos:start], "")] if start > pos else []
        out.append((text[start:end], mark))
        pos = end
    return [*out, (text[pos:], "")] if pos < len(text) else out


def _found(text: str, clause: tuple[int, int], words: tuple[str, ...]) -> list[tuple[int, int]]:
    """Where the (folded) ``words`` stand in the clause, as whole words."""
    from referee.adjudicator.crosscheck.clauses import fold_keep

    folded = fold_keep(text[clause[0] : clause[1]])
    out = []
    for w in words:
        for m in re.finditer(rf"(?<!\w){re.escape(w)}(?!\w)", folded):
            out.append((clause[0] + m.start(), clause[0] + m.end()))
    return out


def _flat(spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """Non-overlapping pieces in order: each clause cut at its words."""
    out: list[tuple[int, int, str]] = []
    for start, end, _ in sorted({s for s in spans if s[2] == "clause"}):
        if out and start < out[-1][1]:
            continue
        pos = start
        for ws, we, _ in sorted({s for s in spans if s[2] == "word" and start <= s[0] and s[1] <= end}):
            if ws < pos:
                continue
            out += [(pos, ws, "clause")] if ws > pos else []
            out.append((ws, we, "word"))
            pos = we
        out += [(pos, end, "clause")] if end > pos else []
    return out


def _md_marked(p: Pair, side: str) -> str:
    """The passage in Markdown, the flagged clause in italics and its differing words in bold."""
    marks = {"": "", "clause": "*", "word": "***"}
    out = []
    for t, m in segments(p, side):
        core = t.strip()
        if not m or not core:
            out.append(_md_text(t))
            continue
        lead, trail = t[: len(t) - len(t.lstrip())], t[len(t.rstrip()) :]  # (emphasis must touch its words)
        out.append(_md_text(lead) + marks[m] + _md_text(core) + marks[m] + _md_text(trail))
    return "".join(out)


def _html_marked(p: Pair, side: str) -> str:
    """The passage in HTML, the flagged clause in <mark> and its differing words in <strong>."""
    wrap = {"": "{}", "clause": "<mark>{}</mark>", "word": "<mark><strong>{}</strong></mark>"}
    return "".join(wrap[m].format(html.escape(t)) for t, m in segments(p, side))


def to_markdown(result: CrossCheck, lang: str = "en") -> str:
    a, b = result.langs
    out = [f"# Cross-check: {result.game}, {a} vs {b}", ""]
    out += [f"- {line}" for line in _summary(result)] + [""]
    out += ["Flags are prompts for a translator, not verdicts. " + SEVERITY_HELP, ""]
    out += [f"- **{code}**: {what}" for code, what in LEGEND] + [""]
    out += ["## Matched passages", "", f"| {a} | {b} | score | flags |", "|---|---|---|---|"]
    for p in result.pairs:
        flags = "<br>".join(f"**{f.code}**{_note(f)}: {_md_text(f.render(lang))}" for f in p.flags) or "—"
        out.append(
            f"| `{p.a.passage_id}`<br>{_md_marked(p, 'a')} | `{p.b.passage_id}`<br>{_md_marked(p, 'b')} "
            f"| {p.score:.2f}{_via(p.via, '<br>')} | {flags} |"
        )
    for lang in (a, b):
        only = [p for p in result.unmatched if p.lang == lang]
        out += ["", f"## Only in {lang} ({len(only)})", ""]
        out += [f"- `{p.passage_id}`: {_md_text(p.text, ' ')}" for p in only] or ["- none"]
    return "\n".join(out) + "\n"


_CSS = """body{font-family:system-ui,sans-serif;margin:2em;max-width:80em}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.4em;vertical-align:top}th{background:#f3f3f3}.id{font:smaller monospace;color:#555}
.flag{background:#fff4d6;margin:.2em 0;padding:.2em}.flag.note{background:#f3f3f3;color:#555}
.code{font-weight:bold}.score{text-align:right}mark{background:#fff4d6}mark strong{background:#ffd966}"""


def to_html(result: CrossCheck, lang: str = "en") -> str:
    e = html.escape
    a, b = result.langs
    rows = []
    for p in result.pairs:
        via = "<br>" + e(_via(p.via, "")) if p.via != "alignment" else ""
        flags = "".join(
            f'<div class="flag {e(f.severity)}"><span class="code">{e(f.code)}</span>{e(_note(f))}: '
            f"{e(f.render(lang))}</div>"
            for f in p.flags
        )
        rows.append(
            f'<tr><td><div class="id">{e(p.a.passage_id)}</div>{_html_marked(p, "a")}</td>'
            f'<td><div class="id">{e(p.b.passage_id)}</div>{_html_marked(p, "b")}</td>'
            f'<td class="score">{p.score:.2f}{via}</td><td>{flags or "—"}</td></tr>'
        )
    only = []
    for lang in (a, b):
        items = [p for p in result.unmatched if p.lang == lang]
        lis = "".join(f'<li><span class="id">{e(p.passage_id)}</span> {e(p.text)}</li>' for p in items)
        only.append(f"<h2>Only in {e(lang)} ({len(items)})</h2><ul>{lis or '<li>none</li>'}</ul>")
    summary = "".join(f"<li>{e(line)}</li>" for line in _summary(result))
    legend = "".join(f'<li><span class="code">{e(c)}</span>: {e(w)}</li>' for c, w in LEGEND)
    summary += f"<li>Flags are prompts for a translator, not verdicts. {e(SEVERITY_HELP)}<ul>{legend}</ul></li>"
    return (
        f'<!doctype html><html><head><meta charset="utf-8"><title>Cross-check {e(result.game)}</title>'
        f"<style>{_CSS}</style></head><body><h1>Cross-check: {e(result.game)}, {e(a)} vs {e(b)}</h1>"
        f"<ul>{summary}</ul><h2>Matched passages</h2><table><tr><th>{e(a)}</th><th>{e(b)}</th><th>score</th>"
        f"<th>flags</th></tr>{''.join(rows)}</table>{''.join(only)}</body></html>\n"
    )
