"""A cross-check as a file a translator can read and share: Markdown or standalone HTML (escaped)."""

from __future__ import annotations

import html
import re
from pathlib import Path

from referee.adjudicator.crosscheck.model import CrossCheck, Pair
from referee.errors import InputError
from referee.files import atomic_write, output_file
from referee.i18n import t, t_n
from referee.shown import shown

FORMATS = {".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html"}


def write_report(
    result: CrossCheck, path: Path, force: bool = False, lang: str = "en", reads: tuple[Path | None, ...] = ()
) -> Path:
    """Write ``result`` to ``path`` (.md or .html), flag messages in ``lang``; refuse to overwrite an existing
    file unless ``force``, and a file the command reads (``reads``: the translation checked) even then."""
    kind = FORMATS.get(path.suffix.lower())
    if kind is None:
        raise InputError(
            f"report must end in .md or .html, not {path.suffix or '(no suffix)'!r}", str(path), "--report"
        )
    output_file(path, force, "--report", reads)
    text = to_markdown(result, lang) if kind == "markdown" else to_html(result, lang)
    atomic_write(path, text.encode("utf-8"), shared=True)  # a reader never sees half a report
    return path


# every code a pair may carry, in the order the legend explains them (texts: locales' crosscheck_report.legend)
CODES = (
    "negation-differs",
    "connective-differs",
    "actor-differs",
    "timing-differs",
    "numbers-differ",
    "component-differs",
    "clause-only-in",
    "negation-one-side",
    "condition-one-side",
    "timing-one-side",
    "scope-differs",
    "term-mismatch",
)


def legend(lang: str) -> list[tuple[str, str]]:
    """(code, what it means) for every flag code, in ``lang``."""
    return [(code, t(f"crosscheck_report.legend.{code}", lang)) for code in CODES]


def _summary(result: CrossCheck, lang: str) -> list[str]:
    a, b = result.langs
    flagged = sum(1 for p in result.pairs if any(f.severity == "disagreement" for f in p.flags))
    only_a = sum(1 for p in result.unmatched if p.lang == a)
    only_b = len(result.unmatched) - only_a
    return [
        t(
            "crosscheck_report.pairs",
            lang,
            pairs=t_n("crosscheck_report.pair_count", len(result.pairs), lang),
            flagged=t_n("crosscheck_report.flagged_count", flagged, lang),
        ),
        t(
            "crosscheck_report.only_counts",
            lang,
            only_a=t_n("crosscheck_report.only_a_count", only_a, lang, which=a),
            only_b=t_n("crosscheck_report.only_b_count", only_b, lang, which=b),
        ),
        t("crosscheck_report.encoder", lang, encoder=result.encoder),
        *result.notes,
    ]


def _via(via: str, sep: str, lang: str) -> str:
    """How a pair was found, when it was not the alignment: "engine-rule:<id>" (a match by definition)."""
    if via == "alignment":
        return ""
    rule = via.removeprefix("engine-rule:")
    return sep + (t("crosscheck_view.cited_together", lang, rule=rule) if rule != via else via)


def note_mark(flag, lang: str) -> str:
    """' (note)' after a flag that is only a note, in ``lang``; '' after a disagreement."""
    return "" if flag.severity == "disagreement" else " " + t("crosscheck_view.note_mark", lang)


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
    for piece, m in segments(p, side):
        core = piece.strip()
        if not m or not core:
            out.append(_md_text(piece))
            continue
        lead, trail = (
            piece[: len(piece) - len(piece.lstrip())],
            piece[len(piece.rstrip()) :],
        )  # (emphasis must touch its words)
        out.append(_md_text(lead) + marks[m] + _md_text(core) + marks[m] + _md_text(trail))
    return "".join(out)


def _html_marked(p: Pair, side: str) -> str:
    """The passage in HTML, the flagged clause in <mark> and its differing words in <strong>."""
    wrap = {"": "{}", "clause": "<mark>{}</mark>", "word": "<mark><strong>{}</strong></mark>"}
    return "".join(wrap[m].format(html.escape(piece)) for piece, m in segments(p, side))


