package render

import (
	"io"
	"strings"
)

// legendWrap is the width at which the smaller legend lines wrap.
const legendWrap = 84

// WriteSVG draws a position as a standalone SVG image: the board with the
// card on every space, the free corners, the chips in team colours with
// their team's letter, a ring round locked chips, a band through every
// completed sequence, the last move framed (a chip taken off drawn as an
// empty dashed ring), then the caption, one paragraph a line (the first in
// bold), wrapped to fit, and a legend. The image has a viewBox and no fixed
// size, so it scales to a phone or a page; the same model gives the same
// bytes.
func WriteSVG(w io.Writer, m *Model, caption []string) error {
	var lines []string
	for _, p := range caption {
		lines = append(lines, wrapText(p, svgCaptionMax)...)
	}
	legend := wrapText(svgLegend(m), legendWrap)
	captionTop := svgMargin + svgBoard + svgCaptionGap
	height := captionTop + (len(lines)+len(legend)-1)*svgLineHeight + 14

	sw := &svgWriter{}
	sw.b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	writeSVGElement(sw, m, height, func() {
		writeCaption(sw, lines, legend, captionTop)
	})
	_, err := io.WriteString(w, sw.b.String())
	return err
}

// writeSVGElement writes the svg element of a position: its title, a
// description with the position string, the spaces and the position, and
// whatever more adds (the caption).
func writeSVGElement(sw *svgWriter, m *Model, height int, more func()) {
	sw.open("svg", "xmlns", "http://www.w3.org/2000/svg", "viewBox", "0 0 "+itoa(svgWidth)+" "+itoa(height),
		"role", "img", "aria-labelledby", "board-title", "font-family", fontFamily)
	sw.text("title", boardTitle(m), "id", "board-title")
	sw.text("desc", "Position: "+m.Position)
	sw.empty("rect", "x", "0", "y", "0", "width", itoa(svgWidth), "height", itoa(height), "fill", "#ffffff")
	writeSpaces(sw, m)
	f := FrameOf(m)
	writePosition(sw, &f)
	writeLabels(sw, m)
	if more != nil {
		more()
	}
	sw.close("svg")
}

// writeCaption writes the caption lines under the board, the first in
// bold, then the legend in smaller grey type.
func writeCaption(sw *svgWriter, lines, legend []string, top int) {
	sw.open("g", "id", "caption", "fill", inkDark)
	y := top
	for i, line := range lines {
		attrs := []string{"x", itoa(svgMargin), "y", itoa(y), "font-size", "16"}
		if i == 0 {
			attrs = append(attrs, "font-weight", "bold")
		}
		sw.text("text", line, attrs...)
		y += svgLineHeight
	}
	for _, line := range legend {
		sw.text("text", line, "x", itoa(svgMargin), "y", itoa(y), "font-size", "13", "fill", "#555555")
		y += svgLineHeight
	}
	sw.close("g")
}

// boardTitle names the picture for screen readers.
func boardTitle(m *Model) string {
	text := "Sequence board (" + m.Ruleset + ")"
	switch {
	case m.Entries == 0:
		text += " before the first entry"
	default:
		text += " after entry " + itoa(m.Entries)
	}
	return text
}

// svgLegend says how to read the picture; it names only the teams in play.
func svgLegend(m *Model) string {
	var teams []string
	for _, t := range m.Teams {
		teams = append(teams, teamStyle(t.Team).Letter+" "+t.Team)
	}
	return "Chips: " + strings.Join(teams, ", ") + "; ★ free corner; dark ring: locked in a sequence; " +
		"band: a completed sequence; orange frame: the last move; dashed ring: a chip taken off; " +
		"dashed frame: a space at fault."
}
