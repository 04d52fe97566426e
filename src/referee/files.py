"""Reading a file the user names: opened once, a regular file only, never more than its limit.

``st_size`` is not trusted: a symlink to /dev/zero, a FIFO or /dev/urandom report a size of 0 and then never
end. So the path is opened once (non-blocking, so opening a FIFO does not wait for a writer), the *opened*
descriptor is checked to be a regular file, and at most ``limit + 1`` bytes are read from it.
"""

from __future__ import annotations

import codecs
import os
import re
import stat
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from referee.errors import InputError

# the byte-order marks of the encodings a text editor may save in; UTF-32 first (its LE mark starts like UTF-16's)
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def _kind(mode: int) -> str | None:
    """What a non-regular file is, in words, or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "is a pipe (FIFO), not a regular file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "is a device, not a regular file"
    if stat.S_ISSOCK(mode):
        return "is a socket, not a regular file"
    return "is not a regular file"


def read_limited(path: str | Path, limit: int, what: str = "a file") -> bytes:
    """The bytes of the regular file ``path``, at most ``limit``; InputError naming the file otherwise.

    ``what`` names the kind of file in the size message ("a position is at most 262,144").
    """
    name = str(path)
    if name == STDIN:
        return _read_stdin(limit, what)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise InputError("file not found", name) from None
    except IsADirectoryError:
        raise InputError("is a folder, not a file", name) from None
    except PermissionError:
        raise InputError("permission denied", name) from None
    except OSError as e:
        raise InputError(f"cannot open it ({e.strerror or e})", name) from None
    except ValueError:  # a NUL in the name (a position's config: path), which no file can have
        raise InputError("not a file name (it holds a NUL character)", name) from None
    try:
        info = os.fstat(fd)
        kind = _kind(info.st_mode)
        if kind is not None:
            raise InputError(kind, name)
        if info.st_size > limit:  # a cheap early refusal; the read below is the real bound
            raise InputError(f"file is {info.st_size:,} bytes; {what} is at most {limit:,}", name)
        chunks, got = [], 0
        while got <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    except OSError as e:
        raise InputError(f"cannot read it ({e.strerror or e})", name) from None
    finally:
        os.close(fd)
    if got > limit:
        raise InputError(f"file is over {limit:,} bytes; {what} is at most {limit:,}", name)
    return b"".join(chunks)


def _looks_like_utf16(raw: bytes) -> bool:
    """Text saved as UTF-16 without a byte-order mark: mostly-ASCII text has a NUL in every other byte."""
    sample = raw[:4096]
    if len(sample) < 4:
        return False
    even, odd = sample[0::2], sample[1::2]
    return max(even.count(0) / len(even), odd.count(0) / len(odd)) > 0.4 and min(even.count(0), odd.count(0)) == 0


def decode_text(raw: bytes, name: str, expected: str = "YAML or JSON text") -> str:
    """Bytes to text: UTF-8 (with or without a BOM), or UTF-16/UTF-32 when a byte-order mark says so.

    NUL bytes mean binary, or UTF-16 saved without a mark: the message says which, and what to do; and what
    was expected (a rulebook text is plain text, not YAML or JSON).
    """
    for bom, codec in _BOMS:
        if raw.startswith(bom):
            try:
                text = raw.decode(codec)
            except UnicodeDecodeError as e:
                raise InputError(f"damaged {codec.upper()} text (byte {e.start}); save it as UTF-8", name) from None
            if "\0" in text:
                raise InputError("binary file (NUL characters); expected text", name)
            return text
    if b"\0" in raw:
        if _looks_like_utf16(raw):
            raise InputError("UTF-16 text without a byte-order mark; please save it as UTF-8", name)
        raise InputError(f"binary file (NUL bytes); expected {expected}", name)  # as the locales word it
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InputError(f"not UTF-8 text (byte {e.start})", name) from None


# what a binary file was expected to be, by what it was read as (a rulebook text is never YAML or JSON)
EXPECTED = {"a rulebook text": "plain text"}


STDIN = "-"  # the usual name of standard input: "referee add - ...", "referee check -" read what is piped in


def _read_stdin(limit: int, what: str) -> bytes:
    """What is piped in, at most ``limit`` bytes (a terminal with nothing piped would wait for typing: refused)."""
    if sys.stdin is None or sys.stdin.isatty():
        raise InputError("nothing piped in: '-' reads standard input (e.g. cat FILE | referee ... -)", STDIN)
    data = sys.stdin.buffer.read(limit + 1)
    if len(data) > limit:
        raise InputError(f"standard input is over {limit:,} bytes; {what} is at most {limit:,}", STDIN)
    return data


def read_text(path: str | Path, limit: int, what: str = "a file") -> str:
    """``read_limited`` then ``decode_text``: the one way a file the user gives becomes text."""
    return decode_text(read_limited(path, limit, what), str(path), EXPECTED.get(what, "YAML or JSON text"))


_LONE_CR = re.compile(r"\r(?!\n)")


def read_rulebook_text(path: str | Path, limit: int) -> str:
    """``read_text`` of a rulebook text, its old Mac line ends (a lone CR) read as line ends: the cutting into
    passages and a file's line numbers go by LF (a CRLF's CR is trailing space there), so a CR-only text was one
    line, its headings glued into one passage. One character for one: the lines an editor shows stay."""
    return _LONE_CR.sub("\n", read_text(path, limit, "a rulebook text"))


def name_problem(name: str) -> str | None:
    """Why no file can have the name ``name`` (a NUL in it, a name or a part too long for the system), or None.

    Asked before the system is: ``Path.is_dir`` and ``os.stat`` raise on these (ValueError, ENAMETOOLONG),
    which was an internal error (exit 70) for an -o, --save, --report or a position's config: path."""
    if "\0" in name:
        return "not a file name (it holds a NUL character)"
    if len(os.fsencode(name)) > 4095 or any(len(os.fsencode(part)) > 255 for part in Path(name).parts):
        return "not a file name (too long)"
    return None


