/// The style sheet every rendered page carries inline, so a page is one file: readable
/// from a 360-pixel phone to a desktop, light or dark as the reader's system is.
enum PageStyle {
  static let css = """
    :root { color-scheme: light dark; --muted: #666; --chip: #eef; --chip-text: #225; --rule: #ddd; }
    @media (prefers-color-scheme: dark) { :root { --muted: #aaa; --chip: #334; --chip-text: #dde; --rule: #444; } }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 44rem; padding: 1.25rem 1rem 3rem;
      font: 1.0625rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
      overflow-wrap: anywhere; }
    h1, h2 { line-height: 1.25; margin: 0 0 .35rem; }
    h1 { font-size: 1.9rem; } h2 { font-size: 1.45rem; }
    a { color: inherit; text-underline-offset: .15em; }
    .meta { color: var(--muted); font-size: .9rem; margin: 0 0 .5rem; }
    .chips { list-style: none; padding: 0; margin: .25rem 0 1rem; display: flex; flex-wrap: wrap; gap: .35rem; }
    .chip { background: var(--chip); color: var(--chip-text); border-radius: 1rem; padding: .1rem .65rem; font-size: .85rem; }
    .chip.category { font-weight: 600; }
    .badge { text-transform: uppercase; font-size: .7rem; letter-spacing: .05em; border: 1px solid currentColor;
      border-radius: .25rem; padding: 0 .3rem; margin-left: .4rem; vertical-align: middle; }
    .summary { font-style: italic; }
    article { border-top: 1px solid var(--rule); padding-top: 1.25rem; margin-top: 1.75rem; }
    article:first-of-type { border-top: none; margin-top: 0; padding-top: 0; }
    .index { padding-left: 1.1rem; } .index li { margin: .6rem 0; } .index p { margin: .1rem 0; color: var(--muted); }
    img { max-width: 100%; height: auto; }
    pre { overflow-x: auto; padding: .75rem; border: 1px solid var(--rule); border-radius: .35rem; }
    code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: .92em; }
    blockquote { margin: 1rem 0; padding-left: 1rem; border-left: .25rem solid var(--rule); color: var(--muted); }
    table { border-collapse: collapse; display: block; overflow-x: auto; }
    th, td { border: 1px solid var(--rule); padding: .3rem .5rem; }
    """
}
