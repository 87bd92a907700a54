"""A small client of the Chrome DevTools Protocol over `--remote-debugging-pipe`: JSON
messages separated by NUL bytes, written to Chromium's fd 3 and read from its fd 4. No
websocket and no package beyond Python's standard library, so it runs where CI installs only
Debian's `chromium`.

    with Browser() as browser:
        page = browser.new_page("http://127.0.0.1:4000/edit/hello-world.xml", isolated=True)
        page.type_into("#f-title", "Hello, Browser")
        page.click("#save")
        page.wait_for("document.getElementById('status').textContent.startsWith('Saved')")

Every command waits for its answer (or raises `CDPError`); events are kept per session, so a
page can wait for one that arrived before it asked."""

import base64
import collections
import concurrent.futures
import json
import os
import shlex
import shutil
import subprocess
import tempfile
import threading
import time

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-extensions",
                  "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--mute-audio",
                  # Four pages saving at once must all run at full speed, not as background tabs.
                  "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                  "--disable-backgrounding-occluded-windows"]


class CDPError(Exception):
    """A command Chromium answered with an error, or did not answer in time."""


class Browser:
    """One headless Chromium, driven over the pipe; closed (and its profile removed) on exit."""

    def __init__(self, chromium="chromium", timeout=30):
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="blogdoc-cdp-profile-")
        to_chromium, self._writer = os.pipe()
        self._reader, from_chromium = os.pipe()
        # Chromium reads commands on fd 3 and writes answers on fd 4: a shell puts the pipe
        # ends there, so no code runs between fork and exec (the caller may have threads).
        redirect = f"exec 3<&{to_chromium} 4>&{from_chromium}"
        for extra in {to_chromium, from_chromium} - {3, 4}:
            redirect += f" {extra}>&-"
        command = [chromium, *CHROMIUM_FLAGS, "--remote-debugging-pipe", f"--user-data-dir={self.profile}",
                   "about:blank"]
        self.process = subprocess.Popen(["sh", "-c", f"{redirect}; exec {shlex.join(command)}"],
                                        pass_fds=(to_chromium, from_chromium), stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chromium)
        os.close(from_chromium)
        self._lock = threading.Lock()
        self._next_id = 0
        self._pending = {}
        self._events = collections.defaultdict(list)
        self._event_cond = threading.Condition()
        # A page left with unsaved changes asks (beforeunload); leave, as a user clicking
        # Leave would, and keep the question for the checks.
        self.dialogs = []
        self._listeners = [self._answer_dialog]
        self._thread = threading.Thread(target=self._read_loop, name="cdp reader", daemon=True)
        self._thread.start()
        self.version = self.send("Browser.getVersion")["product"]

    # -- the wire ---------------------------------------------------------------------------

    def _read_loop(self):
        buffer = b""
        while True:
            try:
                chunk = os.read(self._reader, 1 << 20)
            except OSError:
                chunk = b""
            if not chunk:
                break
            buffer += chunk
            *messages, buffer = buffer.split(b"\0")
            for raw in messages:
                self._dispatch(json.loads(raw))
        with self._lock:
            pending, self._pending = self._pending, {}
        for future in pending.values():
            future.set_exception(CDPError("Chromium closed the pipe (did it crash?)"))

    def _dispatch(self, message):
        if "id" in message:
            with self._lock:
                future = self._pending.pop(message["id"], None)
            if future is None:
                return
            if "error" in message:
                future.set_exception(CDPError(f"{message['error'].get('message')} ({message['error'].get('data', '')})"))
            else:
                future.set_result(message.get("result", {}))
            return
        session = message.get("sessionId")
        for listener in list(self._listeners):
            listener(session, message["method"], message.get("params", {}))
        with self._event_cond:
            self._events[session].append((message["method"], message.get("params", {})))
            self._event_cond.notify_all()

    def _answer_dialog(self, session, method, params):
        if method == "Page.javascriptDialogOpening":
            self.dialogs.append((session, params.get("type"), params.get("message")))
            self.send_async("Page.handleJavaScriptDialog", {"accept": True}, session=session)

    def send_async(self, method, params=None, session=None):
        """Sends a command; a Future holds its result."""
        future = concurrent.futures.Future()
        with self._lock:
            self._next_id += 1
            message = {"id": self._next_id, "method": method, "params": params or {}}
            if session:
                message["sessionId"] = session
            self._pending[self._next_id] = future
            data = json.dumps(message).encode() + b"\0"
            while data:
                data = data[os.write(self._writer, data):]
        return future

    def send(self, method, params=None, session=None, timeout=None):
        """Sends a command and returns its result."""
        try:
            return self.send_async(method, params, session).result(timeout or self.timeout)
        except concurrent.futures.TimeoutError:
            raise CDPError(f"{method} got no answer in {timeout or self.timeout} s") from None

    def events(self, session, method):
        """The parameters of every `method` event of `session` so far."""
        with self._event_cond:
            return [params for name, params in self._events[session] if name == method]

    def wait_event(self, session, method, after=0, timeout=None):
        """Waits for the `after`+1-th `method` event of `session`; returns its parameters."""
        deadline = time.monotonic() + (timeout or self.timeout)
        with self._event_cond:
            while True:
                found = [params for name, params in self._events[session] if name == method]
                if len(found) > after:
                    return found[after]
                left = deadline - time.monotonic()
                if left <= 0:
                    raise CDPError(f"no {method} event in {timeout or self.timeout} s")
                self._event_cond.wait(left)

    # -- pages ------------------------------------------------------------------------------

    def new_page(self, url="about:blank", isolated=False, width=1280, height=900):
        """A new tab (in a browser context of its own when `isolated`: its own cookies and
        cache, as another browser would be), attached and loaded."""
        params = {"url": "about:blank"}
        context = None
        if isolated:
            context = self.send("Target.createBrowserContext")["browserContextId"]
            params["browserContextId"] = context
        target = self.send("Target.createTarget", params)["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, session, target, context)
        for domain in ("Page", "Runtime", "Log"):
            self.send(f"{domain}.enable", session=session)
        page.resize(width, height)
        if url != "about:blank":
            page.navigate(url)
        return page

    def close(self):
        if self.process.poll() is None:
            try:
                self.send_async("Browser.close")
                self.process.wait(5)
            except (subprocess.TimeoutExpired, OSError):
                self.process.kill()
                self.process.wait()
        for fd in (self._writer, self._reader):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()


class Page:
    """One attached tab: evaluate script, navigate, type and click as a user does (through
    Input events, not by calling the page's functions), wait for a condition, screenshot."""

    def __init__(self, browser, session, target, context):
        self.browser, self.session, self.target, self.context = browser, session, target, context
        self._loads = 0

    def send(self, method, params=None, timeout=None):
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def evaluate(self, expression, await_promise=False, timeout=None):
        """The value of `expression` in the page (JSON-able values only)."""
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": await_promise}, timeout=timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise CDPError(f"script failed: {details.get('exception', {}).get('description') or details.get('text')}")
        return result["result"].get("value")

    def evaluate_async(self, expression):
        """Starts evaluating a promise-valued `expression`; a Future holds the raw result."""
        return self.browser.send_async("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                            "awaitPromise": True}, session=self.session)

    def navigate(self, url, timeout=None):
        """Loads `url` and waits for its load event."""
        loads = len(self.browser.events(self.session, "Page.loadEventFired"))
        result = self.send("Page.navigate", {"url": url})
        if result.get("errorText"):
            raise CDPError(f"cannot load {url}: {result['errorText']}")
        self.browser.wait_event(self.session, "Page.loadEventFired", after=loads, timeout=timeout)

    def wait_for(self, expression, timeout=5.0, interval=0.02):
        """Waits until `expression` is truthy in the page; returns its value, or raises
        CDPError naming it."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise CDPError(f"still false after {timeout} s: {expression}")
            time.sleep(interval)

    def resize(self, width, height):
        self.send("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1,
                                                         "mobile": width < 600})

    def click(self, selector):
        """Scrolls the element into view and clicks its middle with the mouse."""
        box = self.evaluate(f"""(() => {{
            const element = document.querySelector({json.dumps(selector)});
            if (!element) return null;
            element.scrollIntoView({{block: 'center', inline: 'center'}});
            const r = element.getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2];
        }})()""")
        if box is None:
            raise CDPError(f"nothing to click at {selector}")
        x, y = box
        self.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def type_into(self, selector, text, replace=True):
        """Focuses the control and types `text` (replacing what it holds, or at its end)."""
        found = self.evaluate(f"""(() => {{
            const control = document.querySelector({json.dumps(selector)});
            if (!control) return false;
            control.focus();
            if ({'true' if replace else 'false'}) control.select();
            else control.setSelectionRange(control.value.length, control.value.length);
            return true;
        }})()""")
        if not found:
            raise CDPError(f"nothing to type into at {selector}")
        if replace and text == "":
            self.press("Delete", 46)
        elif text:
            self.send("Input.insertText", {"text": text})

    def press(self, key, code_number, modifiers=0):
        for kind in ("rawKeyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": key,
                                                 "windowsVirtualKeyCode": code_number, "modifiers": modifiers})

    def screenshot(self, path, width, height, full_page=False):
        """A PNG of the page at `width` x `height` CSS pixels (the whole page if `full_page`)."""
        self.send("Page.bringToFront")
        self.resize(width, height)
        time.sleep(0.2)  # Let layout settle after the resize.
        params = {"format": "png"}
        if full_page:
            size = self.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
            params.update(captureBeyondViewport=True, clip={"x": 0, "y": 0, "width": width,
                                                            "height": min(size[1], 6000), "scale": 1})
        data = self.send("Page.captureScreenshot", params)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
        return path

    def problems(self, origin):
        """Script errors, and failed loads and CSP refusals of `origin`'s resources, that the
        page reported, as sentences. (A document's own images elsewhere may fail to load:
        they are its content, and the checks run offline.)"""
        found = []
        for params in self.browser.events(self.session, "Runtime.exceptionThrown"):
            details = params["exceptionDetails"]
            found.append(f"script error: {details.get('exception', {}).get('description') or details.get('text')}")
        for params in self.browser.events(self.session, "Log.entryAdded"):
            entry = params["entry"]
            if entry.get("level") != "error":
                continue
            url = entry.get("url", "")
            if entry.get("source") == "network" and (not url.startswith(origin) or _is_provoked(entry)):
                continue
            found.append(f"console: {entry.get('text')} ({url})")
        return found

    def close(self):
        self.browser.send("Target.closeTarget", {"targetId": self.target})
        if self.context:
            self.browser.send("Target.disposeBrowserContext", {"browserContextId": self.context})


def _is_provoked(entry):
    """An answer the checks provoke on purpose (a refused save or undo is a 409 or 422, and
    the browser logs each), or the favicon the server does not have."""
    return any(f"status of {status}" in entry.get("text", "") for status in (409, 422)) or entry["url"].endswith("/favicon.ico")