STDOUT = "-"  # the usual name of standard output: new-position and schema print there with -o -


def output_file(path: Path, force: bool, field: str | None = None, reads: tuple[Path | None, ...] = ()) -> Path:
    """A file the user asks us to write (--save, -o, --report, --tmx), checked before any work so no answer is
    lost to a typo: a name a file can have, its folder must exist (a typo must not make folders: we may run as
    root), it must not be a folder, nor a file the same command reads (``reads``: --force must not put a report
    over the translation it checks), and an existing file (a symlink too) is replaced only with ``force``.
    Write it with ``atomic_write``, which replaces a symlink itself, never the file it points to."""
    name = str(path)
    problem = name_problem(name)
    if problem is not None:
        raise InputError(problem, name, field)
    if name == STDOUT:  # a file named '-' in the working folder is never what was meant
        raise InputError("'-' is not standard output here; give a file name", name, field)
    if path.is_dir():
        raise InputError("is a folder, not a file", name, field)
    if not path.parent.is_dir():
        up = next((p for p in (path.parent, *path.parent.parents) if p.exists()), None)
        if up is not None and not up.is_dir():  # "mine.md/x.md": said "folder 'mine.md' does not exist"
            raise InputError(f"{str(up)!r} is a file, not a folder", name, field)
        raise InputError(f"folder {str(path.parent)!r} does not exist", name, field)
    for given in reads:
        if given is not None and _same_file(path, given):
            raise InputError(f"is {str(given)!r}, a file this command reads; write to another file", name, field)
    kind = _existing_kind(path)
    if kind is not None:  # a device, pipe or socket (or a link to one): --force replaces files, never these
        raise InputError(f"{kind}; it is not replaced", name, field)
    if (path.exists() or path.is_symlink()) and not force:
        raise InputError("file exists; pass --force to overwrite it", name, field)
    return path


def _existing_kind(path: Path) -> str | None:
    """What an existing output path is when it is not a regular file (or a link to one, or a dangling link)."""
    try:
        kind = _kind(os.lstat(path).st_mode)
        if kind is not None and stat.S_ISLNK(os.lstat(path).st_mode):
            kind = _kind(os.stat(path).st_mode)  # a link: what it points to
    except OSError:  # not there, or a dangling link: nothing is replaced but the link
        return None
    return kind


def _same_file(a: Path, b: Path) -> bool:
    """Whether writing ``a`` would replace the file ``b`` names (the same path, or links to one file)."""
    try:
        return a.resolve() == b.resolve() or (a.exists() and b.exists() and os.path.samefile(a, b))
    except (OSError, ValueError, RuntimeError):
        return False


def atomic_write(path: Path, data: bytes, shared: bool = False) -> None:
    """Write ``data`` to ``path`` whole or not at all: a temp file ``.<name>.<random>`` beside it, then
    ``os.replace``; a crash or a second process never sees half a file. The temp name is random and created
    exclusively (a fixed ``<name>.tmp`` was followed when it was a symlink: the file it named was overwritten).
    ``shared``: a file for the user (a saved position), readable as their umask allows, not owner-only."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name[:64]}.", dir=path.parent)  # a long name stays a name
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            if shared:
                os.fchmod(fh.fileno(), 0o666 & ~_umask())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _umask() -> int:
    mask = os.umask(0o022)  # reading the umask sets it: put it straight back
    os.umask(mask)
    return mask


@contextmanager
def exclusive(lock_path: Path) -> Iterator[None]:
    """One writer at a time, across processes and threads: an advisory lock on ``lock_path`` for a
    read-modify-write of files beside it (two `referee add` of one game at once each rewrote game.yaml from
    what it had read, and one text's entry was lost). The lock file is created, never removed: removing it
    would let two writers hold locks on two different files. Without fcntl (Windows) it does not lock."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not a POSIX system
        yield
        return
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the lock
