/// The preview page: plain HTML and CSS here, its JavaScript in ``script`` (PreviewPage+Script.swift).
/// Served as one document; nothing to build.
enum PreviewPage {
  static var html: String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>render-anim preview</title>
    <style>\(css)</style>
    </head>
    <body>
    <header>
      <strong id="file"></strong>
      <span id="status" class="status">connecting…</span>
      <label>Appearance <select id="scheme"><option value="">as given</option><option value="light">light</option>
        <option value="dark">dark</option></select></label>
      <label>Device <select id="device"><option value="">as given</option></select></label>
      <label>Size <input id="size" placeholder="WxH" size="9"></label>
    </header>
    <main>
      <div id="stage"><canvas id="frame" width="1" height="1" title="Click to tap here at this time"></canvas></div>
      <div id="controls">
        <button id="back" title="Previous frame (←)">◀︎</button>
        <button id="play" title="Play or pause (space)">❚❚</button>
        <button id="forward" title="Next frame (→)">▶︎</button>
        <div id="track">
          <input id="scrub" type="range" min="0" max="0" value="0">
          <div id="timeline" title="Events, phases and keyframes; click one to go there"></div>
        </div>
        <span id="time">–</span>
      </div>
      <pre id="error" hidden></pre>
      <p id="notice" hidden></p>
      <section id="interaction">
        <div><h2>Tap a view now</h2><div id="tappables"></div></div>
        <div><h2>Taps</h2><ol id="taps"></ol><button id="clear">Clear taps</button></div>
      </section>
    </main>
    <script>\(script)</script>
    </body>
    </html>
    """
  }

  static let css = """
    :root { color-scheme: light dark; font: 14px system-ui, sans-serif; }
    body { margin: 0; padding: 12px 16px; }
    header { display: flex; flex-wrap: wrap; gap: 14px; align-items: center; margin-bottom: 10px; }
    .status { padding: 2px 8px; border-radius: 10px; background: #8884; }
    .status.error { background: #e5484d; color: white; }
    .status.rendering { background: #f5a524; color: black; }
    #error { background: #e5484d22; border-left: 4px solid #e5484d; padding: 8px 12px; white-space: pre-wrap;
      font: 12px ui-monospace, monospace; max-height: 30vh; overflow: auto; }
    #notice { background: #f5a52422; border-left: 4px solid #f5a524; padding: 6px 12px; }
    #stage { display: flex; justify-content: center; padding: 8px;
      background: repeating-conic-gradient(#8882 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
    #frame { cursor: crosshair; image-rendering: auto; box-shadow: 0 1px 6px #0004; }
    #controls { display: flex; gap: 8px; align-items: flex-start; margin-top: 8px; }
    #track { flex: 1; }
    #scrub { width: 100%; margin: 4px 0 0; }
    #time { font-variant-numeric: tabular-nums; min-width: 15em; text-align: right; }
    #timeline { position: relative; height: 20px; margin: 0 8px; border-top: 1px solid #8886; }
    #timeline span { position: absolute; top: 2px; width: 3px; height: 16px; margin-left: -1px; cursor: pointer;
      border-radius: 1px; }
    .event { background: #0a84ff; } .completion { background: #30d158; } .trigger { background: #bf5af2; }
    .keyframe { background: #ff9f0a; } .phase { background: #ff375f; } .settled { background: #8e8e93; }
    .removed { background: #636366; }
    #interaction { display: flex; gap: 32px; margin-top: 12px; }
    #interaction h2 { font-size: 13px; margin: 0 0 6px; }
    #tappables button { margin: 0 6px 6px 0; }
    #taps { margin: 0 0 6px; padding-left: 22px; font: 12px ui-monospace, monospace; }
    #taps button { margin-left: 8px; }
    """
}
