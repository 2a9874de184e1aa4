package validate

import (
	"bytes"
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/seqref/seqref/record"

	"gopkg.in/yaml.v3"
)

// maxJSONDepth bounds how deeply JSON arrays and objects nest, as the YAML
// parser bounds YAML.
const maxJSONDepth = DefaultMaxDepth

// ParseJSON reads JSON text (RFC 8259) into the YAML nodes the loader reads,
// so that a JSON record is held to exactly the rules of a YAML one. Every
// node carries the line and column where it starts, counted as for YAML
// files (a column counts characters; a byte order mark at the start takes
// none). Strings are double-quoted scalars, numbers !!int or !!float,
// true and false !!bool, null !!null. Text that is not JSON is a *LoadError
// with rule syntax at the first byte that is wrong.
func ParseJSON(data []byte) (*yaml.Node, *LoadError) {
	doc, _, err := parseJSON(data)
	return doc, err
}

// parseJSON is ParseJSON, and the lines of the text found on the way.
func parseJSON(data []byte) (*yaml.Node, *record.Text, *LoadError) {
	p := newJSONParser(data)
	p.space()
	if p.off == len(p.data) {
		return nil, nil, &LoadError{Rule: RuleSchema, Pos: Pos{Line: 1, Col: 1}, Msg: "the file is empty: a record needs at least sequence, ruleset, players and turns"}
	}
	start := p.pos(p.off)
	root, err := p.value(0)
	if err != nil {
		return nil, nil, err
	}
	p.space()
	if p.off < len(p.data) {
		return nil, nil, p.fail(p.off, "text after the end of the record")
	}
	p.pos(len(p.data))
	text := record.NewText(data)
	return &yaml.Node{Kind: yaml.DocumentNode, Line: start.Line, Column: start.Col, Content: []*yaml.Node{root}}, text, nil
}

// jsonParser reads JSON into YAML nodes. Positions are counted on from the
// last position asked for, since nodes are met in the order of the file.
type jsonParser struct {
	data []byte
	text string // data as a string: unescaped strings share its memory
	off  int

	at     int // the offset whose position is posAt
	posAt  Pos
	starts []int // the offsets where the lines up to at start
	bom    int   // the length of the byte order mark at the start

	nodes []yaml.Node  // nodes are allocated in slabs
	stack []*yaml.Node // the children of the collections being read

	// entry is the 1-based entry of turns: being read, 0 outside turns:.
	entry int
}

func newJSONParser(data []byte) *jsonParser {
	p := &jsonParser{data: data, text: string(data), posAt: Pos{Line: 1, Col: 1}, starts: make([]int, 1, 1+len(data)/32)}
	if len(data) >= len(record.BOM) && string(data[:len(record.BOM)]) == string(record.BOM) {
		p.off, p.at, p.bom = len(record.BOM), len(record.BOM), len(record.BOM)
	}
	return p
}

