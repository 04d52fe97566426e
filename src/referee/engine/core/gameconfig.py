"""Game-configs: the values a game's texts need but do not give (a price table, a payout table).

A position names its config inline (``config: {...}``) or as a file path relative to the position file.
Every value an engine reads from it is recorded in ``inputs_used``; a missing value makes the verdict
undetermined, naming the key that would decide it. Each game subclasses ``GameConfigBase`` with its keys.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, PrivateAttr

from referee.catalogues import Msg
from referee.documents import load_document, validate
from referee.engine.core.messages import msg
from referee.engine.core.rules import Rule
from referee.engine.core.verdict import Need, Ruling
from referee.errors import InputError


class GameConfigBase(BaseModel):
    model_config = ConfigDict(extra="forbid")

    note: str | None = None
    _source: str = PrivateAttr("position.config")

    def field(self, key: str) -> str:
        """The field path of a key, for inputs_used (inline: position.config.x; file: file:x)."""
        return f"{self._source}.{key}" if self._source == "position.config" else f"{self._source}:{key}"


C = TypeVar("C", bound=GameConfigBase)
_CACHE: dict[tuple, GameConfigBase] = {}


def load_config(model: type[C], data: Any, file: str) -> C | None:
    """The position's ``config``: a mapping, a path relative to the position file, or absent."""
    if data is None:
        return None
    if not isinstance(data, str):
        return validate(model, data, file, "position.config")
    path = _config_path(data, file)
    stat = path.stat() if path.is_file() else None
    key = (model, str(path), stat.st_mtime_ns, stat.st_size) if stat else None
    if key is not None and key in _CACHE:
        return _CACHE[key]  # type: ignore[return-value]  # read-only: one shared copy per file version
    try:
        doc = load_document(path, what="a game-config")
    except InputError as e:
        # the position names the file: point at its field, and say which file and what is wrong with it
        raise InputError(f"config file {str(path)!r}: {e.problem}", file, "position.config") from None
    root = ""
    if isinstance(doc, dict) and set(doc) == {"config"}:  # a config file may wrap itself in `config:`
        doc, root = doc["config"], "config"
    cfg = validate(model, doc, str(path), root)
    cfg._source = data
    if key is not None:
        _CACHE[key] = cfg
    return cfg


CONFIG_SUFFIXES = (".yaml", ".yml", ".json")


def _config_path(named: str, file: str) -> Path:
    """The config file a position names (relative to the position file), which must be a YAML or JSON file, as
    is the file itself where a link leads: a shared position naming /etc/shadow or ~/.aws/credentials had `check`
    read it and print its first line in the error (found by the session-22 attacker). The page reads no file."""
    path = Path(file).resolve().parent / named  # an absolute ``named`` stays itself
    if not all(p.suffix.lower() in CONFIG_SUFFIXES for p in (path, path.resolve())):
        raise InputError(
            f"config file {named!r} is not a .yaml, .yml or .json file, nor a link to one; a game-config is one"
            " (nothing was read)",
            file,
            "position.config",
        )
    return path


def config_value(
    config: GameConfigBase | None,
    key: str,
    sub: Any,
    ruling: Ruling,
    rule: Rule,
    why: Msg | str,
    question: Msg | None = None,
    kind: str = "number",
) -> Any:
    """``config.key`` (or the entry ``sub`` of that table, a mapping or a list), recorded as used;
    undetermined (naming the key that would decide it) when the config lacks it.

    ``why`` says what the value is (a message: it is shown in the player's language); ``question`` asks for it
    when it is missing (default: a question built from ``why``), ``kind`` is what the answer is (#17's kinds)."""
    table = getattr(config, key, None) if config is not None else None
    name = key if sub is None else f"{key}.{sub}"
    if sub is None:
        value = table
    elif isinstance(table, dict):
        value = table.get(sub)
    elif isinstance(table, list) and isinstance(sub, int) and 0 <= sub < len(table):
        value = table[sub]
    else:
        value = None
    where = config.field(name) if config is not None else f"position.config.{name}"
    if value is None:
        ask = question or msg(
            "core.config.question", "What does your copy of the game give for this: {what}?", what=why
        )
        ruling.undetermined(
            rule,
            msg(
                "core.config.missing",
                "{what}: the texts do not give it and the game-config has no {key}",
                what=why,
                key=name,
            ),
            needs=[Need(ask, where, kind)],
        )
    ruling.used(where, value, why)
    return value
