/// `live.js`: reloads a served page in place when its document changes on disk, without
/// a full-page load (no flicker, scroll kept), and adds an Edit link to a rendered page.
///
/// It listens to `/_blogdoc/events` (server-sent events, which the browser reconnects by
/// itself). On a change of its document (`data-path`), or of any document on a page
/// without one (the lists), it fetches the page again and swaps its body. After each swap
/// `<html>` carries `data-blogdoc-version` (the change's number) and
/// `data-blogdoc-updated-at` (the time of the swap, in milliseconds since 1970), which the
/// browser tests read.
enum LiveScript {
  static let text = #"""
    // blogdoc serve: keeps this page in step with its document on disk.
    (() => {
      'use strict';
      const script = document.currentScript;
      const path = script && script.dataset.path ? script.dataset.path : null;
      const entry = script && script.dataset.entry ? script.dataset.entry : null;
      let version = null;
      let busy = false;
      let pending = null;

      function mark(number) {
        const root = document.documentElement;
        root.dataset.blogdocVersion = String(number);
        root.dataset.blogdocUpdatedAt = String(Math.round(performance.timeOrigin + performance.now()));
      }

      function addEditLink() {
        if (!path || document.getElementById('blogdoc-edit')) return;
        const link = document.createElement('a');
        link.id = 'blogdoc-edit';
        link.textContent = 'Edit';
        link.href = '/edit/' + path.split('/').map(encodeURIComponent).join('/') +
          (entry ? '?entry=' + encodeURIComponent(entry) : '');
        Object.assign(link.style, {
          position: 'fixed', right: '1rem', bottom: '1rem', padding: '.45rem .9rem', borderRadius: '1.2rem',
          background: '#225', color: '#fff', font: '600 .95rem system-ui, sans-serif', textDecoration: 'none',
          boxShadow: '0 1px 4px rgba(0,0,0,.3)', zIndex: '10'
        });
        document.body.appendChild(link);
      }

      async function refresh(number) {
        if (busy) { pending = number; return; }
        busy = true;
        try {
          const response = await fetch(location.href, { cache: 'no-store', headers: { Accept: 'text/html' } });
          const next = new DOMParser().parseFromString(await response.text(), 'text/html');
          const x = window.scrollX, y = window.scrollY;
          document.title = next.title;
          document.body.replaceWith(document.adoptNode(next.body));
          addEditLink();
          window.scrollTo(x, y);
          mark(number);
        } catch (error) {
          // The next change, or the stream's reconnection, tries again.
        } finally {
          busy = false;
          if (pending !== null) { const again = pending; pending = null; refresh(again); }
        }
      }

      addEditLink();
      const events = new EventSource('/_blogdoc/events');
      events.addEventListener('hello', (event) => {
        const data = JSON.parse(event.data);
        // A reconnection after changes were missed: catch up.
        if (version !== null && data.version !== version) refresh(data.version);
        else if (version === null) mark(data.version);
        version = data.version;
      });
      events.addEventListener('change', (event) => {
        const data = JSON.parse(event.data);
        version = data.version;
        if (path === null || data.documents.includes(path)) refresh(data.version);
      });
    })();
    """#
}
