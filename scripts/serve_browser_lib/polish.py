"""Issue 28.3's browser checks of `blogdoc serve`'s editor, what only a browser shows: the
History panel before the first edit, a field's message clear of the sticky Save bar, and a
refused Undo's messages gone once a Redo works. `Checks` runs them among its own."""

import re
import time

from .editor import Editor

HELLO = "hello-world.xml"
NO_HISTORY = "No history yet: each save, undo and redo, here or on the command line, will be listed here."


class Failed(RuntimeError):
    """A check saw something other than what it expects (`Checks.report` reports a
    RuntimeError as a failure)."""


def expect(condition, message):
    if not condition:
        raise Failed(message)


class PolishChecks:
    """Mixed into `Checks`: uses its `served`, `editor` and `new_page`."""

    def no_history_yet(self):
        """Before the first edit: the panel says so, and lists nothing."""
        page = self.editor.open("/edit/" + HELLO).page
        logged = self.served.blogdoc("log", "--oneline").stdout
        expect(logged == "", f"the served directory has a history already: {logged!r}")
        # The history is asked for as the page loads; give its answer the time to land.
        time.sleep(0.5)
        shown = page.evaluate("(() => { const p = document.getElementById('no-history');"
                              " return p && !p.hidden ? p.textContent : null; })()")
        items = page.evaluate("document.querySelectorAll('#log > li').length")
        expect(shown == NO_HISTORY, f"the History panel says {shown!r}, expected {NO_HISTORY!r}")
        expect(items == 0, f"the History panel lists {items} operations")
        return f"History panel: {shown!r}, no operation listed"

    def history_after_an_edit(self):
        """After check 1's save, the panel lists it and no longer says there is none."""
        page = self.editor.page
        page.wait_for("document.querySelectorAll('#log > li').length > 0", timeout=3)
        hidden = page.evaluate("document.getElementById('no-history').hidden")
        expect(hidden, "the History panel lists operations and still says there is no history")
        return "the 'no history yet' line is hidden once the panel lists an operation"

    def message_clear_of_save_bar(self):
        """A bad date saved on a small screen, its box just above the sticky Save bar (as a
        field a user scrolled to and typed into sits): its message shows above the bar, not
        under it."""
        page = self.new_page()
        page.resize(390, 420)
        editor = Editor(page, self.served.url).open("/edit/" + HELLO)
        before = self.served.read(HELLO)
        editor.type("postedDate", "yesterday")
        bar = "document.querySelector('#entry-form .buttons').getBoundingClientRect()"
        gap = page.evaluate(f"(() => {{ const box = document.getElementById('f-postedDate').getBoundingClientRect();"
                            f" window.scrollBy(0, box.bottom - {bar}.top);"
                            f" return {bar}.top - document.getElementById('f-postedDate').getBoundingClientRect().bottom; }})()")
        expect(abs(gap) < 2, f"the date box could not be put just above the Save bar ({gap} px apart)")
        page.evaluate("document.getElementById('status').textContent = ''")
        page.press("s", 83, modifiers=2)  # Ctrl+S: saves without a click that would scroll.
        status = page.wait_for("(() => { const s = document.getElementById('status').textContent;"
                               " return s.startsWith('Not saved.') && s; })()", timeout=10)
        geometry = page.evaluate(f"""(() => {{
            const message = document.getElementById('e-postedDate');
            const box = message.getBoundingClientRect(), save = {bar};
            return {{hidden: message.hidden, text: message.textContent, top: box.top, bottom: box.bottom,
                     barTop: save.top, barBottom: save.bottom, viewport: innerHeight}};
        }})()""")
        expect(not geometry["hidden"] and geometry["text"], f"no message beside postedDate ({status!r})")
        expect(geometry["top"] >= 0 and geometry["bottom"] <= geometry["barTop"],
               f"the message spans {geometry['top']:.0f}-{geometry['bottom']:.0f} px; the Save bar "
               f"{geometry['barTop']:.0f}-{geometry['barBottom']:.0f} px of {geometry['viewport']} covers it")
        expect(self.served.read(HELLO) == before, "the refused save changed the file")
        return (f"message at {geometry['top']:.0f}-{geometry['bottom']:.0f} px, above the Save bar at "
                f"{geometry['barTop']:.0f} px: {geometry['text']!r}")

    def redo_clears_a_refused_undo(self):
        """Two saves; Undo undoes the second; the first's field is changed by hand, so the
        next Undo is refused and says so beside it; a Redo that works clears that message."""
        editor = self.editor.open("/edit/" + HELLO)
        editor.type("title", "A title to undo")
        first = editor.save()
        editor.type("summary", "A summary to redo")
        second = editor.save()
        expect(first.startswith("Saved: ") and second.startswith("Saved: "), f"the saves said {first!r}, {second!r}")
        undone = editor.undo()
        expect(re.fullmatch(r"Undo operation \d+ \(Set summary\)\.", undone), f"the first Undo said {undone!r}")
        text = self.served.read(HELLO).decode()
        self.served.write_atomically(HELLO, re.sub(r"<title>[^<]*</title>", "<title>A title by hand</title>",
                                                   text).encode())
        editor.page.wait_for("document.getElementById('f-title').value === 'A title by hand'", timeout=3)
        refused = editor.undo()
        beside = editor.error("title")
        expect(beside.startswith("Changed since that operation: it is \"A title by hand\""),
               f"after a refused Undo ({refused!r}) beside title: {beside!r}")
        redone = editor.press("redo", "Redoing…")
        expect(re.fullmatch(r"Redo operation \d+ \(Set summary\)\.", redone), f"the Redo said {redone!r}")
        after = editor.error("title")
        red = editor.page.evaluate("Array.from(document.querySelectorAll('.field.invalid')).map((f) => f.dataset.field)")
        listed = editor.conflicts()
        expect(after == "" and red == [] and listed == [],
               f"after the Redo worked: beside title {after!r}; fields marked invalid {red!r}; conflicts {listed!r}")
        expect(editor.page.evaluate("document.getElementById('status').className") == "good",
               "the status line is not shown as a success")
        return f"refused: {refused!r}, beside title {beside[:40]!r}…; Redo: {redone!r}, no message left"
