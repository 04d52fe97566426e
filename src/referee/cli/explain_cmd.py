"""`referee explain`: a verdict's reasoning as a tree, every node with its rule, statement and quotes."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.markup import escape
from rich.tree import Tree

from referee.adjudicator.check import judge_file, move_data, read_move, read_position
from referee.adjudicator.dispute import document_yaml
from referee.adjudicator.explain import Node, explain, explain_json
from referee.adjudicator.minimal import minimal_position
from referee.cli.check_cmd import DETAILS_HELP, VERDICT_STYLE, fact_line, show_details, source_note, verdict_word
from referee.cli.options import LANG_HELP, complete_lang
from referee.cli.output import console, emit_json, handles_input_errors, write_stdout
from referee.i18n import resolve_lang, t
from referee.shown import flow, flow_items


def _rule_label(node: Node, lang: str, details: bool) -> str:
    d = node.data
    head = f"[bold]{escape(d['rule_id'])}[/]"
    stmt = f"[green]{escape(t('check.our_wording', lang))}:[/] {escape(d['statement'])}"
    if d["statement_lang"] != lang:
        stmt += f" [dim]({d['statement_lang']})[/]"
    lines = [head, stmt]
    if node.kind == "event" and d.get("what"):
        lines.append(escape(d["what"]))
    if d.get("message"):
        lines.append(escape(d["message"]))
    if d.get("data"):
        data = flow_items(d["data"])
        lines.append(f"[dim]{escape(t('check.data', lang))}: {escape(data)}[/]")
    return "\n".join(lines)


def _only_source(d: dict, lang: str) -> str:
    return source_note(d["source_langs"], lang) or ""


def _add(branch: Tree, node: Node, lang: str, note: bool = True, details: bool = True) -> None:
    d = node.data
    if node.kind in ("rule", "event"):
        sub = branch.add(_rule_label(node, lang, details))
        for c in node.children:
            _add(sub, c, lang, note, details)
        if note and not d["has_text_in_lang"]:
            sub.add(f"[yellow]{escape(_only_source(d, lang))}[/]")
    elif node.kind == "quote":
        label = escape(t("explain.quote", lang))
        branch.add(f"[cyan]{label} {d['passage_id']}[/] \\[{d['lang']}] «{escape(d['quote'])}»")
    elif node.kind == "fact":
        branch.add(fact_line(d, lang, details))
    elif node.kind == "input":
        sub = branch.add(f"{escape(d['field'])} = {escape(flow(d['value']))}")
        sub.add(escape(d["rendered"]["text"] if "rendered" in d else d["why"]))
    elif node.kind == "fact_read":
        source = t(f"explain.{d['source']}", lang)
        value = escape(fact_value(d["value"], lang))
        branch.add(f"{escape(d['question'])} [bold]{value}[/]  [dim]({escape(source)}; {escape(d['fact'])})[/]")
    elif node.kind == "need":
        branch.add(escape(d["question"]))
    elif node.kind == "passage":
        text = d["text"] if len(d["text"]) <= 300 else d["text"][:297] + "..."
        seen = f" [dim]({escape(t('explain.cited', lang))})[/]" if d.get("already_cited") else ""
        branch.add(f"[cyan]{d['passage_id']}[/] \\[{d['lang']}]{seen}\n«{escape(text)}»")
    elif node.kind == "group":
        sub = branch.add(f"[bold]{escape(t('explain.' + {'decisive': 'decisive'}.get(node.name, node.name), lang))}[/]")
        if node.name == "closest" and d.get("search") == "overlap":
            sub.add(f"[dim]{escape(t('explain.lookup_fallback', lang))}[/]")
        if node.name == "closest" and not node.children:
            sub.add(f"[dim]{escape(t('explain.no_passages', lang))}[/]")
        for c in node.children:
            _add(sub, c, lang, note, details)


def fact_value(value: object, lang: str) -> str:
    """A fact's answer as a player reads it: yes/no in their language, a list with commas."""
    if isinstance(value, bool):
        return t("dispute.yes" if value else "dispute.no", lang)
    if isinstance(value, list):
        return ", ".join(map(str, value))
    return str(value)


