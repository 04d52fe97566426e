"""A position template in the reader's language: its comments translated, its keys and values untouched.

A template is YAML that `referee new-position` prints for a player to edit; the keys are the contract's and the
values are a real position, so only the comments change with the language. Each game keeps the translations
beside its template (``<game package>/template_comments.yaml``: ``{lang: {English comment: translation}}``, a
comment that is an example of YAML mapped to itself); a comment without a translation stays English, and the
tests require one for every comment in every language.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import yaml

COMMENTS_FILE = "template_comments.yaml"
# a line's code (quoted strings may hold a '#'), then its comment: '#' at the start or after a blank
_LINE = re.compile(r"""^(?P<code>(?:[^#"']|"[^"]*"|'[^']*')*?)(?P<mark>(?:^|(?<=\s))#\s*)(?P<text>.*?)\s*$""")


def comment_of(line: str) -> tuple[str, str, str] | None:
    """(code up to the comment, the '#' and its spaces, the comment's words), or None for a line without one."""
    m = _LINE.match(line)
    if m is None or not m.group("text"):
        return None
    return m.group("code"), m.group("mark"), m.group("text")


@functools.cache
def comment_table(package_dir: Path, lang: str) -> dict[str, str]:
    path = package_dir / COMMENTS_FILE
    if lang == "en" or not path.is_file():
        return {}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return {str(k): str(v) for k, v in (data.get(lang) or {}).items()}


def localized(template: str, package_dir: Path, lang: str) -> str:
    """The template with each comment in ``lang`` (English where the game gives no translation)."""
    table = comment_table(package_dir, lang)
    if not table:
        return template
    out = []
    for line in template.splitlines(keepends=True):
        found = comment_of(line.rstrip("\n"))
        if found is not None and found[2] in table:
            code, mark, text = found
            line = f"{code}{mark}{table[text]}" + ("\n" if line.endswith("\n") else "")
        out.append(line)
    return "".join(out)
