"""The plugin's translations: fill the .ts files from i18n/messages.txt, report what is missing.

``i18n/messages.txt`` holds every translation keyed by its English source text, so that
it survives a ``make transup`` (pylupdate5 rewrites the .ts files from the code's
``tr("…")`` strings, and a string whose English changed loses its translation there).
Each block, separated by a blank line::

    en: <the source text, exactly as in the code>
    de: <German>
    fr: <French>
    es: <Spanish>

A line break inside a text is written ``\\n``; the plural forms of a ``%n`` message are
separated by `` || ``. Lines starting with ``#`` are comments.

    python3 scripts/translations.py fill      # messages.txt -> every i18n/spatialdp_*.ts
    python3 scripts/translations.py report    # per language: the untranslated messages; unused ones
    python3 scripts/translations.py check     # the same; exit status 1 if any is missing

``report`` and ``check`` also list translations whose placeholders ({}, {:g}, %n) or
HTML tags differ from the source's. docs/translations.md describes the workflow.
Standard library only (runs with the system's Python, as ``make zip`` does).
"""

import argparse
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
I18N = REPO / "i18n"
MESSAGES = I18N / "messages.txt"
#: what a translation must keep exactly as in the source
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n|%\d|</?[a-zA-Z]+[^>]*>")
PLURAL_SEPARATOR = " || "
#: a ``<message>`` of a .ts file, and the ``<translation>`` in it
MESSAGE = re.compile(r"<message\b.*?</message>", re.DOTALL)
MESSAGE_TRANSLATION = re.compile(r"<translation\b[^>]*?(?:/>|>.*?</translation>)", re.DOTALL)


def ts_files(folder=I18N):
    """``{language: path}`` of the .ts files in ``folder`` (``spatialdp_<language>.ts``)."""
    return {p.stem.split("_", 1)[1]: p for p in sorted(Path(folder).glob("spatialdp_*.ts"))}


def unescape(text):
    return text.replace("\\n", "\n")


def escape(text):
    return text.replace("\n", "\\n")


def read_messages(path=MESSAGES):
    """``{source: {language: translation}}`` from a messages file."""
    out = {}
    text = Path(path).read_text(encoding="utf-8") if Path(path).exists() else ""
    for number, block in enumerate(re.split(r"\n\s*\n", text)):
        entry = {}
        for line in block.splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            language, sep, value = line.partition(": ")
            if not sep or not re.fullmatch(r"[a-z]{2}", language):
                raise ValueError(f"{path}: block {number + 1}: not 'xx: text': {line[:60]!r}")
            entry[language] = unescape(value)
        if entry:
            if "en" not in entry:
                raise ValueError(f"{path}: block {number + 1} has no 'en:' line")
            out[entry.pop("en")] = entry
    return out


def write_messages(messages, path=MESSAGES):
    """Write ``{source: {language: translation}}`` in the order given."""
    lines = ["# SpatialDP's translations, keyed by the English source (scripts/translations.py)."]
    for source, translations in messages.items():
        lines.append("")
        lines.append(f"en: {escape(source)}")
        lines += [f"{language}: {escape(text)}" for language, text in sorted(translations.items())]
    Path(path).write_text("\n".join(lines) + "\n", encoding="utf-8")


def ts_messages(path):
    """The parsed tree of a .ts file and its ``<message>`` elements."""
    tree = ET.parse(path)
    return tree, list(tree.iter("message"))


def xml_text(text):
    """A translation escaped as pylupdate5 writes it (apostrophes left as they are)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def translation_element(text, numerus):
    """The ``<translation>`` element of a finished translation, laid out as lupdate does."""
    if not numerus:
        return f"<translation>{xml_text(text)}</translation>"
    forms = "".join(f"\n            <numerusform>{xml_text(form)}</numerusform>"
                    for form in text.split(PLURAL_SEPARATOR))
    return f"<translation>{forms}\n        </translation>"


def fill(messages, ts_path):
    """Write the translations of ``messages`` into the .ts file, changing nothing else in it (so
    that a later pylupdate5 run leaves the file as it is); the number of messages whose
    translation changed (the file is not rewritten when none did)."""
    language = ts_path.stem.split("_", 1)[1]
    filled = 0

    def replace(block):
        nonlocal filled
        message = ET.fromstring(block.group(0))
        text = messages.get(message.findtext("source"), {}).get(language)
        if not text or text == translation_of(message):
            return block.group(0)
        filled += 1
        return MESSAGE_TRANSLATION.sub(
            lambda _: translation_element(text, message.get("numerus") == "yes"), block.group(0))

    updated = MESSAGE.sub(replace, ts_path.read_text(encoding="utf-8"))
    if filled:
        ts_path.write_text(updated, encoding="utf-8")
    return filled


def translation_of(message):
    """The translation of a ``<message>`` (plural forms joined), or "" if unfinished or empty."""
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
        return ""
    if message.get("numerus") == "yes":
        forms = [form.text or "" for form in translation.iter("numerusform")]
        return PLURAL_SEPARATOR.join(forms) if all(forms) else ""
    return translation.text or ""


def placeholders(text):
    """The placeholders and HTML tags of ``text``, in order (what a translation keeps)."""
    return sorted(PLACEHOLDER.findall(text))


def problems(ts_path):
    """``(untranslated sources, [(source, why)] of translations that lose a placeholder or tag)``."""
    _, elements = ts_messages(ts_path)
    missing, wrong = [], []
    for message in elements:
        source, text = message.findtext("source"), translation_of(message)
        if not text:
            missing.append(source)
        elif message.get("numerus") != "yes" and placeholders(source) != placeholders(text):
            wrong.append((source, "placeholders or tags differ"))
    return missing, wrong


def unused(messages, folder=I18N):
    """The sources of ``messages`` that no .ts file of ``folder`` holds any more (their English
    changed or they were removed from the code): candidates to delete from messages.txt."""
    sources = {m.findtext("source") for path in ts_files(folder).values() for m in ts_messages(path)[1]}
    return [source for source in messages if source not in sources]


def report(folder=I18N, out=sys.stdout, messages=MESSAGES):
    """Print, per language, how many messages are translated and list the others, then the
    translations no message uses any more; True if none is missing or wrong."""
    complete = True
    for language, path in ts_files(folder).items():
        total = len(ts_messages(path)[1])
        missing, wrong = problems(path)
        print(f"{language}: {total - len(missing)} of {total} translated", file=out)
        for source in missing:
            print(f"  untranslated: {escape(source)[:120]}", file=out)
        for source, why in wrong:
            print(f"  {why}: {escape(source)[:120]}", file=out)
        complete = complete and not missing and not wrong
    stale = unused(read_messages(messages), folder)
    if stale:
        print(f"{len(stale)} translations in {Path(messages).name} match no message (delete them once "
              "the English they translate is gone for good):", file=out)
        for source in stale:
            print(f"  unused: {escape(source)[:120]}", file=out)
    return complete


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("fill", "report", "check"))
    parser.add_argument("--messages", type=Path, default=MESSAGES)
    parser.add_argument("--i18n", type=Path, default=I18N, help="the folder of the .ts files")
    args = parser.parse_args(argv)
    if args.command == "fill":
        messages = read_messages(args.messages)
        for language, path in ts_files(args.i18n).items():
            print(f"{language}: {fill(messages, path)} translations filled in")
        return 0
    complete = report(args.i18n, messages=args.messages)
    return 0 if complete or args.command == "report" else 1


if __name__ == "__main__":
    sys.exit(main())
