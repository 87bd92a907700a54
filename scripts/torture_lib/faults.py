"""Injected I/O faults: every open, write, fsync and rename of an edit, an undo, a redo,
multi-file edits and undos, and a two-file `format` and its undo fails in turn (strace's fault injection), then disk full,
a file-size limit, and missing permissions.

After each run: either the command succeeded completely (the documents and the journal
are what an undisturbed run gives), or it failed with one `Error:` line and exit 74 (77
for permissions) and every file, the journal included, is byte-identical to before."""

import os
import shutil
import subprocess

from . import common

SYSCALLS = ("openat", "write", "fsync", "rename")
NOBODY = 65534

# name: (commands that set the workspace up, the command under test)
SCENARIOS = {
    "edit": ([], ["edit", "a.xml", "--set", "title=Injected"]),
    "multi-file edit": ([], ["edit", "a.xml", "b.json", "--add", "tagNames=injected"]),
    "undo": ([], ["undo"]),
    "redo": ([["undo"]], ["redo"]),
    "multi-file undo": ([["edit", "a.xml", "b.json", "--add", "tagNames=both"]], ["undo"]),
    "apply": ([], ["apply", "patch.json", "a.xml"]),
    # A change of layout alone: undo writes back the bytes the journal keeps.
    "format": ([], ["format", "h.xml", "h.json"]),
    "format undo": ([["format", "h.xml", "h.json"]], ["undo"]),
}

# Files laid out by hand (four spaces, a comment), for `format` to rewrite.
HAND_LAID_OUT = {
    "h.xml": '<?xml version="1.0" encoding="UTF-8"?>\n<!-- by hand -->\n'
             '<entry xmlns="urn:blogdoc:archive" formatVersion="2">\n    <id>h</id>\n    <title>H</title>\n'
             '    <postedDate>2026-11-20T10:00:00Z</postedDate>\n    <isDraft>true</isDraft>\n</entry>\n',
    "h.json": '{"formatVersion": 2, "entry": {"id": "h", "title": "H", "postedDate": "2026-11-20T10:00:00Z",'
              ' "isDraft": true}}\n',
}
QUICK = ("edit", "multi-file edit", "undo", "apply")


