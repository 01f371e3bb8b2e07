// Tactile's live inspector: draws the /inspect stream (Docs/DAEMON.md, "Inspector").
// The stream's first line is a hello (screen, layout elements with hit regions, devices,
// recognizers); then frames, gestures, recognizer transitions with reasons, pointer
// updates and notices, as the daemon produces them.

const token = new URLSearchParams(location.search).get("token");
const query = token ? `?token=${encodeURIComponent(token)}` : "";
const TRAIL_SECONDS = 1.5;
const LIST_LENGTH = 40;

// Everything the page knows; the browser tests read it (window.inspectorState).
const state = (window.inspectorState = {
  hello: null,
  frames: 0,
  touches: new Map(),     // touch id -> {x, y, phase, trail: [{t, x, y}]}
  pen: null,              // the latest pen frame: hover, pressure, tilt shown live
  penFrames: 0,
  transitions: 0,
  recognizers: new Map(), // name -> {kind, state, reason, t}
  gestures: [],
  pointer: null,
  pointerUpdates: 0,
  regionsEntered: new Set(),
  predictions: 0,            // pointer updates with a confident prediction
  lastTime: 0,
  paused: false,
  connected: false,
  actions: [],            // {t, name, outcome}: actions that ran or edge protection held back
  // The calibration page: the targets (screen points), the touches taken so far, the answer.
  calibration: { active: false, targets: [], touches: [], device: null, result: null, error: null },
});

const canvas = document.getElementById("screen");
const context = canvas.getContext("2d");
document.getElementById("record").href = "/record" + query;
document.getElementById("capture").onclick = async (e) => {
  // The daemon writes the capture into its capture directory and answers with where.
  const response = await fetch("/capture" + query, { method: "POST" });
  e.target.title = (await response.text()).trim();
  e.target.textContent = response.ok ? "Captured" : "Capture failed";
  setTimeout(() => { e.target.textContent = "Capture"; }, 2000);
};
document.getElementById("pause").onclick = (e) => {
  state.paused = !state.paused;
  e.target.textContent = state.paused ? "Resume" : "Pause";
};

function connect() {
  const socket = new WebSocket(`${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/inspect${query}`);
  socket.onopen = () => setConnection(true);
  socket.onclose = () => {
    setConnection(false);
    setTimeout(connect, 1000);
  };
  socket.onmessage = (message) => {
    if (state.paused) return;
    let line;
    try { line = JSON.parse(message.data); } catch { return; }
    handle(line);
  };
}

function setConnection(open) {
  state.connected = open;
  const element = document.getElementById("connection");
  element.textContent = open ? "live" : "reconnecting…";
  element.className = open ? "open" : "closed";
}

// Seconds since the session's first input (the hello's sessionStart; event times may be
// epoch-based), or since the first input this page saw before the daemon had any.
function since(t) {
  if (typeof t !== "number") return "";
  const start = state.hello?.sessionStart;
  if (typeof start === "number") return (t - start).toFixed(3);
  if (state.origin === undefined) state.origin = t;
  return (t - state.origin).toFixed(3);
}

