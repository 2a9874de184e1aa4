package render

import "strings"

// Colours of the board, chosen to print well on white paper.
const (
	inkDark    = "#212121" // card labels of black suits, caption
	inkRed     = "#b71c1c" // card labels of red suits
	inkGrid    = "#9e9e9e" // lines between spaces
	inkCorner  = "#e0e0e0" // the free corners' ground
	inkStar    = "#616161" // the free corners' star
	inkLast    = "#ef6c00" // the frame round the last move's space
	inkMarked  = "#ad1457" // the dashed frame round other marked spaces
	inkLock    = "#111111" // the ring round a locked chip
	bandAlpha  = "0.35"    // how strongly a sequence's band tints what it crosses
	bandWidth  = "26"      // a sequence band's width
	fontFamily = "DejaVu Sans, Verdana, Arial, sans-serif"
)

// suitSymbols are the symbols of the suits, and whether the suit is red.
var suitSymbols = map[byte]struct {
	symbol string
	red    bool
}{
	'S': {"♠", false}, 'H': {"♥", true}, 'D': {"♦", true}, 'C': {"♣", false},
}

// cardLabel is a card as a space shows it, "10♥", and whether it is drawn
// in red. A card without a known suit is shown as written.
func cardLabel(card string) (string, bool) {
	if card == "" {
		return "", false
	}
	s, ok := suitSymbols[card[len(card)-1]]
	if !ok {
		return card, false
	}
	return card[:len(card)-1] + s.symbol, s.red
}

// writeSpaces draws the board's ground: every space, the free corners with
// their stars, and the board's edge. Card labels come later (writeLabels),
// above the sequence bands.
func writeSpaces(w *svgWriter, m *Model) {
	w.open("g", "id", "spaces")
	for i := range m.Spaces {
		c := &m.Spaces[i]
		x, y := spaceOrigin(i)
		ground := "#ffffff"
		if c.Corner {
			ground = inkCorner
		}
		w.empty("rect", "x", itoa(x), "y", itoa(y), "width", itoa(svgCell), "height", itoa(svgCell),
			"fill", ground, "stroke", inkGrid, "stroke-width", "1")
		if c.Corner {
			cx := itoa(x + svgCell/2)
			w.text("text", "★", "x", cx, "y", itoa(y+35), "text-anchor", "middle", "font-size", "28", "fill", inkStar)
			w.text("text", "FREE", "x", cx, "y", itoa(y+53), "text-anchor", "middle", "font-size", "10",
				"font-weight", "bold", "fill", inkStar)
		}
	}
	w.empty("rect", "x", itoa(svgMargin), "y", itoa(svgMargin), "width", itoa(svgBoard), "height", itoa(svgBoard),
		"fill", "none", "stroke", "#424242", "stroke-width", "2")
	w.close("g")
}

// writeLabels draws the column letters, the row numbers and the card on
// every space but the corners: rank and suit symbol, red suits in red.
func writeLabels(w *svgWriter, m *Model) {
	w.open("g", "id", "labels", "font-size", "15", "text-anchor", "middle")
	for col := 0; col < 10; col++ {
		x, _ := spaceOrigin(col)
		w.text("text", columns[col:col+1], "x", itoa(x+svgCell/2), "y", itoa(svgMargin-9), "fill", inkDark)
	}
	for row := 0; row < 10; row++ {
		_, y := spaceOrigin(row * 10)
		w.text("text", itoa(row+1), "x", itoa(svgMargin-6), "y", itoa(y+svgCell/2+5), "text-anchor", "end", "fill", inkDark)
	}
	for i := range m.Spaces {
		c := &m.Spaces[i]
		if c.Corner {
			continue
		}
		x, y := spaceOrigin(i)
		label, red := cardLabel(c.Card)
		ink := inkDark
		if red {
			ink = inkRed
		}
		w.text("text", label, "x", itoa(x+svgCell/2), "y", itoa(y+svgCardDY), "font-size", "17", "font-weight", "bold", "fill", ink,
			"data-space", c.Space, "data-card", c.Card)
	}
	w.close("g")
}

