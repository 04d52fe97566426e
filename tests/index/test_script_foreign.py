"""A question in a script none of the four languages uses is named as such (found by attack6): a Chinese or an
Arabic question was read as English (question_lang "en", foreign_lang null, confidence 0.18)."""

import pytest

from referee.index.question_lang import detect, script_foreign


@pytest.mark.parametrize(
    ("question", "code"),
    [
        ("我可以攻击队友吗？", "zh"),
        ("チームメイトを攻撃できますか？", "ja"),
        ("팀원을 공격할 수 있나요?", "ko"),
        ("هل يمكنني مهاجمة زميلي؟", "ar"),
        ("האם אפשר לתקוף חבר לקבוצה?", "he"),
        ("Μπορώ να επιτεθώ σε συμπαίκτη;", "el"),
    ],
)
def test_a_question_in_another_script_is_named_by_it(question, code):
    assert script_foreign(question) == code
    found = detect(question)
    assert found.foreign and found.lang is None and found.detected == code


@pytest.mark.parametrize(
    "question",
    ["Can I attack a teammate 🍄?", "¿Puedo atacar con el Oso α?", "Mag ik aanvallen (π = 3)?", "Что делает Сурок?"],
)
def test_a_stray_symbol_or_letter_does_not_make_a_question_foreign(question):
    assert script_foreign(question) == ""
    assert not detect(question).foreign
