"""The WSGI application: one page (server-rendered, readable without JavaScript) and the JSON API.

Safety by construction: every value reaches HTML through Jinja's autoescaping; request bodies are
capped in size (chunked ones too) and kept in memory; static files come from a fixed list read at start,
never from a path in the URL; positions are parsed from memory within the server's document budget,
a few checks at a time (``limits``); requests addressed to a foreign host name or POSTed by another
site are refused (``guard``).
"""

from __future__ import annotations

import io
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import unquote_to_bytes, urlencode

import jinja2
from werkzeug.exceptions import HTTPException, MethodNotAllowed, NotFound, RequestEntityTooLarge
from werkzeug.routing import Map, Rule
from werkzeug.utils import redirect
from werkzeug.wrappers import Request, Response

from referee.errors import InputError, debugging, internal_error_line
from referee.i18n import any_lang_name
from referee.languages import ENDONYMS, LANGS, best_of
from referee.rulebooks import games
from referee.server import api
from referee.server.dispute_page import answers_in, start, view
from referee.server.guard import cross_site, host_allowed, lan_names
from referee.server.limits import MAX_DOCUMENT, MAX_REQUEST, RETRY_AFTER, Busy, TooLarge, read_body
from referee.server.openapi import spec
from referee.server.positions import check_text, decode_upload
from referee.server.share import decode_position, shareable
from referee.server.strings import ask_about, ask_notice, localize_error, ui

log = logging.getLogger("referee.server")

STATIC = {"style.css": "text/css; charset=utf-8", "page.js": "text/javascript; charset=utf-8"}
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; connect-src 'self'; "
        "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}


class RefereeRequest(Request):
    max_content_length = MAX_REQUEST
    max_form_memory_size = MAX_REQUEST
    max_form_parts = 16

    def _get_file_stream(self, total_content_length, content_type, filename=None, content_length=None):  # noqa: ANN001
        # uploads stay in memory (the request cap bounds them): the server never writes a temp file
        return io.BytesIO()


URLS = Map(
    [
        Rule("/", endpoint="page", methods=["GET"]),
        Rule("/check", endpoint="check_form", methods=["POST"]),
        Rule("/dispute", endpoint="dispute", methods=["GET"]),
        Rule("/api/ask", endpoint="api_ask", methods=["GET"]),
        Rule("/api/check", endpoint="api_check", methods=["POST"]),
        Rule("/api/rules/<game>", endpoint="api_rules", methods=["GET"]),
        Rule("/api/passages", endpoint="api_passages", methods=["GET"]),
        Rule("/api/games", endpoint="api_games", methods=["GET"]),
        Rule("/openapi.json", endpoint="openapi", methods=["GET"]),
        Rule("/static/<name>", endpoint="static", methods=["GET"]),
    ]
)


@dataclass
class PageState:
    """What one rendering of the page shows."""

    lang: str
    q: str = ""
    game: str = ""
    ask: dict | None = None
    ask_error: str | None = None
    ask_ms: float | None = None
    pos_text: str = ""
    pos_name: str = ""  # the uploaded file's name; empty for pasted text
    verdict: dict | None = None
    check_error: dict | None = None
    share_ask: str | None = None
    share_ruling: str | None = None
    share_too_long: bool = False
    error_status: int = 400  # the status when check_error is set: 413 for a position over the budget
    pos_param: str = ""  # the position as it travels in a share link
    base: str = ""  # scheme://host:port the page was reached at, to make share links absolute


def _json(data: Any, status: int = 200) -> Response:
    return Response(json.dumps(data, ensure_ascii=False), status=status, mimetype="application/json")


def _error_json(e: InputError, status: int = 400) -> Response:
    return _json(e.to_json(), status)


