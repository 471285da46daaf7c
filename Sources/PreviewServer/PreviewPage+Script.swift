extension PreviewPage {
  /// The page's behaviour: it waits for the server's state (`/state?after=V`), loads a clip's frames as
  /// they are drawn (the frame asked for first, then onward), plays them at the clip's rate on a canvas,
  /// and sends taps and settings. `window.preview` lets a test read what is shown.
  static let script = """
    'use strict';
    const $ = id => document.getElementById(id);
    const canvas = $('frame'), context = canvas.getContext('2d');
    let state = null, clip = null, frames = [], requested = [], inflight = 0;
    let want = 0, shown = -1, playing = true, playStart = 0, playFrom = 0;

    async function post(path) {
      try { await fetch(path, { method: 'POST' }); } catch (e) { }
    }

    async function poll() {
      let version = -1;
      for (;;) {
        try {
          const response = await fetch('/state?after=' + version, { cache: 'no-store' });
          const s = await response.json();
          version = s.version;
          apply(s);
        } catch (e) {
          $('status').textContent = 'disconnected';
          await new Promise(r => setTimeout(r, 500));
        }
      }
    }

    function apply(s) {
      state = s;
      $('file').textContent = s.file;
      const status = $('status');
      status.textContent = s.loading ? 'rendering…' : (s.error ? 'error' : 'ready');
      status.className = 'status' + (s.loading ? ' rendering' : (s.error ? ' error' : ''));
      $('error').textContent = s.error || '';
      $('error').hidden = !s.error;
      $('notice').textContent = s.notice || '';
      $('notice').hidden = !s.notice;
      const device = $('device');
      if (device.options.length !== s.devices.length + 1) {
        for (const name of s.devices) device.add(new Option(name, name));
      }
      if (document.activeElement !== device) device.value = s.settings.device || '';
      if (document.activeElement !== $('scheme')) $('scheme').value = s.settings.colorScheme || '';
      if (document.activeElement !== $('size')) $('size').value = s.settings.size || '';
      const taps = $('taps');
      taps.replaceChildren(...s.settings.taps.map((tap, i) => {
        const item = document.createElement('li');
        item.textContent = tap;
        const remove = document.createElement('button');
        remove.textContent = '×';
        remove.title = 'Remove this tap';
        remove.onclick = () => post('/untap?index=' + i);
        item.append(remove);
        return item;
      }));
      if (s.clip && (!clip || s.clip.id !== clip.id)) newClip(s.clip);
    }

    function newClip(c) {
      const time = clip ? want / clip.fps : 0;
      clip = c;
      frames = new Array(c.frameCount);
      requested = new Array(c.frameCount).fill(false);
      canvas.width = c.width;
      canvas.height = c.height;
      canvas.dataset.clip = c.id;
      fit();
      const scrub = $('scrub');
      scrub.max = c.frameCount - 1;
      want = Math.min(c.frameCount - 1, Math.round(time * c.fps));
      playFrom = want;
      playStart = performance.now();
      shown = -1;
      const timeline = $('timeline');
      timeline.replaceChildren(...c.marks.map(m => {
        const mark = document.createElement('span');
        mark.className = m.kind;
        mark.style.left = (c.duration > 0 ? Math.min(100, 100 * m.time / c.duration) : 0) + '%';
        mark.title = m.time.toFixed(3) + ' s: ' + m.label;
        mark.onclick = () => seek(Math.round(m.time * c.fps));
        return mark;
      }));
      $('tappables').replaceChildren(...c.tappables.map(t => {
        const button = document.createElement('button');
        button.textContent = 'Tap “' + t.name + '”';
        button.onclick = () => post('/tap?name=' + encodeURIComponent(t.name) + '&t=' + (want / clip.fps));
        return button;
      }));
      if (c.tappables.length === 0) $('tappables').textContent = 'Nothing is tappable.';
      pump();
    }

    function fit() {
      if (!clip) return;
      const ratio = window.devicePixelRatio || 1;
      const room = Math.min(1 / ratio, (window.innerWidth - 48) / clip.width, (window.innerHeight * 0.7) / clip.height);
      canvas.style.width = (clip.width * room) + 'px';
      canvas.style.height = (clip.height * room) + 'px';
    }

    function pump() {
      while (clip && inflight < 3) {
        let next = -1;
        for (let k = 0; k < clip.frameCount; k++) {
          const i = (want + k) % clip.frameCount;
          if (!requested[i]) { next = i; break; }
        }
        if (next < 0) return;
        requested[next] = true;
        inflight++;
        const id = clip.id, image = new Image();
        image.onload = () => { inflight--; if (clip && clip.id === id) frames[next] = image; pump(); };
        image.onerror = () => {
          inflight--;
          if (clip && clip.id === id) { requested[next] = false; setTimeout(pump, 300); }
        };
        image.src = '/frame/' + id + '/' + next + '.png';
      }
    }

    function seek(i) {
      if (!clip) return;
      playing = false;
      $('play').textContent = '▶';
      want = Math.max(0, Math.min(clip.frameCount - 1, i));
      pump();
    }

    function play() {
      if (!clip) return;
      playing = true;
      $('play').textContent = '❚❚';
      playFrom = want >= clip.frameCount - 1 ? 0 : want;
      playStart = performance.now();
    }

    function tick(now) {
      if (clip && playing) {
        let i = playFrom + Math.floor((now - playStart) / 1000 * clip.fps);
        if (i >= clip.frameCount) { playFrom = 0; playStart = now; i = 0; }
        if (i !== want) { want = i; pump(); }
      }
      if (clip && frames[want] && shown !== want) {
        context.clearRect(0, 0, canvas.width, canvas.height);
        context.drawImage(frames[want], 0, 0);
        shown = want;
        canvas.dataset.frame = want;
        $('scrub').value = want;
        $('time').textContent = (want / clip.fps).toFixed(3) + ' s · frame ' + want + ' of ' + clip.frameCount;
      }
      requestAnimationFrame(tick);
    }

    canvas.addEventListener('click', e => {
      if (!clip) return;
      const x = e.offsetX / canvas.clientWidth * (clip.width / clip.scale);
      const y = e.offsetY / canvas.clientHeight * (clip.height / clip.scale);
      post('/tap?x=' + x + '&y=' + y + '&t=' + (want / clip.fps) + '&clip=' + clip.id);
    });
    $('scrub').addEventListener('input', e => seek(Number(e.target.value)));
    $('back').onclick = () => seek(want - 1);
    $('forward').onclick = () => seek(want + 1);
    $('play').onclick = () => playing ? seek(want) : play();
    $('clear').onclick = () => post('/untap');
    $('scheme').onchange = e => post('/settings?colorScheme=' + e.target.value);
    $('device').onchange = e => post('/settings?device=' + e.target.value);
    $('size').onchange = e => post('/settings?size=' + encodeURIComponent(e.target.value));
    document.addEventListener('keydown', e => {
      if (e.target.tagName === 'INPUT' && e.target.type !== 'range') return;
      if (e.key === ' ') { e.preventDefault(); playing ? seek(want) : play(); }
      if (e.key === 'ArrowLeft') seek(want - 1);
      if (e.key === 'ArrowRight') seek(want + 1);
    });
    window.addEventListener('resize', fit);
    window.preview = {
      get state() { return state; }, get shown() { return shown; }, get playing() { return playing; },
      get clip() { return clip; }, seek, play
    };
    requestAnimationFrame(tick);
    poll();
    """
}
