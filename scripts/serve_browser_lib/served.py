"""A temporary directory of sample documents (and two Markdown posts) served by `blogdoc serve --port 0`, with the
`blogdoc` commands the checks run in it, and the lines the server printed.

    with ServedDirectory(binary, root) as served:
        print(served.url)                       # http://127.0.0.1:41234/
        served.blogdoc("edit", "hello-world.xml", "--set", "title=Hi")"""

import glob
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time

SERVING = re.compile(r"Serving .* at (http://127\.0\.0\.1:\d+/)")


class ServedDirectory:
    def __init__(self, binary, root, documents=("*.xml", "*.json", "import/posts/2024-04-01-tea-time.md",
                                                "import/toml/2024-05-01-hugo-matcha.md")):
        self.binary = os.path.abspath(binary)
        self.directory = tempfile.mkdtemp(prefix="blogdoc-serve-browser-")
        for pattern in documents:
            for sample in glob.glob(os.path.join(root, "SampleDocs", pattern)):
                shutil.copy(sample, self.directory)
        self.lines = []
        self._lines_changed = threading.Condition()
        self.process = subprocess.Popen([self.binary, "serve", self.directory, "--port", "0"], cwd=self.directory,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        threading.Thread(target=self._read_output, name="blogdoc serve output", daemon=True).start()
        first = self.wait_for_line(SERVING, timeout=20)
        if first is None:
            self.close()
            raise RuntimeError(f"blogdoc serve did not say where it listens: {self.lines!r}")
        self.url = SERVING.search(first).group(1)

    def _read_output(self):
        for line in self.process.stdout:
            with self._lines_changed:
                self.lines.append(line.rstrip("\n"))
                self._lines_changed.notify_all()
        with self._lines_changed:
            self._lines_changed.notify_all()

    def wait_for_line(self, pattern, timeout=10):
        """The first line the server printed that `pattern` matches, waiting for it."""
        deadline = time.monotonic() + timeout
        with self._lines_changed:
            while True:
                for line in self.lines:
                    if pattern.search(line):
                        return line
                left = deadline - time.monotonic()
                if left <= 0 or self.process.poll() is not None:
                    return None
                self._lines_changed.wait(left)

    def path(self, name):
        return os.path.join(self.directory, name)

    def read(self, name):
        with open(self.path(name), "rb") as file:
            return file.read()

    def write_atomically(self, name, data):
        """Writes `data` as an editor does: a temporary file beside it, renamed over it."""
        temporary = os.path.join(self.directory, f".{name}.swp-{os.getpid()}")
        with open(temporary, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, self.path(name))

    def blogdoc(self, *arguments, check=False):
        """Runs `blogdoc ARGUMENTS` in the served directory."""
        result = subprocess.run([self.binary, *arguments], cwd=self.directory, capture_output=True, text=True)
        if check and result.returncode:
            raise RuntimeError(f"blogdoc {' '.join(arguments)} exited {result.returncode}: {result.stderr.strip()}")
        return result

    def field(self, document, field, entry=None):
        """`blogdoc show DOCUMENT [--entry ENTRY] --field FIELD`, without its newline."""
        selector = ["--entry", entry] if entry else []
        return self.blogdoc("show", document, *selector, "--field", field, check=True).stdout.rstrip("\n")

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.directory, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()
