"""Data loss and invention: the ways the command line once lost or made up data (issue 17,
items 1 to 4), each run through the built binary.

1. A writer outside blogdoc changes the document while `$EDITOR` has the form open. A
   change to another field survives the edit; a change to the same field refuses the edit
   (exit 65), leaves the file as the other writer left it and keeps what was typed.
2. A body holding section-marker lines (`--- summary ---`) goes through the editor form
   unchanged, and never spills into another field.
3. An entry without `postedDate` never gets a made-up date: after show, convert and edit,
   no output holds `1970` (whether the field is optional or its absence is an error).
4. `convert` onto an existing file is refused without --force and leaves it byte for
   byte; with --force it is journaled, and `undo` gives the old bytes back.

And issue 23, items 2 and 4: what a command replaces comes back byte for byte.
5. `export` over a Markdown file edited by hand is refused (exit 73, naming it) and
   leaves every file as it was; with --force, `undo` gives back the hand-edited bytes and
   removes the files it made.
6. `convert --force` onto a file laid out by hand (comments, CDATA, 4-space indentation),
   then `undo`, gives back its exact bytes.
7. An edit of a version-1 file rewrites it as version 2; `undo` gives back the version-1
   bytes.

And three more from issue 23 (items 7 to 9), each with a variant:

8. A line break in a one-line field (a title through `edit --set`; a line separator
   through `apply`) is refused and leaves the file byte for byte.
9. An edit as root keeps the file's owner, group and mode (nobody:nogroup 640 for XML,
   another uid with 600 for JSON), after the edit and after its undo; the journal stays
   the user's own. Run as another user, the case is reported as skipped.
10. `remove` then `undo` gives back the exact bytes of a blog with comments between its
   entries (XML), and of one with odd whitespace around its commas (JSON).
11. `undo --skip-missing` with a file of the operation gone (issue 23, item 5): the file,
   once back, still holds the change, `log` says `(undone except FILE)`, and `undo FILE`
   gives its first bytes back, whether the operation had another file or not.
12. Undo of many operations (issue 23, item 6): 40 title edits, or 40 `--add tagNames`,
   then `undo -n 40` in one pass gives the first bytes back and `redo -n 40` the last; the
   tag adds keep each journal record the same size (a list edit is journaled as what it
   added, not the whole list).

dataloss_merge.py adds the cases of issue 23 around git merges (resolve, the driver).

The editor is a shell script standing in for a person; runs have no terminal, so the
documented override `BLOGDOC_EDITOR_NO_TTY=1` lets blogdoc launch it."""

import os
import shlex
import shutil

from . import common, dataloss_merge

BODY_WITH_MARKERS = "First line.\n--- summary ---\nStill the body.\n--- bodyText ---\nLast line.\n"
NO_DATE = '{"formatVersion":2,"entry":{"id":"nodate","title":"T"}}\n'


