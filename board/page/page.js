// The referee's board: the page's user interface. Every judgement, text
// and record comes from the library compiled to WebAssembly (window.seqref,
// board/wasm); this script only draws what it answers and passes on what
// the user taps and types.
(function () {
  "use strict";
  var $ = function (id) { return document.getElementById(id); };
  var EMPTY = "*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 ?";
  var STORE = "seqref-board-game";
  var api = null;
  var cells = Array.prototype.slice.call(document.querySelectorAll("#board .cell"));
  var st = { tab: "ask", situation: EMPTY, view: null, card: "", rec: null, game: null, frame: 0, name: "", text: "" };
  var board = { page: null };
  window.seqrefBoard = board;

  function call(name) {
    var args = Array.prototype.slice.call(arguments, 1);
    return api[name].apply(null, args);
  }

  // Loading: the gzip-compressed WebAssembly is inflated in the page.
  function bytesOf(b64) {
    var text = atob(b64), out = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) { out[i] = text.charCodeAt(i); }
    return out;
  }
  async function start() {
    var t0 = performance.now();
    var packed = bytesOf($("wasm").textContent.trim());
    var stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
    var wasm = await new Response(stream).arrayBuffer();
    var go = new Go();
    var ready = new Promise(function (resolve) { window.seqrefReady = resolve; });
    var inst = await WebAssembly.instantiate(wasm, go.importObject);
    go.run(inst.instance);
    await ready;
    api = window.seqref;
    board.loadMs = performance.now() - t0;
    document.documentElement.classList.remove("nojs");
    setUp();
    $("status").textContent = "Ready: set up a position and ask, record a game, or open a record.";
    board.readyAt = performance.now();
    board.ready = true;
  }

  // The board.
  function draw(view, marks) {
    marks = marks || {};
    cells.forEach(function (el, i) {
      var c = view.cells[i], words = [c.space, c.card === "*" ? "free corner" : c.card];
      if (c.chip && c.chip !== "*") {
        el.setAttribute("data-chip", c.chip);
        words.push({ g: "green", b: "blue", r: "red" }[c.chip] + " chip" + (c.locked ? ", in a sequence" : ""));
      } else if (c.chip === "*") {
        el.setAttribute("data-chip", "*");
      } else {
        el.removeAttribute("data-chip");
      }
      if (c.locked) { el.setAttribute("data-locked", ""); } else { el.removeAttribute("data-locked"); }
      var acts = (marks.plays || {})[c.space];
      el.classList.toggle("legal", !!acts);
      if (acts) { el.setAttribute("data-actions", acts.join(" ")); words.push("legal: " + acts.join(", ")); } else { el.removeAttribute("data-actions"); }
      var threat = (marks.threats || []).indexOf(c.space) >= 0;
      el.classList.toggle("threat", threat);
      if (threat) { words.push("open threat"); }
      el.setAttribute("aria-label", words.join(", "));
    });
  }
  function playsBySpace(moves, card) {
    var out = {};
    if (!moves) { return out; }
    moves.plays.forEach(function (p) {
      if (card && p.card !== card) { return; }
      (out[p.space] = out[p.space] || []).push(p.action);
    });
    return out;
  }
  function spaceAt(el) { return el.getAttribute("data-space"); }
  function chipOn(space) {
    var v = st.tab === "open" ? board.frameView : st.tab === "record" ? board.recView : st.view;
    if (!v) { return ""; }
    var c = v.cells.filter(function (c) { return c.space === space; })[0];
    return c && c.chip && c.chip !== "*" ? c.chip : "";
  }
  function cardOn(space) { return $("s-" + space).querySelector(".card").textContent; }
  // tapEntry is the entry text after tapping a space: the card chosen (or
  // the card the space shows) placed there, or a jack's removal of a chip.
  function tapEntry(text, space) {
    var m = /(?:^|[;:]\s*|\s)([0-9]{1,2}[SHDC]|[AJQKT][SHDC]|ADD|REMOVE)$/i.exec(text);
    if (m) { return text + (chipOn(space) ? "x" : "@") + space; }
    var sep = text && !/;\s*$/.test(text) ? "; " : "";
    return text + sep + cardOn(space) + "@" + space;
  }

  // columns is how many characters of the rulings' type fit the width of
  // the main column: the referee's text is wrapped there, in Go.
  function columns() {
    var probe = document.createElement("pre");
    probe.className = "probe";
    probe.textContent = "0000000000";
    var panel = $(st.tab);
    panel.appendChild(probe);
    // less the fieldset's and the ruling's padding and borders
    var ch = probe.getBoundingClientRect().width / 10, width = panel.clientWidth - 52;
    probe.remove();
    return ch > 0 ? Math.max(30, Math.min(80, Math.floor(width / ch))) : 0;
  }

  // The tabs.
  function showTab(name) {
    st.tab = name;
    ["ask", "record", "open"].forEach(function (t) {
      var tab = $("tab-" + t), on = t === name;
      tab.setAttribute("aria-selected", on ? "true" : "false");
      tab.tabIndex = on ? 0 : -1;
      $(t).hidden = !on;
    });
    if (name === "ask") { refreshAsk(); }
    if (name === "record") { refreshRecord(); }
    if (name === "open") { showFrame(st.frame); }
  }

  // Ask: a position, and a ruling on an entry at it.
  function fields() { return st.situation.trim().split(/\s+/); }
  function setField(i, value) {
    var f = fields();
    while (f.length < 6) { f.push("?"); }
    f[i] = value;
    look(f.join(" "));
  }
  function look(text) {
    var v = call("look", text);
    st.view = v;
    if (!v.error || v.rules) { st.situation = v.situation; }
    else { st.situation = text; }
    refreshAsk();
  }
  function refreshAsk() {
    var v = st.view;
    if (!v) { return; }
    $("situation").value = st.situation;
    $("situation-error").textContent = v.error || "";
    if (v.rules) {
      $("ruleset").value = v.rules;
      $("seating").value = v.seating;
      $("mover").value = v.mover;
      $("hand").value = v.handKnown ? v.hand.join(" ") : (v.hand.length ? v.hand.join(" ") + " ?" : "");
    }
    var moves = v.moves;
    if (st.card && v.hand.indexOf(st.card) < 0) { st.card = ""; }
    if (st.tab === "ask") { draw(v, { plays: playsBySpace(moves, st.card), threats: moves ? moves.threats : [] }); }
    var hd = $("hand-deck");
    if (v.rules && hd.getAttribute("data-rules") !== v.rules) {
      hd.setAttribute("data-rules", v.rules);
      hd.textContent = "";
      deckCards(v.rules).forEach(function (card) {
        var b = cardButton(card);
        b.setAttribute("aria-label", "add " + card + " to the hand");
        b.addEventListener("click", function () { setField(5, (st.view.handKnown ? st.view.hand : []).concat([card]).join(",")); });
        hd.appendChild(b);
      });
    }
    var hc = $("handcards");
    hc.textContent = "";
    v.hand.forEach(function (card) {
      var b = cardButton(card);
      var dead = moves && moves.dead.indexOf(card) >= 0;
      var playable = moves && moves.plays.some(function (p) { return p.card === card; });
      b.classList.toggle("dead", !!dead);
      b.classList.toggle("legal", !!playable);
      b.setAttribute("aria-pressed", st.card === card ? "true" : "false");
      b.setAttribute("aria-label", card + (dead ? ", dead" : playable ? ", playable" : ", no play"));
      b.addEventListener("click", function () { tapHandCard(card); });
      hc.appendChild(b);
    });
    var says = "";
    if (moves) {
      var count = moves.plays.filter(function (p) { return !st.card || p.card === st.card; }).length;
      says = moves.over ? "The game is over." : count + " legal play" + (count === 1 ? "" : "s") +
        (st.card ? " of " + st.card : "") + (moves.dead.length ? "; dead: " + moves.dead.join(" ") : "") +
        (moves.pass ? "; a pass is legal" : "") + (moves.threats.length ? "; open threats at " + moves.threats.join(" ") : "");
    }
    $("plays").textContent = says;
  }
  function cardButton(card) {
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = card;
    b.setAttribute("data-card", card);
    if (/[HD]$/.test(card)) { b.classList.add("red-suit"); }
    return b;
  }
  function tapHandCard(card) {
    var e = $("entry");
    if (board.deadNext) {
      board.deadNext = false;
      $("dead").setAttribute("aria-pressed", "false");
      e.value = "dead " + card + "; ";
      st.card = "";
    } else {
      st.card = st.card === card ? "" : card;
      e.value = e.value.replace(/[^;]*$/, function (last) { return (/;/.test(e.value) ? " " : "") + (st.card || ""); }).replace(/^\s+/, "");
    }
    refreshAsk();
  }
  function tapAsk(space) {
    if ($("tapmode").value === "chip") {
      look(call("cycle", st.situation, space));
      return;
    }
    var e = $("entry"), text = e.value.replace(/\s+$/, "");
    if (/@|x[A-J]\d|pass/i.test(text.split(";").pop())) { text = ""; }
    e.value = tapEntry(text.replace(/;$/, "; "), space);
    st.card = "";
    rule();
  }
  // showAnswer writes the answer block; the rule id that closes it, the
  // handle referees use, is drawn as a small tag (the parts of the answer
  // name it: docs/referee.md, "The answer first").
  function showAnswer(pre, r) {
    var text = r.answer.join("\n"), tag = r.parts && r.parts.rule ? "[" + r.parts.rule + "]" : "";
    pre.textContent = text;
    if (!tag || text.slice(-tag.length) !== tag) { return; }
    pre.textContent = text.slice(0, -tag.length);
    var span = document.createElement("span");
    span.className = "rule-tag";
    span.textContent = tag;
    pre.appendChild(span);
  }
  function showRuling(prefix, r, box) {
    showAnswer($(prefix + "answer"), r);
    var d = $(prefix === "" ? "detail-text" : prefix + "detail");
    d.textContent = r.detail || "";
    box.setAttribute("data-verdict", r.verdict);
    box.setAttribute("data-rule", r.rule || "");
  }
  function rule() {
    var entry = $("entry").value.trim();
    if (!entry) { $("entry").focus(); return; }
    var t0 = performance.now();
    var r = call("rule", st.situation, entry, columns());
    showRuling("", r, $("ruling"));
    if (board.firstRulingMs === undefined) { board.firstRulingMs = performance.now() - t0; }
  }

  // Record: a game as it is played.
  function saveGame() {
    try { localStorage.setItem(STORE, st.rec.yaml); } catch (e) { /* storage off: the game stays on the page */ }
  }
  function loadSaved() {
    var saved = null;
    try { saved = localStorage.getItem(STORE); } catch (e) { saved = null; }
    if (saved) {
      var r = call("resume", saved);
      if (!r.error) { st.rec = r; return; }
    }
    newGame();
  }
  function newGame() {
    var f = fields();
    f[5] = "?";
    var r = call("newRecording", f.slice(0, 6).join(" "));
    if (r.error) { $("rec-answer").textContent = r.error; $("rec-ruling").setAttribute("data-verdict", "invalid"); return; }
    st.rec = r;
    saveGame();
    refreshRecord();
  }
  function refreshRecord() {
    if (!st.rec) { loadSaved(); }
    var r = st.rec;
    if (!r) { return; }
    $("rec-mover").textContent = r.over ? "The game is over." : r.mover ? r.mover + " to move" : "";
    $("rec-summary").textContent = r.summary;
    var ol = $("rec-entries");
    ol.textContent = "";
    r.entries.forEach(function (e) { var li = document.createElement("li"); li.textContent = e; ol.appendChild(li); });
    ol.scrollTop = ol.scrollHeight;
    $("rec-yaml").value = r.yaml;
    var v = call("look", r.situation);
    board.recView = v;
    if (st.tab === "record") { draw(v, { threats: v.moves ? v.moves.threats : [] }); }
    var deck = $("deck");
    if (deck.getAttribute("data-rules") !== v.rules) {
      deck.setAttribute("data-rules", v.rules);
      deck.textContent = "";
      deckCards(v.rules).forEach(function (card) {
        var b = cardButton(card);
        b.addEventListener("click", function () { tapDeckCard(card); });
        deck.appendChild(b);
      });
    }
  }
  function deckCards(rules) {
    var out = [];
    ["S", "H", "D", "C"].forEach(function (s) {
      ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"].forEach(function (r) {
        if (!(rules === "bible" && r === "J")) { out.push(r + s); }
      });
    });
    if (rules === "bible") { out.push("ADD", "REMOVE"); }
    return out;
  }
  function tapDeckCard(card) {
    var e = $("rec-entry"), d = $("rec-draw"), dead = $("rec-dead");
    if (d.getAttribute("aria-pressed") === "true") {
      d.setAttribute("aria-pressed", "false");
      // a card drawn for a dead card goes before the "; " that ends it
      e.value = /;\s*$/.test(e.value) ? e.value.replace(/;\s*$/, "") + " +" + card + "; " : e.value.replace(/\s+$/, "") + " +" + card;
    } else if (dead.getAttribute("aria-pressed") === "true") {
      dead.setAttribute("aria-pressed", "false");
      e.value = e.value + "dead " + card + "; ";
    } else {
      e.value = e.value.replace(/(^|;\s*)[^;]*$/, function (m, sep) { return sep; }) + card;
    }
  }
  function tapRecord(space) {
    var e = $("rec-entry");
    e.value = tapEntry(e.value.replace(/\s+$/, "").replace(/;$/, "; "), space);
  }
  function addEntry() {
    var entry = $("rec-entry").value.trim();
    if (!entry || !st.rec) { $("rec-entry").focus(); return; }
    var a = call("add", st.rec.yaml, entry, columns());
    showRuling("rec-", a.ruling, $("rec-ruling"));
    if (a.accepted) {
      st.rec = a.recording;
      saveGame();
      $("rec-entry").value = "";
      refreshRecord();
    }
  }
  function download() {
    var blob = new Blob([st.rec ? st.rec.yaml : ""], { type: "text/yaml" });
    var a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = "game.yaml";
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 0);
  }
  function copy(text, what) {
    function fallback() {
      var t = document.createElement("textarea");
      t.value = text;
      document.body.appendChild(t);
      t.select();
      try { document.execCommand("copy"); } catch (e) { /* nothing more to try */ }
      t.remove();
    }
    board.copied = text;
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).catch(fallback);
    } else {
      fallback();
    }
    $("status").textContent = what + " copied.";
  }

  // Open: a record, stepped through.
  function openText(name, text, doc) {
    st.name = name; st.text = text;
    var s = call("open", name, text), ch = $("chooser");
    ch.textContent = "";
    s.records.forEach(function (label, i) {
      var o = document.createElement("option");
      o.value = String(i); o.textContent = label;
      ch.appendChild(o);
    });
    $("chooser-label").hidden = s.records.length < 2;
    doc = Math.min(Math.max(doc || 0, 0), s.records.length - 1);
    ch.value = String(doc);
    loadGame(doc);
  }
  function loadGame(i) {
    var g = call("replay", st.name, st.text, i, columns());
    st.game = g;
    $("game-title").textContent = g.title || st.name;
    $("verdict").textContent = g.summary;
    $("verdict").setAttribute("data-verdict", g.verdict);
    $("problem").hidden = !g.problem;
    $("problem").textContent = g.problem || "";
    if (g.ruling) { showRuling("fault-", g.ruling, $("fault")); }
    showFrame(0);
  }
  function showFrame(i) {
    var g = st.game;
    var n = g ? g.frames.length : 0;
    st.frame = Math.max(0, Math.min(i, n - 1));
    ["first", "prev"].forEach(function (id) { $(id).disabled = !g || st.frame <= 0; });
    ["next", "last"].forEach(function (id) { $(id).disabled = !g || st.frame >= n - 1; });
    $("copy-frame").disabled = !n;
    if (!n) {
      $("frame-label").textContent = g ? "No position to show" : "No record open";
      $("fault").hidden = !(g && g.ruling);
      ["frame-text", "frame-situation", "notes"].forEach(function (id) { $(id).textContent = ""; });
      return;
    }
    var f = g.frames[st.frame];
    $("frame-label").textContent = f.entry === 0 ? "Setup" : "Entry " + f.entry + " of " + (n - 1);
    $("frame-label").setAttribute("data-frame", String(st.frame));
    $("frame-text").textContent = f.text + (f.illegal ? "  (illegal: not played)" : "");
    var ul = $("notes");
    ul.textContent = "";
    f.notes.forEach(function (note) { var li = document.createElement("li"); li.textContent = note; ul.appendChild(li); });
    // the ruling of the record (on the entry at fault, or on the last
    // entry) shows at the frame of the entry it rules on
    $("fault").hidden = !(g.ruling && (f.illegal || (g.fault < 0 && f.entry === g.ruling.turn)));
    $("frame-situation").textContent = f.situation;
    var v = call("look", f.situation);
    board.frameView = v;
    if (st.tab === "open") { draw(v, { threats: v.moves ? v.moves.threats : [] }); }
  }
  function readFile(file) {
    var reader = new FileReader();
    reader.onload = function () { showTab("open"); openText(file.name, String(reader.result), 0); };
    reader.readAsText(file);
  }

  // Wiring.
  function setUp() {
    cells.forEach(function (el) {
      el.addEventListener("click", function () {
        var space = spaceAt(el);
        if (st.tab === "ask") { tapAsk(space); } else if (st.tab === "record") { tapRecord(space); }
      });
    });
    $("board").addEventListener("keydown", function (ev) {
      var i = cells.indexOf(document.activeElement);
      if (i < 0) { return; }
      var to = { ArrowLeft: i - 1, ArrowRight: i + 1, ArrowUp: i - 10, ArrowDown: i + 10, Home: i - i % 10, End: i - i % 10 + 9 }[ev.key];
      if (to === undefined || to < 0 || to > 99) { return; }
      ev.preventDefault();
      cells[i].tabIndex = -1;
      cells[to].tabIndex = 0;
      cells[to].focus();
    });
    var tabs = ["ask", "record", "open"];
    tabs.forEach(function (t, i) {
      $("tab-" + t).addEventListener("click", function () { showTab(t); });
      $("tab-" + t).addEventListener("keydown", function (ev) {
        var d = ev.key === "ArrowRight" ? 1 : ev.key === "ArrowLeft" ? -1 : 0;
        if (!d) { return; }
        ev.preventDefault();
        var next = tabs[(i + d + tabs.length) % tabs.length];
        showTab(next);
        $("tab-" + next).focus();
      });
    });
    $("ruleset").addEventListener("change", function () { setField(2, $("ruleset").value); });
    $("seating").addEventListener("change", function () { setField(3, $("seating").value.trim() || "gb"); });
    $("mover").addEventListener("change", function () { setField(4, $("mover").value || "1"); });
    $("hand").addEventListener("change", function () {
      var cards = $("hand").value.trim().split(/[\s,]+/).filter(Boolean);
      setField(5, cards.length ? cards.join(",") : "?");
    });
    $("situation").addEventListener("change", function () { look($("situation").value); });
    $("hand-clear").addEventListener("click", function () { setField(5, "?"); });
    $("copy-situation").addEventListener("click", function () { copy(st.situation, "The situation"); });
    $("clear-board").addEventListener("click", function () { var f = fields(); f[0] = EMPTY.split(" ")[0]; f[1] = "-"; look(f.join(" ")); });
    $("dead").addEventListener("click", function () { board.deadNext = !board.deadNext; $("dead").setAttribute("aria-pressed", board.deadNext ? "true" : "false"); });
    $("dead").setAttribute("aria-pressed", "false");
    $("pass").addEventListener("click", function () { var e = $("entry"); e.value = (/;\s*$/.test(e.value) ? e.value : "") + "pass"; rule(); });
    $("rule").addEventListener("click", rule);
    $("entry").addEventListener("keydown", function (ev) { if (ev.key === "Enter") { rule(); } });
    $("new-game").addEventListener("click", newGame);
    $("rec-dead").setAttribute("aria-pressed", "false");
    $("rec-dead").addEventListener("click", function () { var b = $("rec-dead"); b.setAttribute("aria-pressed", b.getAttribute("aria-pressed") === "true" ? "false" : "true"); });
    $("rec-draw").addEventListener("click", function () { var b = $("rec-draw"); b.setAttribute("aria-pressed", b.getAttribute("aria-pressed") === "true" ? "false" : "true"); });
    $("rec-pass").addEventListener("click", function () { var e = $("rec-entry"); e.value = (/;\s*$/.test(e.value) ? e.value : "") + "pass"; });
    $("rec-clear").addEventListener("click", function () { $("rec-entry").value = ""; });
    $("rec-add").addEventListener("click", addEntry);
    $("rec-entry").addEventListener("keydown", function (ev) { if (ev.key === "Enter") { addEntry(); } });
    $("rec-download").addEventListener("click", download);
    $("rec-copy").addEventListener("click", function () { copy(st.rec ? st.rec.yaml : "", "The record"); });
    $("file").addEventListener("change", function () { if ($("file").files.length) { readFile($("file").files[0]); } });
    $("chooser").addEventListener("change", function () { loadGame(Number($("chooser").value)); });
    $("first").addEventListener("click", function () { showFrame(0); });
    $("prev").addEventListener("click", function () { showFrame(st.frame - 1); });
    $("next").addEventListener("click", function () { showFrame(st.frame + 1); });
    $("last").addEventListener("click", function () { showFrame(Infinity); });
    $("copy-frame").addEventListener("click", function () { var g = st.game; if (g && g.frames.length) { copy(g.frames[st.frame].situation, "The situation"); } });
    document.addEventListener("keydown", function (ev) {
      if (st.tab !== "open" || /^(INPUT|TEXTAREA|SELECT)$/.test(ev.target.tagName) || cells.indexOf(ev.target) >= 0) { return; }
      var to = { ArrowLeft: st.frame - 1, ArrowRight: st.frame + 1, Home: 0, End: Infinity }[ev.key];
      if (to === undefined || !st.game) { return; }
      ev.preventDefault();
      showFrame(to);
    });
    document.addEventListener("dragover", function (ev) { ev.preventDefault(); document.body.classList.add("dragging"); });
    document.addEventListener("dragleave", function () { document.body.classList.remove("dragging"); });
    document.addEventListener("drop", function (ev) {
      ev.preventDefault();
      document.body.classList.remove("dragging");
      if (ev.dataTransfer && ev.dataTransfer.files.length) { readFile(ev.dataTransfer.files[0]); }
    });
    look(EMPTY);
    showFrame(0);
    var initial = JSON.parse($("initial-record").textContent);
    if (initial) {
      showTab("open");
      openText(initial.name, initial.text, initial.doc);
    }
    board.api = { openText: openText, look: look };
  }

  start().catch(function (err) {
    $("status").textContent = "The referee could not start: " + err;
    console.error(err);
  });
}());