class Suite:
    name = "I/O faults"

    def __init__(self, blogdoc, scratch, quick):
        self.blogdoc = blogdoc
        self.scratch = scratch
        self.quick = quick

    def run(self):
        outcome = common.Outcome(self.name)
        self.injected = 0
        if not common.have("strace"):
            outcome.notes.append("strace is not installed: injected faults were skipped")
        else:
            for name in (QUICK if self.quick else SCENARIOS):
                for syscall in SYSCALLS:
                    self.inject(outcome, name, syscall, "EIO")
                if not self.quick:
                    self.inject(outcome, name, "write", "ENOSPC")
                    self.inject(outcome, name, "fsync", "ENOSPC")
            outcome.notes.append(f"{self.injected} faults injected")
        self.file_size_limit(outcome)
        self.disk_full(outcome)
        self.permissions(outcome)
        return outcome

    def workspace(self, name):
        """A workspace with a.xml and b.json and one edit in its history, set up for `name`."""
        directory = self.scratch.fresh(name.replace(" ", "-"))
        shutil.copy(os.path.join(common.SAMPLES, "hello-world.xml"), os.path.join(directory, "a.xml"))
        shutil.copy(os.path.join(common.SAMPLES, "unicode-and-rtl.json"), os.path.join(directory, "b.json"))
        for name, text in HAND_LAID_OUT.items():
            with open(os.path.join(directory, name), "w") as handle:
                handle.write(text)
        with open(os.path.join(directory, "patch.json"), "w") as handle:
            handle.write('[{"op":"test","path":"/entry/id","value":"hello-world"},'
                         '{"op":"replace","path":"/entry/title","value":"Patched"}]')
        setup, _ = SCENARIOS.get(name, ([], None))
        for command in [["edit", "a.xml", "--set", "summary=Set up"]] + setup:
            step = common.run([self.blogdoc] + command, directory)
            assert step.status == 0, step.describe()
        return directory

    def inject(self, outcome, name, syscall, error):
        command = [self.blogdoc] + SCENARIOS[name][1]
        template = self.workspace(name)
        before = common.snapshot(template)
        undisturbed = self.scratch.clone(template)
        clean = common.run(command, undisturbed)
        expected = common.comparable(common.snapshot(undisturbed))
        calls = self.scratch.count_syscalls(command, template, syscall)
        for n in range(1, calls + 2):
            directory = self.scratch.clone(template)
            log = os.path.join(self.scratch.path, "inject.log")
            strace = ["strace", "-f", "-qq", "--seccomp-bpf", "-o", log, "-e", f"trace={syscall}",
                      "-e", f"inject={syscall}:error={error}:when={n}"]
            each = common.run(command, directory, prefix=strace)
            outcome.measure(each)
            problems = self.judge(each, directory, before, expected, syscall, clean)
            with open(log, errors="replace") as handle:
                injected = "(INJECTED)" in handle.read()
            if n <= calls and not injected:
                problems.append("the fault was not injected")
            self.injected += injected
            outcome.record(f"{name}: {syscall} call {n} of {calls} fails with {error}", problems, [each])
            shutil.rmtree(directory)

    def judge(self, each, directory, before, expected, syscall, clean):
        """Succeeded completely, or failed cleanly with everything as before."""
        after = common.snapshot(directory)
        leftover = common.leftovers(directory)
        if leftover:
            return [f"left {', '.join(leftover)}"]
        if each.status == 0:
            changed = common.differences(expected, common.comparable(after))
            return [f"exit 0 but {', '.join(changed)} differ from an undisturbed run"] if changed else []
        problems = []
        if each.status == 127 and "error while loading shared libraries" in each.stderr:
            pass  # The loader failed before blogdoc started; the files are checked below.
        elif each.status != 74:
            problems.append(f"exit {each.status}, expected 74: {each.stderr.strip()[:200]!r}")
        elif not (each.stderr.startswith("Error: ") and each.stderr.count("\n") == 1) \
                and not (syscall == "write" and each.stderr == ""):
            problems.append(f"stderr is not one Error: line: {each.stderr[:300]!r}")
        changed = common.differences(before, after)
        if changed:
            problems.append(f"failed but changed {', '.join(changed)}")
        return problems

    @staticmethod
    def refused(each, directory, before, status, phrase):
        """Problems unless `each` exited `status` with one `Error:` line holding `phrase`
        and left `directory` as `before`."""
        problems = []
        if each.status != status or phrase not in each.stderr or not each.stderr.startswith("Error: ") \
                or each.stderr.count("\n") != 1:
            problems.append(f"expected exit {status} and one Error: line with {phrase!r}: {each.describe()}")
        changed = common.differences(before, common.snapshot(directory))
        if changed:
            problems.append(f"changed {', '.join(changed)}")
        return problems

    def file_size_limit(self, outcome):
        """`ulimit -f`: the document is larger than the limit, the journal record is not."""
        for name in ("edit", "multi-file edit"):
            directory = self.workspace(name)
            before = common.snapshot(directory)
            shell = "ulimit -f 1; exec \"$0\" \"$@\""
            each = common.run(["/bin/sh", "-c", shell, self.blogdoc] + SCENARIOS[name][1], directory)
            outcome.measure(each)
            problems = self.refused(each, directory, before, 74, "File too large.")
            outcome.record(f"{name} under ulimit -f 1 KB", problems, [each])

    def disk_full(self, outcome):
        """A real full file system: a small tmpfs per case, filled up."""
        for name in ("edit", "multi-file edit", "undo"):
            mount = self.scratch.fresh("tmpfs")
            mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", mount],
                                     capture_output=True).returncode == 0
            if not mounted:
                outcome.notes.append("cannot mount a tmpfs here (not root?): disk full tested by injected ENOSPC only")
                return
            try:
                directory = os.path.join(mount, "workspace")
                shutil.copytree(self.workspace(name), directory)
                filler = os.open(os.path.join(mount, "filler"), os.O_WRONLY | os.O_CREAT)
                try:
                    while True:
                        os.write(filler, b"\0" * 512)
                except OSError:
                    os.close(filler)
                before = common.snapshot(directory)
                each = common.run([self.blogdoc] + SCENARIOS[name][1], directory)
                problems = self.refused(each, directory, before, 74, "No space left on device")
                outcome.record(f"{name} on a full file system", problems, [each])
            finally:
                subprocess.run(["umount", mount])

    def permissions(self, outcome):
        """As an unprivileged user: what may not be written is not, with exit 77."""
        if os.geteuid() != 0:
            return self.permission_cases(outcome, prefix=[])
        if not common.have("setpriv"):
            outcome.notes.append("setpriv is missing: permission cases skipped")
            return
        os.chmod(self.scratch.path, 0o755)
        self.permission_cases(outcome, prefix=["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"])

    def permission_cases(self, outcome, prefix):
        cases = [
            ("document without write permission", ["edit", "a.xml", "--set", "title=No"], {"a.xml": 0o444}),
            ("read-only directory", ["edit", "a.xml", "--set", "title=No"], {".": 0o555}),
            ("read-only journal", ["edit", "a.xml", "--set", "title=No"],
             {".blogdoc": 0o555, ".blogdoc/journal": 0o444}),
            ("second document read-only", ["edit", "a.xml", "b.json", "--set", "title=No"], {"b.json": 0o444}),
            ("undo onto a read-only document", ["undo"], {"a.xml": 0o444}),
            ("unreadable document", ["show", "a.xml"], {"a.xml": 0o000}),
        ]
        for name, command, modes in cases:
            directory = self.workspace("edit")
            for root, dirs, files in os.walk(directory):
                for each in dirs + files:
                    os.chown(os.path.join(root, each), NOBODY, NOBODY)
            os.chown(directory, NOBODY, NOBODY)
            for path, mode in modes.items():
                os.chmod(os.path.join(directory, path), mode)
            before = common.snapshot(directory)
            each = common.run([self.blogdoc] + command, directory, prefix=prefix)
            outcome.measure(each)
            outcome.record(name, self.refused(each, directory, before, 77, "Permission denied"), [each])
            for path in modes:
                os.chmod(os.path.join(directory, path), 0o755)
