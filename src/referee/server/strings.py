"""The page's words in the four UI languages.

Words the CLI already says (verdicts, "What happens", ...) come from its catalogues (``locales/``),
so the page and the terminal agree; the few labels only the page uses live here in one table. Error
messages raised in English by the core are translated by ``referee.i18n.translate_error``.
"""

from __future__ import annotations

import re

from referee.i18n import any_lang_name, t, translate_error

STRINGS: dict[str, dict[str, str]] = {
    "title": {"en": "Table Referee", "es": "Árbitro de mesa", "nl": "Tafelscheidsrechter", "ru": "Судья за столом"},
    "tagline": {
        "en": "Ask about the rules, or check a move. Every answer quotes the rulebook.",
        "es": "Pregunta por las reglas o comprueba una jugada. Cada respuesta cita el reglamento.",
        "nl": "Vraag naar de regels of controleer een zet. Elk antwoord citeert het regelboek.",
        "ru": "Спросите о правилах или проверьте ход. Каждый ответ цитирует правила.",
    },
    "language": {"en": "Language", "es": "Idioma", "nl": "Taal", "ru": "Язык"},
    "ask_title": {"en": "Ask", "es": "Preguntar", "nl": "Vragen", "ru": "Вопрос"},
    "question": {"en": "Your question", "es": "Tu pregunta", "nl": "Je vraag", "ru": "Ваш вопрос"},
    "question_hint": {
        "en": "Can I build two paths on one edge?",
        "es": "¿Puedo construir dos caminos en un borde?",
        "nl": "Mag ik twee paden op één rand bouwen?",
        "ru": "Можно ли построить два пути на одном ребре?",
    },
    "game": {"en": "Game", "es": "Juego", "nl": "Spel", "ru": "Игра"},
    "any_game": {"en": "Any game", "es": "Cualquier juego", "nl": "Elk spel", "ru": "Любая игра"},
    "ask_button": {"en": "Ask", "es": "Preguntar", "nl": "Vraag", "ru": "Спросить"},
    "results": {"en": "Answers", "es": "Respuestas", "nl": "Antwoorden", "ru": "Ответы"},
    "no_results": {
        "en": "No passage answers this.",
        "es": "Ningún pasaje responde a esto.",
        "nl": "Geen passage beantwoordt dit.",
        "ru": "Ни один фрагмент не отвечает на это.",
    },
    "same_rule": {
        "en": "The same rule in other languages",
        "es": "La misma regla en otros idiomas",
        "nl": "Dezelfde regel in andere talen",
        "ru": "То же правило на других языках",
    },
    "check_title": {
        "en": "Check a position",
        "es": "Comprobar una posición",
        "nl": "Stelling controleren",
        "ru": "Проверить позицию",
    },
    "check_help": {
        "en": "A position file (YAML or JSON, as `referee new-position` writes it), with its move.",
        "es": "Un archivo de posición (YAML o JSON, como lo escribe `referee new-position`), con su jugada.",
        "nl": "Een stellingbestand (YAML of JSON, zoals `referee new-position` het schrijft), met de zet.",
        "ru": "Файл позиции (YAML или JSON, как его пишет `referee new-position`) вместе с ходом.",
    },
    "upload": {"en": "Upload a file", "es": "Subir un archivo", "nl": "Bestand uploaden", "ru": "Загрузить файл"},
    "paste": {"en": "…or paste it here", "es": "…o pégalo aquí", "nl": "…of plak het hier", "ru": "…или вставьте сюда"},
    "pasted": {"en": "pasted text", "es": "texto pegado", "nl": "geplakte tekst", "ru": "вставленный текст"},
    "check_button": {"en": "Check", "es": "Comprobar", "nl": "Controleren", "ru": "Проверить"},
    "verdict": {"en": "Verdict", "es": "Veredicto", "nl": "Oordeel", "ru": "Вердикт"},
    "error": {
        "en": "Cannot read this",
        "es": "No se puede leer",
        "nl": "Kan dit niet lezen",
        "ru": "Не удалось прочитать",
    },
    "share": {
        "en": "Share this ruling",
        "es": "Compartir este fallo",
        "nl": "Deze uitspraak delen",
        "ru": "Поделиться решением",
    },
    "share_ask": {
        "en": "Share this answer",
        "es": "Compartir esta respuesta",
        "nl": "Dit antwoord delen",
        "ru": "Поделиться ответом",
    },
    "too_long_to_share": {
        "en": "This position is too long for a link.",
        "es": "Esta posición es demasiado larga para un enlace.",
        "nl": "Deze stelling is te lang voor een link.",
        "ru": "Позиция слишком длинная для ссылки.",
    },
    "no_engine": {
        "en": "Checks work for: {games}.",
        "es": "Las comprobaciones funcionan para: {games}.",
        "nl": "Controles werken voor: {games}.",
        "ru": "Проверка доступна для: {games}.",
    },
    "dispute_title": {
        "en": "Settle a dispute",
        "es": "Resolver una disputa",
        "nl": "Een geschil beslechten",
        "ru": "Разрешить спор",
    },
    "dispute_help": {
        "en": "Choose the game and the move; then answer only what its rules need. No file to write.",
        "es": "Elige el juego y la jugada; luego responde solo lo que piden sus reglas. Sin escribir archivos.",
        "nl": "Kies het spel en de zet; beantwoord dan alleen wat de regels vragen. Geen bestand nodig.",
        "ru": "Выберите игру и ход, затем ответьте только на то, что нужно правилам. Без файлов.",
    },
    "dispute_link": {
        "en": "No file? Settle a dispute step by step",
        "es": "¿Sin archivo? Resuelve una disputa paso a paso",
        "nl": "Geen bestand? Beslecht een geschil stap voor stap",
        "ru": "Нет файла? Разберите спор по шагам",
    },
    "next": {"en": "Next", "es": "Siguiente", "nl": "Volgende", "ru": "Далее"},
    "optional": {"en": "optional", "es": "opcional", "nl": "optioneel", "ru": "необязательно"},
    "dispute_built": {
        "en": "The position your answers describe",
        "es": "La posición que describen tus respuestas",
        "nl": "De stelling die je antwoorden beschrijven",
        "ru": "Позиция, которую описывают ваши ответы",
    },
    "dispute_check_it": {
        "en": "Open it as a position file",
        "es": "Abrirla como archivo de posición",
        "nl": "Openen als stellingbestand",
        "ru": "Открыть как файл позиции",
    },
    "dispute_share": {
        "en": "Share this dispute",
        "es": "Compartir esta disputa",
        "nl": "Dit geschil delen",
        "ru": "Поделиться этим спором",
    },
    "dispute_again": {
        "en": "Another dispute",
        "es": "Otra disputa",
        "nl": "Nog een geschil",
        "ru": "Другой спор",
    },
    "api": {"en": "JSON API", "es": "API JSON", "nl": "JSON-API", "ru": "JSON API"},
    "server_error": {
        "en": "Something went wrong on the referee's side; the server log has the details.",
        "es": "Algo falló del lado del árbitro; el registro del servidor tiene los detalles.",
        "nl": "Er ging iets mis bij de scheidsrechter; het serverlogboek heeft de details.",
        "ru": "Ошибка на стороне судьи; подробности в журнале сервера.",
    },
    "server_busy": {
        "en": "The referee is busy with other checks; try again in a moment.",
        "es": "El árbitro está ocupado con otras comprobaciones; inténtalo de nuevo en un momento.",
        "nl": "De scheidsrechter is bezig met andere controles; probeer het zo opnieuw.",
        "ru": "Судья занят другими проверками; попробуйте ещё раз через минуту.",
    },
    "not_found": {
        "en": "There is no page at this address.",
        "es": "No hay ninguna página en esta dirección.",
        "nl": "Op dit adres staat geen pagina.",
        "ru": "По этому адресу нет страницы.",
    },
    "method_not_allowed": {
        "en": "This address does not take a {method} request; start again from the home page.",
        "es": "Esta dirección no admite una petición {method}; vuelve a empezar desde la página de inicio.",
        "nl": "Dit adres neemt geen {method}-verzoek aan; begin opnieuw vanaf de startpagina.",
        "ru": "Этот адрес не принимает запрос {method}; начните заново с главной страницы.",
    },
    "http_error": {
        "en": "The referee cannot serve this request (HTTP {code}).",
        "es": "El árbitro no puede atender esta petición (HTTP {code}).",
        "nl": "De scheidsrechter kan dit verzoek niet afhandelen (HTTP {code}).",
        "ru": "Судья не может обработать этот запрос (HTTP {code}).",
    },
    "go_home": {
        "en": "Back to the home page",
        "es": "Volver a la página de inicio",
        "nl": "Terug naar de startpagina",
        "ru": "На главную страницу",
    },
}


