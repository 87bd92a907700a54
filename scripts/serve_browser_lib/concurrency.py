"""The concurrency run: four browsers (each in a browser context of its own) save edits of
overlapping fields of three entries of `blog.xml` in a loop, while a shell loop runs
`blogdoc edit blog.xml --entry … --set …`, for SECONDS. Then the journal is checked:

- every save the server acknowledged with an operation number, and every command that
  exited 0, is in `blogdoc log --json` exactly once, with the values it set; nothing refused
  (a 409, a command's failure) is; no operation is there that nobody made;
- replaying the journal's changes in order on the original file (each change's `before`
  being what the replay holds) gives the final file's fields;
- `blogdoc undo --to 0` gives back the original bytes.

Every value written carries a marker (`s2-17`: session 2's 17th save; `cli-40`), so each
operation says who made it."""

import json
import re
import statistics
import threading
import time
import xml.etree.ElementTree as ElementTree

from .cdp import CDPError
from .editor import Editor
from .latency import percentile

BLOG = "blog.xml"
NAMESPACE = "{urn:blogdoc:archive}"
MARKER = re.compile(r"\b(s\d+-\d+|cli-\d+)\b")
SAVED = re.compile(r"Saved: .* \(operation (\d+)\)\.")

# Each session's entries and fields: sessions overlap on entries and on fields, and the shell
# loop on both.
SESSIONS = [
    (["post-001", "post-002"], ["title", "summary"]),
    (["post-001", "post-002"], ["summary", "authorName"]),
    (["post-002", "post-003"], ["title", "tagNames"]),
    (["post-001", "post-003"], ["authorName", "isDraft"]),
]
SHELL_ENTRIES = ["post-001", "post-002", "post-003"]
SHELL_FIELDS = ["title", "summary", "authorName"]


def milliseconds(seconds):
    """`median 80 ms, p90 210 ms, max 900 ms` of durations in seconds."""
    if not seconds:
        return "none"
    return (f"median {statistics.median(seconds) * 1000:.0f} ms, p90 {percentile(seconds, 0.9) * 1000:.0f} ms, "
            f"max {max(seconds) * 1000:.0f} ms")


def entries_of(data):
    """{entry id: {field: value}} of a blog's XML: text, a list of item texts, or 'true'/'false'."""
    entries = {}
    for entry in ElementTree.fromstring(data).iter(NAMESPACE + "entry"):
        fields = {}
        for child in entry:
            name = child.tag.replace(NAMESPACE, "")
            fields[name] = [item.text or "" for item in child] if len(child) else (child.text or "")
        entries[fields["id"]] = fields
    return entries