def minimal_document(position_file: Path, move_file: Path | None) -> dict:
    """The position file cut down to what the verdict read (adjudicator/minimal.py), with its game and move."""
    engine, position, doc = read_position(position_file)
    move = read_move(engine, doc, str(position_file), move_file)
    cut = minimal_position(engine, position, move)
    shown = move_data(move)
    return {"game": engine.game_id, "position": cut.position, "move": shown, "lines": cut.lines()}


def render_tree(root: Node, lang: str, details: bool | None = None) -> Tree:
    details = show_details(details, lang)
    word, move = verdict_word(root.name, lang), root.data.get("move")
    help_key = "legal_no_move" if move is None and root.name == "legal" else root.name  # a position alone
    head = f"[{VERDICT_STYLE[root.name]}]{escape(word)}[/]  {escape(t(f'verdict_help.{help_key}', lang))}"
    head += f"  ({root.data['game']})"
    tree = Tree(f"{escape(t('explain.title', lang))}: {head}")
    if move is None:
        tree.add(f"[dim]{escape(t('explain.no_move', lang))}[/]")
    else:
        shown = flow(move)
        tree.add(f"{escape(t('explain.move', lang))}: [bold]{escape(shown)}[/]")
    # when every rule lacks text in the asked language in the same way, say it once at the top
    langs = {
        tuple(n.data["source_langs"]) for n in root.walk() if n.kind in ("rule", "event") and n.data["source_langs"]
    }
    shared = source_note(langs.pop(), lang, "check.only_source_all") if len(langs) == 1 else None
    once = shared is not None
    if once:
        tree.add(f"[yellow]{escape(shared)}[/]")
    for c in root.children:
        _add(tree, c, lang, not once, details)
    return tree


def register(app: typer.Typer) -> None:
    @app.command("explain")
    @handles_input_errors
    def explain_cmd(
        position: Path = typer.Argument(
            ..., help="Position file (YAML or JSON), e.g. from `referee new-position`; - reads it from standard input."
        ),
        move: Path | None = typer.Option(None, "--move", "-m", help="Move file; default: the position's `move`."),
        lang: str | None = typer.Option(None, "--lang", "-l", help=LANG_HELP, autocompletion=complete_lang),
        top: int = typer.Option(3, "--top", "-k", min=1, max=20, help="Closest passages shown when undetermined."),
        details: bool | None = typer.Option(None, "--details/--brief", help=DETAILS_HELP),
        minimal: bool = typer.Option(False, "--minimal", help="Print the position cut down to what the verdict read."),
        as_json: bool = typer.Option(False, "--json", help="Print JSON only (the tree as nested nodes)."),
    ) -> None:
        """Why a verdict is what it is, as a tree of rules, statements and quotes.

        The tree shows the deciding rule, the checks that held, what happens, the facts the verdict read (each
        with its answer, stated in the position or computed from it), and the data taken from the position
        because the texts lack it; for undetermined verdicts, the passages that come closest and
        what data would decide it. Exit codes as `referee check`.

        Examples:

          referee explain pos.yaml --lang ru

          referee explain pos.yaml --move capture.yaml --lang es

          referee explain pos.yaml --json | jq '.tree.children[].name'

          referee explain pos.yaml --minimal > short.yaml && referee check short.yaml
        """
        ui = resolve_lang(lang)
        if minimal:
            cut = minimal_document(position, move)
            emit_json(cut) if as_json else write_stdout(document_yaml(cut, "referee explain --minimal", ui))
            return
        verdict, mv = judge_file(position, move)
        if as_json:
            emit_json(explain_json(verdict, ui, mv, top))
        else:
            console.print(render_tree(explain(verdict, ui, mv, top), ui, details))
        raise typer.Exit(verdict.exit_code)
