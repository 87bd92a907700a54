"""blogdoc serve under hostile requests, sent over raw sockets on loopback.

The server writes files, so every request is hostile. It runs on a copy of sample
documents (with a journal, a `.git/config`, and symbolic links to a directory outside);
each case sends one request as a hostile client writes it and checks the status, the whole
one-line message (a JSON answer's `error`, a plain answer's text), that no file under the
served directory or outside it changed, and that the server still answers a normal request.
Beyond single requests: a request trickled a byte at a time, a silent connection and a
stalled reader are cut off at the idle timeout (--idle-timeout, shortened here); many idle
connections do not stop it answering, and more than it may open files do not end it;
1 MB and 10 MB heads are cut off, with the server's CPU time and memory noted; and served
pages keep render's CSP and escaping."""

import os
import re
import shutil
import time

from . import common, rawhttp
from .rawhttp import request
from .serving_limits import IDLE_SECONDS, SAVE, LimitCases

LIMIT = 8 << 20
JSON = "Content-Type: application/json"
NOT_DOT = "'{}' is not served: names that start with a dot never are."
NOT_SERVED = "'{}' is not a document served here."
SLASH = "A path segment may not hold an encoded slash or backslash."
NOT_UTF8 = "The request target is not UTF-8 once decoded."
CONTROL = "The request target holds a control character."
TOKEN = "The request does not carry this session's token; reload the page."
NOT_JSON_TYPE = "The request body must be JSON (Content-Type: application/json)."
SHAPE = "A save is a JSON object with 'values' and 'base' objects."
PREVIEW_SHAPE = "A preview is a JSON object with a 'text' string."


