"""blogdoc merge (the git merge driver) on hostile sides, an untrusted workspace, and kill -9.

- Each refused hostile input (hostile.py's), a newer format version and a DOCTYPE, put in
  as base, ours or theirs beside two good sides: exit 65, one `Error: e.xml (SIDE):LINE:
  COLUMN: ...` line, and OURS byte-identical.
- A `.blogdoc` directory, journal or lock that is a symbolic link: every writing command
  exits 77 with one line, and nothing is created where the link points.
- kill -9 at a random moment of merging a 2,000-entry blog: OURS is either as it was or
  the whole merged result, never torn, and no temporary file is left beside it."""

import os
import random

from . import common, hostile

GOOD = hostile.ENTRY.format(extra="", body="Plain body.")


def blog(count, title_of=None, summary_of=None):
    parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<blog xmlns="urn:blogdoc:archive" formatVersion="2">\n']
    for n in range(count):
        title = "Retitled" if n == title_of else f"Title {n}"
        summary = "Resummarised" if n == summary_of else f"Summary {n}"
        parts.append(f"  <entry>\n    <id>post-{n}</id>\n    <title>{title}</title>\n    <summary>{summary}</summary>\n"
                     f"    <bodyText>{'Body text. ' * 40}</bodyText>\n  </entry>\n")
    parts.append("</blog>\n")
    return "".join(parts).encode()


class Suite:
    name = "merge driver"

    def __init__(self, blogdoc, scratch, quick):
        self.blogdoc = blogdoc
        self.scratch = scratch
        self.kills = 10 if quick else 60

    def run(self):
        outcome = common.Outcome(self.name)
        self.hostile_sides(outcome)
        self.untrusted_workspace(outcome)
        self.killed_merges(outcome)
        return outcome

    def hostile_sides(self, outcome):
        secret = self.scratch.fresh("secret")
        inputs = [(name, data) for name, file, data, legitimate in hostile.cases(1, secret)
                  if file == "e.xml" and not legitimate]
        inputs.append(("newer format version", GOOD.replace('formatVersion="2"', 'formatVersion="99"').encode()))
        inputs.append(("doctype", GOOD.replace("<entry ", '<!DOCTYPE entry>\n<entry ', 1).encode()))
        for name, data in inputs:
            for side in ("base", "ours", "theirs"):
                directory = self.scratch.fresh("side")
                for each in ("base", "ours", "theirs"):
                    with open(os.path.join(directory, f"{each}.xml"), "wb") as handle:
                        handle.write(data if each == side else GOOD.encode())
                before = common.snapshot(directory)
                each = common.run([self.blogdoc, "merge", "base.xml", "ours.xml", "theirs.xml", "--path", "e.xml"],
                                  directory, timeout=60)
                outcome.measure(each)
                # One `Error: e.xml (SIDE):LINE:COLUMN: ...` line, exit 65, nothing written.
                problems = hostile.Suite.check_refused(f"e.xml ({side})", each, directory, before)
                outcome.record(f"{name} as {side}", problems, [each])

    def untrusted_workspace(self, outcome):
        # In a git work tree (a `.git` directory) the history is `.git/blogdoc`.
        histories = (".blogdoc", ".git/blogdoc")
        for planted in [history + part for history in histories for part in ("", "/journal", "/lock")]:
            directory = self.scratch.fresh("planted")
            elsewhere = self.scratch.fresh("elsewhere")
            with open(os.path.join(directory, "e.xml"), "w") as handle:
                handle.write(GOOD)
            os.makedirs(os.path.join(directory, os.path.dirname(planted)), exist_ok=True)
            os.symlink(elsewhere if planted in histories else os.path.join(elsewhere, os.path.basename(planted)),
                       os.path.join(directory, planted))
            for command in (["edit", "e.xml", "--set", "title=Changed"], ["undo"], ["new", "f.xml", "--set", "title=T"]):
                each = common.run([self.blogdoc] + command, directory)
                problems = []
                if each.status != 77:
                    problems.append(f"exit {each.status}, expected 77")
                if len(each.stderr.splitlines()) != 1 or "symbolic link" not in each.stderr:
                    problems.append(f"stderr is not one line naming the link: {each.stderr[:200]!r}")
                if os.listdir(elsewhere):
                    problems.append(f"created {os.listdir(elsewhere)} where the link points")
                outcome.record(f"symlinked {planted}, {command[0]}", problems, [each])

    def killed_merges(self, outcome):
        template = self.scratch.fresh("blog")
        files = {"base.xml": blog(2000), "ours.xml": blog(2000, title_of=5), "theirs.xml": blog(2000, summary_of=1990)}
        for name, data in files.items():
            with open(os.path.join(template, name), "wb") as handle:
                handle.write(data)
        argv = [self.blogdoc, "merge", "base.xml", "ours.xml", "theirs.xml", "--path", "blog.xml"]
        finished = common.run(argv, self.scratch.clone(template), timeout=60)
        merged_directory = self.scratch.clone(template)
        common.run(argv, merged_directory)
        with open(os.path.join(merged_directory, "ours.xml"), "rb") as handle:
            merged = handle.read()
        if finished.status != 0 or merged == files["ours.xml"]:
            outcome.record("merge of the kill -9 blog", [f"did not merge: {finished.describe()}"], [finished])
            return
        rng = random.Random(15)
        for attempt in range(self.kills):
            directory = self.scratch.clone(template)
            each = common.run(argv, directory, kill_after=rng.uniform(0, finished.seconds * 1.2))
            with open(os.path.join(directory, "ours.xml"), "rb") as handle:
                after = handle.read()
            problems = []
            if after not in (files["ours.xml"], merged):
                problems.append("OURS is neither as it was nor merged")
            # A kill between naming the synced file and renaming it (two system calls)
            # leaves it; the next merge of the same file must remove it.
            if common.leftovers(directory):
                outcome.notes.append(f"kill -9 during a merge #{attempt}: killed between naming and renaming; the next merge removed it")
                again = common.run(argv, directory)
                if again.status != 0:
                    problems.append(f"the merge after the kill failed: {again.describe()}")
            left = common.leftovers(directory)
            if left:
                problems.append(f"left {left}")
            outcome.record(f"kill -9 during a merge #{attempt}", problems, [each])