// writePosition draws what changes from one position to the next: the
// frames round the last move and the marked spaces, the sequence bands, the
// chips with the rings of locked ones, and the ring of a removed chip. The
// HTML replay's script draws the same elements in the same order from the
// same BoardFrame (htmlScript's drawPosition); a browser test compares them.
func writePosition(w *svgWriter, f *BoardFrame) {
	w.open("g", "id", "position")
	if f.Last >= 0 {
		x, y := spaceOrigin(f.Last)
		w.empty("rect", "class", "last", "x", itoa(x+3), "y", itoa(y+3), "width", itoa(svgCell-6), "height", itoa(svgCell-6),
			"fill", "none", "stroke", inkLast, "stroke-width", "5")
	}
	for _, i := range f.Marked {
		x, y := spaceOrigin(i)
		w.empty("rect", "class", "marked", "x", itoa(x+3), "y", itoa(y+3), "width", itoa(svgCell-6), "height", itoa(svgCell-6),
			"fill", "none", "stroke", inkMarked, "stroke-width", "4", "stroke-dasharray", "8 5")
	}
	for _, l := range f.Lines {
		x1, y1 := chipCentre(l.From)
		x2, y2 := chipCentre(l.To)
		w.empty("line", "class", "sequence", "data-team", l.Team, "x1", itoa(x1), "y1", itoa(y1), "x2", itoa(x2), "y2", itoa(y2),
			"stroke", teamStyle(l.Team).Fill, "stroke-width", bandWidth, "stroke-linecap", "round", "stroke-opacity", bandAlpha)
	}
	for i := 0; i < len(f.Chips); i++ {
		if team := teamOfLetter(f.Chips[i]); team != "" {
			writeChip(w, i, team, f.Chips[i] < 'a')
		}
	}
	if f.Removed != "" {
		t := teamStyle(f.Removed)
		cx, cy := chipCentre(f.Last)
		w.open("g", "class", "removed", "data-space", spaceName(f.Last), "data-team", t.Name)
		w.empty("circle", "cx", itoa(cx), "cy", itoa(cy), "r", itoa(svgChipR), "fill", "none",
			"stroke", t.Fill, "stroke-width", "3", "stroke-dasharray", "5 4")
		w.text("text", t.Letter, "x", itoa(cx), "y", itoa(cy+5), "text-anchor", "middle", "font-size", "14",
			"font-weight", "bold", "fill", t.Fill)
		w.close("g")
	}
	w.close("g")
}

// writeChip draws a chip: a disc in the team's colour with the team's
// letter, and a dark ring round it when it is locked in a sequence.
func writeChip(w *svgWriter, i int, team string, locked bool) {
	t := teamStyle(team)
	cx, cy := chipCentre(i)
	attrs := []string{"class", "chip", "data-space", spaceName(i), "data-team", t.Name}
	if locked {
		attrs = append(attrs, "data-locked", "true")
	}
	w.open("g", attrs...)
	if locked {
		w.empty("circle", "cx", itoa(cx), "cy", itoa(cy), "r", itoa(svgLockR), "fill", "none",
			"stroke", inkLock, "stroke-width", "3")
	}
	w.empty("circle", "cx", itoa(cx), "cy", itoa(cy), "r", itoa(svgChipR), "fill", t.Fill,
		"stroke", "#ffffff", "stroke-width", "2")
	w.text("text", t.Letter, "x", itoa(cx), "y", itoa(cy+svgLetterDY), "text-anchor", "middle", "font-size", "18",
		"font-weight", "bold", "fill", "#ffffff")
	w.close("g")
}

// spaceName is the name of space i: 0 is "A1", 99 is "J10".
func spaceName(i int) string {
	return columns[i%10:i%10+1] + itoa(i/10+1)
}

// wrapText breaks a paragraph into lines of at most max characters at
// spaces; a word longer than max stands on a line of its own.
func wrapText(text string, max int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		switch {
		case line == "":
			line = word
		case len([]rune(line))+1+len([]rune(word)) <= max:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
