"""Bad inputs of every kind a user (or a broken tool) may hand us, each with a word the error must contain.
Shared by the tests and bench/robustness.py."""

BOMB = "\n".join(
    ["a: &a [" + ",".join(['"lol"'] * 9) + "]"]
    + [f"{c}: &{c} [" + ",".join([f"*{p}"] * 9) + "]" for p, c in zip("abcdefgh", "bcdefghi", strict=True)]
)

BAD_FILES = {
    "malformed-yaml": (b"game: [unclosed", "invalid YAML"),
    "malformed-json": (b'{"game": "mycelium", ', "invalid"),
    "yaml-bomb": (BOMB.encode(), "too large"),
    "python-tag": (b"game: !!python/object/apply:os.system ['echo hi']\n", "tag not allowed"),
    "binary": (bytes(range(256)) * 4, "binary"),
    "not-utf8": ("game: mycélium\n".encode("latin-1"), "not UTF-8"),
    "empty": (b"   \n\n", "empty"),
    "list-at-top": (b"- game\n- mycelium\n", "expected a mapping"),
    "no-game": (b"position: {}\n", "game"),
    "unknown-game": (b"game: mycelum\nposition: {}\n", "did you mean"),
    "game-not-string": (b"game: [1, 2]\nposition: {}\n", "game"),
    "no-position": (b"game: mycelium\n", "position"),
    "extra-top-field": (b"game: mycelium\nposition: {}\nmvoe: {}\n", "mvoe"),
    "deep-nesting": (b"game: mycelium\nposition: " + b"[" * 5000 + b"]" * 5000 + b"\n", "nested"),
    "huge": (b"game: mycelium\nnote: '" + b"x" * 5_000_000 + b"'\n", "bytes"),
}


def _mycelium(change=None) -> bytes:
    """The Mycelium template position as YAML, with ``change(doc)`` applied: a document valid but for one field."""
    import yaml

    from referee.engine.registry import engine_for

    doc = yaml.safe_load(engine_for("mycelium").template())
    if change is not None:
        change(doc)
    return yaml.safe_dump(doc, allow_unicode=True, sort_keys=False).encode("utf-8")


def _set_first_player(key, value):
    return lambda doc: doc["position"]["players"][0].__setitem__(key, value)


def _many_players() -> bytes:
    """20,000 players in 80 KB: one player and 19,999 aliases of it."""
    return b"game: mycelium\nposition:\n  players: [&p {colour: blue}" + b", *p" * 19_999 + b"]\n"


def _template_text() -> bytes:
    from referee.engine.registry import engine_for

    return engine_for("mycelium").template().encode("utf-8")


# holes of issue #15: each was accepted, misread, blamed on the wrong field or crashed before the fix
DOCUMENT_HOLES = {
    "duplicate-game": (
        b"game: solstis\nposition: {}\ngame: mycelium\n",
        "duplicate key 'game' at line 3 (first at line 1)",
    ),
    "duplicate-move": (lambda: _template_text() + b"move: {type: pass}\n", "duplicate key 'move'"),
    "duplicate-json-key": (
        b'{"game": "mycelium",\n "position": {},\n "game": "solstis"}',
        "duplicate key 'game' at line 3",
    ),
    "int-over-4300-digits": (b"game: mycelium\nposition: {seed: " + b"9" * 5000 + b"}\n", "position.seed"),
    "json-int-over-4300-digits": (b'{"game": "mycelium", "position": {"seed": ' + b"9" * 5000 + b"}}", "position.seed"),
    "4000-digit-count": (lambda: _mycelium(_set_first_player("spore_tokens", 10**3999)), "players[0].spore_tokens"),
    "count-is-true": (lambda: _mycelium(_set_first_player("spore_tokens", True)), "players[0].spore_tokens"),
    "count-is-a-string": (lambda: _mycelium(_set_first_player("spore_tokens", "3")), "players[0].spore_tokens"),
    "count-is-a-float": (lambda: _mycelium(_set_first_player("spore_tokens", 3.0)), "players[0].spore_tokens"),
    "20000-players": (_many_players, "position.players: 20,000 players"),
    "infinite-number": (b"game: mycelium\nposition: {seed: .inf}\n", "position.seed"),
    "utf16-without-bom": (lambda: _template_text().decode().encode("utf-16-le"), "UTF-16"),
}


def hole_files() -> dict[str, tuple[bytes, str]]:
    """DOCUMENT_HOLES with each content built (some need the engine's template)."""
    return {k: (c() if callable(c) else c, word) for k, (c, word) in DOCUMENT_HOLES.items()}