class RefereeApp:
    def __init__(self, local_only: bool = True) -> None:
        self.local_only = local_only
        self.host_names = frozenset() if local_only else lan_names()
        self.jinja = jinja2.Environment(
            loader=jinja2.PackageLoader("referee.server", "templates"),
            autoescape=True,  # every value is escaped, whatever the template's name
            undefined=jinja2.StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
        )
        folder = resources.files("referee.server") / "static"
        self.static = {name: (folder / name).read_bytes() for name in STATIC}
        self.openapi = json.dumps(spec(MAX_REQUEST, MAX_DOCUMENT), ensure_ascii=False, indent=2)

    # --- WSGI -------------------------------------------------------------------------------
    def __call__(self, environ: dict, start_response: Any) -> Any:
        if not host_allowed(environ.get("HTTP_HOST", ""), self.local_only, self.host_names):
            # a web page elsewhere cannot reach this server through a DNS name it controls (DNS rebinding)
            where = "localhost" if self.local_only else "its own addresses and host name"
            response = Response(f"this server answers on {where} only", status=421, mimetype="text/plain")
        elif environ.get("REQUEST_METHOD") == "POST" and cross_site(environ):
            response = Response("cross-site requests are refused", status=403, mimetype="text/plain")
        else:
            response = self.dispatch_bounded(environ)
        response.headers.extend({k: v for k, v in SECURITY_HEADERS.items() if k not in response.headers})
        return response(environ, start_response)

    def dispatch_bounded(self, environ: dict) -> Response:
        """The body read within MAX_REQUEST (whatever its framing) before any route sees it."""
        try:
            read_body(environ)
        except TooLarge as e:
            environ["wsgi.input"], environ["CONTENT_LENGTH"] = io.BytesIO(), "0"  # the error page reads no form
            request = RefereeRequest(environ)
            return _error_json(e, 413) if request.path.startswith("/api/") else self.render_error(request, e, 413)
        return self.dispatch(RefereeRequest(environ))

    def dispatch(self, request: Request) -> Response:
        adapter = URLS.bind_to_environ(request.environ)
        try:
            endpoint, args = adapter.match()
            return getattr(self, f"on_{endpoint}")(request, **args)
        except RequestEntityTooLarge:
            e = InputError(f"request too large (at most {MAX_REQUEST:,} bytes)")
            return _error_json(e, 413) if request.path.startswith("/api/") else self.render_error(request, e, 413)
        except Busy:
            lang = self.ui_lang(request)
            if request.path.startswith("/api/"):
                message = "busy: too many checks at once, retry shortly"
                busy = _json({"error": message, "file": None, "field": None}, 503)
            else:
                busy = Response(ui(lang)["server_busy"], status=503, mimetype="text/plain")
            busy.headers["Retry-After"] = str(RETRY_AFTER)
            return busy
        except HTTPException as e:
            if request.path.startswith("/api/"):
                answer = _json({"error": _http_problem(request, e), "file": None, "field": None}, e.code or 500)
            else:  # Werkzeug's own page is English and not made for a phone: ours speaks the asker's language
                answer = self.render_http_error(request, e)
            # e.g. a 405's Allow: the headers the status needs, without the HTML error's content type
            answer.headers.extend([(k, v) for k, v in e.get_headers() if k.lower() != "content-type"])
            return answer
        except Exception as e:  # noqa: BLE001 - the request boundary: a bug answers 500 and logs one line
            if debugging():
                log.exception("error answering %s %s", request.method, request.path)
            else:
                log.error("%s %s: %s", request.method, request.path, internal_error_line(e))
            if request.path.startswith("/api/"):
                return _json({"error": "internal error", "file": None, "field": None}, 500)
            lang = self.ui_lang(request)
            return Response(ui(lang)["server_error"], status=500, mimetype="text/plain")

    # --- the page -------------------------------------------------------------------------
    def ui_lang(self, request: Request) -> str:
        asked = request.args.get("lang", "")
        if not asked and request.method == "POST":
            try:
                asked = request.form.get("lang", "")
            except HTTPException:  # an oversized form: the language comes from the browser instead
                asked = ""
        if asked in LANGS:
            return asked
        return best_of(request.accept_languages.values())

    def on_page(self, request: Request) -> Response:
        lang = self.ui_lang(request)
        state = PageState(lang=lang, q=request.args.get("q", "").strip(), game=request.args.get("game", ""))
        if state.q:
            self.answer(state, request.args.get("top"), _question(request))
        pos = request.args.get("pos")
        if pos:
            state.pos_name = _display_name(request.args.get("name", ""))
            try:
                state.pos_text = decode_position(pos)
            except InputError as e:
                self.fail_check(state, e)
            else:
                self.judge(state)
            state.pos_param = pos
            if not state.check_error:  # a damaged link or a bad document is no ruling to share on (as a post)
                state.share_ruling = "/?" + _urlencode(self.ruling_query(state)) + "#verdict"
        # a shared document that is bad input is the caller's error (400 naming the field), as over /api/check
        return self.render(request, state, status=state.error_status if state.check_error else 200)

    def on_check_form(self, request: Request) -> Response:
        lang = self.ui_lang(request)
        # the question on the page stays on it: the ruling's address carries both
        state = PageState(lang=lang, q=request.form.get("q", "").strip(), game=request.form.get("game", ""))
        upload = request.files.get("position")
        try:
            if upload is not None and upload.filename:
                state.pos_name = _display_name(upload.filename)
                state.pos_text = decode_upload(upload.read(MAX_REQUEST + 1), state.pos_name)
            else:
                state.pos_text = request.form.get("text", "")
        except InputError as e:
            self.fail_check(state, e)
            return self.render(request, state, status=state.error_status)
        self.judge(state)  # first: a document that is bad input gets its error here, never a link that fails
        param = shareable(state.pos_text) if state.pos_text.strip() and not state.check_error else None
        if param is not None:
            # post/redirect/get: the address of the verdict *is* the share link
            state.pos_param = param
            return redirect("/?" + _urlencode(self.ruling_query(state)) + "#verdict", 303)
        state.share_too_long = bool(state.pos_text.strip()) and not state.check_error
        if state.q:
            self.answer(state, None)
        return self.render(request, state, status=state.error_status if state.check_error else 200)

    def on_dispute(self, request: Request) -> Response:
        """The guided dispute: the game and move, then one question per page, then the cited verdict."""
        t0 = time.perf_counter()
        lang = self.ui_lang(request)
        game = request.args.get("game", "")
        names = {g.id: g.name(lang) for g in games().values()}
        status = 200
        try:
            d = view(game, answers_in(request.args), lang) if game else start(lang, api.engine_games(), names)
        except InputError as e:
            d = start(lang, api.engine_games(), names)
            d.error, status = localize_error(str(e), lang), 400
        kept = [(k, v) for k, v in request.args.items(multi=True) if k != "lang"]
        switch = [
            {"code": code, "name": ENDONYMS[code], "href": "/dispute?" + urlencode([("lang", code), *kept])}
            for code in LANGS
        ]
        html = self.jinja.get_template("dispute.html").render(
            d=d,
            t=ui(lang),
            switch=switch,
            lang_names=_lang_names(lang),  # a quote's language named in the page's ("Engels"), as the answers do
            base=request.host_url.rstrip("/"),
            game_name=names.get(d.game, d.game),
        )
        response = Response(html, status=status, mimetype="text/html")
        response.headers["Server-Timing"] = f"dispute;dur={(time.perf_counter() - t0) * 1000:.1f}"
        return response

    @staticmethod
    def ruling_query(state: PageState) -> dict[str, str]:
        query = {"pos": state.pos_param, "lang": state.lang}
        if state.pos_name:
            query["name"] = state.pos_name
        if state.q:
            query["q"] = state.q
        if state.game:
            query["game"] = state.game
        return query

    def answer(self, state: PageState, top: str | None, question: str | None = None) -> None:
        """``question``: the asked text as the bytes were (``state.q`` is as the page shows it)."""
        t0 = time.perf_counter()
        try:
            asked = state.q if question is None else question
            state.ask = api.ask_json(asked, game=state.game or None, top=api.check_top(top))
        except InputError as e:
            state.ask_error = localize_error(str(e), state.lang)
            return
        state.ask_ms = (time.perf_counter() - t0) * 1000
        state.ask["notice"] = ask_notice(state.ask, state.lang)
        state.ask["about"] = ask_about(state.ask, state.lang)
        for r in state.ask.get("results", []):
            twins = r.setdefault("same_rule", [])  # the lookup's passages stating the same rule elsewhere
            shown = {t["passage_id"] for t in twins}
            r["rules_elsewhere"] = api.same_rule_elsewhere(r["passage_id"], r.get("rule_ids") or [], state.lang, shown)
            r["cited_elsewhere"] = [c for rule in r["rules_elsewhere"] for c in rule["citations"]]
            for quoted in [r, *twins, *r["cited_elsewhere"]]:  # a badge names the language in the page's
                named = any_lang_name(quoted["lang"], state.lang)
                quoted["lang_name"] = named[:1].upper() + named[1:]
        query = {"q": state.q, "lang": state.lang}
        if state.game:
            query["game"] = state.game
        state.share_ask = "/?" + _urlencode(query)

    def judge(self, state: PageState) -> None:
        try:
            verdict = check_text(state.pos_text, state.pos_name or ui(state.lang)["pasted"])
        except InputError as e:
            self.fail_check(state, e)
            return
        state.verdict = verdict.to_json(state.lang)

    def fail_check(self, state: PageState, e: InputError) -> None:
        state.check_error = self.error_view(e, state.lang)
        state.error_status = 413 if isinstance(e, TooLarge) else 400

    def error_view(self, e: InputError, lang: str) -> dict:
        return {"message": localize_error(str(e), lang), "field": e.field, "file": e.file}

    def render_error(self, request: Request, e: InputError, status: int) -> Response:
        state = PageState(lang=self.ui_lang(request), check_error=self.error_view(e, self.ui_lang(request)))
        return self.render(request, state, status)

    def render_http_error(self, request: Request, e: HTTPException) -> Response:
        """A refused address or method (404, 405, ...) as a page in the asker's language."""
        lang, code = self.ui_lang(request), e.code or 500
        words = ui(lang)
        if code == 404:
            message = words["not_found"]
        elif code == 405:
            message = words["method_not_allowed"].format(method=request.method)
        else:
            message = words["http_error"].format(code=code)
        html = self.jinja.get_template("http_error.html").render(lang=lang, t=words, code=code, message=message)
        return Response(html, status=code, mimetype="text/html")

    def render(self, request: Request, state: PageState, status: int = 200) -> Response:
        state.base = request.host_url.rstrip("/")
        game_list = [
            {"id": g.id, "name": g.name(state.lang), "engine": g.id in api.engine_games()} for g in games().values()
        ]
        switch = []
        for code in LANGS:
            query = {"lang": code}
            if state.q:
                query["q"] = state.q
            if state.game:
                query["game"] = state.game
            if state.pos_param:
                query.update(self.ruling_query(state), lang=code)
            switch.append({"code": code, "name": ENDONYMS[code], "href": "/?" + _urlencode(query)})
        html = self.jinja.get_template("page.html").render(
            s=state,
            t=ui(state.lang),
            games=game_list,
            engine_games=[g["name"] for g in game_list if g["engine"]],
            switch=switch,
            lang_names=_lang_names(state.lang),
            notices=_skipped_notices(state.lang),
        )
        response = Response(html, status=status, mimetype="text/html")
        if state.ask_ms is not None:
            response.headers["Server-Timing"] = f"ask;dur={state.ask_ms:.1f}"
        return response

    # --- the JSON API ---------------------------------------------------------------------
    def on_api_ask(self, request: Request) -> Response:
        try:
            t0 = time.perf_counter()
            _one_value_each(request)
            data = api.ask_json(
                _question(request),
                game=request.args.get("game") or None,
                lang=request.args.get("lang") or None,
                top=api.check_top(request.args.get("top")),
            )
        except InputError as e:
            return _error_json(e)
        response = _json(data)
        response.headers["Server-Timing"] = f"ask;dur={(time.perf_counter() - t0) * 1000:.1f}"
        return response

    def on_api_check(self, request: Request) -> Response:
        try:
            _one_value_each(request)
            lang = api.check_lang(request.args.get("lang") or None)
            text, name = _posted_position(request)
            verdict = check_text(text, name)
        except InputError as e:
            return _error_json(e, 413 if isinstance(e, TooLarge) else 400)
        return _json(verdict.to_json(lang))

    def on_api_rules(self, request: Request, game: str) -> Response:
        try:
            _one_value_each(request)
            return _json(api.rules_json(game, request.args.get("lang") or None))
        except InputError as e:
            return _error_json(e)

    def on_api_passages(self, request: Request) -> Response:
        try:
            _one_value_each(request)
            return _json(api.passages_json(request.args.get("game") or None, request.args.get("lang") or None))
        except InputError as e:
            return _error_json(e)

    def on_api_games(self, request: Request) -> Response:
        return _json(api.games_json())

    def on_openapi(self, request: Request) -> Response:
        return Response(self.openapi, mimetype="application/json")

    def on_static(self, request: Request, name: str) -> Response:
        if name not in self.static:
            return self.render_http_error(request, NotFound())
        response = Response(self.static[name], mimetype=STATIC[name])
        response.headers["Cache-Control"] = "max-age=300"
        return response


