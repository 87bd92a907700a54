"""What the serve suite drives blogdoc serve with: the server as a process, a raw-socket
HTTP/1.1 client that sends exactly the bytes a hostile client writes, and a check that an
HTML page holds no active content."""

import dataclasses
import html.parser
import json
import os
import re
import resource
import socket
import subprocess
import time

SERVING = re.compile(r"Serving .* at http://127\.0\.0\.1:(\d+)/")


class Server:
    """`blogdoc serve DIRECTORY --port 0` running in `cwd`, its output in a file; with
    `open_files`, a process that may open no more files than that."""

    def __init__(self, blogdoc, directory, cwd, idle_seconds, open_files=None, log="serve.log"):
        self.log = open(os.path.join(cwd, log), "w+")
        limit = (lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (open_files, open_files))) if open_files else None
        self.process = subprocess.Popen(
            [blogdoc, "serve", directory, "--port", "0", "--idle-timeout", str(idle_seconds)],
            cwd=cwd, stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT, preexec_fn=limit)
        deadline = time.monotonic() + 30
        self.port = None
        while self.port is None:
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise RuntimeError(f"blogdoc serve did not start: {self.output()!r}")
            match = SERVING.search(self.output())
            if match:
                self.port = int(match.group(1))
            else:
                time.sleep(0.02)

    def output(self):
        self.log.seek(0)
        return self.log.read()

    def memory_mb(self):
        """The server's resident memory now and at its peak, in MB."""
        values = {}
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith(("VmRSS:", "VmHWM:")):
                    values[line.split(":")[0]] = int(line.split()[1]) / 1024
        return values.get("VmRSS", 0.0), values.get("VmHWM", 0.0)

    def cpu_seconds(self):
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def alive(self):
        return self.process.poll() is None

    def stop(self):
        if self.alive():
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()


@dataclasses.dataclass
class Answer:
    """One answer: its status, headers (names lowercased), body, and whether the server
    closed the connection after it."""

    status: int
    headers: dict
    body: bytes
    closed: bool = False

    @property
    def text(self):
        return self.body.decode("utf-8", "replace")

    @property
    def message(self):
        """The `error` of a JSON answer, or a plain answer's text without its line end."""
        if self.headers.get("content-type") == "application/json":
            try:
                return json.loads(self.body).get("error")
            except (ValueError, AttributeError):
                return None
        return self.text[:-1] if self.text.endswith("\n") else self.text

    def describe(self):
        return f"{self.status} {self.text[:300]!r}"


class NoAnswer(Exception):
    """The server did not answer in time (the connection is still open)."""


def connect(port, timeout=10):
    connection = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    connection.settimeout(timeout)
    return connection


def exchange(port, data, timeout=10, connection=None):
    """Sends `data` and reads one answer; None when the server closed the connection (or
    reset it) without one. Raises NoAnswer after `timeout` seconds of silence."""
    connection = connection or connect(port, timeout)
    try:
        try:
            connection.sendall(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # The server may answer and close before it has read everything.
        return read_answer(connection, timeout)
    finally:
        connection.close()


def read_answer(connection, timeout=10):
    received = b""
    connection.settimeout(timeout)
    while True:
        try:
            chunk = connection.recv(65536)
        except socket.timeout:
            raise NoAnswer(f"no answer in {timeout} s ({len(received)} bytes received)")
        except ConnectionResetError:
            chunk = b""
        if not chunk:
            if b"\r\n\r\n" not in received:
                return None
            answer = parse(received)
            answer.closed = True
            return answer
        received += chunk
        if b"\r\n\r\n" in received:
            answer = parse(received)
            length = int(answer.headers.get("content-length", "0"))
            if len(answer.body) >= length:
                answer.body = answer.body[:length]
                connection.settimeout(0.3)
                try:
                    answer.closed = connection.recv(1) == b""
                except socket.timeout:
                    answer.closed = False
                except ConnectionResetError:
                    answer.closed = True
                return answer


def parse(received):
    head, _, body = received.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    parts = lines[0].split(" ", 2)
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return Answer(int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0, headers, body)


def request(method, target, headers=(), body=None, host="127.0.0.1:PORT"):
    """The bytes of a request; `PORT` in any part is replaced by `send`'s caller."""
    lines = [f"{method} {target} HTTP/1.1"]
    if host is not None:
        lines.append(f"Host: {host}")
    lines += list(headers)
    if body is not None:
        data = body if isinstance(body, bytes) else body.encode("utf-8")
        lines.append(f"Content-Length: {len(data)}")
        return ("\r\n".join(lines) + "\r\n\r\n").encode("utf-8") + data
    return ("\r\n".join(lines) + "\r\n\r\n").encode("utf-8")


class ActiveContent(html.parser.HTMLParser):
    """Finds what would run or load in a page beyond `allowed_scripts`: script elements,
    event-handler attributes, script URLs, frames, plugins, a base or a refresh."""

    FORBIDDEN_TAGS = {"iframe", "frame", "frameset", "object", "embed", "applet", "base", "svg", "math", "portal"}
    URL_ATTRIBUTES = {"href", "src", "action", "formaction", "xlink:href", "data", "poster", "srcset", "background"}

    def __init__(self, allowed_scripts):
        super().__init__(convert_charrefs=True)
        self.allowed_scripts = allowed_scripts
        self.found = []
        self.in_script = False

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "script":
            if attributes.get("src") not in self.allowed_scripts:
                self.found.append(f"<script src={attributes.get('src')!r}>")
            self.in_script = True
        if tag in self.FORBIDDEN_TAGS:
            self.found.append(f"<{tag}>")
        if tag == "meta" and (attributes.get("http-equiv") or "").lower() == "refresh":
            self.found.append("<meta http-equiv=refresh>")
        for name, value in attrs:
            if name.startswith("on"):
                self.found.append(f"<{tag} {name}=…>")
            squeezed = re.sub(r"[\s\x00-\x1f]", "", (value or "")).lower()
            if name in self.URL_ATTRIBUTES and squeezed.startswith(("javascript:", "vbscript:", "data:text/html")):
                self.found.append(f"<{tag} {name}={value!r}>")

    def handle_endtag(self, tag):
        if tag == "script":
            self.in_script = False

    def handle_data(self, data):
        if self.in_script and data.strip():
            self.found.append("an inline script")


def active_content(page, allowed_scripts):
    parser = ActiveContent(allowed_scripts)
    parser.feed(page)
    parser.close()
    return parser.found


def meta_policy(page):
    """The content of the page's Content-Security-Policy meta element, if any."""
    match = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"', page)
    return match.group(1) if match else None


def directives(policy):
    """A CSP as {directive: [sources]}; a later repeat of a directive is ignored, as
    browsers do."""
    result = {}
    for part in (policy or "").split(";"):
        words = part.split()
        if words and words[0] not in result:
            result[words[0]] = words[1:]
    return result
