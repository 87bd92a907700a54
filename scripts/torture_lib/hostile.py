"""Hostile inputs through show, edit, convert and validate, and hostile sources through import.

Each input either is refused (exit 65, one `Error: FILE:LINE:COLUMN: ...` line, nothing
written, no journal, no workspace) or, where it is a legitimate document, handled
losslessly. Either way: no network connection (a listener on a loopback port the inputs
name counts them), no file opened outside the case's directory beyond the loader's and the
runtime's (strace, when installed), under 256 MB and 10 s."""

import codecs
import os
import re
import socket
import threading

from . import common

MEMORY_LIMIT_MB = 256
TIME_LIMIT_S = 10
OPENED = re.compile(r'^\d+\s+(?:openat\(AT_FDCWD|open\(), "([^"]*)"')
CONNECTED = re.compile(r'^\d+\s+connect\(')
# The runtime's: CPU counts (Dispatch reads the cgroup quota for the cores import maps on).
SYSTEM_PREFIXES = ("/proc/self/", "/sys/devices/system/cpu/", "/sys/fs/cgroup/", "/dev/null", "/dev/urandom")

ENTRY = """<?xml version="1.0" encoding="UTF-8"?>
<entry xmlns="urn:blogdoc:archive" formatVersion="2">
  <id>hostile</id>
  <title>Hostile</title>
  {extra}<bodyText>{body}</bodyText>
</entry>
"""


class Listener:
    """A TCP listener on a loopback port; counts the connections it receives."""

    def __init__(self):
        self.socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.socket.bind(("127.0.0.1", 0))
        self.socket.listen(16)
        self.port = self.socket.getsockname()[1]
        self.connections = 0
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            try:
                connection, _ = self.socket.accept()
            except OSError:
                return
            self.connections += 1
            connection.close()