def _skipped_notices(lang: str) -> list[str]:
    """One line per user game left out for a bad game.yaml; the file named by its game folder, not the
    server's full data path."""
    from referee.i18n import t
    from referee.rulebooks.corpus import skipped_games

    out = []
    for e in skipped_games():
        short = "/".join(Path(e.file).parts[-2:]) if e.file else None
        problem = localize_error(str(InputError(e.problem, short, e.field)), lang)
        out.append(t("game_skipped", lang, problem=problem))
    return out


def _http_problem(request: Request, e: HTTPException) -> str:
    """The API's refusal of an address or method, saying what would have worked (the JSON keeps English)."""
    if isinstance(e, MethodNotAllowed) and e.valid_methods:
        return f"method {request.method} not allowed here (allowed: {', '.join(sorted(e.valid_methods))})"
    if isinstance(e, NotFound):
        return "no such API address (the API is described at /openapi.json)"
    return e.name


def _one_value_each(request: Request) -> None:
    """Every API parameter takes one value: a second one (?q=a&q=b, ?lang=ru&lang=xx) was silently dropped,
    so a script's mistake answered another question than the one it meant."""
    for key in request.args:
        if len(request.args.getlist(key)) > 1:
            raise InputError("given more than once; this parameter takes one value", None, key)


