"""Data loss around git merges (issue 23, items 1 and 3), for dataloss.py's suite, each
case checking exact bytes:

1. `resolve --set @file` stores the file's text, read as `edit --set` reads it: the
   resolved document's bytes are those of `edit --set` with the same values on ours's
   version (an XML entry with a multi-line body; a JSON entry with `@@`). `undo` after
   resolves gives back the conflicted file byte for byte, and `redo` the resolved one
   (XML, then JSON).
3. git runs the driver `git-setup` recorded with no blogdoc on its PATH: the merged file
   is byte for byte what `blogdoc merge` writes when run by hand, with the driver line
   `git-setup` writes (XML) and one without `%P` (JSON, format told by content)."""

import os

from . import common

# A PATH with git and a shell, and no blogdoc.
PATH_WITHOUT_BLOGDOC = "/usr/bin:/bin"


class Cases:
    def __init__(self, suite):
        self.suite = suite
        self.blogdoc = os.path.abspath(suite.blogdoc)

    def run(self, outcome):
        self.resolve_set_from_file(outcome, "e.xml", [("title", "@title.txt"), ("bodyText", "@body.txt")])
        self.resolve_set_from_file(outcome, "e.json", [("title", "@@handle"), ("summary", "@summary.txt")])
        self.undo_after_resolve(outcome, "e.xml")
        self.undo_after_resolve(outcome, "e.json")
        self.driver_without_blogdoc_on_path(outcome, "e.xml", percent_p=True)
        self.driver_without_blogdoc_on_path(outcome, "e.json", percent_p=False)

    # Helpers

    def git(self, directory, *argv, path=None):
        environment = dict(
            os.environ, GIT_AUTHOR_NAME="T", GIT_AUTHOR_EMAIL="t@example.com", GIT_COMMITTER_NAME="T",
            GIT_COMMITTER_EMAIL="t@example.com", GIT_CONFIG_NOSYSTEM="1", HOME=directory)
        if path is not None:
            environment["PATH"] = path
        return common.run(["git"] + list(argv), directory, env=environment)

    def blog(self, argv, directory, problems):
        each = self.suite.blog(argv, directory)
        if each.status != 0:
            problems.append(each.describe())
        return each

    def repository(self, name, document, ours, theirs, problems, driver=None):
        """A repository with blogdoc's driver (or `driver`) set up, `document` committed on
        main, a branch `other` that sets `theirs`, and main that sets `ours`; the runs."""
        directory = self.suite.scratch.fresh(name)
        runs = [self.git(directory, "init", "-q", "-b", "main"), self.blog(["git-setup"], directory, problems)]
        if driver is not None:
            runs.append(self.git(directory, "config", "merge.blogdoc.driver", driver))
        runs.append(self.blog(
            ["new", document, "--set", "title=Hello", "--set", "summary=Sum", "--set", "bodyText=One\nTwo\n",
             "--set", "tagNames=a", "--set", "postedDate=2026-11-20T10:00:00Z"], directory, problems))
        runs += [self.git(directory, "add", "-A"), self.git(directory, "commit", "-qm", "base"),
                 self.git(directory, "checkout", "-qb", "other")]
        runs.append(self.blog(["edit", document] + sum((["--set", f] for f in theirs), []), directory, problems))
        runs += [self.git(directory, "commit", "-qam", "theirs"), self.git(directory, "checkout", "-q", "main")]
        runs.append(self.blog(["edit", document] + sum((["--set", f] for f in ours), []), directory, problems))
        runs.append(self.git(directory, "commit", "-qam", "ours"))
        for each in runs:
            if each.status != 0 and each.argv[0] == "git":
                problems.append(each.describe())
        return directory, runs

    @staticmethod
    def read(directory, name):
        with open(os.path.join(directory, name), "rb") as handle:
            return handle.read()

    # 1. resolve --set @file, and undo after resolve

    def resolve_set_from_file(self, outcome, document, values):
        problems = []
        fields = [field for field, _ in values]
        directory, runs = self.repository(
            "resolve-set-file", document, [f"{f}=Ours" for f in fields], [f"{f}=Theirs" for f in fields], problems)
        texts = {"title.txt": "Title from a file\n", "body.txt": "Line one\n\nLine three\n", "summary.txt": "Summed up\n"}
        for name, text in texts.items():
            with open(os.path.join(directory, name), "w") as handle:
                handle.write(text)
        merge = self.git(directory, "merge", "-q", "other", "-m", "merge")
        if merge.status != 1:
            problems.append(f"expected the merge to conflict, got {merge.describe()}")
        # The oracle: edit --set with the same values on ours's version, in another folder.
        oracle = self.suite.scratch.fresh("resolve-set-file-oracle")
        with open(os.path.join(oracle, document), "wb") as handle:
            handle.write(self.git(directory, "show", f"main:{document}").stdout.encode())
        for name, text in texts.items():
            with open(os.path.join(oracle, name), "w") as handle:
                handle.write(text)
        runs.append(self.blog(["edit", document] + sum((["--set", f"{f}={v}"] for f, v in values), []), oracle, problems))
        for field, value in values:
            runs.append(self.blog(["resolve", document, "--field", field, "--set", value], directory, problems))
        if not problems and self.read(directory, document) != self.read(oracle, document):
            problems.append(f"the resolved {document} is not what edit --set writes with the same values")
        outcome.record(f"resolve --set {', '.join(v for _, v in values)} in {document}", problems, runs)

    def undo_after_resolve(self, outcome, document):
        problems = []
        directory, runs = self.repository(
            "undo-after-resolve", document, ["title=Ours", "summary=OurSum"], ["title=Theirs", "summary=TheirSum"],
            problems)
        runs.append(self.git(directory, "merge", "-q", "other", "-m", "merge"))
        conflicted = self.read(directory, document)
        with open(os.path.join(directory, "summary.txt"), "w") as handle:
            handle.write("Both sums\n")
        runs.append(self.blog(["resolve", document, "--field", "title", "--take", "theirs"], directory, problems))
        runs.append(self.blog(["resolve", document, "--field", "summary", "--set", "@summary.txt"], directory, problems))
        resolved = self.read(directory, document)
        if resolved == conflicted or b"<<<<<<<" in resolved:
            problems.append(f"resolve left {document} conflicted")
        runs.append(self.blog(["undo", "-n", "2"], directory, problems))
        if self.read(directory, document) != conflicted:
            problems.append("undo after resolve did not give the conflicted bytes back")
        runs.append(self.blog(["redo", "-n", "2"], directory, problems))
        if self.read(directory, document) != resolved:
            problems.append("redo after undo did not give the resolved bytes back")
        if common.leftovers(directory):
            problems.append(f"temporary files left: {common.leftovers(directory)}")
        outcome.record(f"undo and redo after resolve in {document}", problems, runs)

    # 3. The driver run by git without blogdoc on PATH

    def driver_without_blogdoc_on_path(self, outcome, document, percent_p):
        problems = []
        driver = None if percent_p else f"{self.blogdoc} merge %O %A %B"
        directory, runs = self.repository(
            "driver-without-path", document, ["title=Ours", "tagNames=a,o"], ["summary=Theirs", "tagNames=a,t"],
            problems, driver=driver)
        # The oracle: blogdoc merge run by hand on the three versions.
        for side, revision in (("base", "main~1"), ("ours", "main"), ("theirs", "other")):
            with open(os.path.join(directory, f"{side}.side"), "wb") as handle:
                handle.write(self.git(directory, "show", f"{revision}:{document}").stdout.encode())
        runs.append(self.blog(["merge", "base.side", "ours.side", "theirs.side", "--path", document], directory, problems))
        for side in ("base", "theirs"):
            os.remove(os.path.join(directory, f"{side}.side"))
        merge = self.git(directory, "merge", "-q", "other", "-m", "merge", path=PATH_WITHOUT_BLOGDOC)
        runs.append(merge)
        if merge.status != 0:
            problems.append(f"git merge without blogdoc on PATH: {merge.describe()}")
        expected = self.read(directory, "ours.side")
        if self.read(directory, document) != expected:
            problems.append(f"the merged {document} is not what blogdoc merge writes by hand")
        status = self.git(directory, "status", "--porcelain", "--untracked-files=no")
        if status.stdout:
            problems.append(f"git status after the merge: {status.stdout.strip()!r}")
        line = "the driver git-setup writes" if percent_p else "a driver line without %P"
        outcome.record(f"git runs {line} without blogdoc on PATH ({document})", problems, runs)