def cases(port, secret):
    """(name, file name, bytes, legitimate) for every hostile input."""
    canary = f"file://{secret}/canary.txt"
    http = f"http://127.0.0.1:{port}"
    def xml(text):
        return text.encode("utf-8")
    def doctype(declarations, body="&x;"):
        head = '<?xml version="1.0"?>\n<!DOCTYPE entry [\n' + declarations + "\n]>\n"
        return xml(head + ENTRY.split("\n", 1)[1].format(extra="", body=body))
    laughs = '<!ENTITY x0 "ha">' + "".join(
        f'<!ENTITY x{i} "{f"&x{i - 1};" * 10}">' for i in range(1, 10)) + '<!ENTITY x "&x9;">'
    entry = ENTRY.format(extra="", body="Plain body.")
    yield "xml external entity (file)", "e.xml", doctype(f'<!ENTITY x SYSTEM "{canary}">'), False
    yield "xml external entity (http)", "e.xml", doctype(f'<!ENTITY x SYSTEM "{http}/entity">'), False
    yield "xml parameter entity (http)", "e.xml", doctype(f'<!ENTITY % p SYSTEM "{http}/p.dtd"> %p;', "x"), False
    yield "xml external DTD (http)", "e.xml", xml(
        f'<?xml version="1.0"?>\n<!DOCTYPE entry SYSTEM "{http}/entry.dtd">\n' + entry.split("\n", 1)[1]), False
    yield "xml external DTD (file)", "e.xml", xml(
        f'<?xml version="1.0"?>\n<!DOCTYPE entry SYSTEM "{secret}/entry.dtd">\n' + entry.split("\n", 1)[1]), False
    yield "xml billion laughs", "e.xml", doctype(laughs), False
    yield "xml quadratic blowup", "e.xml", doctype(
        '<!ENTITY x "' + "a" * 50_000 + '">', "&x;" * 50_000), False
    yield "xml XInclude (file)", "e.xml", xml(ENTRY.format(
        extra=f'<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="{canary}" parse="text"/>\n  ',
        body="Body.")), True
    yield "xml XInclude (http)", "e.xml", xml(ENTRY.format(
        extra=f'<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="{http}/x.xml"/>\n  ',
        body="Body.")), True
    yield "xml stylesheet PI (http)", "e.xml", xml(
        f'<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="{http}/s.xsl"?>\n'
        + entry.split("\n", 1)[1]), True
    yield "xml schemaLocation (http)", "e.xml", xml(ENTRY.format(
        extra=f'<meta xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
              f'xsi:schemaLocation="urn:x {http}/s.xsd"/>\n  ', body="Body.")), True
    yield "xml 100k-deep nesting", "e.xml", xml(ENTRY.format(
        extra="<x>" * 100_000 + "</x>" * 100_000 + "\n  ", body="Body.")), False
    yield "xml 50 MB text node", "e.xml", xml(ENTRY.format(extra="", body="y" * 50_000_000)), False
    yield "xml invalid UTF-8", "e.xml", xml(ENTRY.format(extra="", body="ok")).replace(b"ok", b"o\xc3\x28k"), False
    yield "xml UTF-16LE with BOM", "e.xml", codecs.BOM_UTF16_LE + ENTRY.replace(
        'encoding="UTF-8"', 'encoding="UTF-16"').format(extra="", body="Ünïcödé 😀").encode("utf-16-le"), True
    yield "xml UTF-16BE with BOM", "e.xml", codecs.BOM_UTF16_BE + ENTRY.replace(
        'encoding="UTF-8"', 'encoding="UTF-16"').format(extra="", body="Ünïcödé 😀").encode("utf-16-be"), True
    yield "xml NUL after the root", "e.xml", xml(entry) + b"\x00\x00", False
    yield "xml undeclared namespace prefix", "e.xml", xml(ENTRY.format(
        extra="<ext:rating>5</ext:rating>\n  ", body="Body.")), False
    yield "xml undefined entity", "e.xml", xml(ENTRY.format(extra="", body="&nbsp;")), False
    yield "xml second root", "e.xml", xml(entry + "<entry/>\n"), False

    head = '{"formatVersion": 2, "entry": {"id": "hostile", "title": "Hostile", '
    def js(text):
        return text.encode("utf-8")
    yield "json 100k-deep nesting", "e.json", js(head + '"deep": ' + "[" * 100_000 + "]" * 100_000 + "}}"), False
    yield "json huge numbers (kept exactly)", "e.json", js(
        head + '"big": 123456789012345678901234567890e999999, "small": -0.000000000000000000000000001e-99999}}'), True
    yield "json huge format version", "e.json", js('{"formatVersion": 2e999, "entry": {"id": "a", "title": "A"}}'), False
    yield "json huge integer in a list", "e.json", js(head + '"tagNames": [1e400]}}'), False
    yield "json lone surrogate", "e.json", js(head + '"bodyText": "\\ud800"}}'), False
    yield "json duplicate key", "e.json", js(head + '"title": "Again"}}'), False
    yield "json trailing comma", "e.json", js(head + '"bodyText": "x",}}'), False
    yield "json line comment", "e.json", js(head + '"bodyText": "x" // note\n}}'), False
    yield "json block comment", "e.json", js(head + '/* note */ "bodyText": "x"}}'), False
    # Read as RFC 8259 allows (Windows tools write one) and kept by an edit.
    yield "json UTF-8 BOM", "e.json", codecs.BOM_UTF8 + js(head + '"bodyText": "x"}}'), True
    yield "json invalid UTF-8", "e.json", js(head + '"bodyText": "o').rstrip() + b'\xff"}}', False
    yield "json NUL escape", "e.json", js(head + '"bodyText": "a\\u0000b"}}'), False
    yield "json 50 MB string", "e.json", js(head + '"bodyText": "' + "y" * 50_000_000 + '"}}'), False


WXR = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <item>
    <title>Hostile</title>
    <wp:post_name>hostile</wp:post_name>
    <wp:post_type>post</wp:post_type>
    <wp:status>publish</wp:status>
    {extra}<content:encoded><![CDATA[{body}]]></content:encoded>
  </item>
</channel>
</rss>
"""


ATOM = """<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <entry>
    <title>Hostile</title>
    <link rel="alternate" href="https://example.org/hostile"/>
    <id>urn:hostile</id>
    <updated>2024-03-05T10:20:00Z</updated>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">{body}</div></content>
  </entry>