def _question(request: Request) -> str:
    """The ``q`` parameter; bytes in it that are not UTF-8 kept as lone surrogates (refused by ask_json, naming
    the byte), where Werkzeug leaves them percent-encoded: ``?q=%FF%FE`` was looked up as the words "FF FE"."""
    q = request.args.get("q", "")
    for part in request.environ.get("QUERY_STRING", "").encode("latin-1", "replace").split(b"&"):
        key, _, value = part.partition(b"=")
        if unquote_to_bytes(key.replace(b"+", b" ")) == b"q":
            raw = unquote_to_bytes(value.replace(b"+", b" "))
            try:
                raw.decode("utf-8")
            except UnicodeDecodeError:
                return raw.decode("utf-8", "surrogateescape")
    return q


FORM_HINT = (
    "a form without the position: send the file as the field 'position' (curl -F position=@pos.yaml), the text "
    "as the field 'text', or the document as the request body (curl --data-binary @pos.yaml)"
)


def _posted_position(request: Request) -> tuple[str, str]:
    """(text, name) of the position POSTed to /api/check: the request body, or the page's form fields when it
    is a form (`curl -F position=@pos.yaml` sends a multipart form, whose boundaries were read as YAML);
    an urlencoded body without those fields is the document itself (`curl -d @pos.json`)."""
    name = _display_name(request.args.get("name", "")) or "request body"
    if request.mimetype not in ("multipart/form-data", "application/x-www-form-urlencoded"):
        return decode_upload(request.get_data(cache=False), name), name
    raw = request.get_data(cache=True)  # kept: the form below is parsed from it, the body stays readable
    form_name = "request form"
    upload = request.files.get("position")
    if upload is not None:
        name = _display_name(upload.filename or "") or form_name
        return decode_upload(upload.read(MAX_REQUEST + 1), name), name
    if "text" in request.form:
        return request.form["text"], form_name
    if request.mimetype == "multipart/form-data":
        raise InputError(FORM_HINT, form_name)
    return decode_upload(raw, name), name


