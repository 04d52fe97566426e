"""The one random-play driver: the table's answers to undetermined moves, the checks every verdict gets, the
callback after every step. A scripted engine (Queen's Garden positions, verdicts given in advance) drives it."""

import random

from referee.catalogues import Msg
from referee.engine.core.randomplay import play
from referee.engine.core.verdict import Need, Reason, Verdict
from referee.engine.queens_garden import ENGINE
from referee.engine.queens_garden.engine import QueensGardenEngine
from referee.engine.queens_garden.model import Pass
from referee.engine.queens_garden.play import start_position

RULE = next(iter(ENGINE.rulebook))


def _verdict(kind: str, position=None, cited: bool = True, needs=()) -> Verdict:
    reasons = [Reason(RULE, Msg.plain("scripted"))] if cited else []
    wanted = [Need(Msg.plain(n), n) for n in needs]
    return Verdict("queens-garden", kind, reasons, [], [], position=position, needs=wanted)


class Scripted(QueensGardenEngine):
    """Judges by script; the table answers an undetermined move by naming who is to move."""

    def __init__(self, verdicts, broken_after: int | None = None) -> None:
        self.verdicts = iter(verdicts)
        self.before_calls = 0
        self.broken_after = broken_after
        self.checked = 0

    def random_move(self, position, rng):
        return Pass(type="pass")

    def judge(self, position, move):
        return next(self.verdicts)

    def table_before_move(self, position, rng):
        self.before_calls += 1
        return position

    def table_answer(self, position, verdict):
        return position.model_copy(update={"to_move": verdict.needs[0].fact})

    def invariants(self, position):
        self.checked += 1
        return ["broken"] if self.broken_after is not None and self.checked > self.broken_after else []


def _start():
    return start_position(random.Random(1), players=2)


def test_undetermined_moves_go_on_from_the_tables_answer():
    start = _start()
    name = start.players[1].name
    engine = Scripted([_verdict("undetermined", needs=[name]), _verdict("illegal")])
    seen = []
    report = play(engine, start, steps=2, rng=random.Random(0), watch=seen.append)
    assert [s.verdict.verdict for s in seen] == ["undetermined", "illegal"]
    assert seen[0].after.to_move == name and seen[1].before.to_move == name
    assert report.position.to_move == name and report.undetermined == 1 and report.illegal == 1
    assert engine.before_calls == 2 and not report.failures and not report.finished


def test_a_verdict_without_a_cited_rule_is_a_failure_even_when_legal():
    start = _start()
    report = play(Scripted([_verdict("legal", start, cited=False)]), start, steps=1, rng=random.Random(0))
    assert report.legal == 1 and report.failures == [f"legal without a cited rule: {Pass(type='pass')!r}"]


def test_play_stops_at_the_first_position_breaking_an_invariant():
    start = _start()
    engine = Scripted([_verdict("legal", start)] * 5, broken_after=2)  # the start and the first step hold
    report = play(engine, start, steps=5, rng=random.Random(0))
    assert report.moves == 2 and report.failures == [f"after {Pass(type='pass')!r}: ['broken']"]