</feed>
"""


def import_cases(port, secret):
    """(name, file name, bytes, --from format, legitimate) for every hostile import source."""
    canary = f"file://{secret}/canary.txt"
    http = f"http://127.0.0.1:{port}"
    def wxr(extra="", body="<p>Plain.</p>", head=""):
        text = WXR.format(extra=extra, body=body)
        if head:
            text = text.replace("\n", "\n" + head + "\n", 1)
        return text.encode("utf-8")
    laughs = '<!ENTITY x0 "ha">' + "".join(
        f'<!ENTITY x{i} "{f"&x{i - 1};" * 10}">' for i in range(1, 10))
    yield "wxr external entity (file)", "s.xml", wxr(
        head=f'<!DOCTYPE rss [<!ENTITY x SYSTEM "{canary}">]>', extra="<wp:x>&x;</wp:x>\n    "), "wxr", False
    yield "wxr external DTD (http)", "s.xml", wxr(head=f'<!DOCTYPE rss SYSTEM "{http}/rss.dtd">'), "wxr", False
    yield "wxr billion laughs", "s.xml", wxr(head=f"<!DOCTYPE rss [{laughs}]>", extra="<wp:x>&x9;</wp:x>\n    "), "wxr", False
    yield "wxr NUL in an item", "s.xml", wxr(extra="<wp:x>a\x00b</wp:x>\n    "), "wxr", False
    yield "wxr 100k-deep nesting in an item", "s.xml", wxr(
        extra="<x>" * 100_000 + "</x>" * 100_000 + "\n    "), "wxr", False
    yield "wxr XInclude in an item", "s.xml", wxr(
        extra=f'<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="{canary}" parse="text"/>\n    '), "wxr", True
    yield "wxr hostile HTML body", "s.xml", wxr(body=(
        f'<script src="{http}/s.js"></script><img src="{http}/i.png" onerror="alert(1)">'
        f'<iframe src="{canary}"></iframe><svg onload="alert(1)"><use href="{http}/u.svg"/></svg>'
        f'<link rel="stylesheet" href="{http}/c.css"><a href="javascript:alert(1)">x</a>'
        + "<div>" * 10_000 + "deep" + "</div>" * 10_000)), "wxr", True
    yield "wxr 5 MB body", "s.xml", wxr(body="<p>" + "y" * 5_000_000 + "</p>"), "wxr", True
    def atom(body="<p>Plain.</p>", head=""):
        text = ATOM.format(body=body)
        if head:
            text = text.replace("\n", "\n" + head + "\n", 1)
        return text.encode("utf-8")
    yield "atom external entity in xhtml (file)", "s.xml", atom(
        head=f'<!DOCTYPE feed [<!ENTITY x SYSTEM "{canary}">]>', body="<p>&x;</p>"), "atom", False
    yield "atom billion laughs in xhtml", "s.xml", atom(head=f"<!DOCTYPE feed [{laughs}]>", body="<p>&x9;</p>"), "atom", False
    yield "atom 100k-deep xhtml content", "s.xml", atom(body="<div>" * 100_000 + "</div>" * 100_000), "atom", False
    yield "atom XInclude in xhtml content", "s.xml", atom(
        body=f'<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="{canary}" parse="text"/><p>Text.</p>'), "atom", True
    yield "atom hostile xhtml body", "s.xml", atom(body=(
        '<script>document.cookie</script><p><a href="javascript:alert(1)">x</a>'
        '<img src="x" onerror="alert(1)"/><iframe src="http://127.0.0.1/"></iframe></p>')), "atom", True
    front = "---\ntitle: Hostile\nslug: hostile\n"
    bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]\n" for i in range(1, 9))
    yield "front matter alias bomb", "s.md", (front + bomb + "---\nBody.\n").encode(), "markdown", False
    yield "front matter TOML", "s.md", b"+++\ntitle = 'Hostile'\nslug = 'hostile'\n[params]\nweight = 1\n+++\nBody.\n", "markdown", True
    # toml++ recurses once per level of a dotted key or header: 100k levels overflowed its stack.
    yield "front matter TOML 100k-deep dotted key", "s.md", (
        "+++\n" + ".".join(["a"] * 100_000) + " = 1\n+++\nBody.\n").encode(), "markdown", False
    yield "front matter TOML 100k-deep table header", "s.md", (
        "+++\n[" + ".".join(["a"] * 100_000) + "]\n+++\nBody.\n").encode(), "markdown", False
    yield "front matter TOML 1M values", "s.md", (
        "+++\nk = [" + "1," * 1_000_000 + "]\n+++\nBody.\n").encode(), "markdown", False
    yield "front matter TOML NUL", "s.md", b'+++\ntitle = "a\x00b"\n+++\nBody.\n', "markdown", False
    yield "front matter language tags", "s.md", (
        front + "evil: !!python/object/apply:os.system ['touch pwned']\n---\nBody.\n").encode(), "markdown", True
    yield "jsonfeed 100k-deep nesting", "s.json", (
        '{"version": "https://jsonfeed.org/version/1.1", "items": [{"id": "a", "title": "A", "x": '
        + "[" * 100_000 + "]" * 100_000 + "}]}").encode(), "jsonfeed", False


class Suite:
    name = "hostile inputs"

    def __init__(self, blogdoc, scratch, quick):
        self.blogdoc = blogdoc
        self.scratch = scratch
        self.strace = ["strace", "-f", "-qq", "--seccomp-bpf", "-e", "trace=openat,open,connect"] \
            if common.have("strace") else None

    def run(self):
        outcome = common.Outcome(self.name)
        listener = Listener()
        secret = self.scratch.fresh("secret")
        with open(os.path.join(secret, "canary.txt"), "w") as handle:
            handle.write("CANARY-SECRET\n")
        if not self.strace:
            outcome.notes.append("strace is not installed: files opened were not checked")
        for name, file, data, legitimate in cases(listener.port, secret):
            directory = self.write_case(file, data)
            for command in self.commands(file):
                accepted = lambda each, before: self.check_accepted(command, each, directory, before)
                self.run_case(outcome, name, file, command, directory, listener, secret, legitimate, accepted)
        for name, file, data, source_format, legitimate in import_cases(listener.port, secret):
            directory = self.write_case(file, data)
            command = ["import", file, "--from", source_format, "--into", "blog.xml"]
            imported = lambda each, before: self.check_imported(each, directory)
            self.run_case(outcome, name, file, command, directory, listener, secret, legitimate, imported)
        return outcome

    def write_case(self, file, data):
        """A fresh directory holding the input as `file`."""
        directory = self.scratch.fresh("case")
        with open(os.path.join(directory, file), "wb") as handle:
            handle.write(data)
        return directory

    def run_case(self, outcome, name, file, command, directory, listener, secret, legitimate, check_accepted):
        """Runs one command on one input and records what is wrong: resources, connections,
        and either a clean refusal or what `check_accepted` finds for a legitimate input."""
        before = common.snapshot(directory)
        connections = listener.connections
        each, opened = self.traced(command, directory)
        outcome.measure(each)
        problems = self.check_resources(each, opened, directory, secret)
        if listener.connections != connections:
            problems.append(f"{listener.connections - connections} connection(s) to the listener")
        if legitimate:
            problems += check_accepted(each, before)
        else:
            problems += self.check_refused(file, each, directory, before)
        outcome.record(f"{name}, {command[0]}", problems, [each])

    def check_imported(self, each, directory):
        """A legitimate source: imported, the blog reads, nothing of the secret got in, and
        the import undoes."""
        if each.status != 0:
            return [f"a legitimate source failed: {each.describe()}"]
        problems = []
        shown = common.run([self.blogdoc, "show", "blog.xml", "--entry", "hostile"], directory)
        if shown.status != 0:
            problems.append(f"the imported blog does not show: {shown.describe()}")
        with open(os.path.join(directory, "blog.xml"), "rb") as handle:
            if b"CANARY-SECRET" in handle.read():
                problems.append("the secret file's content was imported")
        if os.path.exists(os.path.join(directory, "pwned")):
            problems.append("a YAML tag ran a command")
        undo = common.run([self.blogdoc, "undo"], directory)
        emptied = common.run([self.blogdoc, "show", "blog.xml"], directory)
        if undo.status != 0 or emptied.stdout.strip():
            problems.append(f"undo did not empty the blog: {undo.describe()}")
        return problems

    @staticmethod
    def commands(file):
        other = "out.json" if file.endswith(".xml") else "out.xml"
        return [["show", file], ["validate", file], ["convert", file, other],
                ["edit", file, "--set", "title=Changed"]]

    def traced(self, command, directory):
        """Runs blogdoc under strace when there is one; returns the run and the paths opened."""
        argv = [self.blogdoc] + command
        if not self.strace:
            return common.run(argv, directory, timeout=60), []
        log = os.path.join(os.path.dirname(directory), "strace.log")
        each = common.run(argv, directory, timeout=60, prefix=self.strace + ["-o", log])
        opened, connects = [], 0
        with open(log, errors="replace") as handle:
            for line in handle:
                match = OPENED.match(line)
                if match:
                    opened.append(match.group(1))
                elif CONNECTED.match(line):
                    connects += 1
        os.remove(log)
        if connects:
            opened.append(f"<{connects} connect() calls>")
        return each, opened

    @staticmethod
    def check_resources(each, opened, directory, secret):
        problems = []
        if each.peak_rss_mb > MEMORY_LIMIT_MB:
            problems.append(f"peak memory {each.peak_rss_mb:.0f} MB")
        if each.seconds > TIME_LIMIT_S:
            problems.append(f"took {each.seconds:.1f} s")
        if each.killed_by:
            problems.append(f"killed by signal {each.killed_by}")
        for path in opened:
            absolute = path if path.startswith("/") else os.path.join(directory, path)
            loader = path.endswith("ld.so.cache") or ".so" in os.path.basename(path)
            inside = os.path.realpath(absolute).startswith(os.path.realpath(directory) + os.sep) \
                or os.path.realpath(absolute) == os.path.realpath(directory)
            if secret in absolute or not (loader or inside or path.startswith(SYSTEM_PREFIXES)):
                problems.append(f"opened {path}")
        return problems

    @staticmethod
    def check_refused(file, each, directory, before):
        problems = []
        if each.status != 65:
            problems.append(f"exit {each.status}, expected 65")
        lines = each.stderr.splitlines()
        if len(lines) != 1 or not re.match(rf"^Error: {re.escape(file)}:\d+:\d+: \S", lines[0]):
            problems.append(f"stderr is not one 'Error: {file}:LINE:COLUMN: ...' line: {each.stderr[:200]!r}")
        if each.stdout:
            problems.append(f"printed {each.stdout[:80]!r}")
        changed = common.differences(before, common.snapshot(directory))
        if changed:
            problems.append(f"wrote {', '.join(changed)}")
        return problems

    def check_accepted(self, command, each, directory, before):
        """A legitimate document: the command works, and nothing is lost on the way."""
        if each.status != 0:
            return [f"a legitimate document failed: {each.describe()}"]
        problems = []
        verb, file = command[0], command[1]
        after = common.snapshot(directory)
        if verb in ("show", "validate") and common.differences(before, after):
            problems.append(f"{verb} wrote {', '.join(common.differences(before, after))}")
        if verb == "convert":
            problems += self.check_lossless(file, command[2], directory)
        if verb == "edit":
            shown = common.run([self.blogdoc, "show", file, "--field", "title"], directory)
            if shown.stdout.strip() != "Changed":
                problems.append(f"after edit the title is {shown.stdout.strip()!r}")
            undo = common.run([self.blogdoc, "undo"], directory)
            pristine = "pristine" + os.path.splitext(file)[1]
            with open(os.path.join(directory, pristine), "wb") as handle:
                handle.write(before[file])
            views = [common.run([self.blogdoc, "show", name], directory).stdout for name in (file, pristine)]
            if undo.status != 0 or views[0] != views[1]:
                problems.append(f"undo did not restore the document: {undo.describe()}")
        return problems

    def check_lossless(self, file, converted, directory):
        """file → converted → back → converted again: the two conversions are byte-identical,
        and the document shown is the same."""
        back = "back" + os.path.splitext(file)[1]
        again = "again" + os.path.splitext(converted)[1]
        steps = [common.run([self.blogdoc, "convert", converted, back], directory),
                 common.run([self.blogdoc, "convert", back, again], directory)]
        failed = [step.describe() for step in steps if step.status != 0]
        if failed:
            return [f"round trip failed: {failed[0]}"]
        with open(os.path.join(directory, converted), "rb") as one, open(os.path.join(directory, again), "rb") as two:
            if one.read() != two.read():
                return [f"{converted} and {again} differ after a round trip"]
        shown = [common.run([self.blogdoc, "show", name], directory).stdout for name in (file, back)]
        if shown[0] != shown[1]:
            return [f"{file} and {back} show differently"]
        return []
