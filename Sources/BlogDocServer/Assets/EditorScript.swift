/// `editor.js`: the browser editor's behaviour, in plain JavaScript (no framework, no
/// build step).
///
/// - Saving sends only the fields changed since they were loaded, each with the value it
///   started from; the server refuses fields someone else changed meanwhile (409), and
///   the editor shows the value they hold now beside each, so saving again is a choice.
///   A field is changed only when the user changed it: a value its control cannot hold
///   exactly (CR LF in a text area, a line break in a one-line box, untrimmed list items)
///   is compared as the control shows it, and a text whose line breaks were all CR LF
///   is saved with CR LF.
/// - Messages of the server (the command line's own) are shown beside their field, and
///   scrolled out from under the sticky Save bar.
/// - Undo and Redo run the journal's undo and redo; a refused undo lists each conflicting
///   field, beside the field when it is one of this entry's, until the next Undo or Redo.
/// - The history panel lists the workspace's operations as `blogdoc log` does, or says
///   that there are none yet.
/// - On a change on disk (server-sent events), fields not being edited take the new
///   value; a field being edited keeps the user's text and says what changed.
/// - A multi-line text field shows a preview drawn by the server's renderer.
enum EditorScript {
  static let text = #"""
    // blogdoc serve: the entry editor.
    (() => {
      'use strict';
      const form = document.getElementById('entry-form');
      if (!form) return;
      const token = document.querySelector('meta[name="blogdoc-token"]').content;
      const path = form.dataset.path;
      const entry = form.dataset.entry;
      const encodedPath = path.split('/').map(encodeURIComponent).join('/');
      const query = form.dataset.only === 'true' ? '' : '?entry=' + encodeURIComponent(entry);
      const status = document.getElementById('status');
      const saveBar = form.querySelector('.buttons');
      const fields = Array.from(form.querySelectorAll('.field')).map((element) => ({
        element,
        name: element.dataset.field,
        kind: element.dataset.kind,
        control: element.querySelector('input, textarea'),
        error: element.querySelector('.error'),
        preview: element.querySelector('.preview')
      }));
      const byName = new Map(fields.map((field) => [field.name, field]));
      let base = {};
      // The fields showing why the last Undo or Redo was refused: the next one clears them.
      const refusedMoves = new Set();

      function read(field) {
        if (field.kind === 'bool') return field.control.checked ? 'true' : 'false';
        if (field.kind === 'list') return field.control.value.split('\n').map((item) => item.trim()).filter((item) => item !== '');
        return field.control.value;
      }
      function write(field, value) {
        if (field.kind === 'bool') field.control.checked = value === 'true';
        else if (field.kind === 'list') field.control.value = value.join('\n');
        else field.control.value = value;
      }
      const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
      // What a control makes of a value: a text area holds line breaks as LF only (the
      // browser turns CR LF and a lone CR into LF), a one-line box holds none, and a list
      // keeps its items trimmed, one per line. A field is changed only if the user changed
      // it, not because its control cannot hold the file's value exactly.
      function asShown(field, value) {
        if (field.kind === 'bool') return value;
        if (field.kind === 'list') {
          return value.flatMap((item) => item.split(/\r\n?|\n/)).map((item) => item.trim()).filter((item) => item !== '');
        }
        return field.control.tagName === 'TEXTAREA' ? value.replace(/\r\n?/g, '\n') : value.replace(/[\r\n]/g, '');
      }
      // The value to save: a text whose line breaks were all CR LF keeps them.
      function toSave(field, value) {
        const was = base[field.name];
        const crlf = typeof was === 'string' && was.includes('\r\n') && !/\r(?!\n)|(?<!\r)\n/.test(was);
        return crlf && field.control.tagName === 'TEXTAREA' ? value.replace(/\n/g, '\r\n') : value;
      }
      const isDirty = (field) => field.name in base && !same(read(field), asShown(field, base[field.name]));
      const shown = (value) => Array.isArray(value) ? (value.length ? value.join(', ') : 'empty')
        : (value === '' ? 'empty' : '"' + value + '"');

      function showError(field, message) {
        field.error.textContent = message || '';
        field.error.hidden = !message;
        field.element.classList.toggle('invalid', Boolean(message));
      }
      // Scrolls `element` (a field's message) out from under the sticky Save bar.
      function uncover(element) {
        const covered = element.getBoundingClientRect().bottom - saveBar.getBoundingClientRect().top;
        if (covered > 0) window.scrollBy(0, covered + 8);
      }
      // Focuses a field whose message was just shown, with the message in sight.
      function reveal(field) {
        field.control.focus({ preventScroll: true });
        field.error.scrollIntoView({ block: 'nearest' });
        uncover(field.error);
      }
      function say(text, tone) {
        status.textContent = text;
        status.className = tone || '';
      }
      function markDirty() {
        form.classList.toggle('dirty', fields.some(isDirty));
      }
      function markUpdated(version) {
        const root = document.documentElement;
        if (version !== undefined) root.dataset.blogdocVersion = String(version);
        root.dataset.blogdocUpdatedAt = String(Math.round(performance.timeOrigin + performance.now()));
      }

      async function api(method, url, body) {
        const init = { method, cache: 'no-store', headers: { Accept: 'application/json' } };
        if (body !== undefined) {
          init.headers['Content-Type'] = 'application/json';
          init.headers['X-Blogdoc-Token'] = token;
          init.body = JSON.stringify(body);
        }
        try {
          const response = await fetch(url, init);
          const text = await response.text();
          try { return JSON.parse(text); } catch { return { ok: false, error: text.trim() || 'The server answered ' + response.status + '.' }; }
        } catch (error) {
          return { ok: false, error: 'The server cannot be reached; is blogdoc serve still running?' };
        }
      }

      // Takes the entry as the file holds it; a field being edited keeps its text.
      async function load() {
        const answer = await api('GET', '/api/entry/' + encodedPath + query);
        if (!answer.ok) { say(answer.error, 'bad'); return; }
        for (const field of fields) {
          const value = answer.fields[field.name];
          if (value === undefined) continue;
          if (!isDirty(field)) {
            write(field, value);
            base[field.name] = value;
          } else if (!same(value, base[field.name])) {
            showError(field, 'Changed on disk while you edit it: it is now ' + shown(value) + '. Saving will ask before replacing it.');
            if (document.activeElement === field.control) uncover(field.error);
          }
        }
        document.getElementById('entry-title').textContent = answer.title;
        markDirty();
        fields.filter((field) => field.preview).forEach(preview);
      }

      async function save() {
        const values = {};
        const bases = {};
        for (const field of fields) {
          showError(field, '');
          if (isDirty(field)) { values[field.name] = toSave(field, read(field)); bases[field.name] = base[field.name]; }
        }
        if (Object.keys(values).length === 0) { say('Nothing to save.'); return; }
        say('Saving…');
        const answer = await api('POST', '/api/save/' + encodedPath + query, { values, base: bases });
        if (answer.ok) {
          for (const [name, sent] of Object.entries(values)) {
            const field = byName.get(name);
            const saved = answer.fields ? answer.fields[name] : sent;
            if (same(read(field), asShown(field, sent))) write(field, saved);
            base[name] = saved;
          }
          say(answer.operation ? 'Saved: ' + answer.message + ' (operation ' + answer.operation + ').' : answer.message, 'good');
          markDirty();
          refreshLog();
          return;
        }
        let first = null;
        for (const [name, message] of Object.entries(answer.fields || {})) {
          const field = byName.get(name);
          if (!field) continue;
          showError(field, message);
          first = first || field;
        }
        // Refused because someone changed these fields: saving again replaces their values.
        for (const [name, value] of Object.entries(answer.now || {})) {
          if (name in values) base[name] = value;
        }
        say('Not saved. ' + answer.error, 'bad');
        if (first) reveal(first);
      }

      async function move(direction) {
        say(direction === 'undo' ? 'Undoing…' : 'Redoing…');
        const answer = await api('POST', '/api/' + direction + '/' + encodedPath, {});
        const list = document.getElementById('conflicts');
        if (list) list.remove();
        for (const field of refusedMoves) showError(field, '');
        refusedMoves.clear();
        if (answer.ok) {
          const step = answer.steps[0];
          say(step.label + ' operation ' + step.operation + ' (' + step.message + ').', 'good');
          await load();
          refreshLog();
          return;
        }
        say(answer.error, 'bad');
        if (!answer.conflicts) return;
        const conflicts = document.createElement('ul');
        conflicts.id = 'conflicts';
        for (const conflict of answer.conflicts) {
          const item = document.createElement('li');
          item.textContent = conflict.file + ': ' + conflict.text;
          conflicts.appendChild(item);
          const field = byName.get(conflict.field);
          if (field && conflict.entry === entry && conflict.file.endsWith(path)) {
            showError(field, 'Changed since that operation: it is ' + conflict.found + ', the operation left ' + conflict.expected + '; ' + direction + ' refused.');
            refusedMoves.add(field);
          }
        }
        status.after(conflicts);
      }

      async function refreshLog() {
        const answer = await api('GET', '/api/log/' + encodedPath);
        const log = document.getElementById('log');
        if (!answer.ok) return;
        document.getElementById('no-history').hidden = answer.operations.length > 0;
        log.replaceChildren(...answer.operations.map((operation) => {
          const item = document.createElement('li');
          item.className = operation.undone ? 'undone' : '';
          const line = document.createElement('div');
          line.textContent = operation.id + '  ' + operation.time + '  ' + operation.kind + '  ' + operation.message + (operation.undone ? ' (undone)' : '');
          item.appendChild(line);
          for (const file of operation.files) {
            const detail = document.createElement('div');
            detail.className = 'files';
            detail.textContent = file;
            item.appendChild(detail);
          }
          return item;
        }));
      }

      const previewTimers = new Map();
      // The text each preview shows, so a change on disk redraws only the previews whose
      // text changed (every open editor reloads on every change).
      const previewed = new Map();
      async function preview(field) {
        const text = read(field);
        if (previewed.get(field.name) === text) return;
        const answer = await api('POST', '/api/preview', { text });
        // An answer to older text, arriving after a newer one, is not shown.
        if (answer.ok && read(field) === text) { field.preview.innerHTML = answer.html; previewed.set(field.name, text); }
      }

      form.addEventListener('submit', (event) => { event.preventDefault(); save(); });
      form.addEventListener('input', (event) => {
        markDirty();
        const field = fields.find((each) => each.control === event.target);
        if (field && field.preview) {
          clearTimeout(previewTimers.get(field.name));
          previewTimers.set(field.name, setTimeout(() => preview(field), 150));
        }
      });
      form.addEventListener('change', markDirty);
      for (const button of form.querySelectorAll('button.now')) {
        button.addEventListener('click', () => {
          const input = document.getElementById(button.dataset.for);
          input.value = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
          markDirty();
        });
      }
      document.getElementById('undo').addEventListener('click', () => move('undo'));
      document.getElementById('redo').addEventListener('click', () => move('redo'));
      document.addEventListener('keydown', (event) => {
        if ((event.ctrlKey || event.metaKey) && event.key === 's') { event.preventDefault(); save(); }
      });
      window.addEventListener('beforeunload', (event) => {
        if (fields.some(isDirty)) event.preventDefault();
      });

      let version = null;
      const events = new EventSource('/_blogdoc/events');
      events.addEventListener('hello', (event) => {
        const data = JSON.parse(event.data);
        if (version !== null && data.version !== version) { load(); refreshLog(); }
        version = data.version;
      });
      events.addEventListener('change', async (event) => {
        const data = JSON.parse(event.data);
        version = data.version;
        if (data.documents.includes(path)) await load();
        if (data.history || data.documents.includes(path)) await refreshLog();
        markUpdated(data.version);
      });

      load().then(() => markUpdated());
      refreshLog();
    })();
    """#
}