def to_markdown(result: CrossCheck, lang: str = "en") -> str:
    a, b = result.langs
    out = ["# " + _md_text(t("crosscheck_report.title", lang, game=result.game, a=a, b=b)), ""]
    out += [f"- {_md_text(line)}" for line in _summary(result, lang)] + [""]
    out += [_md_text(t("crosscheck_report.prompts", lang)), ""]
    out += [f"- **{code}**: {_md_text(what)}" for code, what in legend(lang)] + [""]
    score, flags_head = t("crosscheck_view.score", lang), t("crosscheck_view.flags", lang)
    out += ["## " + _md_text(t("crosscheck_report.matched", lang)), "", f"| {a} | {b} | {score} | {flags_head} |"]
    out.append("|---|---|---|---|")
    for p in result.pairs:
        flags = "<br>".join(f"**{f.code}**{note_mark(f, lang)}: {_md_text(f.render(lang))}" for f in p.flags) or "—"
        via = _md_text(_via(p.via, "\n", lang))  # a line break in the cell: <br>
        out.append(
            f"| `{p.a.passage_id}`<br>{_md_marked(p, 'a')} | `{p.b.passage_id}`<br>{_md_marked(p, 'b')} "
            f"| {p.match:.2f}{via} | {flags} |"
        )
    for side in (a, b):
        only = _only_in(result, side)
        out += ["", "## " + _md_text(t("crosscheck_view.only_in", lang, which=side)) + f" ({len(only)})", ""]
        out += [f"- `{p.passage_id}`: {_md_text(p.text, ' ')}" for p in only] or [
            "- " + t("crosscheck_report.none", lang)
        ]
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
        via = "<br>" + e(_via(p.via, "", lang)) if p.via != "alignment" else ""
        flags = "".join(
            f'<div class="flag {e(f.severity)}"><span class="code">{e(f.code)}</span>{e(note_mark(f, lang))}: '
            f"{e(f.render(lang))}</div>"
            for f in p.flags
        )
        rows.append(
            f'<tr><td><div class="id">{e(p.a.passage_id)}</div>{_html_marked(p, "a")}</td>'
            f'<td><div class="id">{e(p.b.passage_id)}</div>{_html_marked(p, "b")}</td>'
            f'<td class="score">{p.match:.2f}{via}</td><td>{flags or "—"}</td></tr>'
        )
    only = []
    for side in (a, b):
        items = _only_in(result, side)
        lis = "".join(f'<li><span class="id">{e(p.passage_id)}</span> {e(p.text)}</li>' for p in items)
        none = f"<li>{e(t('crosscheck_report.none', lang))}</li>"
        only.append(
            f"<h2>{e(t('crosscheck_view.only_in', lang, which=side))} ({len(items)})</h2><ul>{lis or none}</ul>"
        )
    summary = "".join(f"<li>{e(line)}</li>" for line in _summary(result, lang))
    codes = "".join(f'<li><span class="code">{e(c)}</span>: {e(w)}</li>' for c, w in legend(lang))
    summary += f"<li>{e(t('crosscheck_report.prompts', lang))}<ul>{codes}</ul></li>"
    title = e(t("crosscheck_report.title", lang, game=result.game, a=a, b=b))
    heads = "".join(
        f"<th>{e(h)}</th>" for h in (a, b, t("crosscheck_view.score", lang), t("crosscheck_view.flags", lang))
    )
    return (
        f'<!doctype html><html lang="{e(lang)}"><head><meta charset="utf-8"><title>{title}</title>'
        f"<style>{_CSS}</style></head><body><h1>{title}</h1><ul>{summary}</ul>"
        f"<h2>{e(t('crosscheck_report.matched', lang))}</h2><table><tr>{heads}</tr>{''.join(rows)}</table>"
        f"{''.join(only)}</body></html>\n"
    )


def _only_in(result: CrossCheck, side: str) -> list:
    """One side's passages without a counterpart, those in a section both texts have first (most likely left
    out or added there; the rest may be not translated yet)."""
    return sorted((p for p in result.unmatched if p.lang == side), key=lambda p: not result.in_paired_section(p))
