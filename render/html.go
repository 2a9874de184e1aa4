package render

import (
	"errors"
	"fmt"
	"html"
	"io"
	"strings"
)

// htmlPolicy forbids the page to load anything: no network, no file, only
// its own inline style and script (and an empty icon, so that the browser
// does not ask for one).
const htmlPolicy = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"

// WriteHTML writes a replay as one self-contained HTML page: the board of
// each position (drawn by the page's script from embedded JSON), buttons,
// arrow keys and a slider to step through the entries, the caption of the
// current position, the known hands, and the list of entries with their
// notes, the current one highlighted and an illegal one marked with its
// rule id and explanation. The page opens at entry start (0: the start; an
// entry past an illegal one opens at the illegal one). It loads nothing
// from anywhere, so it opens from the file system. The same replay gives
// the same bytes.
func WriteHTML(w io.Writer, r *Replay, start int) error {
	f := r.FrameAfter(start)
	if f == nil {
		return errors.New("the setup breaks a rule: there is no position to draw")
	}
	data, err := newHTMLData(r, f.Entry).JSON()
	if err != nil {
		return err
	}
	var b strings.Builder
	title := r.Title
	if title == "" {
		title = "Sequence record"
	}
	b.WriteString("<!DOCTYPE html>\n<html lang=\"en\" class=\"nojs\">\n<head>\n<meta charset=\"utf-8\">\n")
	b.WriteString("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
	fmt.Fprintf(&b, "<meta http-equiv=\"Content-Security-Policy\" content=\"%s\">\n", htmlPolicy)
	b.WriteString("<meta name=\"generator\" content=\"seqref render\">\n<link rel=\"icon\" href=\"data:,\">\n")
	fmt.Fprintf(&b, "<title>%s: replay</title>\n<style>\n%s</style>\n</head>\n<body>\n", esc(title), htmlStyle)
	writeHTMLHeader(&b, r, title)
	b.WriteString("<main>\n<section aria-label=\"Board\">\n")
	writeHTMLBoard(&b, r, f)
	b.WriteString("</section>\n<aside>\n")
	writeHTMLHands(&b, f)
	writeHTMLEntries(&b, r)
	b.WriteString("</aside>\n</main>\n")
	fmt.Fprintf(&b, "<script type=\"application/json\" id=\"replay-data\">%s</script>\n", data)
	fmt.Fprintf(&b, "<script>\n%s</script>\n</body>\n</html>\n", htmlScript)
	_, err = io.WriteString(w, b.String())
	return err
}

// writeHTMLHeader writes the record's title, file, ruleset and result, the
// players, a puzzle's question and what is illegal.
func writeHTMLHeader(b *strings.Builder, r *Replay, title string) {
	fmt.Fprintf(b, "<header>\n<h1>%s</h1>\n", esc(title))
	fmt.Fprintf(b, "<p class=\"meta\">%s · %s · %s · %d %s</p>\n", esc(r.File), esc(r.Ruleset),
		esc(resultText(r)), len(r.Entries), plural(len(r.Entries), "entry", "entries"))
	b.WriteString("<ul class=\"players\" aria-label=\"Players in seating order\">\n")
	for _, p := range r.Players {
		fmt.Fprintf(b, "<li><span class=\"swatch %s\">%s</span> %s (%s)</li>\n", esc(p.Team), esc(teamStyle(p.Team).Letter),
			esc(p.Name), esc(p.Team))
	}
	b.WriteString("</ul>\n")
	if r.Question != "" {
		fmt.Fprintf(b, "<p class=\"question\"><strong>Puzzle:</strong> %s</p>\n", esc(r.Question))
	}
	if e := r.Illegal; e != nil {
		who := ""
		switch {
		case e.Player != "" && e.Team != "":
			who = " (" + e.Player + ", " + e.Team + ")"
		case e.Player != "":
			who = " (" + e.Player + ")"
		}
		fmt.Fprintf(b, "<p class=\"problem\"><strong>Entry %d%s is illegal [%s]</strong> (line %d, column %d): %s</p>\n",
			e.Entry, esc(who), esc(string(e.Rule)), e.Line, e.Column, esc(e.Message))
	}
	b.WriteString("</header>\n")
}

// resultText is the verdict in words: "green wins", "unfinished",
// "illegal at entry 4 [remove-own]".
func resultText(r *Replay) string {
	v := r.Outcome
	switch {
	case r.Illegal != nil:
		return fmt.Sprintf("illegal at entry %d [%s]", r.Illegal.Entry, r.Illegal.Rule)
	case v.Winner != nil:
		return v.Winner.String() + " wins"
	case v.Blocked:
		return "blocked: nobody can play"
	}
	return string(v.Result)
}

// writeHTMLBoard writes the board of the frame the page opens at (the
// script redraws its position layer for every other frame), the controls,
// the caption and the legend.
func writeHTMLBoard(b *strings.Builder, r *Replay, f *ReplayFrame) {
	sw := &svgWriter{}
	writeSVGElement(sw, f.Model, svgMargin+svgBoard+svgPad, nil)
	fmt.Fprintf(b, "<div id=\"board\" data-frame=\"%d\" data-position=\"%s\">\n%s</div>\n", f.Entry, esc(f.Model.Position), sw.b.String())
	last := len(r.Frames) - 1
	b.WriteString("<nav class=\"controls\" aria-label=\"Replay\">\n")
	b.WriteString("<button type=\"button\" id=\"first\" title=\"Start (Home)\" aria-label=\"Start\">« Start</button>\n")
	b.WriteString("<button type=\"button\" id=\"prev\" title=\"Previous entry (←)\">◀ Previous</button>\n")
	fmt.Fprintf(b, "<span id=\"entry-label\" aria-live=\"polite\">%s</span>\n", esc(frameLabel(r, f)))
	b.WriteString("<button type=\"button\" id=\"next\" title=\"Next entry (→)\">Next ▶</button>\n")
	b.WriteString("<button type=\"button\" id=\"last\" title=\"Last entry (End)\" aria-label=\"Last entry\">End »</button>\n")
	fmt.Fprintf(b, "<input type=\"range\" id=\"slider\" min=\"0\" max=\"%d\" value=\"%d\" step=\"1\" aria-label=\"Entry\">\n", last, f.Entry)
	b.WriteString("</nav>\n<div id=\"caption\" aria-live=\"polite\">\n")
	for i, line := range f.Caption {
		class := ""
		if i == 0 {
			class = " class=\"heading\""
		}
		fmt.Fprintf(b, "<p%s>%s</p>\n", class, esc(line))
	}
	fmt.Fprintf(b, "</div>\n<p class=\"legend\">%s Keys: ← and → step through the entries, Home and End jump to the start and the end.</p>\n",
		esc(svgLegend(f.Model)))
}

// writeHTMLHands writes what is known of every hand in the frame the page
// opens at, and the draw pile.
func writeHTMLHands(b *strings.Builder, f *ReplayFrame) {
	b.WriteString("<h2>Hands</h2>\n<table>\n<tbody id=\"hands\">\n")
	for _, h := range handsOf(f.Model) {
		toMove, class := "", ""
		if h.ToMove {
			toMove, class = " (to move)", " class=\"to-move\""
		}
		fmt.Fprintf(b, "<tr%s><th scope=\"row\"><span class=\"swatch %s\">%s</span> %s%s</th><td>%s</td></tr>\n",
			class, esc(h.Team), esc(teamStyle(h.Team).Letter), esc(h.Player), toMove, esc(h.Text))
	}
	fmt.Fprintf(b, "</tbody>\n</table>\n<p id=\"pile\">%s</p>\n", esc(pileText(f.Model)))
}

// writeHTMLEntries writes the list of entries: the start, then every entry
// with its notes; the illegal one with its rule id, what is wrong and what
// the rule says; those after it as not judged.
func writeHTMLEntries(b *strings.Builder, r *Replay) {
	b.WriteString("<h2>Entries</h2>\n<ol id=\"entries\">\n")
	b.WriteString("<li data-frame=\"0\"><button type=\"button\">Start</button></li>\n")
	for _, e := range r.Entries {
		class := strings.ReplaceAll(e.Status, " ", "-")
		if e.Status == EntryNotJudged {
			fmt.Fprintf(b, "<li class=\"%s\">%d. <code>%s</code> <em>not judged: an earlier entry is illegal</em></li>\n",
				class, e.Entry, esc(e.Text))
			continue
		}
		fmt.Fprintf(b, "<li class=\"%s\" data-frame=\"%d\"><button type=\"button\">%d. <code>%s</code></button>", class, e.Entry, e.Entry, esc(e.Text))
		if e.Status == EntryIllegal && r.Illegal != nil {
			fmt.Fprintf(b, " <span class=\"rule\">illegal [%s]</span>", esc(string(r.Illegal.Rule)))
			if r.Illegal.Statement != "" {
				fmt.Fprintf(b, "\n<p class=\"notes\">The rule: %s</p>", esc(r.Illegal.Statement))
			}
		}
		if len(e.Notes) > 0 {
			b.WriteString("\n<ul class=\"notes\">\n")
			for _, n := range e.Notes {
				fmt.Fprintf(b, "<li>%s</li>\n", esc(n))
			}
			b.WriteString("</ul>")
		}
		b.WriteString("</li>\n")
	}
	b.WriteString("</ol>\n")
}

// esc escapes text for HTML.
func esc(s string) string { return html.EscapeString(s) }