def as_field(value):
    """A value of `log --json` as `entries_of` reads it from XML."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return [as_field(item) for item in value]
    return value if isinstance(value, str) else json.dumps(value)


class Concurrency:
    def __init__(self, served, browser, seconds):
        self.served, self.browser, self.seconds = served, browser, seconds
        self.original = served.read(BLOG)
        self.lock = threading.Lock()
        self.acknowledged = {}  # operation number -> (marker, entry, {field: value})
        self.refused = []       # (marker, status)
        self.conflicts = 0
        self.own_conflicts = 0  # 409s against the session's own previous save
        self.saves = [0] * len(SESSIONS)
        self.shell = []         # (marker, entry, field, value, exit status, stderr)
        self.save_seconds = []  # from the click on Save to the status line's answer
        self.shell_seconds = []
        self.errors = []

    # -- the run ----------------------------------------------------------------------------

    def session(self, number, deadline):
        entries, fields = SESSIONS[number]
        page = self.browser.new_page(isolated=True)
        # What the page sends and what the server answers, read off the wire.
        page.send("Network.enable")
        editor = Editor(page, self.served.url)
        current = None
        save = 0
        try:
            while time.monotonic() < deadline:
                save += 1
                marker = f"s{number}-{save}"
                entry = entries[(save // 3) % len(entries)]
                if entry != current:
                    editor.open(f"/edit/{BLOG}?entry={entry}")
                    current = entry
                for field in fields:
                    if field == "isDraft":
                        page.click("#f-isDraft")
                    elif field == "tagNames":
                        editor.type(field, f"{marker}\nshared")
                    else:
                        editor.type(field, f"{field} {marker}")
                requests = len(self.save_requests(page))
                started = time.monotonic()
                status = editor.save(timeout=30)
                took = time.monotonic() - started
                self.saves[number] += 1
                sent = self.save_requests(page)[requests:]
                if len(sent) != 1:
                    raise RuntimeError(f"{marker}: Save sent {len(sent)} requests (status {status!r})")
                code, answer, values = self.exchange(page, sent[0])
                with self.lock:
                    self.save_seconds.append(took)
                    if answer.get("ok") and "operation" in answer:
                        self.acknowledged[answer["operation"]] = (marker, entry, values)
                        if status != f"Saved: {answer['message']} (operation {answer['operation']}).":
                            self.errors.append(f"{marker}: the server saved operation {answer['operation']}; the page says {status!r}")
                    else:
                        self.refused.append((marker, code, status))
                        if code == 409:
                            self.conflicts += 1
                            now = answer.get("now", {})
                            mine = [field for field in answer.get("fields", {})
                                    if MARKER.search(json.dumps(now.get(field))) and
                                    MARKER.search(json.dumps(now.get(field))).group(1).startswith(f"s{number}-")]
                            self.own_conflicts += bool(mine)
                        if code == 409:
                            # Save again replaces their values, as the page offers; but start
                            # from the file as it is, so the next round's values are known.
                            current = None
        except (CDPError, RuntimeError) as error:
            with self.lock:
                self.errors.append(f"session {number}: {error}")

    def save_requests(self, page):
        return [params for params in self.browser.events(page.session, "Network.requestWillBeSent")
                if "/api/save/" in params["request"]["url"]]

    def exchange(self, page, request):
        """The status, JSON answer and sent values of one save request."""
        identifier = request["requestId"]
        deadline = time.monotonic() + 10
        while not any(params["requestId"] == identifier
                      for params in self.browser.events(page.session, "Network.loadingFinished")):
            if time.monotonic() > deadline:
                raise RuntimeError("a save's answer did not finish loading")
            time.sleep(0.01)
        response = next(params["response"] for params in self.browser.events(page.session, "Network.responseReceived")
                        if params["requestId"] == identifier)
        body = page.send("Network.getResponseBody", {"requestId": identifier})["body"]
        values = json.loads(request["request"]["postData"])["values"]
        return response["status"], json.loads(body), values

    def shell_loop(self, deadline):
        count = 0
        while time.monotonic() < deadline:
            count += 1
            marker = f"cli-{count}"
            entry = SHELL_ENTRIES[count % len(SHELL_ENTRIES)]
            field = SHELL_FIELDS[(count // len(SHELL_ENTRIES)) % len(SHELL_FIELDS)]
            value = f"{field} {marker}"
            started = time.monotonic()
            result = self.served.blogdoc("edit", BLOG, "--entry", entry, "--set", f"{field}={value}")
            took = time.monotonic() - started
            with self.lock:
                self.shell_seconds.append(took)
                self.shell.append((marker, entry, field, value, result.returncode, result.stderr.strip()))

    def run(self):
        deadline = time.monotonic() + self.seconds
        threads = [threading.Thread(target=self.session, args=(number, deadline)) for number in range(len(SESSIONS))]
        threads.append(threading.Thread(target=self.shell_loop, args=(deadline,)))
        started = time.monotonic()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        took = time.monotonic() - started
        problems = list(self.errors) + self.check_journal()
        self.report(took, problems)
        return 1 if problems else 0

    # -- the checks afterwards --------------------------------------------------------------

    def check_journal(self):
        problems = []
        result = self.served.blogdoc("log", "--json", "-n", "1000000")
        if result.returncode:
            return [f"blogdoc log --json exited {result.returncode}: {result.stderr.strip()}"]
        operations = sorted(json.loads(result.stdout), key=lambda operation: operation["id"])
        problems += self.fill_list_values(operations)
        self.operations = operations
        by_marker = {}
        for operation in operations:
            markers = {found for file in operation["files"] for change in file["changes"]
                       for found in MARKER.findall(json.dumps(change["after"]))}
            if operation["kind"] != "edit" or len(markers) != 1:
                problems.append(f"operation {operation['id']} ({operation['kind']}, markers {sorted(markers)}) was made by nobody here")
                continue
            by_marker.setdefault(markers.pop(), []).append(operation)

        def changes(operation):
            return {(change["entry"], change["field"]): as_field(change["after"])
                    for file in operation["files"] for change in file["changes"]}

        made = set()
        for number, (marker, entry, values) in sorted(self.acknowledged.items()):
            found = by_marker.get(marker, [])
            if [operation["id"] for operation in found] != [number]:
                problems.append(f"save {marker}, acknowledged as operation {number}, is in the journal as {[o['id'] for o in found]}")
                continue
            wanted = {(entry, field): as_field(value) for field, value in values.items()}
            if changes(found[0]) != wanted:
                problems.append(f"operation {number} ({marker}) changed {changes(found[0])}, the browser sent {wanted}")
            made.add(number)
        for marker, entry, field, value, status, stderr in self.shell:
            found = by_marker.get(marker, [])
            if status == 0:
                if len(found) != 1 or changes(found[0]) != {(entry, field): value}:
                    problems.append(f"blogdoc edit {marker} exited 0; the journal has {[(o['id'], changes(o)) for o in found]}")
                else:
                    made.add(found[0]["id"])
            elif found:
                problems.append(f"blogdoc edit {marker} exited {status} ({stderr}) yet is operation {found[0]['id']}")
        for marker, _, status in self.refused:
            if marker in by_marker:
                problems.append(f"save {marker} was refused ({status}) yet is operation {by_marker[marker][0]['id']}")
        unmade = [operation["id"] for operation in operations if operation["id"] not in made]
        if unmade:
            problems.append(f"operations nobody acknowledged making: {unmade[:20]}")
        logged = {int(found) for line in self.served.lines for found in re.findall(r"^Saved .*\(operation (\d+)\)$", line)}
        if logged != set(self.acknowledged):
            problems.append(f"the server logged saves {sorted(logged - set(self.acknowledged))[:10]} no browser saw "
                            f"acknowledged, and browsers saw {sorted(set(self.acknowledged) - logged)[:10]} it did not log")
        problems += self.check_replay(operations)
        problems += self.check_undo_all()
        return problems

    def fill_list_values(self, operations):
        """The journal keeps a list's change as a delta (`log --json` gives its items with
        their positions, not the lists): replays the deltas from the first file, in order,
        to give each such change the `before` and `after` the checks compare."""
        replay = entries_of(self.original)
        problems = []
        for operation in operations:
            for file in operation["files"]:
                for change in file["changes"]:
                    if change.get("kind") != "modified" or change["entry"] not in replay:
                        continue
                    fields = replay[change["entry"]]
                    delta = change.get("delta")
                    if delta is None:
                        fields[change["field"]] = as_field(change["after"]) if change.get("after") is not None else None
                        continue
                    # An empty list reads from the XML as "" (`<tagNames/>`), as the replay holds it.
                    held = fields.get(change["field"])
                    before = held or []
                    after = list(before)
                    for removed in sorted(delta.get("removed", []), key=lambda item: -item["at"]):
                        if removed["at"] >= len(after) or after[removed["at"]] != removed["item"]:
                            problems.append(f"operation {operation['id']} removes {removed['item']!r} at {removed['at']} "
                                            f"from {change['entry']}.{change['field']}, which holds {after!r}")
                            break
                        del after[removed["at"]]
                    for inserted in sorted(delta.get("inserted", []), key=lambda item: item["at"]):
                        after.insert(inserted["at"], inserted["item"])
                    change["before"], change["after"] = held, after or ""
                    fields[change["field"]] = after or ""
        return problems[:20]

    def check_replay(self, operations):
        replay = entries_of(self.original)
        problems = []
        for operation in operations:
            for file in operation["files"]:
                for change in file["changes"]:
                    fields = replay[change["entry"]]
                    before = as_field(change["before"]) if change["before"] is not None else None
                    if fields.get(change["field"]) != before:
                        problems.append(f"operation {operation['id']} changed {change['entry']}.{change['field']} from "
                                        f"{before!r}, but the replay holds {fields.get(change['field'])!r}: a write in between was lost")
                    if change["after"] is None:
                        fields.pop(change["field"], None)
                    else:
                        fields[change["field"]] = as_field(change["after"])
        self.final = self.served.read(BLOG)
        final = entries_of(self.final)
        if final != replay:
            differing = [(entry, field) for entry in final for field in set(final[entry]) | set(replay.get(entry, {}))
                         if final[entry].get(field) != replay.get(entry, {}).get(field)]
            problems.append(f"the final file differs from the journal's replay in {differing[:10]}")
        return problems[:20]

    def check_undo_all(self):
        started = time.monotonic()
        result = self.served.blogdoc("undo", "--to", "0")
        self.undo_seconds = time.monotonic() - started
        self.undo_steps = result.stdout.count("Undo operation ")
        if result.returncode:
            return [f"blogdoc undo --to 0 exited {result.returncode}: {result.stderr.strip()[:300]}"]
        if self.served.read(BLOG) != self.original:
            return ["after blogdoc undo --to 0 the blog's bytes differ from the original"]
        return []

    def report(self, took, problems):
        shell_ok = sum(1 for item in self.shell if item[4] == 0)
        shell_failed = {}
        for item in self.shell:
            if item[4]:
                shell_failed[item[4]] = shell_failed.get(item[4], 0) + 1
        other = len(self.refused) - self.conflicts
        print(f"{took:.1f} s; browser saves {sum(self.saves)} ({', '.join(map(str, self.saves))} per session): "
              f"{len(self.acknowledged)} acknowledged, {self.conflicts} refused with 409 "
              f"({self.own_conflicts} of them against the session's own earlier save), {other} refused otherwise")
        if other:
            print("  refused otherwise: " + "; ".join(sorted({f"{code} {status}" for _, code, status in self.refused
                                                            if code != 409}))[:400])
        print(f"blogdoc edit: {len(self.shell)} run, {shell_ok} exited 0"
              + (f", failed {shell_failed}" if shell_failed else ""))
        print(f"time to an answer: a browser save {milliseconds(self.save_seconds)}; "
              f"a blogdoc edit {milliseconds(self.shell_seconds)}")
        operations = getattr(self, "operations", [])
        print(f"journal: {len(operations)} operations; undo --to 0: {getattr(self, 'undo_steps', 0)} undone in "
              f"{getattr(self, 'undo_seconds', 0):.1f} s")
        for problem in problems[:30]:
            print(f"     {problem}")
        verdict = "PASS" if not problems else "FAIL"
        print(f"{verdict} concurrency: no lost update, journal replays to the file, undo --to 0 gives the original bytes"
              if not problems else f"{verdict} concurrency: {len(problems)} problem(s)", flush=True)
