"""Issue 16's browser checks of `blogdoc serve`: the editor's save, undo and conflicts, the
live update of open pages, a blog's entries, the Markdown preview, and screenshots; issue
25's: Markdown posts edited in the browser and undone from the shell; issue 28's (P, in
polish.py): the History panel before an edit, messages clear of the Save bar and of a
refused Undo once a Redo works.

Each check prints PASS or FAIL with what it saw; `run` returns the number that failed."""

import json
import os
import re
import secrets

from .cdp import CDPError
from .editor import Editor
from .polish import PolishChecks

HELLO = "hello-world.xml"
# Markdown posts (YAML and TOML front matter), each with an element its body's preview has.
POSTS = {"2024-04-01-tea-time.md": ("ol li", "Boil water."), "2024-05-01-hugo-matcha.md": ("strong", "80 °C")}


class Failed(Exception):
    """A check saw something other than what it expects."""


def expect(condition, message):
    if not condition:
        raise Failed(message)


class Checks(PolishChecks):
    def __init__(self, served, browser, out):
        self.served, self.browser, self.out = served, browser, out
        self.pages = []
        self.editor = Editor(self.new_page(), served.url)
        self.original_title = served.field(HELLO, "title")
        self.failures = 0

    def new_page(self, isolated=False):
        page = self.browser.new_page(isolated=isolated)
        self.pages.append(page)
        return page

    def report(self, number, title, body):
        try:
            saw = body()
            print(f"PASS {number}. {title}\n     {saw}", flush=True)
        except (Failed, CDPError, RuntimeError) as problem:
            self.failures += 1
            print(f"FAIL {number}. {title}\n     {problem}", flush=True)
        except Exception as problem:  # A bug of the check itself: say so, run the others.
            self.failures += 1
            print(f"FAIL {number}. {title}\n     the check broke: {type(problem).__name__}: {problem}", flush=True)

    # -- 1 ----------------------------------------------------------------------------------

    def save_title(self):
        editor = self.editor.open("/edit/" + HELLO)
        expect(editor.value("title") == self.original_title,
               f"the title field holds {editor.value('title')!r}, the file {self.original_title!r}")
        editor.type("title", "Hello, Browser")
        status = editor.save()
        title = self.served.field(HELLO, "title")
        expect(title == "Hello, Browser", f"after Save the file's title is {title!r}; the status says {status!r}")
        match = re.fullmatch(r"Saved: Set title \(operation (\d+)\)\.", status)
        expect(match, f"the status line says {status!r}, expected 'Saved: Set title (operation N).'")
        logged = self.served.blogdoc("log", "--oneline", "-n", "1").stdout.rstrip("\n")
        expect(logged.startswith(match.group(1) + "  "), f"blogdoc log's newest operation is {logged!r}")
        try:
            self.editor.page.wait_for(f"(document.querySelector('#log > li > div') || {{}}).textContent === {json.dumps(logged)}",
                                      timeout=3)
        except CDPError:
            raise Failed(f"the history panel shows {self.editor.history()!r}, blogdoc log --oneline {logged!r}") from None
        return f"file title {title!r}; status {status!r}; history panel's first line = blogdoc log's {logged!r}"

    # -- 2 ----------------------------------------------------------------------------------

    def shell_undo_updates_open_pages(self):
        editor_page = self.editor.page
        view = self.new_page()
        view.navigate(self.served.url + "view/" + HELLO)
        view.wait_for("document.documentElement.dataset.blogdocVersion !== undefined")
        expect("Hello, Browser" in view.evaluate("document.body.innerText"), "the view page does not show the saved title")
        probe = secrets.token_hex(8)
        pages = {"editor": editor_page, "view": view}
        navigations = {}
        for name, page in pages.items():
            page.evaluate(f"window.blogdocProbe = {json.dumps(probe)}")
            navigations[name] = len(self.browser.events(page.session, "Page.frameNavigated"))
        view_version = view.evaluate("document.documentElement.dataset.blogdocVersion")
        undone = self.served.blogdoc("undo")
        expect(undone.returncode == 0, f"blogdoc undo exited {undone.returncode}: {undone.stderr.strip()}")
        file_title = self.served.field(HELLO, "title")
        expect(file_title == self.original_title, f"after blogdoc undo the file's title is {file_title!r}")
        old = json.dumps(self.original_title)
        editor_page.wait_for(f"document.getElementById('f-title').value === {old}", timeout=3)
        view.wait_for(f"document.documentElement.dataset.blogdocVersion !== {json.dumps(view_version)}"
                      f" && document.body.innerText.includes({old}) && !document.body.innerText.includes('Hello, Browser')",
                      timeout=3)
        for name, page in pages.items():
            kept = page.evaluate("window.blogdocProbe")
            expect(kept == probe, f"the {name} page lost window.blogdocProbe ({kept!r}): it was reloaded, not updated")
            moved = len(self.browser.events(page.session, "Page.frameNavigated")) - navigations[name]
            expect(moved == 0, f"the {name} page navigated {moved} time(s)")
        heading = view.evaluate("(document.querySelector('h1') || {}).textContent")
        self.view = view
        return (f"blogdoc undo: {undone.stdout.splitlines()[0]!r}; editor title field {self.original_title!r}, view page's "
                f"<h1> {heading!r}; window.blogdocProbe kept and no navigation in either page")

    # -- 3 ----------------------------------------------------------------------------------

    def page_undo(self):
        editor = self.editor
        editor.type("title", "Hello, Undo")
        saved = editor.save()
        expect(self.served.field(HELLO, "title") == "Hello, Undo", f"the save before Undo failed: {saved!r}")
        operation = re.search(r"operation (\d+)", saved).group(1)
        status = editor.undo()
        title = self.served.field(HELLO, "title")
        expect(title == self.original_title, f"after Undo the file's title is {title!r}; the status says {status!r}")
        expect(status == f"Undo operation {operation} (Set title).", f"the status line says {status!r}")
        logged = self.served.blogdoc("log", "-n", "1").stdout.splitlines()
        expect(re.fullmatch(r"\d+  \S+  undo  Undo " + operation + r": Set title", logged[0]),
               f"blogdoc log's newest operation is {logged!r}")
        expect(logged[1].strip() == "hello-world.xml: hello-world.title", f"blogdoc log says {logged!r}")
        editor.page.wait_for(f"document.getElementById('f-title').value === {json.dumps(self.original_title)}", timeout=3)
        return f"status {status!r}; file title {title!r}; blogdoc log: {' / '.join(line.strip() for line in logged)!r}"

    # -- 4 ----------------------------------------------------------------------------------

    def bad_date(self):
        editor = self.editor.open("/edit/" + HELLO)
        before = self.served.read(HELLO)
        editor.type("postedDate", "yesterday")
        status = editor.save()
        shown = editor.error("postedDate")
        cli = self.served.blogdoc("edit", HELLO, "--set", "postedDate=yesterday")
        expect(cli.returncode != 0 and cli.stderr.startswith("Error: "),
               f"blogdoc edit exited {cli.returncode} with {cli.stderr!r}")
        message = cli.stderr[len("Error: "):].rstrip("\n")
        # The command line's message, less the flag a page has not (issue 28).
        expect(" in --set: " in message, f"the command line says {message!r}")
        expect(shown == message.replace(" in --set", "", 1),
               f"beside postedDate the page shows {shown!r}; the command line says {message!r}")
        expect(status.startswith("Not saved. "), f"the status line says {status!r}")
        expect(self.served.read(HELLO) == before, "the file changed")
        return f"beside postedDate, as `blogdoc edit` prints it less ' in --set': {shown!r}; file byte-identical"

    # -- 5 ----------------------------------------------------------------------------------

    def refused_undo(self):
        editor = self.editor.open("/edit/" + HELLO)
        editor.type("summary", "A summary from the browser.")
        editor.type("authorName", "Grace Hopper")
        saved = editor.save()
        expect(saved.startswith("Saved: Set summary, authorName"), f"the save failed: {saved!r}")
        text = self.served.read(HELLO).decode()
        text = re.sub(r"<summary>[^<]*</summary>", "<summary>A summary edited by hand.</summary>", text)
        text = re.sub(r"<authorName>[^<]*</authorName>", "<authorName>Someone Else</authorName>", text)
        self.served.write_atomically(HELLO, text.encode())
        editor.page.wait_for("document.getElementById('f-authorName').value === 'Someone Else'", timeout=3)
        before = self.served.read(HELLO)
        status = editor.undo()
        cli = self.served.blogdoc("undo")
        expect(cli.returncode == 65, f"blogdoc undo exited {cli.returncode}")
        message = cli.stderr.splitlines()[0][len("Error: "):]
        expect(status == message, f"the status line says {status!r}; blogdoc undo says {message!r}")
        expect(self.served.read(HELLO) == before, "the refused undo changed the file")
        errors = {field: editor.error(field) for field in ("summary", "authorName", "title")}
        expect(errors["summary"].startswith("Changed since that operation: it is \"A summary edited by hand.\""),
               f"beside summary: {errors['summary']!r}")
        expect(errors["authorName"].startswith("Changed since that operation: it is \"Someone Else\""),
               f"beside authorName: {errors['authorName']!r}")
        expect(errors["title"] == "", f"beside title, which did not conflict: {errors['title']!r}")
        listed = editor.conflicts()
        expect(sorted(item.split(" is ")[0] for item in listed)
               == ["hello-world.xml: hello-world.authorName", "hello-world.xml: hello-world.summary"],
               f"the conflict list holds {listed!r}")
        return f"status {status!r} (= blogdoc undo's); beside the fields: {errors['summary']!r}, {errors['authorName']!r}; list {listed!r}"

    # -- 6 ----------------------------------------------------------------------------------

    def conflicting_save(self):
        """The title is typed before the shell changes it: a field not being edited takes a
        change on disk at once (that is the live update), so only a field being edited can
        hold a value the file no longer has when Save is pressed."""
        editor = self.editor.open("/edit/" + HELLO)
        editor.type("title", "Title from the browser")
        shell = self.served.blogdoc("edit", HELLO, "--set", "title=Title from the shell")
        expect(shell.returncode == 0, f"blogdoc edit exited {shell.returncode}: {shell.stderr.strip()}")
        noticed = editor.page.wait_for(
            "(() => { const e = document.getElementById('e-title'); return !e.hidden && e.textContent; })()", timeout=3)
        expect(editor.value("title") == "Title from the browser", "the live update replaced the text being edited")
        status = editor.save()
        shown = editor.error("title")
        wanted = 'Changed since this form was loaded; it is now "Title from the shell". Save again to replace that with your value.'
        expect(shown == wanted, f"beside title after Save: {shown!r} (status {status!r})")
        expect(status == "Not saved. " + wanted, f"the status line says {status!r}")
        kept = self.served.field(HELLO, "title")
        expect(kept == "Title from the shell", f"after the refused save the file's title is {kept!r}")
        again = editor.save()
        replaced = self.served.field(HELLO, "title")
        expect(replaced == "Title from the browser", f"after saving again the title is {replaced!r} ({again!r})")
        return (f"while typing: {noticed!r}; on Save (409): {shown!r}; file kept {kept!r}; "
                f"Save again: {again!r}, file {replaced!r}")

    # -- 7 ----------------------------------------------------------------------------------

    def blog_entry(self):
        page = self.editor.page
        page.navigate(self.served.url + "edit/blog.xml")
        listed = page.evaluate("Array.from(document.querySelectorAll('ul.documents li a')).map((a) => a.textContent)")
        entries = self.served.blogdoc("show", "blog.xml").stdout.splitlines()
        expect(len(listed) == len(entries) and len(listed) > 3, f"the page lists {len(listed)} entries, show {len(entries)}")
        loads = len(self.browser.events(page.session, "Page.loadEventFired"))
        page.click('a[href$="entry=post-003"]')
        self.browser.wait_event(page.session, "Page.loadEventFired", after=loads)
        page.wait_for("document.documentElement.dataset.blogdocUpdatedAt !== undefined")
        url = page.evaluate("location.pathname + location.search")
        expect(url == "/edit/blog.xml?entry=post-003", f"the link led to {url}")
        was_draft = self.served.field("blog.xml", "isDraft", entry="post-003")
        self.editor.type("tagNames", "alpha\nbeta gamma\nc, d")
        page.click("#f-isDraft")
        status = self.editor.save()
        expect(re.fullmatch(r"Saved: Set tagNames, isDraft \(operation \d+\)\.", status), f"the status line says {status!r}")
        tags = self.served.field("blog.xml", "tagNames", entry="post-003")
        draft = self.served.field("blog.xml", "isDraft", entry="post-003")
        expect(tags == "alpha,beta gamma,c\\, d", f"blogdoc show's tagNames: {tags!r}")
        expect(draft == {"true": "false", "false": "true"}[was_draft], f"isDraft was {was_draft}, is {draft}")
        return f"{len(listed)} entries listed; post-003 saved: tagNames {tags!r}, isDraft {was_draft} -> {draft}"

    # -- 8 ----------------------------------------------------------------------------------

    def markdown_preview(self):
        editor = self.editor.open("/edit/" + HELLO)
        before = self.served.read(HELLO)
        page = editor.page
        page.wait_for("(document.querySelector('#p-bodyText strong') || {}).textContent === 'Markdown'", timeout=3)
        editor.type("bodyText", "\n\n## Typed heading", replace=False)
        page.wait_for("(document.querySelector('#p-bodyText h2') || {}).textContent === 'Typed heading'", timeout=3)
        editor.type("bodyText", " with *emphasis*", replace=False)
        heading = page.wait_for(
            "(() => { const h = document.querySelector('#p-bodyText h2');"
            " return h && h.querySelector('em') && h.innerHTML; })()", timeout=3)
        expect(self.served.read(HELLO) == before, "typing changed the file")
        return f"preview after typing: <h2>{heading}</h2>; file untouched"

    # -- opening an editor changes nothing --------------------------------------------------

    def untouched_save(self):
        """Every sample's editor (three entries of each blog) opens with nothing to save, so a
        save of one field cannot carry another the browser altered on its own (a text
        area turns CR LF into LF; a one-line box drops line breaks; list items are trimmed)."""
        page = self.new_page()
        editor = Editor(page, self.served.url)
        opened = []
        for name in sorted(os.listdir(self.served.directory)):
            if not name.endswith((".xml", ".json", ".md")):
                continue
            listing = self.served.blogdoc("show", name, "--json")
            entries = json.loads(listing.stdout) if listing.returncode == 0 else {}
            ids = [entry["id"] for entry in entries["blog"][:3]] if "blog" in entries else [None]
            for entry in ids:
                before = self.served.read(name)
                editor.open(f"/edit/{name}" + (f"?entry={entry}" if entry else ""))
                dirty = page.evaluate("document.getElementById('entry-form').classList.contains('dirty')")
                status = editor.save()
                where = f"{name}" + (f" entry {entry}" if entry else "")
                expect(not dirty and status == "Nothing to save.",
                       f"{where}: opened with changes to save; Save says {status!r}")
                expect(self.served.read(name) == before, f"{where}: Save changed the file")
                opened.append(where)
        # A text whose line breaks are all CR LF keeps them when edited in a text area.
        text = self.served.read(HELLO).decode()
        body = re.search(r"<bodyText>([^<]*)</bodyText>", text).group(1)
        self.served.write_atomically("crlf-only.xml", text.replace(body, body.replace("\n", "&#13;\n")).encode())
        editor.open("/edit/crlf-only.xml")
        editor.type("bodyText", "\nA line typed in the browser.", replace=False)
        status = editor.save()
        saved = json.loads(self.served.blogdoc("show", "crlf-only.xml", "--json").stdout)["entry"]["bodyText"]
        expect(saved.endswith("\r\nA line typed in the browser.") and "\n" not in saved.replace("\r\n", ""),
               f"an edited CR LF text was saved as {saved!r} ({status!r})")
        return (f"{len(opened)} editors opened with nothing to save: {', '.join(opened)}; "
                f"an edited CR LF text kept CR LF ({saved.count(chr(13))} CRs)")

    # -- 10 ---------------------------------------------------------------------------------

    def markdown_posts(self):
        """Each post is listed, its editor previews its body, a title saved in the browser
        changes the title's line and nothing else, and `blogdoc undo` in a shell gives back
        the file's bytes (and the open editor its title)."""
        page = self.editor.page
        page.navigate(self.served.url)
        listed = page.evaluate("Array.from(document.querySelectorAll('ul.documents a[href^=\"/view/\"]'))"
                               ".map((a) => a.textContent)")
        seen = []
        for name, (selector, text) in POSTS.items():
            expect(name in listed, f"the index lists {listed!r}, not {name}")
            before = self.served.read(name)
            editor = self.editor.open("/edit/" + name)
            shown = page.wait_for(f"(document.querySelector('#p-bodyText {selector}') || {{}}).textContent", timeout=3)
            expect(shown == text, f"{name}: the preview's {selector} holds {shown!r}, not {text!r}")
            old = editor.value("title")
            expect(old == self.served.field(name, "title"), f"{name}: the title field holds {old!r}")
            new = "Edited in the browser: a post"
            editor.type("title", new)
            status = editor.save()
            expect(re.fullmatch(r"Saved: Set title \(operation \d+\)\.", status), f"{name}: the status line says {status!r}")
            after = self.served.read(name)
            lines, edited = before.splitlines(keepends=True), after.splitlines(keepends=True)
            changed = [(was, now) for was, now in zip(lines, edited) if was != now]
            expect(len(lines) == len(edited) and len(changed) == 1 and new.encode() in changed[0][1],
                   f"{name}: the save changed {changed!r} ({len(lines)} lines before, {len(edited)} after)")
            undone = self.served.blogdoc("undo")
            expect(undone.returncode == 0, f"blogdoc undo exited {undone.returncode}: {undone.stderr.strip()}")
            expect(self.served.read(name) == before, f"{name}: after blogdoc undo the bytes differ from the original")
            page.wait_for(f"document.getElementById('f-title').value === {json.dumps(old)}", timeout=3)
            seen.append(f"{name}: {changed[0][0].decode().strip()!r} -> {changed[0][1].decode().strip()!r}, undone")
        return "; ".join(seen) + "; bytes back after each blogdoc undo"

    # -- screenshots and script errors -------------------------------------------------------

    def screenshots(self):
        """The editor as check 3 leaves it (the title back, the undo in the status line and
        the history), and the page it edits, at desktop and phone widths."""
        shots = []
        editor = self.editor
        editor.page.wait_for("document.querySelectorAll('#log > li').length >= 4", timeout=3)
        view = self.view if hasattr(self, "view") else self.new_page()
        for width, height, label in ((1280, 900, "desktop"), (390, 844, "phone")):
            shots.append(editor.page.screenshot(os.path.join(self.out, f"serve-editor-{label}.png"), width, height))
            shots.append(editor.page.screenshot(os.path.join(self.out, f"serve-editor-{label}-full.png"), width, height,
                                                full_page=True))
            shots.append(view.screenshot(os.path.join(self.out, f"serve-view-{label}.png"), width, height))
        editor.page.resize(1280, 900)
        small = [shot for shot in shots if os.path.getsize(shot) < 5000]
        expect(not small, f"nearly empty screenshots: {small}")
        return f"{len(shots)} screenshots in {self.out}"

    def script_errors(self):
        problems = [problem for page in self.pages for problem in page.problems(self.served.url)]
        expect(not problems, "; ".join(problems[:5]))
        return f"no script error, failed load or refused resource in {len(self.pages)} pages"

    def run(self):
        self.report("P1", "Before the first edit, the History panel says there is none", self.no_history_yet)
        self.report(1, "Save in the editor", self.save_title)
        self.report("P2", "After it, the History panel lists it", self.history_after_an_edit)
        self.report(2, "blogdoc undo in a shell updates the open editor and view page in place", self.shell_undo_updates_open_pages)
        self.report(3, "Undo in the page", self.page_undo)
        self.report("S", "Screenshots", self.screenshots)
        self.report(4, "A bad date shows the command line's message, naming no flag", self.bad_date)
        self.report(5, "A refused undo names each conflicting field", self.refused_undo)
        self.report(6, "A conflicting save is refused, then replaces", self.conflicting_save)
        self.report(7, "A blog's entries; a list and a bool saved", self.blog_entry)
        self.report(8, "The Markdown preview follows typing", self.markdown_preview)
        self.report(9, "Opening an editor changes nothing", self.untouched_save)
        self.report(10, "Markdown posts edited in the browser, undone from the shell", self.markdown_posts)
        self.report("P3", "The Save bar covers no field's message", self.message_clear_of_save_bar)
        self.report("P4", "A Redo that works clears a refused Undo's messages", self.redo_clears_a_refused_undo)
        self.report(11, "No script errors", self.script_errors)
        return self.failures
