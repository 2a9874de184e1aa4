package recordtext

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/seqref/seqref/rulebook"

	"github.com/go-json-experiment/json/jsontext"
	"gopkg.in/yaml.v3"

	"github.com/seqref/seqref/internal/yamltext"
)

// MaxDepth bounds how deeply JSON arrays and objects nest, as the YAML
// parser bounds YAML: record.DefaultMaxDepth.
const MaxDepth = 10000

// ParseJSON reads JSON text (RFC 8259) into the YAML nodes record's loader
// reads, so that a JSON record is held to exactly the rules of a YAML one,
// and gives the text's position map. The tokens are read by jsontext,
// which knows the grammar; this adds where each node starts, counted as for
// YAML files (Text), and says what is wrong in the words of that loader's
// other errors. Strings are double-quoted scalars, numbers !!int or
// !!float, true and false !!bool, null !!null. Text that is not JSON is an
// Error with rule syntax at the first byte that is wrong; a raw control
// character inside a string (a tab, a line break) is not JSON.
func ParseJSON(data []byte) (*yaml.Node, *Text, *Error) {
	p := newJSONParser(data)
	start := p.skipSpace(p.bom)
	if start == len(data) {
		return nil, nil, &Error{Rule: rulebook.SchemaRule, Pos: Pos{Line: 1, Col: 1}, Msg: "the file is empty: a record needs at least sequence, ruleset, players and turns"}
	}
	at := p.pos(start) // before the nodes: positions are counted on from here
	root, err := p.value(0, p.bom)
	if err != nil {
		return nil, nil, err
	}
	if end := p.skipSpace(p.end()); end < len(data) {
		return nil, nil, p.fail(end, "text after the end of the record")
	}
	return &yaml.Node{Kind: yaml.DocumentNode, Line: at.Line, Column: at.Col, Content: []*yaml.Node{root}}, p.text, nil
}

// jsonParser reads the tokens of JSON text with jsontext into YAML nodes.
// Positions are counted on from the last position asked for, since nodes
// are met in the order of the file.
type jsonParser struct {
	data []byte
	src  string // data as a string: values without escapes share its memory
	dec  *jsontext.Decoder
	text *Text
	bom  int

	at    int // the offset whose position is posAt
	posAt Pos

	nodes []yaml.Node  // nodes are allocated in slabs
	stack []*yaml.Node // the children of the collections being read

	// entry is the 1-based entry of turns: being read, 0 outside turns:.
	entry int
}

func newJSONParser(data []byte) *jsonParser {
	p := &jsonParser{data: data, src: string(data), text: NewText(data), posAt: Pos{Line: 1, Col: 1}}
	p.bom = p.text.BOMLen()
	p.at = p.bom
	// Invalid UTF-8 is allowed through jsontext so that a lone surrogate
	// escape (\ud800) reads, as RFC 8259 allows; strings are checked for
	// UTF-8 here. A bytes.Buffer is read in place, not copied.
	p.dec = jsontext.NewDecoder(bytes.NewBuffer(data[p.bom:]),
		jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true))
	return p
}

// end is the offset just past the last token read.
func (p *jsonParser) end() int { return p.bom + int(p.dec.InputOffset()) }

// skipSpace is the offset of the first byte at or after off that is not
// JSON white space.
func (p *jsonParser) skipSpace(off int) int {
	for off < len(p.data) {
		switch p.data[off] {
		case ' ', '\t', '\n', '\r':
			off++
		default:
			return off
		}
	}
	return off
}

// pos is the line and column of the byte at off, which is not before any
// offset asked for earlier. Line breaks are those of YAML files.
func (p *jsonParser) pos(off int) Pos {
	if off < p.at {
		return p.text.Pos(off)
	}
	for p.at < off {
		c := p.data[p.at]
		if c >= 0x20 && c < utf8.RuneSelf {
			p.at++
			p.posAt.Col++
			continue
		}
		if n := yamltext.BreakLen(p.data, p.at); n > 0 {
			p.at += n
			p.posAt = Pos{Line: p.posAt.Line + 1, Col: 1}
			continue
		}
		_, w := utf8.DecodeRune(p.data[p.at:])
		p.at += w
		p.posAt.Col++
	}
	return p.posAt
}

