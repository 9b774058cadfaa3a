/* global document, window */
// The page's only script (docs/server-rendering.md "In the browser", docs/decisions.md issue 25), written
// inline at the end of the body by the build, so a page nobody touches requests no script at all; the
// site's CSP allows exactly this text by its sha256 (docs/decisions.md, "the starter inline"). Its
// attributes are read through document.currentScript, which an inline classic script has too; it runs
// once the document above it is parsed, as the deferred file did. Its minified text may not contain `</script`,
// `<script` or `<!--` (the build refuses it: it would end or change the element).
// The page arrives as working HTML: links navigate and forms submit without any script. Its code is
// therefore kept off the critical path. On a page that works as HTML nothing of it is requested until the
// visitor first touches, clicks, types or moves the focus into the page (a screen reader's cursor moves it
// without a key press to the page): evaluating and hydrating it on an idle phone blocked the main thread
// for 1.1-1.6 s that a visitor who only reads never needed (docs/decisions.md, "Issue 25 — scripts at the
// first touch"). A page whose job needs its code without a touch (a live queue, a video room, the front
// desk: `data-start="load"` on the server's list, from its route's `eager` mark) requests it once the
// page has loaded (its HTML, stylesheets and above-the-fold images), been painted, and the browser is
// idle, or at the first touch if that comes first. Then every file the start-up needs is requested at
// once: the shell's main.js, the bootstrap chunks the build lists in `data-preload`, the files of the
// remote that owns the page, which the server lists in `#boot-scripts`, and what the shell fetches at
// once (`data-fetch`: the registry), so the code arrives in one round of requests instead of a chain of three.
// Plain ES5 and tiny: the build takes it as it is (then minified), outside webpack's module system, and
// every page carries it, so each byte here is a byte of every page's HTML.
(function () {
  var self = document.currentScript;
  var INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  var started = false;

  function files() {
    var list = (self.getAttribute('data-preload') || '').split(' ');
    var page = document.getElementById('boot-scripts');
    if (page) {
      try {
        list = list.concat(JSON.parse(page.textContent || '[]'));
        // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 has no catch without a binding
      } catch (unreadable) {
        // Without the list the shell still loads what it needs, one round trip after another.
      }
    }
    return list.filter(Boolean);
  }

  function start() {
    if (started) return;
    started = true;
    INTENT.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
    function preload(as, href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = href;
      // A fetch() preload is used by fetch() only in its CORS mode.
      if (as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    }
    (self.getAttribute('data-fetch') || '').split(' ').forEach(function (href) {
      if (href) preload('fetch', href);
    });
    files().forEach(function (href) {
      preload('script', href);
    });
    var main = document.createElement('script');
    main.src = self.getAttribute('data-main');
    document.head.appendChild(main);
  }

  function whenIdle() {
    if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 1000 });
    else window.setTimeout(start, 1);
  }

  // `load` can come before the first paint when style and layout of the page are slow (a cheap phone):
  // the frame that shows the loaded page, its largest paint included, is then still to come. A task
  // queued from an animation frame runs after that frame is painted, so nothing of the code is requested
  // before the page has been shown (bench/README.md: Lighthouse counts what starts before the paint).
  function afterNextPaint() {
    if (window.requestAnimationFrame)
      window.requestAnimationFrame(function () {
        window.setTimeout(whenIdle, 0);
      });
    else whenIdle();
  }

  INTENT.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true });
  });
  var page = document.getElementById('boot-scripts');
  if (!page || page.getAttribute('data-start') !== 'load') return;
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
})();