def _display_name(name: str) -> str:
    """A file name as shown to the user: its last part, printable, short. Never used to open anything."""
    base = name.replace("\\", "/").rsplit("/", 1)[-1]
    return "".join(ch for ch in base if ch.isprintable())[:80]


def _urlencode(query: dict[str, str]) -> str:
    return urlencode(query)


def create_app(local_only: bool = True) -> RefereeApp:
    """``local_only``: answer only requests addressed to this machine by a loopback name; otherwise also
    by its IP addresses and host name (``guard.host_allowed``)."""
    return RefereeApp(local_only)


def warm_up(done: Callable[[float], object] | None = None) -> None:
    """Load the engines, the rule map and the search index before the first question comes."""
    t0 = time.perf_counter()
    api.engine_games()
    api.rules_citing()
    try:
        api.ask_json("warm up", top=1)
        from referee.index.search import load_index
        from referee.index.warm import prepare

        prepare(load_index())  # every passage's sentences read now, not by the first questions meeting them
    except (InputError, OSError) as e:  # an unusable encoder or cache dir: checks and passages still serve
        log.warning("lookup not ready: %s", e)
    took = time.perf_counter() - t0
    if done is None:
        log.info("warm in %.1f s", took)
    else:
        done(took)  # (`referee serve` says it in the host's language)


def _lang_names(lang: str) -> dict[str, str]:
    """Each language's name in ``lang`` (the verdict's quotes' badges); the switch keeps the endonyms."""
    named = {code: any_lang_name(code, lang) for code in LANGS}
    return {code: name[:1].upper() + name[1:] for code, name in named.items()}  # a badge, as the answers' are