class Suite:
    name = "data loss"

    def __init__(self, blogdoc, scratch, quick):
        self.blogdoc = blogdoc
        self.scratch = scratch
        self.quick = quick

    def run(self):
        outcome = common.Outcome(self.name)
        self.racing_writer(outcome, "another field", "authorName", "Hand Author", same=False)
        self.racing_writer(outcome, "the same field", "title", "By Hand", same=True)
        self.section_markers(outcome)
        self.no_posted_date(outcome)
        self.convert_onto_existing(outcome)
        self.export_over_hand_edit(outcome)
        self.convert_over_hand_layout(outcome)
        self.version_1_edit(outcome)
        dataloss_merge.Cases(self).run(outcome)
        self.one_line_fields(outcome)
        self.owner_kept(outcome)
        self.remove_then_undo(outcome)
        self.skip_missing(outcome, both_files=True)
        self.skip_missing(outcome, both_files=False)
        self.undo_many(outcome, "title", 40)
        self.undo_many(outcome, "tags", 40)
        return outcome

    # Helpers

    def blog(self, argv, directory, editor=None, **extra):
        environment = dict(os.environ, VISUAL="", BLOGDOC_EDITOR_NO_TTY="1", NO_COLOR="1")
        if editor is not None:
            environment["EDITOR"] = editor
        environment.update(extra)
        return common.run([self.blogdoc] + argv, directory, env=environment)

    def editor(self, directory, *lines):
        """An executable `$EDITOR` script running `lines` (the form's path is "$1")."""
        path = os.path.join(directory, "..", os.path.basename(directory) + "-editor.sh")
        with open(path, "w") as handle:
            handle.write("#!/bin/sh\nset -e\n" + "\n".join(lines) + "\n")
        os.chmod(path, 0o755)
        return os.path.abspath(path)

    def field(self, directory, document, name):
        shown = self.blog(["show", document, "--field", name], directory)
        return shown.stdout[:-1] if shown.stdout.endswith("\n") else shown.stdout

    # 1. A writer outside blogdoc racing the editor flow

    def racing_writer(self, outcome, case, field, value, same):
        directory = self.scratch.fresh("racing-" + field)
        common.copy_samples(directory, "hello-world.xml")
        kept_in = self.scratch.fresh("racing-tmp")
        document = os.path.join(directory, "hello-world.xml")
        writer = f"s|<{field}>.*</{field}>|<{field}>{value}</{field}>|"
        editor = self.editor(
            directory, f"sed -i {shlex.quote(writer)} {shlex.quote(document)}",
            "sed -i 's/^title: .*/title: FromEditor/' \"$1\"")
        edit = self.blog(["edit", "hello-world.xml"], directory, editor, TMPDIR=kept_in)
        outcome.measure(edit)
        problems = []
        if same:
            hand = open(os.path.join(common.SAMPLES, "hello-world.xml")).read().replace(
                "<title>Hello, World</title>", "<title>By Hand</title>")
            if edit.status != 65:
                problems.append(f"expected exit 65 for a conflict, got {edit.describe()}")
            if open(document).read() != hand:
                problems.append("the document is not what the other writer left")
            kept = [os.path.join(kept_in, name) for name in os.listdir(kept_in)]
            if len(kept) != 1 or "\ntitle: FromEditor\n" not in open(kept[0]).read():
                problems.append(f"what was typed is not kept in one file of TMPDIR (found {kept})")
            elif kept[0] not in edit.stderr:
                problems.append(f"the message does not name the kept file: {edit.stderr.strip()!r}")
        else:
            if edit.status != 0:
                problems.append(edit.describe())
            title, other = self.field(directory, "hello-world.xml", "title"), self.field(directory, "hello-world.xml", field)
            if (title, other) != ("FromEditor", value):
                problems.append(f"title and {field} are {title!r} and {other!r}, expected 'FromEditor' and {value!r}")
            undo = self.blog(["undo"], directory)
            if undo.status != 0 or self.field(directory, "hello-world.xml", field) != value:
                problems.append(f"undo lost the other writer's {field}: {undo.describe()}")
        outcome.record(f"a writer changes {case} while the editor is open", problems, [edit])

    # 2. Section markers in a body

    def section_markers(self, outcome):
        directory = self.scratch.fresh("section-markers")
        common.copy_samples(directory, "hello-world.xml")
        problems = []
        runs = [self.blog(["edit", "hello-world.xml", "--set", "bodyText=" + BODY_WITH_MARKERS], directory)]
        if runs[0].status != 0:
            problems.append(runs[0].describe())
        summary = self.field(directory, "hello-world.xml", "summary")
        cases = [
            ("an edit of another field", "sed -i 's/^title: .*/title: Markers/' \"$1\"", True),
            ("an unchanged form", "true", False),
            ("an edit of the body's first line", "sed -i 's/^First line\\./First line!/' \"$1\"", True),
        ]
        for name, command, changes in cases:
            before = open(os.path.join(directory, "hello-world.xml"), "rb").read()
            editor = self.editor(directory, command)
            each = self.blog(["edit", "hello-world.xml"], directory, editor)
            runs.append(each)
            outcome.measure(each)
            body = self.field(directory, "hello-world.xml", "bodyText")
            expected = BODY_WITH_MARKERS.replace("First line.", "First line!") if "body" in name else BODY_WITH_MARKERS
            if each.status != 0:
                problems.append(f"{name}: {each.describe()}")
            if body + "\n" != expected and body != expected:
                problems.append(f"{name}: the body became {body!r}")
            if self.field(directory, "hello-world.xml", "summary") != summary:
                problems.append(f"{name}: the summary changed")
            if not changes and open(os.path.join(directory, "hello-world.xml"), "rb").read() != before:
                problems.append(f"{name}: the file changed")
        # Deleting the form's own `--- bodyText ---` marker must not move the body elsewhere.
        before = open(os.path.join(directory, "hello-world.xml"), "rb").read()
        editor = self.editor(directory, "sed -i '0,/^--- bodyText ---$/{/^--- bodyText ---$/d}' \"$1\"")
        each = self.blog(["edit", "hello-world.xml"], directory, editor)
        runs.append(each)
        after = open(os.path.join(directory, "hello-world.xml"), "rb").read()
        if each.status == 0 and after != before:
            summary_after = self.field(directory, "hello-world.xml", "summary")
            if "Still the body." in summary_after or "First line" in summary_after:
                problems.append(f"deleting the body's marker moved the body into summary: {summary_after!r}")
        elif each.status not in (0, 65):
            problems.append(f"deleting the body's marker: {each.describe()}")
        outcome.record("a body with section-marker lines through the editor", problems, runs)

    # 3. No postedDate

    def no_posted_date(self, outcome):
        directory = self.scratch.fresh("no-posted-date")
        with open(os.path.join(directory, "nodate.json"), "w") as handle:
            handle.write(NO_DATE)
        editor = self.editor(directory, "sed -i 's/^title: .*/title: Edited/' \"$1\"")
        runs = [
            self.blog(["show", "nodate.json"], directory),
            self.blog(["show", "nodate.json", "--json"], directory),
            self.blog(["convert", "nodate.json", "nodate.xml"], directory),
            self.blog(["edit", "nodate.json", "--set", "title=Set"], directory),
            self.blog(["edit", "nodate.json"], directory, editor),
            self.blog(["convert", "nodate.json", "back.json"], directory),
        ]
        problems = []
        for each in runs:
            outcome.measure(each)
            if "1970" in each.stdout or "1970" in each.stderr:
                problems.append(f"`{' '.join(each.argv[1:])}` printed a made-up 1970 date")
            if each.status not in (0, 65):
                problems.append(each.describe())
        for path, data in common.snapshot(directory).items():
            if path.startswith("..") or path.endswith("/"):
                continue
            if b"1970" in data:
                problems.append(f"{path} holds a made-up 1970 date")
        outcome.record("an entry without postedDate", problems, runs)

    # 4. convert onto an existing file

    def convert_onto_existing(self, outcome):
        self.convert_case(outcome, "an entry", "hello-world.json", "draft-with-extras.xml", "existing.xml")
        self.convert_case(outcome, "a 60-entry blog", "blog.xml", "blog.json", "existing.json")

    def convert_case(self, outcome, what, source, sample, name):
        """`convert SOURCE NAME` where NAME holds a copy of `sample`; a blog's source gets
        one title changed, so that a replacement shows."""
        directory = self.scratch.fresh("convert-onto-existing")
        common.copy_samples(directory, source)
        if source == "blog.xml":
            path = os.path.join(directory, source)
            text = open(path).read()
            open(path, "w").write(text.replace("<title>", "<title>Converted ", 1))
        target = os.path.join(directory, name)
        shutil.copy(os.path.join(common.SAMPLES, sample), target)
        original = open(target, "rb").read()
        problems = []
        refused = self.blog(["convert", source, name], directory)
        if refused.status != 73 or "--force" not in refused.stderr:
            problems.append(f"expected exit 73 and a message naming --force, got {refused.describe()}")
        if open(target, "rb").read() != original:
            problems.append("a refused convert changed the existing file")
        if os.path.exists(os.path.join(directory, ".blogdoc")):
            problems.append("a refused convert left a workspace behind")
        forced = self.blog(["convert", source, name, "--force"], directory)
        if forced.status != 0:
            problems.append(f"convert --force: {forced.describe()}")
        elif open(target, "rb").read() == original:
            problems.append("convert --force did not replace the file")
        journal = os.path.join(directory, ".blogdoc", "journal")
        records = common.journal_records(open(journal, "rb").read()) if os.path.exists(journal) else []
        if not any(record.get("kind") == "intent" for record in records):
            problems.append("convert --force left no journal record")
        undo = self.blog(["undo"], directory)
        if undo.status != 0:
            problems.append(f"undo after convert --force: {undo.describe()}")
        elif open(target, "rb").read() != original:
            problems.append("undo after convert --force did not give the old bytes back")
        if common.leftovers(directory):
            problems.append(f"temporary files left: {common.leftovers(directory)}")
        outcome.record(f"convert onto an existing file ({what})", problems, [refused, forced, undo])

    # 5. export over a file edited by hand

    def export_over_hand_edit(self, outcome):
        directory = self.scratch.fresh("export-over-hand-edit")
        common.copy_samples(directory, "blog.xml")
        problems = []
        first = self.blog(["export", "blog.xml", "--to", "markdown", "--dir", "site"], directory)
        if first.status != 0:
            problems.append(f"the first export: {first.describe()}")
            return outcome.record("export over a file edited by hand", problems, [first])
        site = os.path.join(directory, "site")
        names = sorted(name for name in os.listdir(site) if name.endswith(".md"))
        edited = os.path.join(site, names[0])
        hand = open(edited, "rb").read() + b"\r\nAdded by hand \xff\x00 (not UTF-8).\n"
        open(edited, "wb").write(hand)
        os.remove(os.path.join(site, names[1]))
        before = common.snapshot(directory)
        refused = self.blog(["export", "blog.xml", "--to", "markdown", "--dir", "site"], directory)
        expected = (f"Error: site/{names[0]}: Changed since blogdoc exported it; nothing was written. "
                    "Give --force to replace it (then 'blogdoc undo' brings it back).\n")
        if refused.status != 73 or refused.stderr != expected:
            problems.append(f"expected exit 73 naming site/{names[0]}, got {refused.describe()}")
        if common.snapshot(directory) != before:
            problems.append("a refused export changed a file or the history")
        forced = self.blog(["export", "blog.xml", "--to", "markdown", "--dir", "site", "--force"], directory)
        if forced.status != 0 or open(edited, "rb").read() == hand or not os.path.exists(os.path.join(site, names[1])):
            problems.append(f"export --force did not replace and make the files: {forced.describe()}")
        undo = self.blog(["undo"], directory)
        if undo.status != 0:
            problems.append(f"undo after export --force: {undo.describe()}")
        elif self.outside_history(common.snapshot(directory)) != self.outside_history(before):
            problems.append("undo after export --force did not give back every byte (or left a file it made)")
        outcome.record("export over a file edited by hand", problems, [refused, forced, undo])

    @staticmethod
    def outside_history(files):
        """The files of a snapshot but the history's, which grows with every operation."""
        return {path: data for path, data in files.items() if not path.startswith(".blogdoc")}

    # 6. convert --force onto a file laid out by hand

    HAND_LAID_OUT = (b'<?xml version="1.0" encoding="UTF-8"?>\n<!-- one -->\n'
                     b'<entry xmlns="urn:blogdoc:archive" formatVersion="2">\n'
                     b'    <!-- two -->\n    <id>hello-world</id>\n    <title>By hand</title>\n'
                     b'    <bodyText><![CDATA[Some <b>bold</b> & more]]></bodyText>\n    <!-- three -->\n</entry>\n')

    def convert_over_hand_layout(self, outcome):
        directory = self.scratch.fresh("convert-over-hand-layout")
        common.copy_samples(directory, "hello-world.json")
        self.undo_gives_back(
            outcome, "convert --force onto a file laid out by hand, then undo", directory, "h.xml",
            self.HAND_LAID_OUT, ["convert", "hello-world.json", "h.xml", "--force"], b"<title>Hello, World</title>")

    def undo_gives_back(self, outcome, case, directory, name, original, argv, written):
        """`argv` replaces the file `name`, which holds `original`, with bytes holding
        `written`; `undo` then gives back `original` exactly."""
        target = os.path.join(directory, name)
        open(target, "wb").write(original)
        problems = []
        change = self.blog(argv, directory)
        if change.status != 0 or written not in open(target, "rb").read():
            problems.append(f"`{' '.join(argv)}` did not write {written!r}: {change.describe()}")
        undo = self.blog(["undo"], directory)
        if undo.status != 0:
            problems.append(f"undo: {undo.describe()}")
        elif open(target, "rb").read() != original:
            problems.append("undo did not give back the exact bytes")
        outcome.record(case, problems, [change, undo])

    # 7. An edit of a version-1 file

    VERSION_1 = (b'<entry xmlns="urn:blogdoc:archive" formatVersion="1">\n    <!-- kept -->\n'
                 b'    <id>old</id>\n    <title>Old</title>\n    <body>B</body>\n</entry>\n')

    def version_1_edit(self, outcome):
        self.undo_gives_back(
            outcome, "an edit of a version-1 file, then undo", self.scratch.fresh("version-1-edit"), "v1.xml",
            self.VERSION_1, ["edit", "v1.xml", "--set", "title=New"], b'formatVersion="2"')

    # 8. A line break in a one-line field

    def one_line_fields(self, outcome):
        directory = self.scratch.fresh("one-line-fields")
        common.copy_samples(directory, "hello-world.xml", "blog.json")
        before = {name: open(os.path.join(directory, name), "rb").read() for name in ("hello-world.xml", "blog.json")}
        patch = os.path.join(directory, "patch.json")
        with open(patch, "w") as handle:
            handle.write('[{"op": "replace", "path": "/blog/0/title", "value": "Evil\\u2028post-999"}]')
        runs = [
            (self.blog(["edit", "hello-world.xml", "--set", "title=Evil\npost-999  2025-01-01  Fake"], directory), 64,
             "Error: Invalid value for 'title' in --set: expected one line, found a line feed (U+000A) in "
             '"Evil\\npost-999  2025-01-01  Fake"; only text fields such as a body hold several lines.\n'),
            (self.blog(["apply", "patch.json", "blog.json"], directory), 65,
             "Error: blog.json: post-001.title: Expected one line, found a line separator (U+2028) in "
             '"Evil\\u{2028}post-999"; only text fields such as a body hold several lines.\n'),
        ]
        problems = []
        for run, status, message in runs:
            if run.status != status or run.stderr != message:
                problems.append(f"expected exit {status} and {message!r}, got {run.describe()}")
        for name, bytes_before in before.items():
            if open(os.path.join(directory, name), "rb").read() != bytes_before:
                problems.append(f"{name} changed")
        outcome.record("a line break in a one-line field (edit --set, apply)", problems, [run for run, _, _ in runs])

    # 9. Owner, group and mode

    def owner_kept(self, outcome):
        if os.geteuid() != 0:
            outcome.notes.append("owner and group kept by an edit: skipped, it needs root")
            return
        for name, owner, mode in (("hello-world.xml", (65534, 65534), 0o640), ("blog.json", (1234, 1234), 0o600)):
            directory = self.scratch.fresh("owner-kept")
            common.copy_samples(directory, name)
            path = os.path.join(directory, name)
            os.chown(path, *owner)
            os.chmod(path, mode)
            argv = ["edit", name, "--set", "title=Kept"] + (["--entry", "post-001"] if name == "blog.json" else [])
            runs = [self.blog(argv, directory)]
            problems = []

            def check(when):
                info = os.stat(path)
                found = ((info.st_uid, info.st_gid), info.st_mode & 0o7777)
                if found != (owner, mode):
                    problems.append(f"{when}: owner, group and mode are {found}, expected {(owner, mode)}")

            if runs[0].status != 0:
                problems.append(runs[0].describe())
            check("after the edit")
            runs.append(self.blog(["undo"], directory))
            if runs[1].status != 0:
                problems.append(runs[1].describe())
            check("after undo")
            journal = os.stat(os.path.join(directory, ".blogdoc", "journal"))
            if (journal.st_uid, journal.st_gid) != (0, 0):
                problems.append(f"the journal belongs to {(journal.st_uid, journal.st_gid)}, not root")
            outcome.record(f"an edit as root keeps {owner[0]}:{owner[1]} {mode:o} ({name})", problems, runs)

    # 10. remove then undo

    def remove_then_undo(self, outcome):
        layouts = {
            "commented.xml": (
                '<?xml version="1.0" encoding="UTF-8"?>\n<blog xmlns="urn:blogdoc:archive" formatVersion="2">\n'
                "  <entry><id>a</id><title>A</title></entry>\n  <!-- about b -->\n"
                "  <entry><id>b</id><title>B</title></entry>\n  <!-- about c -->\n\n"
                "  <entry><id>c</id><title>C</title></entry>\n</blog>\n"),
            "spaced.json": (
                '{\n  "formatVersion": 2,\n  "blog": [\n    {"id": "a", "title": "A"},\n\n'
                '      {"id": "b", "title": "B"}  ,\n  {"id": "c", "title": "C"}\n  ]\n}\n'),
        }
        for name, text in layouts.items():
            directory = self.scratch.fresh("remove-then-undo")
            path = os.path.join(directory, name)
            open(path, "w").write(text)
            problems, runs = [], []
            for entry in ("a", "b", "c"):
                runs.append(self.blog(["remove", name, "--entry", entry], directory))
                runs.append(self.blog(["undo"], directory))
                if any(run.status != 0 for run in runs[-2:]):
                    problems.append(" / ".join(run.describe() for run in runs[-2:]))
                elif open(path, "rb").read() != text.encode():
                    problems.append(f"removing {entry} and undoing gave {open(path).read()!r}")
            outcome.record(f"remove then undo gives back the bytes ({name})", problems, runs)
    # 11. undo --skip-missing, then the file back

    def skip_missing(self, outcome, both_files):
        """An edit of e.xml (and f.xml, with `both_files`), e.xml moved out of the
        workspace, `undo --skip-missing`, e.xml moved back."""
        directory = self.scratch.fresh("skip-missing")
        for name in ("e.xml", "f.xml"):
            shutil.copy(os.path.join(common.SAMPLES, "hello-world.xml"), os.path.join(directory, name))
        original = open(os.path.join(directory, "e.xml"), "rb").read()
        files = ["e.xml", "f.xml"] if both_files else ["e.xml"]
        problems = []
        edit = self.blog(["edit"] + files + ["--set", "title=Edited"], directory)
        if edit.status != 0:
            problems.append(edit.describe())
        away = directory + "-away.xml"
        os.rename(os.path.join(directory, "e.xml"), away)
        skipped = self.blog(["undo", "--skip-missing"], directory)
        os.rename(away, os.path.join(directory, "e.xml"))
        if self.field(directory, "e.xml", "title") != "Edited":
            problems.append("e.xml lost the edit while it was away")
        log = self.blog(["log", "--oneline"], directory)
        if skipped.status != 0:
            problems.append(f"undo --skip-missing: {skipped.describe()}")
        if "(undone except e.xml)" not in log.stdout:
            problems.append(f"log does not say the edit stays in e.xml: {log.stdout!r}")
        if both_files and open(os.path.join(directory, "f.xml"), "rb").read() != original:
            problems.append("f.xml is not back to its first bytes")
        undo = self.blog(["undo", "e.xml"], directory)
        if undo.status != 0:
            problems.append(f"undo e.xml: {undo.describe()}")
        elif open(os.path.join(directory, "e.xml"), "rb").read() != original:
            problems.append("undo e.xml did not give e.xml its first bytes back")
        if common.leftovers(directory):
            problems.append(f"temporary files left: {common.leftovers(directory)}")
        what = "one of two files" if both_files else "the only file"
        outcome.record(f"undo --skip-missing with {what} gone, then back", problems, [edit, skipped, log, undo])

    # 12. Undo of many operations in one pass

    def undo_many(self, outcome, kind, count):
        """`count` edits of one entry (its title set, or a tag added each time), then
        `undo -n count` and `redo -n count`."""
        directory = self.scratch.fresh(f"undo-many-{kind}")
        path = os.path.join(directory, "e.xml")
        shutil.copy(os.path.join(common.SAMPLES, "hello-world.xml"), path)
        original = open(path, "rb").read()
        journal = os.path.join(directory, ".blogdoc", "journal")
        problems, runs, sizes = [], [], []
        for number in range(count):
            change = ["--set", f"title=Edit {number}"] if kind == "title" else ["--add", f"tagNames=tag-{number:03}"]
            edit = self.blog(["edit", "e.xml"] + change, directory)
            if edit.status != 0:
                problems.append(edit.describe())
                break
            sizes.append(os.path.getsize(journal))
        last = open(path, "rb").read()
        undo = self.blog(["undo", "-n", str(count)], directory)
        runs.append(undo)
        if undo.status != 0 or open(path, "rb").read() != original:
            problems.append(f"undo -n {count} did not give the first bytes back: {undo.describe()}")
        redo = self.blog(["redo", "-n", str(count)], directory)
        runs.append(redo)
        if redo.status != 0 or open(path, "rb").read() != last:
            problems.append(f"redo -n {count} did not give the last bytes back: {redo.describe()}")
        if kind == "tags" and len(sizes) > 2:
            first, latest = sizes[1] - sizes[0], sizes[-1] - sizes[-2]
            # Numbers gain digits (ids, positions, pointers): a whole list would add ~10 bytes a tag.
            if latest > first + 64:
                problems.append(f"the journal grows with the list: the 2nd add took {first} bytes, the last {latest}")
        if common.leftovers(directory):
            problems.append(f"temporary files left: {common.leftovers(directory)}")
        outcome.record(f"undo -n {count} and redo -n {count} of {count} {kind} edits", problems, runs)
