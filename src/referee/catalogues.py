"""Messages with an id and parameters, rendered in en/es/nl/ru from gettext catalogues (Babel).

An engine never builds a sentence: it names a message and gives its parameters::

    msg("mycelium.attack.no-adjoining-path", "{colour} has no Path on an edge adjoining {target}",
        colour=colour, target=edge)
    msg_n("gnome_hollow.storage.over", "storage holds {n} tile", "storage holds {n} tiles", n=count)

The id is the gettext context (msgctxt), the English template the msgid, so the catalogues are plain
``.po`` files (``<dir>/<lang>.po``) that any translator's tool opens, with the language's own plural
forms (Russian has three). ``pybabel``-style extraction (``extract``) finds every message in the code;
tests compare it with the catalogues, so a message without all four languages fails CI, not a user.
English is the code itself: it needs no catalogue.
"""

from __future__ import annotations

import functools
import gettext
import io
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

SOURCE_LANG = "en"
# how extraction finds messages in the code: msg(id, template, ...) and msg_n(id, singular, plural, n, ...)
KEYWORDS: dict[str, Any] = {"msg": ((1, "c"), 2), "msg_n": ((1, "c"), 2, 3)}


class Catalogue:
    """One package's messages: ``<package>/locale/<lang>.po`` for each language but English."""

    def __init__(self, name: str, package_dir: Path) -> None:
        self.name = name
        self.package_dir = package_dir
        self.directory = package_dir / "locale"
        # the game's things a message names by id ("red", a Colony's colour), in the reader's words when rendered;
        # only for the parameters ``named`` lists (``player``, ``owners``); the JSON's params keep the id
        self.value_names: Mapping[str, Msg] = {}
        self.named: frozenset[str] = frozenset()

    def name_values(self, names: Mapping[str, Msg], params: Iterable[str]) -> None:
        """Render the ids in ``names`` by their names wherever they are the value of one of ``params``."""
        self.value_names = dict(names)
        self.named = frozenset(params)

    def msg(self, message_id: str, template: str, **params: Any) -> Msg:
        return Msg(message_id, template, params, catalogue=self)

    def msg_n(self, message_id: str, singular: str, plural: str, n: int, **params: Any) -> Msg:
        """A message with plural forms; ``n`` (a parameter, ``{n}`` in the text) picks the form."""
        return Msg(message_id, singular, {"n": n, **params}, plural=plural, catalogue=self)

    def po_path(self, lang: str) -> Path:
        return self.directory / f"{lang}.po"

    @functools.cache  # noqa: B019 - a catalogue lives as long as the program
    def babel(self, lang: str) -> Catalog | None:
        """The parsed catalogue (for checks), or None when the language has none."""
        path = self.po_path(lang)
        if not path.is_file():
            return None
        with path.open("rb") as f:
            return read_po(f, locale=lang)

    @functools.cache  # noqa: B019
    def translations(self, lang: str) -> gettext.NullTranslations:
        """gettext's own lookup (plural expression from the catalogue header), compiled in memory."""
        cat = self.babel(lang) if lang != SOURCE_LANG else None
        if cat is None:
            return gettext.NullTranslations()
        buf = io.BytesIO()
        write_mo(buf, cat)
        buf.seek(0)
        return gettext.GNUTranslations(buf)

    def has(self, lang: str, m: Msg) -> bool:
        """Whether ``lang`` translates this message (English always does: the code is English)."""
        if lang == SOURCE_LANG:
            return True
        cat = self.babel(lang)
        entry = cat.get(m.key, context=m.id) if cat is not None else None
        if entry is None or entry.fuzzy:
            return False
        strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        return all(strings)


@dataclass(frozen=True)
class Msg:
    """A message: id, English template, parameters; ``render(lang)`` gives the sentence."""

    id: str | None  # None: plain text from outside any catalogue (a position's own words)
    en: str
    params: Mapping[str, Any] = field(default_factory=dict)
    plural: str | None = None
    catalogue: Catalogue | None = field(default=None, compare=False, repr=False)

    @classmethod
    def plain(cls, text: str) -> Msg:
        """Words that are not ours to translate (a player's note): shown as given in every language."""
        return cls(None, text.replace("{", "{{").replace("}", "}}"))

    @property
    def key(self) -> str | tuple[str, str]:
        """The gettext msgid: the English template, or (singular, plural)."""
        return (self.en, self.plural) if self.plural else self.en

    def template(self, lang: str) -> str:
        n = self.params.get("n", 1)
        if self.catalogue is None or self.id is None:
            return self.plural if self.plural and n != 1 else self.en
        tr = self.catalogue.translations(lang)
        if self.plural:
            return tr.npgettext(self.id, self.en, self.plural, int(n))
        return tr.pgettext(self.id, self.en)

    def render(self, lang: str = SOURCE_LANG) -> str:
        named = self.catalogue.value_names if self.catalogue is not None and lang != SOURCE_LANG else {}
        values = {
            k: _value(_named(v, named) if named and k in self.catalogue.named else v, lang)  # type: ignore[union-attr]
            for k, v in self.params.items()
        }
        try:
            return self.template(lang).format_map(values)
        except (KeyError, IndexError, ValueError):
            if lang == SOURCE_LANG:  # the English itself is broken (a bug the catalogue tests catch): show it raw
                return self.en
            # a translator's broken placeholder must not lose the answer: fall back to English (tests forbid it)
            return Msg(self.id, self.en, self.params, self.plural).render(SOURCE_LANG)

    def __str__(self) -> str:
        return self.render(SOURCE_LANG)

    def translated(self, lang: str) -> bool:
        """Whether ``render(lang)`` is wholly in ``lang`` (every nested message has its translation)."""
        if lang == SOURCE_LANG:
            return True
        return all(m.catalogue is not None and m.id is not None and m.catalogue.has(lang, m) for m in self.walk())

    def to_json(self, lang: str | None = None) -> dict:
        """{"message": English, "message_id", "params"} and, for another language, its rendering."""
        out: dict[str, Any] = {
            "message": self.render(SOURCE_LANG),
            "message_id": self.id,
            "params": {k: _json_value(v) for k, v in self.params.items()},
        }
        if lang and lang != SOURCE_LANG:
            out["rendered"] = {"lang": lang, "text": self.render(lang)}
        return out

    def walk(self) -> Iterator[Msg]:
        """This message and the messages among its parameters."""
        yield self
        for v in self.params.values():
            if isinstance(v, Msg):
                yield from v.walk()
            elif isinstance(v, list | tuple):
                for x in v:
                    if isinstance(x, Msg):
                        yield from x.walk()


