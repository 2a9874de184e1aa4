package rewrite

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/seqref/seqref/internal/yamltext"
)

// scalarEdit is a new value for one scalar node of a file.
type scalarEdit struct {
	Node  *yaml.Node
	Value string
}

// rewriteScalars returns src with the text of each replaced scalar changed to
// hold its new value, in the scalar's quoting: a plain scalar stays plain
// when its new value reads back as the same string (otherwise it is
// double-quoted), a quoted one keeps its quotes. A comment at the end of a
// changed line keeps its column where the spaces before it allow. Every
// other byte stays as it was. Scalars that are not written on one line in
// plain or quoted style (block scalars, values folded over several lines,
// values with a tag, an anchor or an alias) are left as written.
func rewriteScalars(src []byte, reps []scalarEdit) ([]byte, error) {
	t := newText(src)
	var changes []change
	for _, r := range reps {
		start, end, ok := t.scalarSpan(r.Node)
		if !ok {
			continue
		}
		changes = append(changes, change{start, end, quoted(r.Value, r.Node.Style)})
	}
	slices.SortFunc(changes, func(a, b change) int { return a.start - b.start })
	changes = append(changes, t.commentPadding(changes)...)
	slices.SortFunc(changes, func(a, b change) int { return a.start - b.start })
	var out bytes.Buffer
	last := 0
	for _, c := range changes {
		if c.start < last {
			return nil, fmt.Errorf("two replacements overlap at byte %d", c.start)
		}
		out.Write(src[last:c.start])
		out.WriteString(c.text)
		last = c.end
	}
	out.Write(src[last:])
	return out.Bytes(), nil
}

// change replaces the bytes from start to end with text.
type change struct {
	start, end int
	text       string
}

// commentPadding returns the changes that keep the comments at the end of
// changed lines in their columns: the spaces before such a comment grow or
// shrink by what the changes before it on its line took or gave, down to
// one space. changes must be sorted. A line where quotes stand between the
// last change and the comment keeps its spaces: the "#" may be inside a
// value.
func (t *text) commentPadding(changes []change) []change {
	var out []change
	for i := 0; i < len(changes); {
		lineEnd := t.lineEnd(changes[i].start)
		grew := 0
		last := i
		for ; i < len(changes) && changes[i].start < lineEnd; i++ {
			grew += utf8.RuneCountInString(changes[i].text) - utf8.RuneCount(t.src[changes[i].start:changes[i].end])
			last = i
		}
		rest := t.src[changes[last].end:lineEnd]
		hash := bytes.Index(rest, []byte(" #"))
		if grew == 0 || hash < 0 || bytes.ContainsAny(rest[:hash], "\"'") {
			continue
		}
		spaces := hash + 1 - len(bytes.TrimRight(rest[:hash+1], " "))
		from := changes[last].end + hash + 1 - spaces
		out = append(out, change{from, from + spaces, strings.Repeat(" ", max(1, spaces-grew))})
	}
	return out
}

// scalarSpan is where the text of a scalar written on one line starts and
// ends; false for any other node.
func (t *text) scalarSpan(n *yaml.Node) (int, int, bool) {
	if n.Kind != yaml.ScalarNode || n.Anchor != "" || n.Style&(yaml.TaggedStyle|yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
		return 0, 0, false
	}
	start, ok := t.at(n.Line, n.Column)
	if !ok {
		return 0, 0, false
	}
	rest := t.src[start:t.lineEnd(start)]
	switch n.Style {
	case yaml.DoubleQuotedStyle, yaml.SingleQuotedStyle:
		q := byte('\'')
		if n.Style == yaml.DoubleQuotedStyle {
			q = '"'
		}
		if len(rest) == 0 || rest[0] != q {
			return 0, 0, false
		}
		if end, ok := yamltext.QuoteEnd(rest, 0, len(rest)); ok {
			return start, start + end + 1, true
		}
	case 0:
		if n.Value != "" && bytes.HasPrefix(rest, []byte(n.Value)) {
			return start, start + len(n.Value), true
		}
	}
	return 0, 0, false
}

// quoted writes a value in a scalar style: single or double quotes, or
// plain when the value reads back as itself in block and in flow context.
func quoted(v string, style yaml.Style) string {
	switch {
	case style == yaml.SingleQuotedStyle && !strings.ContainsAny(v, "\n\r"):
		return "'" + strings.ReplaceAll(v, "'", "''") + "'"
	case style == 0 && plainReadsAs(v):
		return v
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		// A string always encodes.
		panic(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// plainReadsAs reports whether v written as a plain scalar reads back as
// the string v, both as a mapping value and inside a flow sequence.
func plainReadsAs(v string) bool {
	if v == "" || strings.ContainsAny(v, "\n\r") {
		return false
	}
	var m map[string]yaml.Node
	if yaml.Unmarshal([]byte("k: "+v), &m) != nil {
		return false
	}
	var l []yaml.Node
	if yaml.Unmarshal([]byte("["+v+"]"), &l) != nil || len(l) != 1 {
		return false
	}
	for _, n := range []yaml.Node{m["k"], l[0]} {
		if n.Kind != yaml.ScalarNode || n.Tag != "!!str" || n.Value != v {
			return false
		}
	}
	return true
}