// pos is the line and column of the byte at off, which is not before any
// offset asked for earlier. Line breaks are those of YAML files (fileText).
func (p *jsonParser) pos(off int) Pos {
	for p.at < off {
		c := p.data[p.at]
		if c >= 0x20 && c < utf8.RuneSelf {
			p.at++
			p.posAt.Col++
			continue
		}
		if n := record.BreakLen(p.data, p.at); n > 0 {
			p.at += n
			p.posAt = Pos{Line: p.posAt.Line + 1, Col: 1}
			p.starts = append(p.starts, p.at)
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

func (p *jsonParser) fail(off int, format string, args ...any) *LoadError {
	if off > len(p.data) {
		off = len(p.data)
	}
	return &LoadError{Rule: RuleSyntax, Turn: p.entry, Pos: p.pos(off), Msg: "JSON: " + fmt.Sprintf(format, args...)}
}

// space skips white space.
func (p *jsonParser) space() {
	for p.off < len(p.data) {
		switch p.data[p.off] {
		case ' ', '\t', '\n', '\r':
			p.off++
		default:
			return
		}
	}
}

// value reads one value at depth levels of nesting.
func (p *jsonParser) value(depth int) (*yaml.Node, *LoadError) {
	if p.off >= len(p.data) {
		return nil, p.fail(p.off, "the text ends where a value should be")
	}
	switch c := p.data[p.off]; {
	case c == '{':
		return p.object(depth + 1)
	case c == '[':
		return p.array(depth + 1)
	case c == '"':
		return p.str()
	case c == '-' || c >= '0' && c <= '9':
		return p.number()
	case c == 't':
		return p.word("true", "!!bool")
	case c == 'f':
		return p.word("false", "!!bool")
	case c == 'n':
		return p.word("null", "!!null")
	}
	return nil, p.fail(p.off, "%s where a value should be", p.describe(p.off))
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

func (p *jsonParser) word(w, tag string) (*yaml.Node, *LoadError) {
	start := p.off
	end := start + len(w)
	if end > len(p.data) || p.text[start:end] != w {
		return nil, p.fail(start, "%s where a value should be", p.describe(start))
	}
	p.off = end
	n := p.node(yaml.ScalarNode, tag, start)
	n.Value = p.text[start:end]
	return n, nil
}

func (p *jsonParser) number() (*yaml.Node, *LoadError) {
	start := p.off
	digits := func() int {
		from := p.off
		for p.off < len(p.data) && p.data[p.off] >= '0' && p.data[p.off] <= '9' {
			p.off++
		}
		return p.off - from
	}
	if p.data[p.off] == '-' {
		p.off++
	}
	intStart := p.off
	if n := digits(); n == 0 {
		return nil, p.fail(p.off, "%s where a digit should be", p.describe(p.off))
	} else if n > 1 && p.data[intStart] == '0' {
		return nil, p.fail(intStart, "a number cannot start with 0")
	}
	tag := "!!int"
	if p.off < len(p.data) && p.data[p.off] == '.' {
		p.off++
		tag = "!!float"
		if digits() == 0 {
			return nil, p.fail(p.off, "%s where a digit should be", p.describe(p.off))
		}
	}
	if p.off < len(p.data) && (p.data[p.off] == 'e' || p.data[p.off] == 'E') {
		p.off++
		tag = "!!float"
		if p.off < len(p.data) && (p.data[p.off] == '+' || p.data[p.off] == '-') {
			p.off++
		}
		if digits() == 0 {
			return nil, p.fail(p.off, "%s where a digit should be", p.describe(p.off))
		}
	}
	n := p.node(yaml.ScalarNode, tag, start)
	n.Value = p.text[start:p.off]
	return n, nil
}

// str reads a string: a double-quoted scalar.
func (p *jsonParser) str() (*yaml.Node, *LoadError) {
	start := p.off
	p.off++
	plain := true // no escapes: the value is a part of the text
	for {
		if p.off >= len(p.data) {
			return nil, p.fail(start, "a string that is never closed")
		}
		c := p.data[p.off]
		if c == '"' {
			break
		}
		if c < 0x20 {
			return nil, p.fail(p.off, "a control character (%U) inside a string: write it as an escape", rune(c))
		}
		if c == '\\' {
			plain = false
			p.off += 2
			continue
		}
		if c < utf8.RuneSelf {
			p.off++
			continue
		}
		r, w := utf8.DecodeRune(p.data[p.off:])
		if r == utf8.RuneError && w == 1 {
			return nil, p.fail(p.off, "the byte 0x%02X is not UTF-8 text", c)
		}
		p.off += w
	}
	end := p.off
	p.off++
	n := p.node(yaml.ScalarNode, "!!str", start)
	n.Style = yaml.DoubleQuotedStyle
	if plain {
		n.Value = p.text[start+1 : end]
		return n, nil
	}
	v, err := p.unescape(start+1, end)
	if err != nil {
		return nil, err
	}
	n.Value = v
	return n, nil
}

// unescape decodes the string between from and to, which holds escapes.
func (p *jsonParser) unescape(from, to int) (string, *LoadError) {
	out := make([]byte, 0, to-from)
	for i := from; i < to; {
		c := p.data[i]
		if c != '\\' {
			out = append(out, c)
			i++
			continue
		}
		if i+1 >= to {
			return "", p.fail(i, "an escape with nothing after the backslash")
		}
		switch e := p.data[i+1]; e {
		case '"', '\\', '/':
			out = append(out, e)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r, ok := p.hex4(i+2, to)
			if !ok {
				return "", p.fail(i, "\\u must be followed by four hexadecimal digits")
			}
			i += 6
			if utf16.IsSurrogate(r) {
				if r2, ok := p.hex4(i+2, to); ok && i+1 < to && p.data[i] == '\\' && p.data[i+1] == 'u' {
					if pair := utf16.DecodeRune(r, r2); pair != utf8.RuneError {
						r = pair
						i += 6
					}
				}
			}
			out = utf8.AppendRune(out, r)
			continue
		default:
			return "", p.fail(i, "unknown escape \\%c", e)
		}
		i += 2
	}
	return string(out), nil
}

// hex4 reads four hexadecimal digits at off, before to.
func (p *jsonParser) hex4(off, to int) (rune, bool) {
	if off+4 > to {
		return 0, false
	}
	v, err := strconv.ParseUint(p.text[off:off+4], 16, 32)
	return rune(v), err == nil
}

// object reads an object: a mapping. Keys are not checked here: the loader
// refuses keys written twice and unknown keys with its own messages.
func (p *jsonParser) object(depth int) (*yaml.Node, *LoadError) {
	if depth > maxJSONDepth {
		return nil, p.fail(p.off, "objects and arrays nest more than %d levels deep", maxJSONDepth)
	}
	n := p.node(yaml.MappingNode, "!!map", p.off)
	n.Style = yaml.FlowStyle
	p.off++
	base := len(p.stack)
	p.space()
	if p.off < len(p.data) && p.data[p.off] == '}' {
		p.off++
		return n, nil
	}
	for {
		p.space()
		if p.off >= len(p.data) || p.data[p.off] != '"' {
			return nil, p.fail(p.off, "%s where a key (a string in double quotes) should be", p.describe(p.off))
		}
		k, err := p.str()
		if err != nil {
			return nil, err
		}
		p.space()
		if p.off >= len(p.data) || p.data[p.off] != ':' {
			return nil, p.fail(p.off, "%s where a colon should follow the key %q", p.describe(p.off), shorten(k.Value))
		}
		p.off++
		p.space()
		turns := depth == 1 && k.Value == "turns"
		var v *yaml.Node
		if turns && p.off < len(p.data) && p.data[p.off] == '[' {
			v, err = p.entries(depth + 1)
		} else {
			v, err = p.value(depth)
		}
		if err != nil {
			return nil, err
		}
		p.stack = append(p.stack, k, v)
		p.space()
		if p.off < len(p.data) && p.data[p.off] == ',' {
			p.off++
			continue
		}
		if p.off < len(p.data) && p.data[p.off] == '}' {
			p.off++
			break
		}
		return nil, p.fail(p.off, "%s where a comma or } should be", p.describe(p.off))
	}
	n.Content = p.children(base)
	return n, nil
}

// array reads an array: a list.
func (p *jsonParser) array(depth int) (*yaml.Node, *LoadError) {
	return p.list(depth, false)
}

// entries reads the array of turns:, counting its entries for errors.
func (p *jsonParser) entries(depth int) (*yaml.Node, *LoadError) {
	n, err := p.list(depth, true)
	if err == nil {
		p.entry = 0
	}
	return n, err
}

func (p *jsonParser) list(depth int, counted bool) (*yaml.Node, *LoadError) {
	if depth > maxJSONDepth {
		return nil, p.fail(p.off, "objects and arrays nest more than %d levels deep", maxJSONDepth)
	}
	n := p.node(yaml.SequenceNode, "!!seq", p.off)
	n.Style = yaml.FlowStyle
	p.off++
	base := len(p.stack)
	p.space()
	if p.off < len(p.data) && p.data[p.off] == ']' {
		p.off++
		return n, nil
	}
	for i := 1; ; i++ {
		if counted {
			p.entry = i
		}
		p.space()
		v, err := p.value(depth)
		if err != nil {
			return nil, err
		}
		p.stack = append(p.stack, v)
		p.space()
		if p.off < len(p.data) && p.data[p.off] == ',' {
			p.off++
			continue
		}
		if p.off < len(p.data) && p.data[p.off] == ']' {
			p.off++
			break
		}
		return nil, p.fail(p.off, "%s where a comma or ] should be", p.describe(p.off))
	}
	n.Content = p.children(base)
	return n, nil
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
