package rewrite

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"

	"github.com/seqref/seqref/record"

	"gopkg.in/yaml.v3"
)

// Comment is a comment that stands on lines of its own right above the
// line of a node.
type Comment struct {
	// At lists the nodes the comment may stand above, best first. It goes
	// above the line of the first node that starts its line: nothing but
	// indentation and the indicators "-", "[", "{" and "," before it. When
	// none does, it goes at the top of the file.
	At []record.Pos
	// Lines are the comment's lines, without the marker.
	Lines []string
}

// Comments returns src with every comment line that starts with marker
// ("# seqref:") removed and the comments written in their place, each line
// as marker, a space and the text, indented as the line below it. Comments
// placed above the same line keep their order. Every other byte stays as it
// was, so that placing the same comments again gives the same text. It is
// an error if the result would not read as the same YAML values as src.
func Comments(src []byte, marker string, comments []Comment) ([]byte, error) {
	t := newText(src)
	above := map[int][]string{}
	for _, c := range comments {
		n, _ := t.commentLine(c.At)
		for _, l := range c.Lines {
			above[n] = append(above[n], strings.Join(strings.Fields(l), " "))
		}
	}
	var out bytes.Buffer
	for n := 1; n <= t.lines(); n++ {
		line := t.line(n)
		for _, l := range above[n] {
			out.Write(indent(line))
			out.WriteString(marker + " " + l + t.lineBreak(n))
		}
		if !isMarkerLine(line, marker) {
			out.Write(line)
		}
	}
	if t.lines() == 0 {
		for _, l := range above[1] {
			out.WriteString(marker + " " + l + "\n")
		}
	}
	if err := sameValues(src, out.Bytes()); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// commentLine is the line a comment goes above: the line of the first node
// of at that starts its line, and its index in at; or line 1 and -1.
func (t *text) commentLine(at []record.Pos) (line, which int) {
	for i, p := range at {
		before, ok := t.prefix(p.Line, p.Col)
		if ok && len(bytes.Trim(before, " \t-[{,")) == 0 {
			return p.Line, i
		}
	}
	return 1, -1
}

// isMarkerLine reports whether a line is a comment that starts with marker.
func isMarkerLine(line []byte, marker string) bool {
	return bytes.HasPrefix(bytes.TrimLeft(line, " \t"), []byte(marker))
}

// sameValues checks that two texts read as the same YAML values, comments
// aside.
func sameValues(before, after []byte) error {
	var a, b any
	if err := yaml.Unmarshal(before, &a); err != nil {
		return err
	}
	if err := yaml.Unmarshal(after, &b); err != nil {
		return fmt.Errorf("the edited text is not YAML (%v); a line that starts with a comment marker is part of a value", err)
	}
	if !reflect.DeepEqual(a, b) {
		return fmt.Errorf("the edit would change a value; a line that starts with a comment marker is part of a value")
	}
	return nil
}