def as_msg(text: Msg | str) -> Msg:
    return text if isinstance(text, Msg) else Msg.plain(text)


def _named(v: Any, names: Mapping[str, Msg]) -> Any:
    """An id the catalogue names ("red") as its name, in a list or a mapping's values too; the rest as it is."""
    if isinstance(v, str):
        return names.get(v, v)
    if isinstance(v, list | tuple):
        return [_named(x, names) for x in v]
    return v


def _value(v: Any, lang: str) -> str:
    if isinstance(v, Msg):
        return v.render(lang)
    if isinstance(v, list | tuple):
        return ", ".join(_value(x, lang) for x in v)
    return str(v)


def _json_value(v: Any) -> Any:
    if isinstance(v, Msg):
        return {"message_id": v.id, "message": v.render(SOURCE_LANG), "params": v.to_json()["params"]}
    if isinstance(v, list | tuple):
        return [_json_value(x) for x in v]
    if isinstance(v, str | int | float | bool) or v is None:
        return v
    return str(v)


@dataclass(frozen=True)
class Extracted:
    id: str
    key: str | tuple[str, str]
    where: str  # file:line, for the test's message


def extract(catalogue: Catalogue) -> list[Extracted]:
    """Every msg()/msg_n() in the package's code, as Babel's extractor finds it (literal strings only); a
    subpackage with a ``locale/`` of its own is another catalogue's (adjudicator/crosscheck/ inside the
    dispute's adjudicator/)."""
    found: list[Extracted] = []
    root = catalogue.package_dir.resolve()

    def own(dirpath: str) -> bool:
        d = Path(dirpath).resolve()
        return d == root or not (d / "locale").is_dir() and not d.name.startswith((".", "_"))

    for filename, lineno, message, _comments, context in extract_from_dir(
        catalogue.package_dir, method_map=[("**.py", "python")], keywords=KEYWORDS, directory_filter=own
    ):
        if context is None:
            continue
        key = message if isinstance(message, str) else (message[0], message[1])
        found.append(Extracted(context, key, f"{filename}:{lineno}"))
    return found


def update_po(catalogue: Catalogue, langs: tuple[str, ...]) -> None:
    """Bring each ``<lang>.po`` in line with the code: new messages added untranslated, gone ones dropped."""
    from babel.messages.pofile import write_po

    template = Catalog(locale=SOURCE_LANG)
    for e in extract(catalogue):
        template.add(e.key, context=e.id)
    catalogue.directory.mkdir(parents=True, exist_ok=True)
    for lang in langs:
        old = catalogue.babel(lang)
        cat = old if old is not None else Catalog(locale=lang, project="table-referee")
        cat.update(template, no_fuzzy_matching=True, update_creation_date=False)
        cat.obsolete.clear()
        cat.fuzzy = False
        with catalogue.po_path(lang).open("wb") as f:
            # no source locations: they would change the catalogue at every edit of the code
            write_po(f, cat, no_location=True, width=120)
        catalogue.babel.cache_clear()
        catalogue.translations.cache_clear()


def fill_po(catalogue: Catalogue, translations: Mapping[str, Mapping[str, str | list[str]]]) -> None:
    """Write translations into the catalogues: {lang: {message id: text, or a list of plural forms}}."""
    from babel.messages.pofile import write_po

    for lang, by_id in translations.items():
        cat = catalogue.babel(lang)
        if cat is None:
            raise FileNotFoundError(catalogue.po_path(lang))
        for m in cat:
            if m.context is not None and m.context in by_id:
                text = by_id[m.context]
                m.string = tuple(text) if isinstance(text, list) else text
                m.flags.discard("fuzzy")
        with catalogue.po_path(lang).open("wb") as f:
            write_po(f, cat, no_location=True, width=120)
        catalogue.babel.cache_clear()
        catalogue.translations.cache_clear()