// The calibration page: four targets 10 % in from the corners of the screen (points); the
// lift of one touch on each is taken, then POST /calibrate fits the panel's matrix.
const calibrationPanel = document.getElementById("calibration");
function calibrationStart() {
  const screen = state.hello?.screen || { width: 1920, height: 1080 };
  const c = state.calibration;
  c.active = true;
  c.touches = [];
  c.device = null;
  c.result = null;
  c.error = null;
  c.targets = [[0.1, 0.1], [0.9, 0.1], [0.9, 0.9], [0.1, 0.9]].map(([x, y]) => [x * screen.width, y * screen.height]);
  calibrationPanel.hidden = false;
  document.getElementById("calibration-result").textContent = "";
  calibrationShow();
}
function calibrationShow() {
  const c = state.calibration;
  const screen = state.hello?.screen || { width: 1920, height: 1080 };
  const target = calibrationPanel.querySelector(".target");
  const next = c.targets[c.touches.length];
  target.hidden = !next || !c.active;
  if (next) {
    // The page fills the screen: points map onto it proportionally.
    target.style.left = `${(next[0] / screen.width) * calibrationPanel.clientWidth}px`;
    target.style.top = `${(next[1] / screen.height) * calibrationPanel.clientHeight}px`;
  }
  document.getElementById("calibration-text").textContent = next && c.active
    ? `Touch the centre of the target and lift (${c.touches.length + 1} of ${c.targets.length})` : "";
}
function calibrationTouch(line) {
  const c = state.calibration;
  if (!c.active) return;
  for (const touch of line.touches) {
    if (touch.phase !== "ended") continue;
    const target = c.targets[c.touches.length];
    if (!target) return;
    c.device = c.device || line.device || null;
    c.touches.push({ x: touch.x, y: touch.y, targetX: target[0], targetY: target[1] });
  }
  calibrationShow();
  if (c.touches.length === c.targets.length) calibrationSend();
}
async function calibrationSend() {
  const c = state.calibration;
  c.active = false;
  const text = document.getElementById("calibration-text");
  text.textContent = "Computing…";
  try {
    const response = await fetch("/calibrate" + query, {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ device: c.device, touches: c.touches }),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(answer.error || response.statusText);
    c.result = answer;
    text.textContent = `Calibrated ${answer.name} (${answer.panel}): touches within ${answer.residualPoints} pt. `
      + `Written to ${answer.file}; the daemon reloaded it.`;
    document.getElementById("calibration-result").textContent =
      `calibration: [${answer.calibration.join(", ")}]\n\nFor the compositor (libinput), in /etc/udev/rules.d/99-tactile-calibration.rules:\n${answer.udevRule}`;
  } catch (error) {
    c.error = String(error.message || error);
    text.textContent = `Calibration failed: ${c.error}`;
  }
  calibrationShow();
}
document.getElementById("calibrate").onclick = calibrationStart;
document.getElementById("calibration-close").onclick = () => { state.calibration.active = false; calibrationPanel.hidden = true; };
window.inspectorCalibration = { start: calibrationStart, handle: (line) => handle(line) };