// node allocates a node at off.
func (p *jsonParser) node(kind yaml.Kind, tag string, off int) *yaml.Node {
	if len(p.nodes) == cap(p.nodes) {
		// The first slab holds the nodes the text seems to have, so that
		// one allocation is usually enough.
		size := 32
		if p.nodes == nil {
			size = nodeEstimate(p.data)
		}
		p.nodes = make([]yaml.Node, 0, size)
	}
	p.nodes = append(p.nodes, yaml.Node{Kind: kind, Tag: tag})
	n := &p.nodes[len(p.nodes)-1]
	at := p.pos(off)
	n.Line, n.Column = at.Line, at.Col
	return n
}

// nodeEstimate is about the number of nodes in JSON text: every string
// has two quotes and every container a bracket; records hold few numbers,
// true, false or null, which slabs of their own take when they are many.
func nodeEstimate(data []byte) int {
	return bytes.Count(data, []byte{'"'})/2 + bytes.Count(data, []byte{'{'}) + bytes.Count(data, []byte{'['}) + 8
}

func (p *jsonParser) fail(off int, format string, args ...any) *Error {
	off = min(off, len(p.data))
	return &Error{Rule: rulebook.SyntaxRule, Turn: p.entry, Pos: p.pos(off), Msg: "JSON: " + fmt.Sprintf(format, args...)}
}

// describe names the character at off for an error message.
func (p *jsonParser) describe(off int) string {
	if off >= len(p.data) {
		return "the end of the text"
	}
	r, _ := utf8.DecodeRune(p.data[off:])
	if r == utf8.RuneError {
		return fmt.Sprintf("the byte 0x%02X (not UTF-8 text)", p.data[off])
	}
	return fmt.Sprintf("%q", r)
}

// value reads one value at depth levels of nesting, whose text starts at
// or after from (the end of the token before it).
func (p *jsonParser) value(depth, from int) (*yaml.Node, *Error) {
	off := p.skipSpace(from)
	if off >= len(p.data) {
		return nil, p.fail(off, "the text ends where a value should be")
	}
	switch c := p.data[off]; {
	case c == '{' || c == '[':
		if depth+1 > MaxDepth {
			return nil, p.fail(off, "objects and arrays nest more than %d levels deep", MaxDepth)
		}
		if _, err := p.dec.ReadToken(); err != nil {
			return nil, p.fail(off, "%s where a value should be", p.describe(off))
		}
		if c == '{' {
			return p.object(depth+1, off)
		}
		return p.list(depth+1, off, false)
	case c == '"':
		return p.str(off)
	case c == '-' || c >= '0' && c <= '9':
		return p.number(off)
	}
	v, err := p.dec.ReadValue()
	if err != nil {
		return nil, p.fail(off, "%s where a value should be", p.describe(off))
	}
	tag := "!!null"
	if v.Kind() != 'n' {
		tag = "!!bool"
	}
	n := p.node(yaml.ScalarNode, tag, off)
	n.Value = p.src[off : off+len(v)]
	return n, nil
}

// number reads a number at off.
func (p *jsonParser) number(off int) (*yaml.Node, *Error) {
	v, err := p.dec.ReadValue()
	if err != nil {
		return nil, p.fail(p.errorOffset(err), "%s where a digit should be", p.describe(p.errorOffset(err)))
	}
	intStart := off
	if v[0] == '-' {
		intStart++
	}
	if end := off + len(v); v[intStart-off] == '0' && end < len(p.data) && p.data[end] >= '0' && p.data[end] <= '9' {
		return nil, p.fail(intStart, "a number cannot start with 0")
	}
	tag := "!!int"
	if bytes.ContainsAny(v, ".eE") {
		tag = "!!float"
	}
	n := p.node(yaml.ScalarNode, tag, off)
	n.Value = p.src[off : off+len(v)]
	return n, nil
}

