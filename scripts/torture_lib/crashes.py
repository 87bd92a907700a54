"""kill -9 at random moments and at every write, fsync, rename, open and truncate of
edits, multi-file edits, `new` (a file created), `format` (a change of layout alone,
which the journal undoes from the bytes it keeps), undos (the last of a `new` removes a
file) and redos.

After each kill: every document is byte-identical to its state before or after the
operation; the next command (a dry-run undo) takes the lock at once and recovers the
journal, after which the documents are all "before" or all "after" and the journal agrees
with them; `log` works; no temporary file is left. At the end, undoing everything gives
back the original bytes."""

import os
import random
import shutil
import time

from . import common

CRASH_SYSCALLS = ("openat", "write", "fsync", "rename", "ftruncate", "truncate")
DOCUMENTS = ("a.xml", "b.json", "c.xml", "h.xml")

# A file laid out by hand, which only `format` rewrites (edits keep its layout): undoing
# everything must give back these bytes, comment and indentation included.
HAND_LAID_OUT = ('<?xml version="1.0" encoding="UTF-8"?>\n<!-- by hand -->\n'
                 '<entry xmlns="urn:blogdoc:archive" formatVersion="2">\n    <id>h</id>\n    <title>H</title>\n'
                 '    <postedDate>2026-11-20T10:00:00Z</postedDate>\n    <isDraft>true</isDraft>\n</entry>\n')


# The patch file the random `apply` operations send.
PATCH = "retitle.json"

