/// `editor.css`: the style of the server's own pages (the lists and the editor), readable
/// from a 360-pixel phone to a desktop, light or dark as the system is, in the look of
/// rendered pages.
enum EditorStyle {
  static let text = """
    :root { color-scheme: light dark; --muted: #666; --rule: #ddd; --accent: #225; --bad: #b00020; --good: #17692c;
      --field: #fff; --bar: #f4f4f8; }
    @media (prefers-color-scheme: dark) { :root { --muted: #aaa; --rule: #444; --accent: #aac; --bad: #ff8a80;
      --good: #8fd19e; --field: #1d1d22; --bar: #22222a; } }
    * { box-sizing: border-box; }
    body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
    a { color: inherit; text-underline-offset: .15em; }
    .bar { display: flex; flex-wrap: wrap; align-items: center; gap: .35rem .6rem; padding: .6rem 1rem;
      background: var(--bar); border-bottom: 1px solid var(--rule); position: sticky; top: 0; z-index: 5; }
    .bar .actions { margin-left: auto; display: flex; gap: .4rem; }
    .muted, .hint { color: var(--muted); }
    .hint { font-size: .8rem; margin: .15rem 0 0; }
    main.list { max-width: 44rem; margin: 0 auto; padding: 1rem; }
    .documents { list-style: none; padding: 0; }
    .documents li { padding: .55rem 0; border-bottom: 1px solid var(--rule); display: flex; flex-wrap: wrap; gap: .5rem; align-items: baseline; }
    .documents li .button { margin-left: auto; }
    button, .button { font: inherit; font-size: .92rem; padding: .3rem .8rem; border: 1px solid var(--rule);
      border-radius: .4rem; background: var(--field); color: inherit; cursor: pointer; text-decoration: none; }
    button[type=submit] { background: var(--accent); color: #fff; border-color: var(--accent); font-weight: 600; }
    @media (prefers-color-scheme: dark) { button[type=submit] { color: #111; } }
    main.editor { display: grid; grid-template-columns: minmax(0, 1fr) 20rem; gap: 1.5rem; padding: 1rem; max-width: 90rem; margin: 0 auto; }
    @media (max-width: 60rem) { main.editor { grid-template-columns: minmax(0, 1fr); } }
    @media (max-width: 40rem) { .bar { position: static; } .bar .actions { gap: .3rem; }
      .bar button, .bar .button { padding: .25rem .6rem; } }
    h1 { font-size: 1.5rem; margin: .2rem 0 1rem; overflow-wrap: anywhere; }
    .field { margin: 0 0 1rem; }
    .field > label { display: block; font-weight: 600; font-size: .92rem; margin-bottom: .2rem; }
    input[type=text], textarea { width: 100%; font: inherit; padding: .4rem .55rem; border: 1px solid var(--rule);
      border-radius: .35rem; background: var(--field); color: inherit; }
    textarea { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: .9rem;
      field-sizing: content; min-height: 4.5rem; max-height: 32rem; }
    .date { display: flex; gap: .4rem; } .date input { flex: 1; }
    ::placeholder { font-style: italic; }
    .text-and-preview { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
    @media (max-width: 75rem) { .text-and-preview { grid-template-columns: 1fr; } }
    .preview { border: 1px dashed var(--rule); border-radius: .35rem; padding: 0 .75rem; overflow-wrap: anywhere;
      max-height: 24rem; overflow: auto; }
    .preview img { max-width: 100%; }
    .invalid input, .invalid textarea { border-color: var(--bad); }
    .error { color: var(--bad); font-size: .88rem; margin: .25rem 0 0; }
    .buttons { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem; position: sticky; bottom: 0;
      padding: .6rem 0; background: Canvas; border-top: 1px solid var(--rule); }
    form.dirty #save::after { content: " •"; }
    #status.bad { color: var(--bad); } #status.good { color: var(--good); }
    #conflicts { color: var(--bad); font-size: .9rem; }
    .history h2 { font-size: 1.05rem; margin: .2rem 0 .5rem; }
    .log { list-style: none; padding: 0; margin: 0; font: .8rem/1.45 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
    .log li { padding: .35rem 0; border-bottom: 1px solid var(--rule); overflow-wrap: anywhere; }
    .log li.undone { color: var(--muted); }
    .log .files { padding-left: 1.5em; color: var(--muted); }
    """
}
