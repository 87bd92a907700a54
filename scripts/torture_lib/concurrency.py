"""Concurrent writers: 4 processes × N edits of different fields of one document, and 4 ×
N edits of different documents of one workspace, all starting in a directory with no
workspace yet.

Every edit must land: each writer retries when the workspace lock stays busy (exit 75,
which means "try again"), anything else is a failure. Afterwards the journal holds every
operation, each document holds every writer's last value, and undoing 4 × N operations
gives back the original bytes."""

import os
import shutil
import threading

from . import common

FIELDS = {"title": "{}", "summary": "{}", "authorName": "{}", "permalink": "https://example.com/{}"}


class Suite:
    name = "concurrent writers"

    def __init__(self, blogdoc, scratch, quick):
        self.blogdoc = blogdoc
        self.scratch = scratch
        self.edits = 25 if quick else 100

    def run(self):
        outcome = common.Outcome(self.name)
        self.same_document(outcome)
        self.different_documents(outcome)
        return outcome

    def same_document(self, outcome):
        directory = self.scratch.fresh("same-document")
        common.copy_samples(directory, "hello-world.xml")
        jobs = [(field, [["edit", "hello-world.xml", "--set", f"{field}={pattern.format(f'{field}-{i}')}"]
                         for i in range(self.edits)]) for field, pattern in FIELDS.items()]
        expected = {field: pattern.format(f"{field}-{self.edits - 1}") for field, pattern in FIELDS.items()}
        self.race(outcome, f"4 writers × {self.edits} edits of one document", directory, jobs,
                  {"hello-world.xml": expected})

    def different_documents(self, outcome):
        directory = self.scratch.fresh("different-documents")
        names = [f"d{i}.xml" for i in range(4)]
        for name in names:
            shutil.copy(os.path.join(common.SAMPLES, "hello-world.xml"), os.path.join(directory, name))
        jobs = [(name, [["edit", name, "--set", f"title={name}-{i}"] for i in range(self.edits)]) for name in names]
        self.race(outcome, f"4 writers × {self.edits} edits of 4 documents", directory, jobs,
                  {name: {"title": f"{name}-{self.edits - 1}"} for name in names})

    def race(self, outcome, name, directory, jobs, expected):
        originals = {document: open(os.path.join(directory, document), "rb").read() for document in expected}
        problems, retries, runs = [], [0], []
        lock = threading.Lock()

        def writer(commands):
            for command in commands:
                while True:
                    each = common.run([self.blogdoc] + command, directory)
                    with lock:
                        runs.append(each)
                    if each.status != 75:
                        break
                    with lock:
                        retries[0] += 1
                if each.status != 0:
                    with lock:
                        problems.append(each.describe())
                    return

        threads = [threading.Thread(target=writer, args=(commands,)) for _, commands in jobs]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        for each in runs:
            outcome.measure(each)
        outcome.notes.append(f"{name}: {retries[0]} retries after exit 75 (lock busy for 2 s)")

        total = sum(len(commands) for _, commands in jobs)
        records = common.journal_records(open(os.path.join(directory, ".blogdoc", "journal"), "rb").read())
        intents = {record["id"] for record in records if record.get("kind") == "intent"}
        commits = {record.get("concludes") for record in records if record.get("kind") == "commit"}
        if len(intents) != total or intents != commits:
            problems.append(f"the journal has {len(intents)} intents and {len(commits)} commits, expected {total}")
        for document, fields in expected.items():
            for field, value in fields.items():
                shown = common.run([self.blogdoc, "show", document, "--field", field], directory)
                if shown.stdout.rstrip("\n") != value:
                    problems.append(f"{document} {field} is {shown.stdout.strip()!r}, expected {value!r}")
        undo = common.run([self.blogdoc, "undo", "-n", str(total)], directory, timeout=600)
        outcome.measure(undo)
        if undo.status != 0:
            problems.append(f"undo -n {total} failed: {undo.describe()}")
        for document, original in originals.items():
            if open(os.path.join(directory, document), "rb").read() != original:
                problems.append(f"{document} differs from its original bytes after {total} undos")
        outcome.record(name, problems, runs + [undo])
