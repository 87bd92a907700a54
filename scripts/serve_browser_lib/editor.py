"""What a user does in `blogdoc serve`'s editor, through a `cdp.Page`: open it, type into a
field, press Save, Undo or Redo, and read the status line, a field's error and the history."""

import json
import time

from .cdp import CDPError

LOADED = "document.documentElement.dataset.blogdocUpdatedAt !== undefined"


class Editor:
    def __init__(self, page, base_url):
        self.page, self.base_url = page, base_url.rstrip("/")

    def open(self, path):
        """Loads `/edit/PATH` and waits until the editor has read the entry."""
        self.page.navigate(self.base_url + path)
        self.page.wait_for(LOADED)
        return self

    def value(self, field):
        return self.page.evaluate(f"(() => {{ const c = document.getElementById('f-' + {json.dumps(field)});"
                                  " return c.type === 'checkbox' ? c.checked : c.value; })()")

    def type(self, field, text, replace=True):
        self.page.type_into(f"#f-{field}", text, replace=replace)

    def error(self, field):
        """The message beside `field`, or '' when none is shown."""
        return self.page.evaluate(f"(() => {{ const e = document.getElementById('e-' + {json.dumps(field)});"
                                  " return e.hidden ? '' : e.textContent; })()")

    def status(self):
        return self.page.evaluate("document.getElementById('status').textContent")

    def press(self, button, busy, timeout=15):
        """Clicks `#BUTTON` and waits until the status line no longer says `busy`; returns it.

        The status line is emptied first: the page's Save, Undo and Redo each write to it at
        once, so a line still empty after the click means the click missed (a change on disk
        re-laid the form, moving the button, between finding it and pressing it), and it is
        clicked again."""
        self.page.evaluate("document.getElementById('status').textContent = ''")
        for _ in range(5):
            self.page.click(f"#{button}")
            landed = time.monotonic() + 1
            while self.status() == "" and time.monotonic() < landed:
                time.sleep(0.01)
            if self.status() != "":
                break
        deadline = time.monotonic() + timeout
        while True:
            status = self.status()
            if status != busy:
                return status
            if time.monotonic() > deadline:
                raise CDPError(f"the status line still says {busy!r} {timeout} s after {button}")
            time.sleep(0.01)

    def save(self, timeout=15):
        return self.press("save", "Saving…", timeout)

    def undo(self):
        return self.press("undo", "Undoing…")

    def history(self):
        """The history panel's lines, newest first (each operation's first line)."""
        return self.page.evaluate("Array.from(document.querySelectorAll('#log > li > div:first-child'))"
                                  ".map((line) => line.textContent)")

    def conflicts(self):
        """The list a refused undo shows, one item a conflict."""
        return self.page.evaluate("Array.from(document.querySelectorAll('#conflicts li')).map((item) => item.textContent)")
