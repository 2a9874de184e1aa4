package render

// htmlScript is the HTML replay's script. It reads the JSON data of
// html_data.go and, for each frame, redraws the board's position layer,
// the caption, the hands and the draw pile, moves the slider and marks the
// current entry. drawPosition builds the same elements, with the same
// attributes in the same order, as writePosition in svg_board.go: a
// browser test compares the two for every frame.
const htmlScript = `(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("replay-data").textContent);
  var G = data.geometry, INK = data.inks, NS = "http://www.w3.org/2000/svg";
  var frames = data.frames, lastFrame = frames.length - 1, current = -1;
  var slider = document.getElementById("slider");
  var buttons = {
    first: document.getElementById("first"), prev: document.getElementById("prev"),
    next: document.getElementById("next"), last: document.getElementById("last")
  };

  function el(name, attrs, text) {
    var e = document.createElementNS(NS, name);
    for (var i = 0; i + 1 < attrs.length; i += 2) {
      e.setAttribute(attrs[i], String(attrs[i + 1]));
    }
    if (text !== undefined) {
      e.textContent = text;
    }
    return e;
  }
  function origin(i) {
    return [G.margin + (i % 10) * G.cell, G.margin + Math.floor(i / 10) * G.cell];
  }
  function centre(i) {
    var o = origin(i);
    return [o[0] + G.cell / 2, o[1] + G.chipDY];
  }
  function spaceName(i) {
    return "ABCDEFGHIJ".charAt(i % 10) + String(Math.floor(i / 10) + 1);
  }
  function team(name) {
    for (var i = 0; i < data.teams.length; i++) {
      if (data.teams[i].name === name) {
        return data.teams[i];
      }
    }
    return {name: name, fill: "#777777", letter: "?"};
  }
  function teamOfLetter(c) {
    return {g: "green", b: "blue", r: "red"}[c.toLowerCase()] || "";
  }
  function frameRect(cls, i, stroke, width, dash) {
    var o = origin(i);
    var attrs = ["class", cls, "x", o[0] + 3, "y", o[1] + 3, "width", G.cell - 6, "height", G.cell - 6,
      "fill", "none", "stroke", stroke, "stroke-width", width];
    if (dash) {
      attrs.push("stroke-dasharray", dash);
    }
    return el("rect", attrs);
  }

  // drawPosition is writePosition of svg_board.go.
  function drawPosition(f) {
    var g = el("g", ["id", "position"]), i;
    if (f.last >= 0) {
      g.appendChild(frameRect("last", f.last, INK.last, "5"));
    }
    f.marked.forEach(function (s) {
      g.appendChild(frameRect("marked", s, INK.marked, "4", "8 5"));
    });
    f.lines.forEach(function (l) {
      var a = centre(l.from), b = centre(l.to);
      g.appendChild(el("line", ["class", "sequence", "data-team", l.team, "x1", a[0], "y1", a[1], "x2", b[0], "y2", b[1],
        "stroke", team(l.team).fill, "stroke-width", INK.bandWidth, "stroke-linecap", "round", "stroke-opacity", INK.bandAlpha]));
    });
    for (i = 0; i < f.chips.length; i++) {
      var name = teamOfLetter(f.chips.charAt(i));
      if (name !== "") {
        g.appendChild(drawChip(i, name, f.chips.charAt(i) !== f.chips.charAt(i).toLowerCase()));
      }
    }
    if (f.removed) {
      var t = team(f.removed), c = centre(f.last);
      var r = el("g", ["class", "removed", "data-space", spaceName(f.last), "data-team", t.name]);
      r.appendChild(el("circle", ["cx", c[0], "cy", c[1], "r", G.chipR, "fill", "none",
        "stroke", t.fill, "stroke-width", "3", "stroke-dasharray", "5 4"]));
      r.appendChild(el("text", ["x", c[0], "y", c[1] + 5, "text-anchor", "middle", "font-size", "14",
        "font-weight", "bold", "fill", t.fill], t.letter));
      g.appendChild(r);
    }
    return g;
  }
  function drawChip(i, name, locked) {
    var t = team(name), c = centre(i);
    var attrs = ["class", "chip", "data-space", spaceName(i), "data-team", t.name];
    if (locked) {
      attrs.push("data-locked", "true");
    }
    var g = el("g", attrs);
    if (locked) {
      g.appendChild(el("circle", ["cx", c[0], "cy", c[1], "r", G.lockR, "fill", "none",
        "stroke", INK.lock, "stroke-width", "3"]));
    }
    g.appendChild(el("circle", ["cx", c[0], "cy", c[1], "r", G.chipR, "fill", t.fill,
      "stroke", "#ffffff", "stroke-width", "2"]));
    g.appendChild(el("text", ["x", c[0], "y", c[1] + G.letterDY, "text-anchor", "middle", "font-size", "18",
      "font-weight", "bold", "fill", "#ffffff"], t.letter));
    return g;
  }

  function fillCaption(lines) {
    var box = document.getElementById("caption");
    box.textContent = "";
    lines.forEach(function (line, i) {
      var p = document.createElement("p");
      if (i === 0) {
        p.className = "heading";
      }
      p.textContent = line;
      box.appendChild(p);
    });
  }
  function fillHands(f) {
    var body = document.getElementById("hands");
    body.textContent = "";
    f.hands.forEach(function (h) {
      var tr = document.createElement("tr"), who = document.createElement("th"), what = document.createElement("td");
      var swatch = document.createElement("span");
      swatch.className = "swatch " + h.team;
      swatch.textContent = team(h.team).letter;
      who.appendChild(swatch);
      who.appendChild(document.createTextNode(" " + h.player + (h.toMove ? " (to move)" : "")));
      who.scope = "row";
      what.textContent = h.text;
      if (h.toMove) {
        tr.className = "to-move";
      }
      tr.appendChild(who);
      tr.appendChild(what);
      body.appendChild(tr);
    });
    document.getElementById("pile").textContent = f.pile;
  }
  // keepVisible scrolls the list of entries, and only it, to show an item.
  function keepVisible(item) {
    var list = document.getElementById("entries");
    if (item.offsetTop < list.scrollTop) {
      list.scrollTop = item.offsetTop;
    } else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
    }
  }
  function markEntry(n) {
    var items = document.querySelectorAll("#entries li[data-frame]");
    for (var i = 0; i < items.length; i++) {
      var on = Number(items[i].getAttribute("data-frame")) === n;
      items[i].classList.toggle("current", on);
      if (on) {
        items[i].setAttribute("aria-current", "step");
        keepVisible(items[i]);
      } else {
        items[i].removeAttribute("aria-current");
      }
    }
  }

  function show(n) {
    n = Math.max(0, Math.min(lastFrame, n));
    if (n === current) {
      return;
    }
    var f = frames[n], old = document.getElementById("position");
    old.parentNode.replaceChild(drawPosition(f.board), old);
    fillCaption(f.caption);
    fillHands(f);
    document.getElementById("entry-label").textContent = f.label;
    var board = document.getElementById("board");
    board.setAttribute("data-frame", String(n));
    board.setAttribute("data-position", f.position);
    board.classList.toggle("illegal", f.illegal);
    slider.value = String(n);
    buttons.first.disabled = buttons.prev.disabled = n === 0;
    buttons.next.disabled = buttons.last.disabled = n === lastFrame;
    markEntry(n);
    current = n;
  }

  buttons.first.addEventListener("click", function () { show(0); });
  buttons.prev.addEventListener("click", function () { show(current - 1); });
  buttons.next.addEventListener("click", function () { show(current + 1); });
  buttons.last.addEventListener("click", function () { show(lastFrame); });
  slider.addEventListener("input", function () { show(Number(slider.value)); });
  document.getElementById("entries").addEventListener("click", function (e) {
    var item = e.target.closest("li[data-frame]");
    if (item) {
      show(Number(item.getAttribute("data-frame")));
    }
  });
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.target === slider) {
      return;
    }
    var to = {ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: lastFrame}[e.key];
    if (to === undefined) {
      return;
    }
    e.preventDefault();
    show(to);
  });
  document.documentElement.classList.remove("nojs");
  show(data.start);
}());
`
