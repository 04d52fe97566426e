"""Lines read from a pipe (a table session, a dispute's answers), each bounded in memory: `referee table <
/dev/zero` and `referee dispute GAME < /dev/zero` (a stream with no line end) each read one endless line until
MemoryError, exit 70 (found by attack7)."""

from __future__ import annotations

from typing import TextIO

from referee.errors import InputError

# one line read into memory at most: a question is cut at 2,000 characters, a `check FILE --move {...}` fits
MAX_LINE = 100_000
MAX_SKIP = 10 * MAX_LINE  # a longer line is skipped to its end; one with no end in this many is no session


def read_line(stdin: TextIO) -> str:
    """The next line of a pipe ('' at its end), bounded by MAX_LINE: a longer one is read on to its end without
    keeping it and is an InputError naming its length (the session goes on); MAX_SKIP with no line end is an
    InputError too, which ends the session."""
    line = stdin.readline(MAX_LINE + 1)
    if len(line) <= MAX_LINE or line.endswith("\n"):
        return line
    skipped = len(line)
    while not line.endswith("\n"):
        line = stdin.readline(MAX_LINE)
        if not line:  # the input's end ends the line
            break
        skipped += len(line)
        if skipped > MAX_SKIP:
            raise EndlessInput(f"no line end in the first {MAX_SKIP:,} characters of the input", field="stdin")
    chars = skipped - line.endswith("\n")  # its line end is no character of it
    raise InputError(f"a line of {chars:,} characters, skipped; a line is at most {MAX_LINE:,}", field="stdin")


class EndlessInput(InputError):
    """Input that is no sequence of lines (/dev/zero, a binary file): the session cannot go on."""