function handle(line) {
  if (typeof line.t === "number") state.lastTime = Math.max(state.lastTime, line.t);
  if (line.event === "hello") {
    state.hello = line;
    document.getElementById("capture").hidden = !line.capture;
    renderDevices();
    for (const name of line.recognizers) {
      if (!state.recognizers.has(name)) state.recognizers.set(name, { kind: null, state: "possible", reason: "", t: 0 });
    }
    renderRecognizers();
  } else if (line.kind === "touch" && Array.isArray(line.touches)) {
    state.frames++;
    calibrationTouch(line);
    for (const touch of line.touches) {
      const known = state.touches.get(touch.id) || { trail: [] };
      known.x = touch.x; known.y = touch.y; known.phase = touch.phase; known.t = line.t;
      known.trail.push({ t: line.t, x: touch.x, y: touch.y });
      state.touches.set(touch.id, known);
    }
  } else if (line.kind === "pen") {
    state.frames++;
    state.penFrames++;
    state.pen = line.phase === "ended" || line.phase === "cancelled" ? null : line;
    const tilt = line.tilt ? ` tilt ${line.tilt[0].toFixed(0)}°,${line.tilt[1].toFixed(0)}°` : "";
    const what = line.tip ? `pressure ${(line.pressure ?? 0).toFixed(3)}` : `hover${line.distance !== undefined ? ` ${line.distance.toFixed(2)}` : ""}`;
    document.getElementById("counts").title = `${line.tool} ${what}${tilt}`;
    if (line.tipChange) prepend("gestures", `${since(line.t)} ${line.tool} tip ${line.tipChange}`);
  } else if (line.event === "transition") {
    state.transitions++;
    const name = line.recognizer || "engine";
    state.recognizers.set(name, { kind: line.kind, state: line.to, reason: line.reason, t: line.t });
    prepend("transitions", `${since(line.t)} ${name}: ${line.from} → ${line.to} (${line.reason})`);
    renderRecognizers();
  } else if (typeof line.gesture === "string") {
    state.gestures.push(line);
    const values = ["scale", "rotation", "dx", "dy", "direction", "taps", "edge", "reason", "mostFingers", "protected"]
      .filter((k) => k in line).map((k) => `${k}=${typeof line[k] === "number" ? +line[k].toFixed(3) : line[k]}`);
    prepend("gestures", `${since(line.t)} ${line.gesture} ${line.phase} ${line.fingers}f ${values.join(" ")}`);
  } else if (line.visible && "prediction" in line) {
    state.pointer = line;
    state.pointerUpdates++;
    if (line.region) state.regionsEntered.add(line.region);
    if (line.prediction.confidence > 0) state.predictions++;
  } else if (line.event === "tap" && "region" in line) {
    prepend("gestures", `${since(line.t)} element tap ${line.region} (${line.source})`);
  } else if (line.event === "device") {
    prepend("gestures", `device ${line.status}: ${line.name}${line.notice ? ` — ${line.notice}` : ""}`);
  } else if (line.event === "action") {
    state.actions.push(line);
    prepend("gestures", `${since(line.t)} action ${line.name}: ${line.outcome}`);
  } else if (line.event === "dropped") {
    prepend("gestures", `${line.count} lines dropped: this page did not keep up`);
  } else if (line.event === "filterTransition") {
    const who = line.machine === "mouse" ? "mouse" : `touch ${line.touch}`;
    prepend("transitions", `${since(line.t)} filter ${who}: ${line.from} → ${line.to} (${line.reason})`);
  } else if (line.event === "filterLatency") {
    const ms = (v) => (v === null ? "–" : `${v.toFixed(2)} ms`);
    state.filter = `filter: +${ms(line.forwarded.p50Milliseconds)} p50, +${ms(line.forwarded.p99Milliseconds)} p99 per frame · `
      + `held ${line.held.count} (p99 ${ms(line.held.p99Milliseconds)}) · ${line.touches.consumed} consumed, ${line.touches.cancelled} cancelled`;
  }
  document.getElementById("counts").textContent =
    `${state.frames} frames · ${state.transitions} transitions · ${state.gestures.length} gesture events`
    + (state.filter ? ` · ${state.filter}` : "");
}

function prepend(listID, text) {
  const list = document.getElementById(listID);
  const item = document.createElement("li");
  item.textContent = text;
  list.prepend(item);
  while (list.children.length > LIST_LENGTH) list.lastChild.remove();
}

function renderDevices() {
  const table = document.getElementById("devices");
  table.replaceChildren(...(state.hello?.devices || []).map((d) => row([d.path, d.name, d.kind])));
}

function renderRecognizers() {
  const table = document.getElementById("recognizers");
  table.replaceChildren(...[...state.recognizers].map(([name, r]) => {
    const tr = row([name, r.state, r.reason]);
    tr.children[1].className = `state-${r.state}`;
    return tr;
  }));
}

function row(cells) {
  const tr = document.createElement("tr");
  for (const text of cells) {
    const td = document.createElement("td");
    td.textContent = text ?? "";
    tr.append(td);
  }
  return tr;
}