// errorOffset is the offset in data of a jsontext error, the end of the
// text for an error without one.
func (p *jsonParser) errorOffset(err error) int {
	var se *jsontext.SyntacticError
	if errors.As(err, &se) && !errors.Is(err, io.ErrUnexpectedEOF) {
		return p.bom + int(se.ByteOffset)
	}
	return len(p.data)
}

// str reads a string at off: a double-quoted scalar.
func (p *jsonParser) str(off int) (*yaml.Node, *Error) {
	v, err := p.dec.ReadValue()
	if err != nil {
		return nil, p.stringError(off, err)
	}
	if bad := invalidUTF8(v); bad >= 0 {
		return nil, p.fail(off+bad, "the byte 0x%02X is not UTF-8 text", v[bad])
	}
	n := p.node(yaml.ScalarNode, "!!str", off)
	n.Style = yaml.DoubleQuotedStyle
	if bytes.IndexByte(v, '\\') < 0 {
		n.Value = p.src[off+1 : off+len(v)-1]
		return n, nil
	}
	// The decoder has read the string, so the only error left is a lone
	// surrogate escape, which becomes U+FFFD as RFC 8259 lets it.
	u, _ := jsontext.AppendUnquote(nil, v)
	n.Value = string(u)
	return n, nil
}

// invalidUTF8 is the offset of the first byte of text that is not UTF-8,
// -1 when it is all UTF-8.
func invalidUTF8(text []byte) int {
	for i := 0; i < len(text); {
		if text[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, w := utf8.DecodeRune(text[i:])
		if r == utf8.RuneError && w == 1 {
			return i
		}
		i += w
	}
	return -1
}

// stringError says what is wrong with the string that starts at off.
func (p *jsonParser) stringError(off int, err error) *Error {
	at := p.errorOffset(err)
	msg := err.Error()
	if bad := invalidUTF8(p.data[off:min(at, len(p.data))]); bad >= 0 {
		return p.fail(off+bad, "the byte 0x%02X is not UTF-8 text", p.data[off+bad])
	}
	switch {
	case at >= len(p.data):
		return p.fail(off, "a string that is never closed")
	case strings.Contains(msg, "non-control character"):
		return p.fail(at, "a control character (%U) inside a string: write it as an escape", rune(p.data[at]))
	case strings.Contains(msg, "escape sequence `\\u"):
		return p.fail(at, "\\u must be followed by four hexadecimal digits")
	case strings.Contains(msg, "escape sequence"):
		return p.fail(at, "unknown escape \\%c", p.data[min(at+1, len(p.data)-1)])
	}
	return p.fail(at, "%s in a string", p.describe(at))
}

// collection allocates the node of an object or array whose bracket
// stands at off, and reads the closing bracket at once when it is empty.
func (p *jsonParser) collection(kind yaml.Kind, tag string, off int, closer byte) (n *yaml.Node, empty bool) {
	n = p.node(kind, tag, off)
	n.Style = yaml.FlowStyle
	if next := p.skipSpace(p.end()); next < len(p.data) && p.data[next] == closer {
		p.dec.ReadToken()
		return n, true
	}
	return n, false
}

// object reads the members of an object whose { stands at off: a
// mapping. Keys are not checked here: record's loader refuses keys written
// twice and unknown keys with its own messages.
func (p *jsonParser) object(depth, off int) (*yaml.Node, *Error) {
	n, empty := p.collection(yaml.MappingNode, "!!map", off, '}')
	if empty {
		return n, nil
	}
	base := len(p.stack)
	for first := true; ; first = false {
		from := p.end()
		if !first {
			from = p.after(',')
		}
		at := p.skipSpace(from)
		if at >= len(p.data) || p.data[at] != '"' {
			return nil, p.fail(at, "%s where a key (a string in double quotes) should be", p.describe(at))
		}
		k, err := p.str(at)
		if err != nil {
			return nil, err
		}
		colon := p.skipSpace(p.end())
		if colon >= len(p.data) || p.data[colon] != ':' {
			return nil, p.fail(colon, "%s where a colon should follow the key %q", p.describe(colon), Shorten(k.Value))
		}
		var v *yaml.Node
		if depth == 1 && k.Value == "turns" && p.peek(colon+1) == '[' {
			v, err = p.entries(depth+1, p.skipSpace(colon+1))
		} else {
			v, err = p.value(depth, colon+1)
		}
		if err != nil {
			return nil, err
		}
		p.stack = append(p.stack, k, v)
		if done, err := p.next('}'); err != nil || done {
			if err != nil {
				return nil, err
			}
			break
		}
	}
	n.Content = p.children(base)
	return n, nil
}

// entries reads the array of turns:, whose [ stands at off, counting its
// entries for errors.
func (p *jsonParser) entries(depth, off int) (*yaml.Node, *Error) {
	if depth > MaxDepth {
		return nil, p.fail(off, "objects and arrays nest more than %d levels deep", MaxDepth)
	}
	if _, err := p.dec.ReadToken(); err != nil {
		return nil, p.fail(off, "%s where a value should be", p.describe(off))
	}
	n, err := p.list(depth, off, true)
	if err == nil {
		p.entry = 0
	}
	return n, err
}

// list reads the elements of an array whose [ stands at off: a list.
func (p *jsonParser) list(depth, off int, counted bool) (*yaml.Node, *Error) {
	n, empty := p.collection(yaml.SequenceNode, "!!seq", off, ']')
	if empty {
		return n, nil
	}
	base := len(p.stack)
	for i := 1; ; i++ {
		if counted {
			p.entry = i
		}
		from := p.end()
		if i > 1 {
			from = p.after(',')
		}
		v, err := p.value(depth, from)
		if err != nil {
			return nil, err
		}
		p.stack = append(p.stack, v)
		done, err := p.next(']')
		if err != nil {
			return nil, err
		}
		if done {
			break
		}
	}
	n.Content = p.children(base)
	return n, nil
}

// peek is the first byte at or after off that is not white space, 0 at
// the end of the text.
func (p *jsonParser) peek(off int) byte {
	if off = p.skipSpace(off); off < len(p.data) {
		return p.data[off]
	}
	return 0
}

// after is the offset just past the delimiter c that follows the last
// token read, or the end of that token when c does not follow it.
func (p *jsonParser) after(c byte) int {
	end := p.end()
	if off := p.skipSpace(end); off < len(p.data) && p.data[off] == c {
		return off + 1
	}
	return end
}

// next reads what follows a member or element: a comma (false) or the
// closing bracket (true), which it reads.
func (p *jsonParser) next(closer byte) (bool, *Error) {
	off := p.skipSpace(p.end())
	if off < len(p.data) && p.data[off] == ',' {
		return false, nil
	}
	if off < len(p.data) && p.data[off] == closer {
		if _, err := p.dec.ReadToken(); err != nil {
			return false, p.fail(off, "%s where a comma or %c should be", p.describe(off), closer)
		}
		return true, nil
	}
	return false, p.fail(off, "%s where a comma or %c should be", p.describe(off), closer)
}

// children moves the nodes on the stack above base into a slice of their
// own.
func (p *jsonParser) children(base int) []*yaml.Node {
	out := make([]*yaml.Node, len(p.stack)-base)
	copy(out, p.stack[base:])
	clear(p.stack[base:])
	p.stack = p.stack[:base]
	return out
}
