"""A refusal of a name when nothing is valid said "(valid: )" (found by the session-21 attacker: "storage tile 0
does not exist (red's storage holds 0) (valid: )"): it says there is none, in the reader's language."""

from referee.errors import suggest
from referee.i18n import translate_error


def test_nothing_valid_says_there_is_none_in_four_languages():
    assert suggest("0", []) == " (there is none)"
    assert suggest("x", ["a", "b"]) == " (valid: a, b)"
    said = {lang: translate_error("tile 0 does not exist" + suggest("0", []), lang) for lang in ("es", "nl", "ru")}
    assert said == {
        "es": "tile 0 does not exist (no hay ninguno)",
        "nl": "tile 0 does not exist (er is er geen)",
        "ru": "tile 0 does not exist (нет ни одного)",
    }