// The screen, scaled to fit: elements (frame solid, hit region dashed), touches with trails,
// the pointer (model and drawn position: the line between them is magnetism) and its
// predicted target.
function draw() {
  requestAnimationFrame(draw);
  const width = canvas.clientWidth, height = canvas.clientHeight;
  if (canvas.width !== width * devicePixelRatio) canvas.width = width * devicePixelRatio;
  if (canvas.height !== height * devicePixelRatio) canvas.height = height * devicePixelRatio;
  const c = context;
  c.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0);
  c.clearRect(0, 0, width, height);
  const screen = state.hello?.screen || { width: 1920, height: 1080 };
  const k = Math.min((width - 24) / screen.width, (height - 24) / screen.height);
  c.translate((width - screen.width * k) / 2, (height - screen.height * k) / 2);
  c.fillStyle = "#0d0f12";
  c.fillRect(0, 0, screen.width * k, screen.height * k);
  c.strokeStyle = "#4c566a";
  c.strokeRect(0, 0, screen.width * k, screen.height * k);

  for (const e of state.hello?.elements || []) {
    c.setLineDash([4, 4]);
    c.strokeStyle = "#5e81ac";
    c.strokeRect(e.hit.x * k, e.hit.y * k, e.hit.width * k, e.hit.height * k);
    c.setLineDash([]);
    c.fillStyle = state.pointer?.region === e.id ? "#5e81ac88" : "#3b425288";
    c.fillRect(e.x * k, e.y * k, e.width * k, e.height * k);
    c.fillStyle = "#d8dee9";
    c.fillText(e.id, e.x * k + 4, e.y * k + 14);
  }

  const now = state.lastTime;
  for (const [id, touch] of state.touches) {
    touch.trail = touch.trail.filter((p) => now - p.t <= TRAIL_SECONDS);
    const lifted = touch.phase === "ended" || touch.phase === "cancelled";
    if (touch.trail.length === 0 && lifted) { state.touches.delete(id); continue; }
    c.strokeStyle = "#ebcb8b";
    c.beginPath();
    touch.trail.forEach((p, i) => (i ? c.lineTo(p.x * k, p.y * k) : c.moveTo(p.x * k, p.y * k)));
    c.stroke();
    if (!lifted) {
      c.fillStyle = "#ebcb8b";
      c.beginPath();
      c.arc(touch.x * k, touch.y * k, 10, 0, 2 * Math.PI);
      c.fill();
      c.fillStyle = "#16181d";
      c.fillText(String(id % 1000000), touch.x * k - 4, touch.y * k + 4);
    }
  }

  // The pen: a ring while it hovers (larger when farther), a dot sized by pressure while it
  // touches, a line towards where its top leans (tilt).
  const pen = state.pen;
  if (pen) {
    const x = pen.x * k, y = pen.y * k;
    c.strokeStyle = c.fillStyle = pen.tool === "eraser" ? "#bf616a" : "#88c0d0";
    c.beginPath();
    if (pen.tip) {
      c.arc(x, y, 2 + 10 * (pen.pressure ?? 0.5), 0, 2 * Math.PI);
      c.fill();
    } else {
      c.arc(x, y, 6 + 18 * (pen.distance ?? 0.5), 0, 2 * Math.PI);
      c.stroke();
    }
    if (pen.tilt) {
      c.beginPath();
      c.moveTo(x, y);
      c.lineTo(x + pen.tilt[0] * 0.6, y + pen.tilt[1] * 0.6);
      c.stroke();
    }
    c.fillText(pen.tip ? `${pen.tool} ${(pen.pressure ?? 0).toFixed(2)}` : `${pen.tool} hover`, x + 14, y - 10);
  }

  const p = state.pointer;
  if (p) {
    c.strokeStyle = "#b48ead";
    c.beginPath();
    c.moveTo(p.x * k, p.y * k);
    c.lineTo(p.visible.x * k, p.visible.y * k);
    c.stroke();
    c.fillStyle = "#b48ead";
    c.beginPath();
    c.arc(p.visible.x * k, p.visible.y * k, 6, 0, 2 * Math.PI);
    c.fill();
    if (p.prediction && p.prediction.confidence > 0) {
      c.strokeStyle = `rgba(163, 190, 140, ${Math.min(1, p.prediction.confidence)})`;
      c.beginPath();
      c.arc(p.prediction.x * k, p.prediction.y * k, 12, 0, 2 * Math.PI);
      c.stroke();
    }
  }
}

connect();
requestAnimationFrame(draw);
