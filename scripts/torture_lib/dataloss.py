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
5. `undo --skip-missing` with a file of the operation gone (issue 23, item 5): the file,
   once back, still holds the change, `log` says `(undone except FILE)`, and `undo FILE`
   gives its first bytes back, whether the operation had another file or not.

The editor is a shell script standing in for a person; runs have no terminal, so the
documented override `BLOGDOC_EDITOR_NO_TTY=1` lets blogdoc launch it."""

import os
import shlex
import shutil

from . import common

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
        self.skip_missing(outcome, both_files=True)
        self.skip_missing(outcome, both_files=False)
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

    # 5. undo --skip-missing, then the file back

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
