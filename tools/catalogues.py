"""Keep the engines' and the cross-check's gettext catalogues in line with the code (a developer's tool; not shipped).

    python tools/catalogues.py update            # add new messages (untranslated), drop gone ones, in every .po
    python tools/catalogues.py missing mycelium  # list what a game's catalogues still lack, with the English
    python tools/catalogues.py fill mycelium translations.yaml   # {lang: {message id: text | [plural forms]}}

Plural messages need every form of the language's Plural-Forms header: es has 3 (CLDR: one, many, other),
nl 2, ru 3. The catalogues are plain .po files; any translator's tool edits them too.
"""

from __future__ import annotations

import sys

import yaml

from referee.adjudicator.crosscheck.messages import MESSAGES as CROSSCHECK
from referee.adjudicator.messages import MESSAGES as DISPUTE
from referee.catalogues import Catalogue, extract, fill_po, update_po
from referee.engine.core.messages import MESSAGES as CORE
from referee.engine.gnome_hollow.book import MESSAGES as GNOME_HOLLOW
from referee.engine.mycelium.book import MESSAGES as MYCELIUM
from referee.engine.queens_garden.book import MESSAGES as QUEENS_GARDEN
from referee.engine.solstis.book import MESSAGES as SOLSTIS

LANGS = ("es", "nl", "ru")
ALL = {c.name: c for c in (CORE, GNOME_HOLLOW, MYCELIUM, QUEENS_GARDEN, SOLSTIS, DISPUTE, CROSSCHECK)}


def _pick(names: list[str]) -> list[Catalogue]:
    return [ALL[n] for n in names] if names else list(ALL.values())


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "missing", "fill"):
        print(__doc__)
        return 2
    cmd, rest = argv[0], argv[1:]
    if cmd == "update":
        for cat in _pick(rest):
            update_po(cat, LANGS)
            print(f"{cat.name}: {len(extract(cat))} messages")
    elif cmd == "missing":
        for cat in _pick(rest):
            for lang in LANGS:
                for e in extract(cat):
                    m = cat.msg(e.id, e.key[0] if isinstance(e.key, tuple) else e.key)
                    m = m if not isinstance(e.key, tuple) else cat.msg_n(e.id, e.key[0], e.key[1], 2)
                    if not cat.has(lang, m):
                        print(f"{cat.name}\t{lang}\t{e.id}\t{e.key}")
    else:
        cat = ALL[rest[0]]
        with open(rest[1], encoding="utf-8") as f:
            fill_po(cat, yaml.safe_load(f))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
