package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// mdPage is a Markdown page read for its headings, links and prose: what a
// reference to it, or from it, can be checked against.
type mdPage struct {
	path string // as the test names it, from the repository root
	// headings are the page's headings, in order.
	headings []mdHeading
	// paragraphs are its prose outside code blocks, each joined into one
	// line, with the 1-based line where it starts.
	paragraphs []mdParagraph
}

// mdHeading is a heading: its number ("7", "3.2"; "" for none), its
// title after the number, and its GitHub anchor.
type mdHeading struct {
	number, title, anchor string
}

// mdParagraph is a run of prose lines.
type mdParagraph struct {
	line int
	text string
}

var (
	headingLine  = regexp.MustCompile(`^#{1,6}\s+(.*?)\s*#*\s*$`)
	numberedHead = regexp.MustCompile(`^(\d+(?:\.\d+)*)\.?\s+(.*)$`)
)

// readPage reads a Markdown file. Lines inside fenced code blocks are
// neither headings nor prose.
func readPage(path string) (*mdPage, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	p := &mdPage{path: filepath.ToSlash(path)}
	anchors := map[string]int{}
	var cur *mdParagraph
	flush := func() {
		if cur != nil {
			p.paragraphs = append(p.paragraphs, *cur)
			cur = nil
		}
	}
	fence := ""
	for i, line := range strings.Split(string(data), "\n") {
		trimmed := strings.TrimSpace(line)
		if fence != "" {
			if strings.HasPrefix(trimmed, fence) {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
			flush()
			fence = trimmed[:3]
			continue
		}
		if m := headingLine.FindStringSubmatch(line); m != nil {
			flush()
			h := mdHeading{title: m[1]}
			if n := numberedHead.FindStringSubmatch(m[1]); n != nil {
				h.number, h.title = n[1], n[2]
			}
			h.anchor = anchorOf(m[1])
			if k := anchors[h.anchor]; k > 0 {
				anchors[h.anchor]++
				h.anchor += "-" + strconv.Itoa(k)
			} else {
				anchors[h.anchor] = 1
			}
			p.headings = append(p.headings, h)
			continue
		}
		if trimmed == "" {
			flush()
			continue
		}
		if strings.HasPrefix(trimmed, "|") {
			// A table row is a paragraph of its own.
			flush()
		}
		if cur == nil {
			cur = &mdParagraph{line: i + 1}
			cur.text = trimmed
		} else {
			cur.text += " " + trimmed
		}
		if strings.HasPrefix(trimmed, "|") {
			flush()
		}
	}
	flush()
	return p, nil
}

// anchorOf is the anchor GitHub gives a heading: lower case, punctuation
// but hyphens and underscores dropped, spaces turned into hyphens.
func anchorOf(title string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(title) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// numbered is the heading numbered n, if the page has one.
func (p *mdPage) numbered(n string) (mdHeading, bool) {
	for _, h := range p.headings {
		if h.number == n {
			return h, true
		}
	}
	return mdHeading{}, false
}

// hasAnchor reports whether a heading of the page has the anchor.
func (p *mdPage) hasAnchor(a string) bool {
	for _, h := range p.headings {
		if h.anchor == a {
			return true
		}
	}
	return false
}