# page label -> the CLI catalogue's key for the same words
FROM_CATALOGUE = {
    "legal": "verdict.legal",
    "illegal": "verdict.illegal",
    "undetermined": "verdict.undetermined",
    "reasons": "check.why",
    "events": "check.events",
    "inputs_used": "check.inputs_used",
    "needs": "check.needs",
    "unless": "check.unless",
    "lacks": "check.lacks",
    "fact": "check.fact",
    "fact_ours": "check.fact_ours",
    "our_wording": "check.our_wording",
    "related": "ask.related",
    "yours": "ask.yours",
    "twin_differs_short": "ask.twin_differs_short",
    "role_broken": "check.role_broken",
    "role_undetermined": "check.role_undetermined",
    "role_held": "check.role_held",
}


def ui(lang: str) -> dict[str, str]:
    """All labels in ``lang`` (English where a label lacks it)."""
    out = {key: by_lang.get(lang) or by_lang["en"] for key, by_lang in STRINGS.items()}
    out.update({key: t(cat_key, lang) for key, cat_key in FROM_CATALOGUE.items()})
    return out


def ask_notice(answer: dict, lang: str) -> str | None:
    """What the page says above the passages when none settles the question (or it is in a language the
    tool does not read), in the page's language; None for an answer."""
    if answer.get("answered", True):
        return None
    foreign = answer.get("foreign_lang")
    if foreign:
        return t("ask.foreign", lang, language=any_lang_name(foreign, lang))
    return t("ask.not_settled", lang)


def ask_about(answer: dict, lang: str) -> str:
    """'Gnome Hollow (inferred from the question) · confidence: high': which game the answer is from, by its
    name in the page's language, and how sure, in words."""
    from referee.adjudicator.answer_words import confidence_words
    from referee.rulebooks import games

    game = answer.get("game")
    found = games().get(game) if game else None
    where = found.name(lang) if found is not None else (game or t("ask.all_games", lang))
    if game and answer.get("game_inferred"):
        where += f" ({t('ask.inferred', lang)})"
    sure = confidence_words(float(answer.get("confidence", 1.0)), answer.get("answered", True) is not False, lang)
    return f"{where[:1].upper()}{where[1:]} · {sure}"


def localize_error(message: str, lang: str) -> str:
    """An English core error in the UI language, when the CLI's catalogue knows its phrasing."""
    try:
        return translate_error(message, lang)
    except (IndexError, KeyError, re.error):  # a bad catalogue entry must not hide the message itself
        return message