class Suite:
    name = "kill -9"

    def __init__(self, blogdoc, scratch, quick):
        self.blogdoc = blogdoc
        self.scratch = scratch
        self.quick = quick
        self.duration = 30
        self.random = random.Random(int(os.environ.get("TORTURE_SEED", "5")))

    def run(self):
        outcome = common.Outcome(self.name)
        self.directory = self.workspace()
        self.original = {name: self.read(self.directory, name) for name in DOCUMENTS}
        self.counter = 0
        self.tally = {"killed": 0, "finished first": 0, "recovered": 0, "before": 0, "after": 0}
        if common.have("strace"):
            self.crash_points(outcome)
        else:
            outcome.notes.append("strace is not installed: crash points skipped, random kills only")
        kills = 0
        deadline = time.monotonic() + self.duration
        while kills < 200 or time.monotonic() < deadline:
            kills += self.random_kill(outcome)
        outcome.notes.append(f"{kills} random kills; over all kills: " + ", ".join(
            f"{key} {value}" for key, value in self.tally.items()))
        self.undo_everything(outcome)
        return outcome

    def workspace(self):
        """a.xml, b.json and a 60-entry c.xml, each already written once by blogdoc (an edit
        and its undo), so their bytes are blogdoc's own and a full undo must give them back;
        and h.xml, laid out by hand."""
        directory = self.scratch.fresh("workspace")
        for name, sample in zip(DOCUMENTS, ("hello-world.xml", "unicode-and-rtl.json", "blog.xml")):
            shutil.copy(os.path.join(common.SAMPLES, sample), os.path.join(directory, name))
        with open(os.path.join(directory, "h.xml"), "w") as handle:
            handle.write(HAND_LAID_OUT)
        # A JSON Patch `apply` sends: two entries of the blog, one operation.
        with open(os.path.join(directory, PATCH), "w") as handle:
            handle.write('[{"op":"replace","path":"/blog/4/title","value":"Patched"},'
                         '{"op":"add","path":"/blog/9/summary","value":"Patched too"}]')
        for command in (["edit", "a.xml", "b.json", "--set", "isDraft=true"],
                        ["edit", "c.xml", "--entry", "post-002", "--set", "isDraft=true"],
                        ["undo"], ["undo"], ["redo"], ["undo"]):
            step = common.run([self.blogdoc] + command, directory)
            assert step.status == 0, step.describe()
        return directory

    @staticmethod
    def read(directory, name):
        """The file's bytes, or None when there is none."""
        try:
            with open(os.path.join(directory, name), "rb") as handle:
                return handle.read()
        except FileNotFoundError:
            return None

    def operation(self):
        """A random edit, multi-file edit, patch applied, format, undo or redo."""
        self.counter += 1
        value = f"v{self.counter}"
        choice = self.random.choice(["edit", "edit", "multi", "blog", "apply", "format", "undo", "undo", "redo"])
        if choice == "format":
            return ["format", "h.xml"]
        if choice == "edit":
            name = self.random.choice(["a.xml", "b.json"])
            field = self.random.choice(["title", "summary", "tagNames"])
            return ["edit", name, "--set", f"{field}={value}"]
        if choice == "multi":
            return ["edit", "a.xml", "b.json", "--add", f"tagNames={value}"]
        if choice == "apply":
            return ["apply", PATCH, "c.xml"]
        if choice == "blog":
            entry = f"post-{self.random.randint(1, 60):03d}"
            return ["edit", "c.xml", "--entry", entry, "--set", f"title={value}"]
        return [choice]

    def twin(self, command):
        """Runs `command` undisturbed on a copy; returns (run, the copy's snapshot)."""
        copy = self.scratch.clone(self.directory, "twin")
        each = common.run([self.blogdoc] + command, copy)
        after = common.snapshot(copy)
        shutil.rmtree(copy)
        return each, after

    def random_kill(self, outcome):
        command = self.operation()
        clean, after = self.twin(command)
        if self.changes_nothing(clean):
            return 0
        # Half the kills anywhere, half late, where the files are being written.
        late = self.random.random() < 0.5
        delay = self.random.uniform(clean.seconds * (0.6 if late else 0), clean.seconds * 1.1)
        self.kill_and_check(outcome, command, after, f"{' '.join(command)} killed after {delay * 1000:.1f} ms",
                            kill_after=delay)
        return 1

    def crash_points(self, outcome):
        """SIGKILL on entry to the Nth call of each syscall, for every N."""
        templates = [["edit", "a.xml", "--set", "title=crash-{}"],
                     ["edit", "a.xml", "b.json", "--add", "tagNames=crash-{}"],
                     ["new", "new-{}.xml", "--set", "title=crash-{}", "--set", "postedDate=2026-01-01T00:00:00Z"],
                     ["format", "h.xml"], ["undo"], ["redo"]]
        syscalls = ("write", "fsync", "rename") if self.quick else CRASH_SYSCALLS
        for template in templates:
            for syscall in syscalls:
                sample = [part.format("count") for part in template]
                clean, _ = self.twin(sample)
                if self.changes_nothing(clean):
                    self.prepare(template[0])
                calls = self.scratch.count_syscalls([self.blogdoc] + sample, self.directory, syscall)
                n = 0
                while n < calls:
                    n += 1
                    self.counter += 1
                    # A fresh value each time, so the operation always changes something.
                    command = [part.format(self.counter) for part in template]
                    clean, after = self.twin(command)
                    # An undo or redo with nothing left, or (the kills before may have
                    # finished undos, so a later one reaches an older operation) one that
                    # makes fewer calls than the crash point: make one first.
                    if (self.changes_nothing(clean) or template[0] in ("undo", "redo")
                            and self.scratch.count_syscalls([self.blogdoc] + command, self.directory, syscall) < n):
                        self.prepare(template[0])
                        n -= 1
                        continue
                    # Not --seccomp-bpf: strace 6.1 does not deliver injected signals with it.
                    strace = ["strace", "-f", "-qq", "-o", "/dev/null", "-e", f"trace={syscall}",
                              "-e", f"inject={syscall}:signal=KILL:when={n}"]
                    self.kill_and_check(outcome, command, after,
                                        f"{' '.join(template)} killed at {syscall} {n} of {calls}", prefix=strace,
                                        must_die=True)

    @staticmethod
    def changes_nothing(run):
        """Whether a command failed, or had nothing to do (an undo or redo with nothing left,
        a format of files already in canonical form)."""
        return run.status != 0 or "Nothing to" in run.stderr or "already in canonical form" in run.stdout \
            and "Formatted" not in run.stdout

    def prepare(self, verb):
        """Makes an undo (or a redo) possible: an edit of two files, as the crash points'
        sample has (or that edit and its undo); makes a format possible by undoing h.xml's
        latest operation, the format that left it in canonical form."""
        self.counter += 1
        steps = [["edit", "a.xml", "b.json", "--set", f"summary=prepared-{self.counter}"]]
        if verb == "redo":
            steps.append(["undo"])
        if verb == "format":
            steps = [["undo", "h.xml"]]
        for step in steps:
            each = common.run([self.blogdoc] + step, self.directory)
            assert each.status == 0, each.describe()

    def kill_and_check(self, outcome, command, after, name, kill_after=None, prefix=(), must_die=False):
        directory = self.directory
        before = common.snapshot(directory)
        killed = common.run([self.blogdoc] + command, directory, kill_after=kill_after, prefix=prefix)
        died = killed.status in (-9, 137)
        self.tally["killed" if died else "finished first"] += 1
        problems = [] if died or not must_die else ["the crash point was not reached"]
        for document in sorted(set(self.documents(before)) | set(self.documents(after))):
            now = self.read(directory, document)
            if now not in (before.get(document), after.get(document)):
                problems.append(f"{document} is neither before nor after")
        probe = common.run([self.blogdoc, "undo", "--dry-run"], directory, timeout=30)
        outcome.measure(probe)
        if probe.status != 0:
            problems.append(f"the next command failed: {probe.describe()}")
        if probe.seconds > 1.5:
            problems.append(f"the next command took {probe.seconds:.1f} s (a lock left behind?)")
        if "interrupted blogdoc operation" in probe.stderr:
            self.tally["recovered"] += 1
        recovered = common.snapshot(directory)
        documents = self.documents(recovered)
        journal = self.records(recovered)
        if documents == self.documents(after):
            self.tally["after"] += 1
            if journal != self.records(after):
                problems.append("the documents are 'after' but the journal does not record the operation")
        elif documents == self.documents(before):
            self.tally["before"] += 1
            if journal != self.records(before):
                problems.append("the documents are 'before' but the journal changed")
        else:
            problems.append("after recovery the documents are a mix of before and after")
        leftover = common.leftovers(directory)
        if leftover:
            problems.append(f"left {', '.join(leftover)}")
        log = common.run([self.blogdoc, "log", "-n", "3"], directory)
        if log.status != 0:
            problems.append(f"log failed: {log.describe()}")
        outcome.record(name, problems, [probe])

    @staticmethod
    def documents(snapshot):
        """Every file of a snapshot outside `.blogdoc/`: the documents, and a file `new`
        created (its absence is a state too)."""
        return {name: data for name, data in snapshot.items() if not name.startswith(".blogdoc")}

    @staticmethod
    def records(snapshot):
        """The journal's records without times, and without a torn tail (a kill mid-append
        leaves one; the next append cuts it off)."""
        records = common.journal_records(snapshot.get(".blogdoc/journal", b""))
        return [record for record in records if "torn tail" not in record]

    def undo_everything(self, outcome):
        directory = self.directory
        walk = common.run([self.blogdoc, "undo", "-n", "100000"], directory, timeout=600)
        outcome.measure(walk)
        problems = []
        if walk.status != 0:
            problems.append(walk.describe())
        for name in DOCUMENTS:
            if self.read(directory, name) != self.original[name]:
                problems.append(f"{name} differs from its original bytes")
        again = common.run([self.blogdoc, "undo"], directory)
        if "Nothing to undo" not in again.stderr:
            problems.append(f"something is left to undo: {again.describe()}")
        outcome.record("undoing everything gives back the original bytes", problems, [walk])
