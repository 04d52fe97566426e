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
