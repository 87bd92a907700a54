"""The serve suite's cases of time and size: clients that trickle, stay silent, crowd in,
outnumber the server's file descriptors or never read, and request heads of megabytes.
They are methods of the suite (serving.Suite), which provides the server, the port and the
recording of cases."""

import socket
import threading
import time

from . import rawhttp
from .rawhttp import request

IDLE_SECONDS = 3
SAVE = '{"values":{"title":"Hacked"},"base":{"title":"Hello, World"}}'


class LimitCases:
    def slow_cases(self):
        """Trickled, silent and stalled clients are cut off at the idle timeout."""
        head = f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n".encode() + b"X-A: b\r\n" * 100
        self.timed_cut("a request trickled a byte every 0.3 s", head, 0.3)
        body = request("POST", "/api/save/hello-world.xml", headers=self.writer, body=SAVE)
        self.timed_cut("a save whose body is trickled", self.fill(body), 0.3, after=len(self.fill(body)) - len(SAVE))
        self.timed_cut("a silent connection", b"", 0)
        self.timed_cut("half a request, then silence", head[:30], 0)
        self.idle_crowd()
        self.descriptor_flood()
        self.stalled_reader()

    def timed_cut(self, name, data, gap, after=0):
        """Sends `data[:after]` at once, then a byte every `gap` s: the server must close
        the connection between the idle timeout and two seconds after it."""
        before = self.snapshot()
        connection = rawhttp.connect(self.port, timeout=IDLE_SECONDS + 5)
        started = time.monotonic()
        if not gap:
            after = len(data)
        problems = []
        try:
            connection.sendall(data[:after])
            index = after
            while True:
                if index < len(data) and gap:
                    connection.send(data[index:index + 1])
                    index += 1
                    time.sleep(gap)
                else:
                    time.sleep(0.05)
                connection.setblocking(False)
                try:
                    if connection.recv(65536) == b"":
                        break
                    problems.append("answered before it was sent whole")
                    break
                except BlockingIOError:
                    pass
                finally:
                    connection.setblocking(True)
                if time.monotonic() - started > IDLE_SECONDS + 5:
                    problems.append(f"still open after {IDLE_SECONDS + 5} s")
                    break
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            connection.close()
        seconds = time.monotonic() - started
        if not problems and not IDLE_SECONDS - 0.2 <= seconds <= IDLE_SECONDS + 2:
            problems.append(f"cut off after {seconds:.1f} s, expected about {IDLE_SECONDS} s")
        self.record(f"slow: {name}", problems + self.unchanged(before), seconds)

    def idle_crowd(self):
        """Many idle connections: the server answers others meanwhile and closes them all."""
        connections = []
        problems = []
        try:
            for _ in range(self.idle_connections):
                connections.append(rawhttp.connect(self.port, timeout=IDLE_SECONDS + 5))
        except OSError as error:
            problems.append(f"could open only {len(connections)} connections: {error}")
        started = time.monotonic()
        try:
            answer = rawhttp.exchange(self.port, self.fill(request("GET", "/view/hello-world.xml")), timeout=5)
            if answer is None or answer.status != 200 or time.monotonic() - started > 2:
                problems.append("a normal request was not answered within 2 s")
        except (rawhttp.NoAnswer, OSError) as error:
            problems.append(f"a normal request failed: {error}")
        time.sleep(IDLE_SECONDS + 1.5)
        still_open = 0
        for connection in connections:
            connection.setblocking(False)
            try:
                if connection.recv(1) != b"":
                    still_open += 1
            except BlockingIOError:
                still_open += 1
            except ConnectionResetError:
                pass
            connection.close()
        if still_open:
            problems.append(f"{still_open} of {len(connections)} idle connections still open")
        self.record(f"slow: {len(connections)} idle connections", problems)

    def descriptor_flood(self):
        """More connections than a server may open files (a second one, allowed 128): it
        drops them all and listens again, rather than exit."""
        server = rawhttp.Server(self.blogdoc, "docs", self.base, IDLE_SECONDS, open_files=128, log="flood.log")
        connections, problems = [], []
        try:
            for _ in range(300):
                try:
                    connections.append(rawhttp.connect(server.port, timeout=2))
                except OSError:
                    break
            time.sleep(1)
            answer, deadline = None, time.monotonic() + 5
            while answer is None and time.monotonic() < deadline:
                try:
                    answer = rawhttp.exchange(server.port, request("GET", "/").replace(
                        b"PORT", str(server.port).encode()), timeout=2)
                except (rawhttp.NoAnswer, OSError):
                    time.sleep(0.2)
            if not server.alive():
                problems.append(f"the server exited: {server.output()[-300:]!r}")
            elif answer is None or answer.status != 200:
                problems.append("the server did not answer a normal request after the flood")
            if "listening again" not in server.output():
                problems.append(f"the server did not say it listened again: {server.output()[-300:]!r}")
        finally:
            for connection in connections:
                connection.close()
            server.stop()
        self.record(f"slow: {len(connections)} connections to a server allowed 128 files", problems)

    def stalled_reader(self):
        """Pipelined requests for a large page, never read: the server gives up writing."""
        connection = rawhttp.connect(self.port)
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        started_memory = self.server.memory_mb()[0]
        data = self.fill(request("GET", "/view/blog.xml")) * 200
        problems = []
        try:
            connection.sendall(data)
        except OSError:
            pass
        time.sleep(IDLE_SECONDS + 2)
        grown = self.server.memory_mb()[0] - started_memory
        if grown > 64:
            problems.append(f"memory grew {grown:.0f} MB")
        connection.setblocking(False)
        try:
            while connection.recv(1 << 20):
                pass
        except BlockingIOError:
            problems.append("the connection is still open")
        except OSError:
            pass  # Reset: closed.
        connection.close()
        self.record("slow: a reader that never reads 200 pages", problems)

    def head_cases(self):
        """Long heads are cut off: FlyingFox reads a line in time quadratic in its length."""
        for name, size, short_lines in [("a 1 MB header", 1 << 20, False), ("a 10 MB header", 10 << 20, False),
                                        ("a 1 MB URL", 1 << 20, False), ("10 MB of short header lines", 10 << 20, True)]:
            if "URL" in name:
                data = f"GET /view/{'a' * size}.xml HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n\r\n".encode()
            elif short_lines:
                line = b"X-Filler-%08d: " + b"a" * 40 + b"\r\n"
                data = f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n".encode() + b"".join(
                    line % index for index in range(size // 60)) + b"\r\n"
            else:
                data = f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\nX-Big: ".encode() + b"a" * size + b"\r\n\r\n"
            self.long_head(name, data)
        self.case("a 12 KB header (under the limit)", request("GET", "/", headers=["X-Pad: " + "p" * 12_000]), 200)

    def long_head(self, name, data):
        cpu = self.server.cpu_seconds()
        resident, _ = self.server.memory_mb()
        started = time.monotonic()
        answer, problems, sender = None, [], None
        try:
            connection = rawhttp.connect(self.port, timeout=30)
            sender = threading.Thread(target=self.send_quietly, args=(data, connection))
            sender.start()
            answer = rawhttp.read_answer(connection, timeout=30)
        except (rawhttp.NoAnswer, OSError) as error:
            problems.append(f"not cut off: {error}")
        if sender:
            sender.join(30)
        seconds = time.monotonic() - started
        spent = self.server.cpu_seconds() - cpu
        grown = self.server.memory_mb()[0] - resident
        if answer is not None:
            problems.append(f"answered {answer.describe()}")
        if spent > 3:
            problems.append(f"took {spent:.1f} s of the server's CPU")
        if grown > 16:
            problems.append(f"the server's memory grew {grown:.0f} MB")
        self.outcome.notes.append(f"{name}: cut off after {seconds:.2f} s, {spent:.2f} s of server CPU, "
                                  f"memory {resident:.0f} -> {resident + grown:.0f} MB")
        self.record(f"head: {name}", problems, seconds)

    @staticmethod
    def send_quietly(data, connection):
        try:
            connection.sendall(data)
        except OSError:
            pass
