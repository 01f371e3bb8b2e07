// Tactile's browser client: the daemon's gestures as DOM events (Docs/DAEMON.md, "Web kiosks").
//
//   import { connect } from "/tactile.js";
//   connect();
//   map.addEventListener("tactilepinch", e => zoomBy(e.detail.scale));
//
// Every line the daemon sends becomes a bubbling CustomEvent whose `detail` is the line's JSON
// object (fields as in the gesture, pointer and element-tap schemas) plus `clientX`/`clientY`:
// - gestures: "tactile" + the gesture kind in lower case (tactiletap, tactilepan, tactilepinch,
//   tactilerotate, tactileswipe, tactilelongpress, tactileedgeswipe, tactiletransform,
//   tactileforcepress, tactilepenbutton), on the element under the gesture's point when it
//   began; later phases of the same gesture go to that element too, wherever the fingers are
//   (like pointer capture); `detail.pointerType` is "touch" or "pen" (a pen's tip: with its
//   `tool`, `pressure`, `tilt`, `buttons`: Docs/PENS.md), and a pen's pan and a finger's pan
//   at once are two gestures, each captured apart;
// - element taps: "tactileelementtap" on the element whose id is the tap's region (else the
//   element under the point);
// - pointer: "tactilepointer" (position updates) on the document, and "tactilepointerenter",
//   "tactilepointerexit", "tactilepointerpress", "tactilepointerrelease", "tactilepointerclick"
//   on the region's element;
// - pen frames (the daemon's `output: {frames: true}`): "tactilepen" with the frame's fields
//   (tool, tip, tipChange, pressure 0...1, distance, tilt, buttons: Docs/PENS.md) on the element
//   under the pen; while the tip is down, on the element where the stroke began;
// - notices: "tactiledevice", "tactileconfig", "tactiledropped", and "tactileconnection"
//   ({state: "open" | "closed"}) on the document.
// One ES module, no build step; it reconnects by itself.

const GESTURE_PHASES_THAT_END = new Set(["ended", "cancelled", "failed"]);

/** Default mapping from the daemon's screen points to this page's CSS pixels: none. It holds
 *  for a page shown full-screen on the panel (a kiosk browser) with the daemon's screen scale
 *  equal to the browser's devicePixelRatio. Pass `map` to connect() otherwise, e.g.
 *  `(x, y) => ({x: x / 2, y: y / 2})` for a 2x screen at scale 1. */
function defaultMap(x, y) {
  return { x, y };
}

export class TactileClient extends EventTarget {
  /**
   * @param {object} [options]
   * @param {string} [options.url] WebSocket URL; default: the /events stream of the daemon
   *   that served this page.
   * @param {string} [options.token] the daemon's web.token; default: this page's ?token=.
   * @param {(x: number, y: number) => {x: number, y: number}} [options.map] screen points
   *   to CSS pixels (client coordinates).
   * @param {Document} [options.document]
   * @param {number} [options.maxRetryMilliseconds] longest wait between reconnections (5000).
   */
  constructor(options = {}) {
    super();
    this.document = options.document || document;
    this.map = options.map || defaultMap;
    const token = options.token ?? new URLSearchParams(location.search).get("token");
    const base = options.url || `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/events`;
    this.url = token ? `${base}${base.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}` : base;
    this.maxRetryMilliseconds = options.maxRetryMilliseconds ?? 5000;
    this.retryMilliseconds = 250;
    this.captured = new Map();   // "device|gesture" -> element that received `began`; "pen|device" -> the stroke's element
    this.closed = false;
    this.socket = null;
    this.open();
  }

  /** Stops for good (no reconnection). */
  close() {
    this.closed = true;
    if (this.socket) this.socket.close();
  }

  open() {
    if (this.closed) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.retryMilliseconds = 250;
      this.notify("tactileconnection", { state: "open", url: this.url });
    };
    socket.onmessage = (message) => {
      let line;
      try { line = JSON.parse(message.data); } catch { return; }
      this.dispatch(line);
    };
    socket.onclose = (close) => {
      this.socket = null;
      this.captured.clear();  // gestures in flight will not get their end
      this.notify("tactileconnection", { state: "closed", code: close.code, reason: close.reason });
      if (this.closed) return;
      setTimeout(() => this.open(), this.retryMilliseconds);
      this.retryMilliseconds = Math.min(this.retryMilliseconds * 2, this.maxRetryMilliseconds);
    };
  }

  /** Turns one line of the daemon into a DOM event (exposed for tests and replays). */
  dispatch(line) {
    if (typeof line.gesture === "string") return this.dispatchGesture(line);
    if (line.kind === "pen") return this.dispatchPen(line);
    if (line.event === "tap" && "region" in line) {
      const element = (line.region && this.document.getElementById(line.region)) || this.elementAt(line);
      return this.fire(element, "tactileelementtap", line);
    }
    if (typeof line.event === "string" && "region" in line) {
      const element = (line.region && this.document.getElementById(line.region)) || this.document;
      return this.fire(element, "tactilepointer" + line.event, line);
    }
    if (line.visible && "prediction" in line) return this.fire(this.document, "tactilepointer", line);
    if (line.event === "device") {
      return this.notify("tactiledevice", line);
    }
    if (line.event === "config") return this.notify("tactileconfig", line);
    if (line.event === "dropped") return this.notify("tactiledropped", line);
  }

  dispatchGesture(line) {
    if (!line.pointerType) line.pointerType = "touch";  // the JSON names only pens
    const key = `${line.device || ""}|${line.pointerType}|${line.gesture}`;
    let element = this.captured.get(key);
    if (!element || line.phase === "began" || line.phase === "recognized") {
      element = this.elementAt(line);
      if (line.phase === "began") this.captured.set(key, element);
    }
    if (GESTURE_PHASES_THAT_END.has(line.phase)) this.captured.delete(key);
    return this.fire(element, "tactile" + line.gesture.toLowerCase(), line);
  }

  dispatchPen(line) {
    const key = `pen|${line.device || ""}`;
    let element = this.captured.get(key);
    if (!element || line.tipChange === "down" || !line.tip) element = this.elementAt(line);
    if (line.tipChange === "down") this.captured.set(key, element);
    if (!line.tip) this.captured.delete(key);
    return this.fire(element, "tactilepen", line);
  }

  elementAt(line) {
    if (typeof line.x !== "number") return this.document;
    const p = this.map(line.x, line.y);
    return this.document.elementFromPoint(p.x, p.y) || this.document;
  }

  fire(target, type, line) {
    const detail = Object.assign({}, line);
    if (typeof line.x === "number") {
      const p = this.map(line.x, line.y);
      detail.clientX = p.x;
      detail.clientY = p.y;
    }
    target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    return type;
  }

  notify(type, detail) {
    this.document.dispatchEvent(new CustomEvent(type, { detail }));
    this.dispatchEvent(new CustomEvent(type, { detail }));
    return type;
  }
}

/** Connects to the daemon (see TactileClient's options) and returns the client. */
export function connect(options) {
  return new TactileClient(options);
}
