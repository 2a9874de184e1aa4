package render

import (
	"strconv"
	"strings"
)

// svgWriter writes SVG elements, one a line, indented by depth. Attribute
// values and text are escaped; attributes keep the order they are given in,
// so the output is the same bytes on every run.
type svgWriter struct {
	b     strings.Builder
	depth int
}

// open writes a start tag; attrs are name, value pairs.
func (w *svgWriter) open(name string, attrs ...string) {
	w.tag(name, attrs, ">")
	w.depth++
}

// close writes an end tag.
func (w *svgWriter) close(name string) {
	w.depth--
	w.indent()
	w.b.WriteString("</" + name + ">\n")
}

// empty writes an element without content.
func (w *svgWriter) empty(name string, attrs ...string) {
	w.tag(name, attrs, "/>")
}

// text writes an element that holds text.
func (w *svgWriter) text(name, content string, attrs ...string) {
	w.indent()
	w.b.WriteString("<" + name)
	writeAttrs(&w.b, attrs)
	w.b.WriteString(">" + escapeXML(content) + "</" + name + ">\n")
}

func (w *svgWriter) tag(name string, attrs []string, end string) {
	w.indent()
	w.b.WriteString("<" + name)
	writeAttrs(&w.b, attrs)
	w.b.WriteString(end + "\n")
}

func (w *svgWriter) indent() {
	for i := 0; i < w.depth; i++ {
		w.b.WriteString("  ")
	}
}

func writeAttrs(b *strings.Builder, attrs []string) {
	for i := 0; i+1 < len(attrs); i += 2 {
		b.WriteString(" " + attrs[i] + `="` + escapeXML(attrs[i+1]) + `"`)
	}
}

// xmlEscaper escapes text for element content and for attribute values in
// double quotes.
var xmlEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")

// escapeXML escapes text for an XML attribute value or element content.
func escapeXML(s string) string {
	if !strings.ContainsAny(s, `<>&"`) {
		return s
	}
	return xmlEscaper.Replace(s)
}

// itoa is strconv.Itoa, short for the many numbers of a drawing.
func itoa(n int) string { return strconv.Itoa(n) }
