// The referee's board: the page's user interface. Every judgement, text
// and record comes from the library compiled to WebAssembly (window.seqref,
// board/wasm), and so does the page's state: the Ask tab's position, tool,
// entry and ruling (query.Desk) and the game recorded with its undo
// history (query.Book). This script only draws what they answer and passes
// on what the user taps and types (docs/board.md).
(function () {
  "use strict";
  var $ = function (id) { return document.getElementById(id); };
  var EMPTY = "*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 ?";
  var STORE = "seqref-board-game", SEEN = "seqref-board-seen", ASK = "seqref-board-ask";
  var TABS = ["ask", "record", "open"];
  var RULESETS = {
    "standard": "Two-eyed jacks (J♦ J♣) are wild; one-eyed jacks (J♥ J♠) take a chip off.",
    "red-jacks": "House rules: red jacks (J♥ J♦) are wild; black jacks (J♣ J♠) take a chip off.",
    "bible": "Bible Sequence: no jacks; the ADD card plays anywhere, the REMOVE card takes a chip off."
  };
  var api = null;
  var cells = Array.prototype.slice.call(document.querySelectorAll("#board .cell"));
  var st = { tab: "ask", desk: null, book: null, game: null, frame: 0, name: "", text: "", doc: 0 };
  var board = { page: null, tapMs: [] };
  window.seqrefBoard = board;

  function call(name) {
    var args = Array.prototype.slice.call(arguments, 1);
    return api[name].apply(null, args);
  }
  function el(parent, tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined) { e.textContent = text; }
    parent.appendChild(e);
    return e;
  }
  // face is a card as players write it, with the suit's sign ("10♥").
  function face(card) {
    return card.replace(/[SHDC]$/, function (s) { return { S: "♠", H: "♥", D: "♦", C: "♣" }[s]; });
  }
  // entryWords is an entry in words, for the line under the board; the
  // notation stays in the entry field and the ruling's detail.
  function entryWords(text) {
    return text.split(/;\s*/).filter(Boolean).map(function (a) {
      var m;
      if ((m = /^dead (\S+)$/.exec(a))) { return face(m[1]) + " turned in as dead"; }
      if ((m = /^(\S+)@(\S+)$/.exec(a))) { return face(m[1]) + " on " + m[2]; }
      if ((m = /^(\S+)x(\S+)$/.exec(a))) { return face(m[1]) + " takes the chip off " + m[2]; }
      return a;
    }).join(", then ");
  }
  function upper(s) { return s ? s.charAt(0).toUpperCase() + s.slice(1) : s; }
  function sentence(s) { return s.replace(/\.$/, "") + "."; }

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
    board.readyAt = performance.now();
    board.ready = true;
  }

  // The board.
  function draw(view, marks) {
    marks = marks || {};
    var picked = marks.picked || [], last = marks.last || [];
    cells.forEach(function (e, i) {
      var c = view.cells[i], words = [c.space, c.card === "*" ? "free corner" : c.card];
      if (c.chip && c.chip !== "*") {
        e.setAttribute("data-chip", c.chip);
        words.push({ g: "green", b: "blue", r: "red" }[c.chip] + " chip" + (c.locked ? ", in a sequence" : ""));
      } else if (c.chip === "*") {
        e.setAttribute("data-chip", "*");
      } else {
        e.removeAttribute("data-chip");
      }
      if (c.locked) { e.setAttribute("data-locked", ""); } else { e.removeAttribute("data-locked"); }
      var acts = (marks.plays || {})[c.space];
      e.classList.toggle("legal", !!acts);
      if (acts) { e.setAttribute("data-actions", acts.join(" ")); words.push("legal: " + acts.join(", ")); } else { e.removeAttribute("data-actions"); }
      var threat = (marks.threats || []).indexOf(c.space) >= 0;
      e.classList.toggle("threat", threat);
      if (threat) { words.push("open threat"); }
      var isPicked = picked.indexOf(c.space) >= 0, isLast = last.indexOf(c.space) >= 0;
      e.classList.toggle("picked", isPicked);
      e.classList.toggle("last", isLast);
      if (isPicked) { words.push("chosen"); }
      if (isLast) { words.push("the last move"); }
      e.setAttribute("aria-label", words.join(", "));
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
  function spaceAt(e) { return e.getAttribute("data-space"); }

  // columns is how many characters of the detail's type fit the width of
  // the panel: the detail (a board drawn in text) is wrapped there, in Go.
  function columns() {
    var panel = $(st.tab), probe = el(panel, "pre", "probe", "0000000000");
    var ch = probe.getBoundingClientRect().width / 10, width = panel.clientWidth - 24;
    probe.remove();
    return ch > 0 ? Math.max(30, Math.min(80, Math.floor(width / ch))) : 0;
  }

  // The tabs, in the browser's history: Back goes to the tab before.
  function showTab(name, push) {
    if (TABS.indexOf(name) < 0) { name = "ask"; }
    if (push && name !== st.tab) { history.pushState({ tab: name }, "", "#" + name); }
    st.tab = name;
    TABS.forEach(function (t) {
      var tab = $("tab-" + t), on = t === name;
      tab.setAttribute("aria-selected", on ? "true" : "false");
      tab.tabIndex = on ? 0 : -1;
      $(t).hidden = !on;
      document.body.classList.toggle("tab-" + t, on);
    });
    if (name === "ask") { showDesk(st.desk); }
    if (name === "record") { showBook(); }
    if (name === "open") { showFrame(st.frame); }
  }

  // The ruling, drawn from its parts: the verdict with what the entry does,
  // why, what the table does now, the sentence that decides it with where
  // it stands, and the rule's id as a tag that shows the rule's words; the
  // detail (in notation) under "Detail".
  function showRuling(box, r) {
    box.textContent = "";
    box.hidden = !r;
    if (!r) { box.removeAttribute("data-verdict"); return; }
    box.setAttribute("data-verdict", r.verdict);
    box.setAttribute("data-rule", r.rule || "");
    var answer = el(box, "div", "answer");
    if (!r.parts) { el(answer, "p", "first problem", r.problem || ""); return; }
    var p = r.parts, first = el(answer, "p", "first");
    el(first, "strong", "word", upper(p.verdict) + (p.but ? " " + p.but : "") + ":");
    first.appendChild(document.createTextNode(" " + sentence(p.says)));
    el(answer, "p", "reason", sentence(upper(p.reason)));
    (p.also || []).forEach(function (a) { el(answer, "p", "also", a); });
    var now = el(answer, "p", "now");
    el(now, "strong", "", "Now:");
    now.appendChild(document.createTextNode(" " + upper(p.now)));
    if (p.quote) {
      var q = el(answer, "blockquote", "quote");
      el(q, "p", "", "“" + p.quote + "”");
      el(q, "cite", "", p.source);
    }
    if (p.silent) { el(answer, "p", "silent", p.silent); }
    if (p.rule) {
      var tag = el(answer, "button", "rule-tag", p.rule);
      tag.type = "button";
      tag.setAttribute("aria-label", "The rule " + p.rule + ": show its words");
      tag.addEventListener("click", function () { showRule(p.rule, r.statement); });
    }
    if (r.detail) {
      var d = el(box, "details", "detail");
      el(d, "summary", "", "Detail");
      el(d, "pre", "", r.detail);
    }
  }
  function showRule(id, words) {
    $("rule-title").textContent = "The rule " + id;
    $("rule-text").textContent = words || "";
    $("rule-dialog").showModal();
  }

  // Ask: a position set up with the palette, and a ruling on an entry.
  function desk(name) {
    var t0 = performance.now();
    var args = Array.prototype.slice.call(arguments, 1);
    var d = api[name].apply(null, args);
    showDesk(d);
    if (d.ruling) { board.tapMs.push(performance.now() - t0); }
    return d;
  }
  function situationFields() { return st.desk.view.situation.trim().split(/\s+/); }
  function setField(i, value) {
    var f = situationFields();
    while (f.length < 6) { f.push("?"); }
    f[i] = value;
    desk("deskLook", f.join(" "), columns());
  }
  function showDesk(d) {
    if (!d) { return; }
    st.desk = d;
    var v = d.view, moves = v.moves;
    try { localStorage.setItem(ASK, v.situation); } catch (e) { /* storage off: the position stays on the page */ }
    $("situation").value = v.situation;
    $("situation-error").textContent = v.error || "";
    if (v.rules) {
      $("ruleset").value = v.rules;
      $("ruleset-help").textContent = RULESETS[v.rules] || "";
      $("seating").value = v.seating;
      $("mover").value = v.mover;
      $("hand").value = v.handKnown ? v.hand.join(" ") : (v.hand.length ? v.hand.join(" ") + " ?" : "");
    }
    document.querySelectorAll("#palette button").forEach(function (b) {
      var tool = b.getAttribute("data-tool"), team = tool.toLowerCase();
      b.setAttribute("aria-pressed", tool === d.tool ? "true" : "false");
      if (team.length === 1) { b.hidden = (v.seating || "gb").indexOf(team) < 0; }
    });
    $("dead").setAttribute("aria-pressed", d.dead ? "true" : "false");
    if (st.tab === "ask") {
      draw(v, { plays: playsBySpace(moves, d.card), threats: moves ? moves.threats : [], picked: d.spaces.concat(d.end ? [d.end] : []) });
    }
    var line = $("entry-line");
    line.textContent = "";
    line.setAttribute("data-entry", d.entry.replace(/;\s*$/, ""));
    if (d.entry) {
      line.textContent = (d.ruling ? "" : "So far: ") + entryWords(d.entry) + (d.ruling ? "" : "; now tap the space of the play, or Pass.");
    } else {
      el(line, "span", "hint", d.end ? "Now tap the other end of the five." : d.tool === "play" ?
        (d.dead ? "Tap the dead card's space (or choose the card)." : d.card ? "Tap a space for " + face(d.card) + "." : "Tap a space to play the card it shows.") :
        /^[GBR]$/.test(d.tool) ? "Tap one end of a completed sequence, then the other." : "Tap spaces to set up the position; then Play.");
    }
    showRuling($("ruling"), d.ruling);
    showUnmarked(d.unmarked);
    showHand(v, moves, d);
    var says = "";
    if (moves) {
      var count = moves.plays.filter(function (p) { return !d.card || p.card === d.card; }).length;
      says = moves.over ? "The game is over." : count + " legal play" + (count === 1 ? "" : "s") +
        (d.card ? " of " + face(d.card) : "") + (moves.dead.length ? "; dead: " + moves.dead.map(face).join(" ") : "") +
        (moves.pass ? "; a pass is legal" : "") + (moves.threats.length ? "; open threats at " + moves.threats.join(" ") : "");
    }
    $("plays").textContent = says;
  }
  function showUnmarked(lines) {
    var box = $("unmarked");
    box.textContent = "";
    box.hidden = !lines.length;
    lines.forEach(function (l) {
      var name = { g: "green", b: "blue", r: "red" }[l.team];
      var p = el(box, "p", "", "Five " + name + " chips in a line, " + l.from + " to " + l.to + ", are not marked as a completed sequence. ");
      var fix = el(p, "button", "primary", "Mark as a sequence");
      fix.type = "button";
      fix.setAttribute("data-fix", l.from + "-" + l.to);
      fix.addEventListener("click", function () { desk("deskMark", l.from, l.to, l.team); });
    });
  }
  function showHand(v, moves, d) {
    var hd = $("hand-deck");
    if (v.rules && hd.getAttribute("data-rules") !== v.rules) {
      hd.setAttribute("data-rules", v.rules);
      hd.textContent = "";
      deckCards(v.rules).forEach(function (card) {
        var b = cardButton(hd, card);
        b.addEventListener("click", function () {
          if ($("to-hand").checked) {
            setField(5, (st.desk.view.handKnown ? st.desk.view.hand : []).concat([card]).join(","));
          } else {
            desk("deskCard", card);
          }
        });
      });
    }
    hd.querySelectorAll("button").forEach(function (b) { b.setAttribute("aria-pressed", b.getAttribute("data-card") === d.card ? "true" : "false"); });
    var hc = $("handcards");
    hc.textContent = "";
    v.hand.forEach(function (card) {
      var b = cardButton(hc, card);
      var dead = moves && moves.dead.indexOf(card) >= 0;
      var playable = moves && moves.plays.some(function (p) { return p.card === card; });
      b.classList.toggle("dead", !!dead);
      b.classList.toggle("legal", !!playable);
      b.setAttribute("aria-pressed", d.card === card ? "true" : "false");
      b.setAttribute("aria-label", card + (dead ? ", dead" : playable ? ", playable" : ", no play"));
      b.addEventListener("click", function () { desk("deskCard", card); });
    });
  }
  function cardButton(parent, card) {
    var b = el(parent, "button", /[HD]$/.test(card) ? "red-suit" : "", face(card));
    b.type = "button";
    b.setAttribute("data-card", card);
    return b;
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

  // Record: a game as it is played, kept and undone in Go (query.Book).
  function saveGame() {
    try { localStorage.setItem(STORE, JSON.stringify(st.book.saved)); } catch (e) { /* storage off: the game stays on the page */ }
  }
  function loadSaved() {
    var saved = null;
    try { saved = localStorage.getItem(STORE); } catch (e) { saved = null; }
    if (saved) {
      var s;
      try { s = JSON.parse(saved); } catch (e) { s = { yaml: saved, redo: [] }; }
      var b = call("bookRestore", String(s.yaml || ""), Array.isArray(s.redo) ? s.redo.map(String) : []);
      if (b) { st.book = b; return; }
    }
    startGame();
  }
  function startGame() {
    var f = situationFields();
    f[5] = "?";
    var b = call("bookStart", f.slice(0, 6).join(" "));
    if (b.recording.error) {
      showRuling($("rec-ruling"), { verdict: "invalid", problem: b.recording.error });
      return;
    }
    st.book = b;
    saveGame();
    showBook();
  }
  // askFirst does what replaces the game being recorded at once when it
  // has no entries, and otherwise after the user confirms it in the page.
  function askFirst(what, action) {
    var n = st.book ? st.book.recording.entries.length : 0;
    if (!n) { action(); return; }
    $("confirm-text").textContent = what + "? The " + n + " entr" + (n === 1 ? "y" : "ies") +
      " of the game on the Record tab will be gone (download it first to keep it).";
    $("confirm-yes").textContent = what;
    st.confirmed = action;
    $("confirm-new").hidden = false;
    $("confirm-no").focus();
  }
  function book(name) {
    var args = Array.prototype.slice.call(arguments, 1);
    st.book = api[name].apply(null, args);
    saveGame();
    showBook();
  }
  function showBook() {
    if (!st.book) { loadSaved(); }
    var b = st.book;
    if (!b) { return; }
    var r = b.recording;
    if ($("rec-entry").value !== b.entry) { $("rec-entry").value = b.entry; }
    $("rec-dead").setAttribute("aria-pressed", b.dead ? "true" : "false");
    $("rec-draw").setAttribute("aria-pressed", b.draw ? "true" : "false");
    showRuling($("rec-ruling"), b.ruling || null);
    $("rec-mover").textContent = r.over ? "The game is over." : r.mover ? r.mover + " to move" : "";
    $("rec-summary").textContent = r.summary;
    $("rec-undo").disabled = !r.entries.length;
    $("rec-redo").disabled = !b.redo;
    var ol = $("rec-entries");
    ol.textContent = "";
    r.entries.forEach(function (e, i) {
      var li = el(ol, "li", i === r.entries.length - 1 ? "now" : "");
      var btn = el(li, "button", "", e);
      btn.type = "button";
      btn.setAttribute("aria-label", "Entry " + (i + 1) + ": " + e + (i === r.entries.length - 1 ? " (the last)" : "; tap to go back to just after it"));
      btn.addEventListener("click", function () { book("bookJump", i + 1); });
    });
    ol.scrollTop = ol.scrollHeight;
    $("rec-yaml").value = r.yaml;
    showPlayers(b.players);
    var v = call("look", r.situation);
    board.recView = v;
    if (st.tab === "record") { draw(v, { threats: v.moves ? v.moves.threats : [], last: b.last }); }
    var deck = $("deck");
    if (deck.getAttribute("data-rules") !== v.rules) {
      deck.setAttribute("data-rules", v.rules);
      deck.textContent = "";
      deckCards(v.rules).forEach(function (card) {
        cardButton(deck, card).addEventListener("click", function () { book("bookCard", card); });
      });
    }
  }
  function showPlayers(names) {
    var box = $("player-names");
    if (box.getAttribute("data-names") === names.join("\n")) { return; }
    box.setAttribute("data-names", names.join("\n"));
    box.textContent = "";
    names.forEach(function (n, i) {
      var label = el(box, "label", "", "Seat " + (i + 1) + " ");
      var input = el(label, "input");
      input.value = n;
      input.setAttribute("autocomplete", "off");
      input.addEventListener("change", function () {
        var msg = call("bookRename", i, input.value.trim());
        $("name-error").textContent = msg;
        if (!msg) { book("bookState"); } else { input.value = n; }
      });
    });
  }
  // The entry being recorded is built in Go (query.Book) from the taps,
  // and judged by "Record".
  function addEntry() {
    book("bookType", $("rec-entry").value);
    book("bookRecord", columns());
  }
  function download() {
    var blob = new Blob([st.book ? st.book.recording.yaml : ""], { type: "text/yaml" });
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

  // Open: a record, stepped through, and continued on the Record tab.
  function openText(name, text, doc) {
    st.name = name; st.text = text;
    var s = call("open", name, text), ch = $("chooser");
    ch.textContent = "";
    s.records.forEach(function (label, i) {
      var o = el(ch, "option", "", label);
      o.value = String(i);
    });
    $("chooser-label").hidden = s.records.length < 2;
    doc = Math.min(Math.max(doc || 0, 0), s.records.length - 1);
    ch.value = String(doc);
    loadGame(doc);
  }
  function loadGame(i) {
    var g = call("replay", st.name, st.text, i, columns());
    st.game = g;
    st.doc = i;
    $("game-title").textContent = g.title || st.name;
    $("verdict").textContent = g.summary;
    $("verdict").setAttribute("data-verdict", g.verdict);
    $("problem").hidden = !g.problem;
    $("problem").textContent = g.problem || "";
    showRuling($("fault"), g.ruling || null);
    showFrame(0);
  }
  function showFrame(i) {
    var g = st.game;
    var n = g ? g.frames.length : 0;
    if (typeof i !== "number" || isNaN(i)) { i = 0; }
    st.frame = Math.max(0, Math.min(i, n - 1));
    ["first", "prev"].forEach(function (id) { $(id).disabled = !g || st.frame <= 0; });
    ["next", "last"].forEach(function (id) { $(id).disabled = !g || st.frame >= n - 1; });
    $("copy-frame").disabled = !n;
    $("continue").disabled = !g || g.verdict === "invalid";
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
    f.notes.forEach(function (note) { el(ul, "li", "", note); });
    // the ruling of the record (on the entry at fault, or on the last
    // entry) shows at the frame of the entry it rules on
    $("fault").hidden = !(g.ruling && (f.illegal || (g.fault < 0 && f.entry === g.ruling.turn)));
    $("frame-situation").textContent = f.situation;
    var v = call("look", f.situation);
    board.frameView = v;
    if (st.tab === "open") { draw(v, { threats: v.moves ? v.moves.threats : [], last: f.spaces }); }
  }
  function readFile(file) {
    var reader = new FileReader();
    reader.onload = function () { showTab("open", true); openText(file.name, String(reader.result), 0); };
    reader.readAsText(file);
  }

  // Share: the board as a link (the fragment of the page's address, read
  // and written in Go: board/internal/link) and its QR code. Each link
  // shared is a step of the browser's history, so Back goes to the board
  // before it.
  function stateOf() {
    if (st.tab === "record" && st.book) { return ["record", "", "", st.book.recording.yaml, "", 0, 0]; }
    if (st.tab === "open" && st.game) { return ["open", "", "", st.text, st.name, st.doc || 0, st.frame || 0]; }
    var d = st.desk;
    return ["ask", d.view.situation, d.ruling ? d.entry.replace(/;\s*$/, "") : "", "", "", 0, 0];
  }
  // deflated is a record's text deflated (raw DEFLATE) in unpadded
  // base64url, by the browser: the WebAssembly holds only the inflater.
  async function deflated(text) {
    if (!text) { return ""; }
    var stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    var bytes = new Uint8Array(await new Response(stream).arrayBuffer()), bin = "";
    for (var i = 0; i < bytes.length; i++) { bin += String.fromCharCode(bytes[i]); }
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  // shareBase is the address a link is shared to: the page's own when it
  // was reached over the network (the site, --serve), the published site's
  // when it was opened from a file (no other phone can open a file:// link),
  // and the file's own, said to open only here, when the page knows no site.
  function shareBase() {
    var own = location.href.split("#")[0];
    if (location.protocol === "http:" || location.protocol === "https:") { return { base: own, here: false }; }
    var meta = document.querySelector('meta[name="seqref-site"]');
    var site = meta ? meta.getAttribute("content") : "";
    if (/^https:\/\/[^\s#?]+\/$/.test(site || "")) { return { base: site, here: false }; }
    return { base: own, here: true };
  }
  async function share() {
    var to = shareBase(), base = to.base;
    var state = stateOf();
    state[3] = await deflated(state[3]);
    var sh = call.apply(null, ["share"].concat(state, [base]));
    if (!sh.fragment) { $("status").textContent = "This board cannot be shared: " + sh.error; return; }
    var url = base + "#" + sh.fragment;
    if (location.hash !== "#" + sh.fragment) { history.pushState({ tab: st.tab, link: sh.fragment }, "", "#" + sh.fragment); }
    $("share-intro").textContent = to.here ?
      "This page was opened from a file, so this link opens the same board and ruling only on this device." :
      "Open this link on another phone for the same board and ruling, or scan its code.";
    $("share-link").value = url;
    $("share-qr").innerHTML = to.here ? "" : (sh.qr || "");
    $("share-note").textContent = sh.error || "";
    board.shared = url;
    $("share-dialog").showModal();
  }
  // applyLink shows what a link holds; a link that cannot be read leaves
  // the board as it is, with one line saying why.
  function applyLink(fragment) {
    var l = call("readLink", fragment);
    if (l.error) {
      $("status").textContent = "The link could not be opened: " + l.error + ".";
      board.linkError = l.error;
      return false;
    }
    var s = l.state;
    if (s.tab === "ask") {
      desk("deskLook", s.situation, columns());
      if (s.entry) { desk("deskEntry", s.entry); }
      showTab("ask", false);
    } else {
      // A game recorded on another phone opens on the Open tab, at its
      // last entry: the game being recorded here stays (Continue asks
      // before it replaces it).
      // d and f left out, or 0, are the first record and its setup.
      openText(s.name || "shared game.yaml", s.record || "", s.doc || 0);
      showTab("open", false);
      showFrame(s.tab === "record" ? Infinity : s.frame || 0);
    }
    $("status").textContent = "Opened from a link.";
    return true;
  }
  function isLink(hash) { return /^#v\d/.test(hash); }

  // Wiring.
  function tapCell(space) {
    if (st.tab === "ask") { desk("deskTap", space); } else if (st.tab === "record") { book("bookTap", space); }
    if (!board.tapped) {
      board.tapped = true;
      try { localStorage.setItem(SEEN, "1"); } catch (e) { /* storage off */ }
    }
  }
  function setUp() {
    cells.forEach(function (e) {
      e.addEventListener("click", function () { tapCell(spaceAt(e)); });
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
    TABS.forEach(function (t, i) {
      $("tab-" + t).addEventListener("click", function () { showTab(t, true); });
      $("tab-" + t).addEventListener("keydown", function (ev) {
        var d = ev.key === "ArrowRight" ? 1 : ev.key === "ArrowLeft" ? -1 : 0;
        if (!d) { return; }
        ev.preventDefault();
        var next = TABS[(i + d + TABS.length) % TABS.length];
        showTab(next, true);
        $("tab-" + next).focus();
      });
    });
    window.addEventListener("popstate", function (ev) {
      if (isLink(location.hash)) { applyLink(location.hash); return; }
      showTab(ev.state && ev.state.tab || location.hash.slice(1), false);
    });
    $("share").addEventListener("click", function () {
      share().catch(function (err) { $("status").textContent = "This board cannot be shared: " + err; });
    });
    $("share-copy").addEventListener("click", function () { copy($("share-link").value, "The link"); });
    document.querySelectorAll("#palette button").forEach(function (b) {
      b.addEventListener("click", function () { desk("deskTool", b.getAttribute("data-tool")); });
    });
    $("ruleset").addEventListener("change", function () { setField(2, $("ruleset").value); });
    $("seating").addEventListener("change", function () { setField(3, $("seating").value.trim() || "gb"); });
    $("mover").addEventListener("change", function () { setField(4, $("mover").value || "1"); });
    $("hand").addEventListener("change", function () {
      var cards = $("hand").value.trim().split(/[\s,]+/).filter(Boolean);
      setField(5, cards.length ? cards.join(",") : "?");
    });
    $("situation").addEventListener("change", function () { desk("deskLook", $("situation").value, columns()); });
    $("hand-clear").addEventListener("click", function () { setField(5, "?"); });
    $("copy-situation").addEventListener("click", function () { copy(st.desk.view.situation, "The situation"); });
    $("clear-board").addEventListener("click", function () { desk("deskClear"); });
    $("dead").addEventListener("click", function () { desk("deskDead"); });
    $("pass").addEventListener("click", function () { desk("deskPass"); });
    $("entry-clear").addEventListener("click", function () { desk("deskLook", st.desk.view.situation, columns()); });
    $("rule").addEventListener("click", function () { desk("deskEntry", $("entry").value); });
    $("entry").addEventListener("keydown", function (ev) { if (ev.key === "Enter") { desk("deskEntry", $("entry").value); } });
    $("new-game").addEventListener("click", function () { askFirst("Start a new game", startGame); });
    $("confirm-yes").addEventListener("click", function () { $("confirm-new").hidden = true; st.confirmed(); });
    $("confirm-no").addEventListener("click", function () { $("confirm-new").hidden = true; });
    $("rec-undo").addEventListener("click", function () { book("bookUndo"); });
    $("rec-redo").addEventListener("click", function () { book("bookRedo"); });
    $("rec-dead").addEventListener("click", function () { book("bookDead"); });
    $("rec-draw").addEventListener("click", function () { book("bookDraw"); });
    $("rec-pass").addEventListener("click", function () { book("bookPass"); });
    $("rec-add").addEventListener("click", addEntry);
    $("rec-entry").addEventListener("keydown", function (ev) { if (ev.key === "Enter") { addEntry(); } });
    $("rec-entry").addEventListener("change", function () { book("bookType", $("rec-entry").value); });
    $("rec-download").addEventListener("click", download);
    $("rec-copy").addEventListener("click", function () { copy(st.book ? st.book.recording.yaml : "", "The record"); });
    $("file").addEventListener("change", function () { if ($("file").files.length) { readFile($("file").files[0]); } });
    $("chooser").addEventListener("change", function () { loadGame(Number($("chooser").value)); });
    $("first").addEventListener("click", function () { showFrame(0); });
    $("prev").addEventListener("click", function () { showFrame(st.frame - 1); });
    $("next").addEventListener("click", function () { showFrame(st.frame + 1); });
    $("last").addEventListener("click", function () { showFrame(Infinity); });
    $("copy-frame").addEventListener("click", function () { var g = st.game; if (g && g.frames.length) { copy(g.frames[st.frame].situation, "The situation"); } });
    $("continue").addEventListener("click", function () {
      showTab("record", true);
      askFirst("Continue the opened game", function () { book("bookContinue", st.name, st.text, st.doc); });
    });
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
    var asked = null;
    try { asked = localStorage.getItem(ASK); } catch (e) { asked = null; }
    st.desk = call("deskLook", asked || EMPTY, columns());
    if (st.desk.view.error) { st.desk = call("deskLook", EMPTY, columns()); }
    loadSaved();
    showFrame(0);
    var seen = null;
    try { seen = localStorage.getItem(SEEN); } catch (e) { seen = null; }
    $("status").textContent = seen ? "Ready." : "Tap a space to ask. The palette puts chips.";
    var initial = JSON.parse($("initial-record").textContent);
    if (isLink(location.hash)) {
      var hash = location.hash;
      if (!applyLink(hash)) {
        history.replaceState({ tab: st.tab }, "", "#" + st.tab);
        showTab(st.tab, false);
      } else {
        history.replaceState({ tab: st.tab, link: hash.slice(1) }, "", hash);
      }
      board.api = { openText: openText };
      return;
    }
    history.replaceState({ tab: st.tab }, "", location.hash || "#ask");
    if (initial) {
      showTab("open", false);
      history.replaceState({ tab: "open" }, "", "#open");
      openText(initial.name, initial.text, initial.doc);
    } else {
      showTab(location.hash.slice(1), false);
    }
    board.api = { openText: openText };
  }

  start().catch(function (err) {
    $("status").textContent = "The referee could not start: " + err;
    console.error(err);
  });
}());
