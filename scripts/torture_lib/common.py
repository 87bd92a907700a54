"""What every torture suite shares: running blogdoc with its resources measured, taking
snapshots of a directory, and recording the outcome of each case."""

import dataclasses
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SAMPLES = os.path.join(ROOT, "SampleDocs")
# A record's footer: format 1's fixed-width one, or format 2's compact one (issue 23).
FOOTER = re.compile(rb"#blogdoc-record v1 len=\d+ crc=[0-9a-f]+ seq=\d+\n|(?<=\n)#v2 \d+ [0-9a-f]{8} \d+\n")
TIME = "/usr/bin/time"
TEMPORARY = re.compile(r"^\..+\.blogdoc-[A-Za-z0-9]{6}$")


@dataclasses.dataclass
class Run:
    """One finished process: its exit status, output, peak memory and time."""

    argv: list
    status: int
    stdout: str
    stderr: str
    peak_rss_mb: float
    seconds: float

    @property
    def killed_by(self):
        return -self.status if self.status < 0 else None

    def describe(self):
        return f"`{' '.join(self.argv)}` exited {self.status}; stderr: {self.stderr.strip()[:300]!r}"


def run(argv, cwd, timeout=60, env=None, kill_after=None, prefix=()):
    """Runs `prefix + argv` in `cwd`; returns a Run. With `kill_after` (seconds), SIGKILLs
    the process then, if it is still running.

    The peak RSS is GNU time's: a process's peak counts the memory of the process it was
    forked from (Linux keeps the high-water mark across exec), so measuring directly from
    this Python process would report Python's size. Killed runs are not measured: the
    SIGKILL must reach blogdoc, not a wrapper."""
    measured = kill_after is None and os.path.exists(TIME)
    with tempfile.NamedTemporaryFile() as report, tempfile.TemporaryFile() as out, \
            tempfile.TemporaryFile() as err:
        wrapper = [TIME, "-f", "%M", "-o", report.name] if measured else []
        started = time.monotonic()
        process = subprocess.Popen(
            wrapper + list(prefix) + list(argv), cwd=cwd, env=env, stdin=subprocess.DEVNULL,
            stdout=out, stderr=err)
        deadline = started + (kill_after if kill_after is not None else timeout)
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() >= deadline:
                os.kill(process.pid, signal.SIGKILL)
                pid, status, usage = os.wait4(process.pid, 0)
                break
            time.sleep(0.0005)
        seconds = time.monotonic() - started
        code = os.waitstatus_to_exitcode(status)
        peak = 0.0
        if measured:
            lines = open(report.name).read().split()
            peak = int(lines[-1]) / 1024 if lines and lines[-1].isdigit() else 0.0
            if code > 128 and "terminated by signal" in open(report.name).read():
                code = 128 - code  # GNU time exits 128 + N for signal N; report it as -N.
        out.seek(0)
        err.seek(0)
        return Run(list(argv), code, out.read().decode("utf-8", "replace"),
                   err.read().decode("utf-8", "replace"), peak, seconds)


def snapshot(directory):
    """Every file under `directory` (hidden ones too) mapped to its bytes; the lock file,
    whose content is always empty, is kept so that its creation shows."""
    files = {}
    for root, dirs, names in os.walk(directory):
        dirs.sort()
        for name in sorted(names):
            path = os.path.join(root, name)
            with open(path, "rb") as handle:
                files[os.path.relpath(path, directory)] = handle.read()
        for name in dirs:
            files[os.path.relpath(os.path.join(root, name), directory) + "/"] = b""
    return files


def journal_records(data):
    """The journal's records as JSON objects without their times, which differ run to run."""
    records = []
    start = 0
    for footer in FOOTER.finditer(data):
        payload = data[start:footer.start()]
        start = footer.end()
        try:
            record = json.loads(payload)
        except ValueError:
            record = {"unreadable": payload.decode("utf-8", "replace")}
        record.pop("time", None)
        records.append(record)
    if start < len(data):
        records.append({"torn tail": len(data) - start})
    return records


def comparable(files):
    """A snapshot with the journal as records without times, for comparing runs."""
    result = dict(files)
    if ".blogdoc/journal" in result:
        result[".blogdoc/journal"] = journal_records(result[".blogdoc/journal"])
    return result


def differences(expected, actual):
    """The paths whose content differs between two snapshots, or that only one has."""
    paths = sorted(set(expected) | set(actual))
    return [path for path in paths if expected.get(path) != actual.get(path)]


def leftovers(directory):
    """Temporary files a writer left behind."""
    found = []
    for root, _, names in os.walk(directory):
        found += [os.path.join(root, name) for name in names if TEMPORARY.match(name)]
    return found


class Scratch:
    """A temporary directory for one suite, removed afterwards unless `keep`."""

    def __init__(self, name, keep=False):
        self.path = tempfile.mkdtemp(prefix=f"blogdoc-torture-{name}-")
        self.keep = keep
        self.count = 0

    def fresh(self, name):
        self.count += 1
        path = os.path.join(self.path, f"{self.count:04d}-{name}")
        os.makedirs(path)
        return path

    def clone(self, template, name="run"):
        """A fresh copy of the directory `template`; returns its path."""
        directory = self.fresh(name)
        os.rmdir(directory)
        shutil.copytree(template, directory, symlinks=True)
        return directory

    def count_syscalls(self, argv, template, syscall):
        """How many times `argv`, run undisturbed on a copy of `template`, calls `syscall`."""
        directory = self.clone(template, "count")
        log = os.path.join(self.path, "count.log")
        run(argv, directory, prefix=["strace", "-f", "-qq", "--seccomp-bpf", "-o", log, "-e", f"trace={syscall}"])
        shutil.rmtree(directory)
        with open(log) as handle:
            return sum(1 for line in handle if f"{syscall}(" in line and "resumed>" not in line)

    def close(self):
        if not self.keep:
            shutil.rmtree(self.path, ignore_errors=True)


@dataclasses.dataclass
class Outcome:
    """What one suite found."""

    suite: str
    cases: int = 0
    passed: int = 0
    failures: list = dataclasses.field(default_factory=list)
    worst_rss_mb: float = 0.0
    worst_seconds: float = 0.0
    notes: list = dataclasses.field(default_factory=list)

    def record(self, name, problems, runs=()):
        """Counts one case; `problems` is a list of sentences, empty when it passed."""
        self.cases += 1
        for each in runs:
            self.worst_seconds = max(self.worst_seconds, each.seconds)
        if problems:
            self.failures.append(f"{name}: " + "; ".join(problems))
        else:
            self.passed += 1

    def measure(self, each):
        self.worst_rss_mb = max(self.worst_rss_mb, each.peak_rss_mb)
        self.worst_seconds = max(self.worst_seconds, each.seconds)


def copy_samples(directory, *names):
    for name in names:
        shutil.copy(os.path.join(SAMPLES, name), os.path.join(directory, name))


def have(program):
    return shutil.which(program) is not None