class Suite(LimitCases):
    name = "serve"

    def __init__(self, blogdoc, scratch, quick):
        self.blogdoc = blogdoc
        self.scratch = scratch
        self.idle_connections = 200 if quick else 1000

    def run(self):
        self.outcome = common.Outcome(self.name)
        self.prepare()
        self.server = rawhttp.Server(self.blogdoc, "docs", self.base, IDLE_SECONDS)
        try:
            self.port = self.server.port
            page = rawhttp.exchange(self.port, self.fill(request("GET", "/edit/hello-world.xml")))
            self.token = re.search(r'name="blogdoc-token" content="([0-9a-f]{32})"', page.text).group(1)
            self.writer = [f"X-Blogdoc-Token: {self.token}", f"Origin: http://127.0.0.1:{self.port}",
                           "Sec-Fetch-Site: same-origin", JSON]
            self.host_cases()
            self.cross_site_cases()
            self.path_cases()
            self.body_cases()
            self.json_cases()
            self.method_cases()
            self.page_cases()
            self.slow_cases()
            self.head_cases()
            self.legitimate_save()
        finally:
            self.server.stop()
        return self.outcome

    def prepare(self):
        """docs/ with samples, a journal, .git/config and links; outside/ beside it."""
        self.base = self.scratch.fresh("serve")
        self.root = os.path.join(self.base, "docs")
        self.outside = os.path.join(self.base, "outside")
        os.makedirs(os.path.join(self.root, "posts"))
        os.makedirs(os.path.join(self.outside, "dir"))
        common.copy_samples(self.root, "hello-world.xml", "hello-world.json", "blog.xml", "hostile-markup.xml",
                            "unicode-and-rtl.xml")
        shutil.copy(os.path.join(common.SAMPLES, "long-body.xml"), os.path.join(self.root, "posts"))
        for target in (os.path.join(self.outside, "secret.xml"), os.path.join(self.outside, "dir", "other.xml")):
            shutil.copy(os.path.join(common.SAMPLES, "hello-world.xml"), target)
        os.makedirs(os.path.join(self.root, ".git"))
        with open(os.path.join(self.root, ".git", "config"), "w") as handle:
            handle.write("[core]\n\trepositoryformatversion = 0\n")
        # A document whose name is markup, for the index page.
        shutil.copy(os.path.join(common.SAMPLES, "hello-world.json"),
                    os.path.join(self.root, '"><img src=x onerror=alert(1)>.json'))
        os.symlink("../outside/secret.xml", os.path.join(self.root, "leak.xml"))
        os.symlink(os.path.join(self.outside, "dir"), os.path.join(self.root, "linked"))
        edit = common.run([self.blogdoc, "edit", "hello-world.json", "--set", "title=Journaled"], self.root)
        if edit.status != 0:
            raise RuntimeError(f"could not start a journal: {edit.describe()}")

    def fill(self, data):
        """`data` with `PORT` replaced by the server's port."""
        return data.replace(b"PORT", str(self.port).encode())

    def snapshot(self):
        return common.snapshot(self.base + "/docs"), common.snapshot(self.outside)

    # MARK: - One case

    def case(self, name, data, status, message=None, closed=None, timeout=10, check=None):
        """Sends `data` (`PORT` replaced) and records what is wrong. `status` None expects
        the connection closed without an answer; `message` is the whole message expected,
        `closed` whether the connection must end after the answer, `check` more checks."""
        data = self.fill(data)
        before = self.snapshot()
        problems = []
        started = time.monotonic()
        try:
            answer = rawhttp.exchange(self.port, data, timeout=timeout)
        except (rawhttp.NoAnswer, OSError) as error:
            answer = None
            problems.append(f"no answer: {error}")
        seconds = time.monotonic() - started
        if answer is None and status is not None and not problems:
            problems.append(f"closed without an answer, expected {status}")
        if answer is not None:
            if status is None:
                problems.append(f"answered {answer.describe()}, expected no answer")
            elif answer.status != status:
                problems.append(f"status {answer.describe()}, expected {status}")
            elif message is not None and answer.message != message:
                problems.append(f"message {answer.message!r}, expected {message!r}")
            if closed is not None and answer.closed != closed:
                problems.append("the connection stayed open" if closed else "the connection was closed")
            if check:
                problems += check(answer)
        problems += self.unchanged(before)
        self.record(name, problems, seconds)
        return answer

    def unchanged(self, before):
        after = self.snapshot()
        changed = common.differences(before[0], after[0]) + ["outside/" + path for path in
                                                              common.differences(before[1], after[1])]
        return [f"changed {', '.join(changed)}"] if changed else []

    def record(self, name, problems, seconds=0.0):
        problems = list(problems) + self.healthy()
        self.outcome.record(name, problems)
        self.outcome.worst_seconds = max(self.outcome.worst_seconds, seconds)
        resident, peak = self.server.memory_mb() if self.server.alive() else (0.0, 0.0)
        self.outcome.worst_rss_mb = max(self.outcome.worst_rss_mb, peak)

    def healthy(self):
        if not self.server.alive():
            return [f"the server exited: {self.server.output()[-300:]!r}"]
        try:
            answer = rawhttp.exchange(self.port, self.fill(request("GET", "/")), timeout=5)
        except (rawhttp.NoAnswer, OSError) as error:
            return [f"a normal request then failed: {error}"]
        return [] if answer and answer.status == 200 else ["a normal request then was not answered 200"]

    def post(self, target, body, headers=None):
        return request("POST", target, headers=self.writer if headers is None else headers, body=body)

    # MARK: - Cases

    def host_cases(self):
        """DNS rebinding: only localhost and loopback addresses, on the server's port."""
        wrong_host = "Host '{}' is not this server; open it as http://127.0.0.1:PORT/."
        for host in ["evil.example:PORT", "127.0.0.1:1", "localhost.evil.example:PORT", "127.0.0.1.nip.io:PORT",
                     "localhost.:PORT", "127.0.0.1", "[::ffff:127.0.0.1]:PORT", "[fe80::1]:PORT", "[::1]",
                     "0.0.0.0:PORT", "127.1:PORT", "2130706433:PORT", "evil.example:PORT:PORT", ":PORT",
                     "[::1:PORT", "user@127.0.0.1:PORT"]:
            message = wrong_host.format(host).replace("PORT", str(self.port))
            self.case(f"Host {host}", request("GET", "/view/hello-world.xml", host=host), 403, message)
            self.case(f"Host {host}, save with the token", self.post("/api/save/hello-world.xml", SAVE).replace(
                b"Host: 127.0.0.1:PORT", f"Host: {host}".encode()), 403, message, closed=True)
        for host in ["localhost:PORT", "LOCALHOST:PORT", "[::1]:PORT", "127.0.0.2:PORT"]:
            self.case(f"Host {host} (this server)", request("GET", "/view/hello-world.xml", host=host), 200)
        no_host = "The request has no Host header."
        self.case("no Host (HTTP/1.1)", request("GET", "/", host=None), 400, no_host)
        self.case("no Host (HTTP/1.0)", b"GET / HTTP/1.0\r\n\r\n", 400, no_host)
        self.case("empty Host", request("GET", "/", host=""), 400, no_host)
        self.case("two Hosts, the second foreign", request("GET", "/", headers=["Host: evil.example"]), 403,
                  wrong_host.format("evil.example").replace("PORT", str(self.port)))

    def cross_site_cases(self):
        """What another site's page can send: an Origin, Sec-Fetch-Site, a form."""
        origin = "Origin '{}' may not change documents here; only pages of this server may."
        for value in ["http://evil.example", "null", "http://localhost:PORT", "http://127.0.0.1:1",
                      "https://127.0.0.1:PORT"]:
            message = origin.format(value).replace("PORT", str(self.port))
            for with_token in (True, False):
                headers = [f"Origin: {value}", JSON] + ([f"X-Blogdoc-Token: {self.token}"] if with_token else [])
                self.case(f"save from Origin {value}{' with the token' if with_token else ''}",
                          self.post("/api/save/hello-world.xml", SAVE, headers), 403, message, closed=True)
        for site in ["cross-site", "same-site", "none"]:
            message = f"A {site} request may not change documents here; only pages of this server may."
            for with_token in (True, False):
                headers = [f"Sec-Fetch-Site: {site}", JSON] + ([f"X-Blogdoc-Token: {self.token}"] if with_token else [])
                self.case(f"save with Sec-Fetch-Site: {site}{' with the token' if with_token else ''}",
                          self.post("/api/save/hello-world.xml", SAVE, headers), 403, message, closed=True)
            self.case(f"undo with Sec-Fetch-Site: {site}", self.post(
                "/api/undo/hello-world.json", None, [f"Sec-Fetch-Site: {site}", f"X-Blogdoc-Token: {self.token}"]),
                403, message)
        self.case("cross-site read of the API", request(
            "GET", "/api/entry/hello-world.xml", headers=["Sec-Fetch-Site: cross-site"]), 403,
            "Another site's page may not read documents here.")
        for name, token in [("no", None), ("a wrong", "0" * 32), ("an empty", ""), ("an upper-case", self.token.upper()),
                            ("a short", self.token[:16])]:
            headers = [JSON] + ([f"X-Blogdoc-Token: {token}"] if token is not None else [])
            self.case(f"save with {name} token", self.post("/api/save/hello-world.xml", SAVE, headers), 403, TOKEN,
                      closed=True)
            self.case(f"undo with {name} token", self.post("/api/undo/hello-world.json", None, headers[1:]), 403, TOKEN)
        form = "values%5Btitle%5D=Hacked&base%5Btitle%5D=Hello%2C+World"
        self.case("form-encoded save (a cross-site form)", self.post(
            "/api/save/hello-world.xml", form, [f"Origin: http://127.0.0.1:{self.port}",
                                                "Content-Type: application/x-www-form-urlencoded"]), 403, TOKEN)
        self.case("text/plain save (a cross-site form)", self.post(
            "/api/save/hello-world.xml", SAVE + "=", ["Content-Type: text/plain"]), 403, TOKEN)
        for kind in ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
                     "application/xml", "application/jsonp"]:
            self.case(f"{kind} save with the token", self.post(
                "/api/save/hello-world.xml", SAVE, [f"X-Blogdoc-Token: {self.token}", f"Content-Type: {kind}"]),
                415, NOT_JSON_TYPE, closed=True)
        self.case("CORS preflight", request("OPTIONS", "/api/save/hello-world.xml", headers=[
            "Origin: http://evil.example", "Access-Control-Request-Method: POST",
            "Access-Control-Request-Headers: x-blogdoc-token, content-type"]), 405,
            "OPTIONS is not a method of this server; it takes GET and POST.",
            check=lambda answer: ["an Access-Control header"] if any(
                name.startswith("access-control") for name in answer.headers) else [])

    def path_cases(self):
        """Traversal, encodings and links: only listed documents are ever read or written."""
        port = str(self.port)
        cases = [
            ("/view/../../etc/passwd", 404, NOT_DOT.format("..")),
            ("/view/%2e%2e/%2e%2e/etc/passwd", 404, NOT_DOT.format("..")),
            ("/view/%2E%2e%2Foutside%2Fsecret.xml", 404, NOT_DOT.format("../outside/secret.xml")),
            ("/view/..%2f..%2foutside%2fsecret.xml", 404, NOT_DOT.format("../../outside/secret.xml")),
            ("/view/posts%2flong-body.xml", 404, SLASH),
            ("/view/%2fetc%2fpasswd", 404, SLASH),
            ("/view/posts%252flong-body.xml", 404, NOT_SERVED.format("posts%2flong-body.xml")),
            ("/view/..%252f..%252foutside%252fsecret.xml", 404, NOT_DOT.format("..%2f..%2foutside%2fsecret.xml")),
            ("/view/..\\..\\outside\\secret.xml", 404, NOT_DOT.format("..\\..\\outside\\secret.xml")),
            ("/view/posts\\long-body.xml", 404, SLASH),
            ("/view/%5c..%5coutside%5csecret.xml", 404, SLASH),
            ("/view/hello-world.xml%00.txt", 400, CONTROL),
            ("/view/%00", 400, CONTROL),
            ("/view/hello-world.xml?entry=%0D%0ASet-Cookie:x", 400, CONTROL),
            ("/view/%c0%ae%c0%ae/outside/secret.xml", 400, NOT_UTF8),
            ("/view/..%c0%af..%c0%afoutside%c0%afsecret.xml", 400, NOT_UTF8),
            ("/view/%e0%80%ae%e0%80%ae/x.xml", 400, NOT_UTF8),
            ("/view/%ed%a0%80.xml", 400, NOT_UTF8),
            ("/view/hello-world.xml%", 400, "The request target has a '%' not followed by two hexadecimal digits."),
            ("/view/%zz.xml", 400, "The request target has a '%' not followed by two hexadecimal digits."),
            (f"http://127.0.0.1:{port}/view/hello-world.xml", 400,
             f"The request target 'http://127.0.0.1:{port}/view/hello-world.xml' is not a path."),
            ("http://evil.example/view/hello-world.xml", 400,
             "The request target 'http://evil.example/view/hello-world.xml' is not a path."),
            ("*", 400, "The request target '*' is not a path."),
            ("/view/leak.xml", 404, NOT_SERVED.format("leak.xml")),
            ("/edit/leak.xml", 404, NOT_SERVED.format("leak.xml")),
            ("/view/linked/other.xml", 404, NOT_SERVED.format("linked/other.xml")),
            ("/view/.blogdoc/journal", 404, NOT_DOT.format(".blogdoc")),
            ("/view/%2eblogdoc/journal", 404, NOT_DOT.format(".blogdoc")),
            ("/view/.git/config", 404, NOT_DOT.format(".git")),
            ("/edit/%2Egit/config", 404, NOT_DOT.format(".git")),
            ("/view/~/.ssh/id_rsa", 404, NOT_DOT.format(".ssh")),
            ("/view//etc/passwd", 404, "The path has an empty segment."),
            ("/view/hello-world.xml/", 404, "The path has an empty segment."),
            ("/view/posts/../hello-world.xml", 404, NOT_DOT.format("..")),
            ("/_blogdoc/../view/hello-world.xml", 404, NOT_DOT.format("..")),
            ("/view/%EF%BC%8E%EF%BC%8E/outside/secret.xml", 404, NOT_SERVED.format("．．/outside/secret.xml")),
            ("/view/posts", 404, NOT_SERVED.format("posts")),
            ("/view/serve.log", 404, NOT_SERVED.format("serve.log")),
            ("/etc/passwd", 404, "Nothing is served at 'etc/passwd'."),
            ("/_blogdoc/secret", 404, "Nothing is served at '_blogdoc/secret'."),
        ]
        for target, status, message in cases:
            self.case(f"GET {target}", request("GET", target), status, message)
        api = [("/api/log/.blogdoc/journal", 404, NOT_DOT.format(".blogdoc")),
               ("/api/entry/leak.xml", 404, NOT_SERVED.format("leak.xml")),
               ("/api/entry/hello-world.xml?entry=%2e%2e", 404, "Unknown entry '..' in 'docs/hello-world.xml'."),
               ("/api/entry/blog.xml", 404, "'docs/blog.xml' holds several entries; choose one with ?entry=ID.")]
        for target, status, message in api:
            self.case(f"GET {target}", request("GET", target), status, message)
        for target, message in [("/api/save/leak.xml", NOT_SERVED.format("leak.xml")),
                                ("/api/save/linked/other.xml", NOT_SERVED.format("linked/other.xml")),
                                ("/api/save/..%2foutside%2fsecret.xml", NOT_DOT.format("../outside/secret.xml")),
                                ("/api/save/.git/config", NOT_DOT.format(".git")),
                                ]:
            self.case(f"save to {target} with the token", self.post(target, SAVE), 404, message, closed=True)
        # Refused after its body was read: the connection may go on.
        self.case("save to an unknown entry with the token", self.post("/api/save/hello-world.xml?entry=nope", SAVE),
                  404, "Unknown entry 'nope' in 'docs/hello-world.xml'.")
        for target in ["/api/undo/leak.xml", "/api/redo/linked/other.xml"]:
            self.case(f"POST {target} with the token", self.post(target, None, self.writer[:3]), 404,
                      NOT_SERVED.format(target.split("/", 3)[3]))

    def body_cases(self):
        """Lengths, chunks and types: refused before the body is read, then the connection ends."""
        for length in [100_000_000, LIMIT + 1, 2 ** 62]:
            message = f"The request body is {length} bytes; at most {LIMIT} are read."
            data = request("POST", "/api/save/hello-world.xml", headers=self.writer + [f"Content-Length: {length}"])
            # Only the headers are sent: the answer must come without the body.
            self.case(f"Content-Length {length}, headers only", data, 413, message, closed=True, timeout=5)
        chunked = request("POST", "/api/save/hello-world.xml", headers=self.writer + ["Transfer-Encoding: chunked"])
        self.case("chunked save", chunked + b"5\r\nhello\r\n0\r\n\r\n", 411,
                  "Send the body with a Content-Length, not in chunks.", closed=True)
        self.case("chunked save without the token", request(
            "POST", "/api/save/hello-world.xml", headers=[JSON, "Transfer-Encoding: chunked"]) + b"0\r\n\r\n", 403,
            TOKEN, closed=True)
        for name, value in [("not a number", "abc"), ("negative", "-5"), ("two numbers", "5, 5")]:
            self.case(f"Content-Length {name}", request("POST", "/api/save/hello-world.xml", headers=self.writer + [
                f"Content-Length: {value}"]) + b"hello", None)
        self.case("Content-Length and chunked", request("POST", "/api/save/hello-world.xml", headers=self.writer + [
            "Content-Length: 5", "Transfer-Encoding: chunked"]) + b"0\r\n\r\n", None)
        self.case("GET with a body", request("GET", "/view/hello-world.xml", body="x" * 10), 400,
                  "A GET request has no body.", closed=True)
        self.case("GET with a 3 MB body announced", request("GET", "/", headers=["Content-Length: 3000000"]), 400,
                  "A GET request has no body.", closed=True, timeout=5)
        self.case("save of a body just under the limit", self.post(
            "/api/save/hello-world.xml", '{"values":{},"base":{},"pad":"' + "x" * (LIMIT - 40) + '"}'), 200,
            check=lambda answer: [] if answer.message is None and b'"Nothing changed."' in answer.body else [
                f"not 'Nothing changed.': {answer.describe()}"])

    def json_cases(self):
        """Bodies that are not JSON, or JSON of the wrong shape, to each endpoint."""
        not_json = "The request body is not JSON: "
        for target in ["/api/save/hello-world.xml", "/api/undo/hello-world.json", "/api/redo/hello-world.json",
                       "/api/preview"]:
            for name, body, message in [
                ("unclosed", "{", "1:2: Expected a member name in double quotes or '}', found the end of the document."),
                ("trailing comma", '{"values":{},}',
                 "1:14: Expected a member name after ',', found '}'; JSON does not allow a trailing comma."),
                ("not UTF-8", b'{"values":"\xff"}', "1:12: Invalid UTF-8 byte 0xFF in a string."),
                ("deep", "[" * 100_000, None),
                ("two values", "{} {}", "1:4: Unexpected data after the root value."),
                ("a control character", '{"text":"\\u0001"}',
                 "1:10: Found U+0001, a character XML 1.0 cannot hold; blogdoc refuses it in every format."),
            ]:
                self.case(f"{name} JSON to {target}", self.post(target, body), 400,
                          None if message is None else not_json + message,
                          check=lambda answer: [] if (answer.message or "").startswith(not_json) else [
                              f"not a JSON refusal: {answer.describe()}"])
        for name, body, message in [
            ("an array", "[1]", SHAPE), ("no base", '{"values":{"title":"x"}}', SHAPE),
            ("values not an object", '{"values":[],"base":{}}', SHAPE), ("null", "null", SHAPE),
            ("no base for a value", '{"values":{"title":"x"},"base":{}}', "'base' has no value for 'title'."),
            ("a number for a string", '{"values":{"title":1},"base":{"title":"x"}}', "The value of 'title' must be a string."),
            ("a string for a list", '{"values":{"tagNames":"a"},"base":{"tagNames":[]}}',
             "The value of 'tagNames' must be an array of strings."),
            ("a number in a list", '{"values":{"tagNames":[1]},"base":{"tagNames":[]}}',
             "Each item of 'tagNames' must be a string."),
        ]:
            self.case(f"save of {name}", self.post("/api/save/hello-world.xml", body), 400, message)
        for name, body, status, message in [
            ("an unknown field", '{"values":{"titel":"x"},"base":{}}', 422,
             "Unknown field 'titel'. Did you mean 'title'?"),
            ("the id", '{"values":{"id":"x"},"base":{"id":"hello-world"}}', 422,
             "The id names the entry in links and in the history; it is not changed here."),
            ("a bad date", '{"values":{"postedDate":"yesterday"},"base":{"postedDate":"2026-11-20T10:00:00Z"}}', 422,
             self.cli_message("postedDate=yesterday")),
            ("a bad flag", '{"values":{"isDraft":"maybe"},"base":{"isDraft":"false"}}', 422,
             self.cli_message("isDraft=maybe")),
            ("a URL without a scheme", '{"values":{"permalink":"example.org"},"base":'
             '{"permalink":"https://blog.example.org/2026/11/hello-world"}}', 422, self.cli_message("permalink=example.org")),
            ("an empty title", '{"values":{"title":" "},"base":{"title":"Hello, World"}}', 422,
             "docs/hello-world.xml: hello-world.title: Title must not be empty."),
            ("a script permalink", '{"values":{"permalink":"javascript:alert(1)"},"base":'
             '{"permalink":"https://blog.example.org/2026/11/hello-world"}}', 422,
             'docs/hello-world.xml: hello-world.permalink: Expected an http or https address, found "javascript:alert(1)".'),
            ("a stale base", '{"values":{"title":"x"},"base":{"title":"Not what it is"}}', 409,
             'Changed since this form was loaded; it is now "Hello, World". Save again to replace that with your value.'),
        ]:
            self.case(f"save of {name}", self.post("/api/save/hello-world.xml", body), status, message)
        for name, body in [("an empty object", "{}"), ("a number", '{"text":1}'), ("an array", "[]")]:
            self.case(f"preview of {name}", self.post("/api/preview", body), 400, PREVIEW_SHAPE)

    def cli_message(self, argument):
        """What `blogdoc edit --set argument` says, without its `Error: ` and the flag a page
        has not (` in --set`): what a save from the browser says."""
        directory = self.scratch.fresh("cli")
        common.copy_samples(directory, "hello-world.xml")
        each = common.run([self.blogdoc, "edit", "hello-world.xml", "--set", argument], directory)
        return each.stderr.strip().removeprefix("Error: ").replace(" in --set", "", 1)

    def method_cases(self):
        allow = lambda answer: [] if answer.headers.get("allow") == "GET, HEAD, POST" else ["no Allow header"]
        for method in ["PUT", "DELETE", "PATCH", "TRACE"]:
            message = f"{method[:20]} is not a method of this server; it takes GET and POST."
            self.case(f"{method[:20]} /api/save", request(method, "/api/save/hello-world.xml"), 405, message,
                      check=allow)
            self.case(f"{method[:20]} /api/save with a body", request(
                method, "/api/save/hello-world.xml", headers=self.writer, body=SAVE), 405, message, closed=True)
        # FlyingFox's router knows only the nine methods of RFC 9110 and answers any other
        # itself, with an empty 404, before a handler sees the request.
        for method in ["PROPFIND", "BLOGDOC", "X" * 300]:
            self.case(f"{method[:20]} /api/save (an unknown method)", request(method, "/api/save/hello-world.xml"),
                      404, "")
        self.case("CONNECT", request("CONNECT", "127.0.0.1:PORT"), 400,
                  f"The request target '127.0.0.1:{self.port}' is not a path.")
        self.case("POST to a page", self.post("/view/hello-world.xml", SAVE), 405, "Only the API takes POST.",
                  closed=True)
        self.case("POST to an unknown API", self.post("/api/delete/hello-world.xml", SAVE), 404,
                  "Nothing takes POST at 'api/delete/hello-world.xml'.", closed=True)

    def page_cases(self):
        """Served pages: render's escaping, a CSP in the header and the page, no active content."""
        expected = {"default-src": ["'none'"], "script-src": ["'self'"], "frame-ancestors": ["'none'"],
                    "base-uri": ["'none'"]}
        for target, scripts, status in [("/view/hostile-markup.xml", {"/_blogdoc/live.js"}, 200),
                                        ("/edit/hostile-markup.xml", {"/_blogdoc/editor.js"}, 200),
                                        ("/view/blog.xml", {"/_blogdoc/live.js"}, 200),
                                        ("/view/hostile-markup.xml?entry=%3Cscript%3E", {"/_blogdoc/live.js"}, 422),
                                        ("/edit/blog.xml", {"/_blogdoc/live.js"}, 200),
                                        ("/", {"/_blogdoc/live.js"}, 200)]:
            def check(answer, scripts=scripts):
                problems = [f"active content: {found}" for found in rawhttp.active_content(answer.text, scripts)]
                header = rawhttp.directives(answer.headers.get("content-security-policy"))
                for directive, sources in expected.items():
                    if header.get(directive) != sources:
                        problems.append(f"header CSP {directive} is {header.get(directive)}, expected {sources}")
                meta = rawhttp.meta_policy(answer.text)
                if target.startswith("/view/") and answer.status == 200:
                    policy = rawhttp.directives(meta)
                    if policy.get("default-src") != ["'none'"] or policy.get("script-src") != ["'self'"]:
                        problems.append(f"page CSP is {meta!r}")
                for name, value in [("x-content-type-options", "nosniff"), ("x-frame-options", "DENY")]:
                    if answer.headers.get(name) != value:
                        problems.append(f"{name} is {answer.headers.get(name)!r}")
                return problems
            self.case(f"page {target}", request("GET", target), status, check=check)
        self.case("a markup path in a refusal", request("GET", "/view/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.xml"),
                  404, NOT_SERVED.format("<img src=x onerror=alert(1)>.xml"),
                  check=lambda answer: [] if answer.headers.get("content-type") == "text/plain; charset=utf-8" else [
                      "a refusal is not plain text"])

    def legitimate_save(self):
        """The control: a save with the token works, and its undo puts the file back."""
        before = common.snapshot(self.root)["hello-world.xml"]
        saved = rawhttp.exchange(self.port, self.fill(self.post("/api/save/hello-world.xml", SAVE)))
        problems = [] if saved and saved.status == 200 else [f"save: {saved and saved.describe()}"]
        with open(os.path.join(self.root, "hello-world.xml"), "rb") as handle:
            if b"<title>Hacked</title>" not in handle.read():
                problems.append("the save did not write the title")
        undone = rawhttp.exchange(self.port, self.fill(self.post("/api/undo/hello-world.xml", None, self.writer[:3])))
        if not undone or undone.status != 200:
            problems.append(f"undo: {undone and undone.describe()}")
        if common.snapshot(self.root)["hello-world.xml"] != before:
            problems.append("undo did not restore the file")
        self.record("a save with the token, and its undo", problems)
