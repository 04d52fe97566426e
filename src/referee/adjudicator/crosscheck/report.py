"""A cross-check as a file a translator can read and share: Markdown or standalone HTML (escaped)."""

from __future__ import annotations

import html
import re
from pathlib import Path

from referee.adjudicator.crosscheck.model import CrossCheck
from referee.errors import InputError
from referee.shown import shown

FORMATS = {".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html"}


def write_report(result: CrossCheck, path: Path, force: bool = False) -> Path:
    """Write ``result`` to ``path`` (.md or .html); refuse to overwrite an existing file unless ``force``."""
    kind = FORMATS.get(path.suffix.lower())
    if kind is None:
        raise InputError(
            f"report must end in .md or .html, not {path.suffix or '(no suffix)'!r}", str(path), "--report"
        )
    if path.exists() and not force:
        raise InputError("file exists; add --force to overwrite it", str(path), "--report")
    if not path.parent.exists():
        raise InputError(f"folder {str(path.parent)!r} does not exist", str(path), "--report")
    text = to_markdown(result) if kind == "markdown" else to_html(result)
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


def to_markdown(result: CrossCheck) -> str:
    a, b = result.langs
    out = [f"# Cross-check: {result.game}, {a} vs {b}", ""]
    out += [f"- {line}" for line in _summary(result)] + [""]
    out += ["Flags are prompts for a translator, not verdicts. " + SEVERITY_HELP, ""]
    out += [f"- **{code}**: {what}" for code, what in LEGEND] + [""]
    out += ["## Matched passages", "", f"| {a} | {b} | score | flags |", "|---|---|---|---|"]
    for p in result.pairs:
        flags = "<br>".join(f"**{f.code}**{_note(f)}: {_md_text(f.message)}" for f in p.flags) or "—"
        out.append(
            f"| `{p.a.passage_id}`<br>{_md_text(p.a.text)} | `{p.b.passage_id}`<br>{_md_text(p.b.text)} "
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
.code{font-weight:bold}.score{text-align:right}"""


def to_html(result: CrossCheck) -> str:
    e = html.escape
    a, b = result.langs
    rows = []
    for p in result.pairs:
        via = "<br>" + e(_via(p.via, "")) if p.via != "alignment" else ""
        flags = "".join(
            f'<div class="flag {e(f.severity)}"><span class="code">{e(f.code)}</span>{e(_note(f))}: '
            f"{e(f.message)}</div>"
            for f in p.flags
        )
        rows.append(
            f'<tr><td><div class="id">{e(p.a.passage_id)}</div>{e(p.a.text)}</td>'
            f'<td><div class="id">{e(p.b.passage_id)}</div>{e(p.b.text)}</td>'
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
