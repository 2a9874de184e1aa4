package recordtext

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/seqref/seqref/rulebook"
	"gopkg.in/yaml.v3"
)

// yamlLine splits yaml.v3's first line of an error, "yaml: line N:
// PROBLEM" (PROBLEM of one line), into N and PROBLEM.
func yamlLine(first string) (line, problem string, ok bool) {
	rest, ok := strings.CutPrefix(first, "yaml: line ")
	if !ok || strings.ContainsRune(rest, '\n') {
		return "", "", false
	}
	digits := 0
	for digits < len(rest) && rest[digits] >= '0' && rest[digits] <= '9' {
		digits++
	}
	if digits == 0 {
		return "", "", false
	}
	problem, ok = strings.CutPrefix(rest[digits:], ": ")
	return rest[:digits], problem, ok
}

// ParseYAML parses the documents of a file. The first is returned; a second
// must be empty (a --- that ends the file), since a record file holds one
// record.
func ParseYAML(text *Text) (*yaml.Node, *Error) {
	if bytes.HasPrefix(text.Bytes(), []byte{0xfe, 0xff}) || bytes.HasPrefix(text.Bytes(), []byte{0xff, 0xfe}) {
		// yaml.v3 would decode UTF-16 and report positions in the decoded
		// text, which are not the file's.
		return nil, &Error{Rule: rulebook.SyntaxRule, Pos: Pos{Line: 1, Col: 1}, Msg: "the file is UTF-16 text (it starts with a UTF-16 byte order mark); a record is UTF-8 text"}
	}
	docs, err := decodeAll(text.Bytes(), 2)
	if err != nil {
		return nil, yamlErrorIn(text, err)
	}
	if len(docs) == 0 || len(docs[0].Content) == 0 || emptyNode(docs[0].Content[0]) {
		return nil, &Error{Rule: rulebook.SchemaRule, Pos: Pos{Line: 1, Col: 1}, Msg: "the file is empty: a record needs at least sequence, ruleset, players and turns"}
	}
	if len(docs) > 1 && len(docs[1].Content) > 0 && !emptyNode(docs[1].Content[0]) {
		return nil, &Error{Rule: rulebook.SchemaRule, Pos: PosOf(docs[1]),
			Msg: "a second YAML document starts here: a record file holds one record"}
	}
	return docs[0], nil
}

// emptyNode reports whether n is a document's content when nothing is
// written: an empty null, not "~" or "null".
func emptyNode(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Tag == "!!null" && n.Value == ""
}

// decodeAll decodes up to max documents, stopping at the first error. A
// panic in the YAML parser is an error too.
func decodeAll(data []byte, max int) (docs []*yaml.Node, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: the YAML parser failed on this file (%v)", r)
		}
	}()
	if !mayHoldDocuments(data) {
		// One document at most: yaml.Unmarshal reads the bytes in place,
		// where a Decoder copies them through a reader.
		var doc yaml.Node
		if err := yaml.Unmarshal(data, &doc); err != nil {
			return nil, err
		}
		if doc.Kind == 0 {
			return nil, nil // no document at all
		}
		return []*yaml.Node{&doc}, nil
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	for len(docs) < max {
		var doc yaml.Node
		if err := dec.Decode(&doc); err != nil {
			if errors.Is(err, io.EOF) {
				return docs, nil
			}
			return docs, err
		}
		docs = append(docs, &doc)
	}
	return docs, nil
}

// mayHoldDocuments reports whether data has a line, after its first, that
// starts with a document marker ("---" or "..."; lines end at LF or CR):
// only then can it hold a second YAML document.
func mayHoldDocuments(data []byte) bool {
	for _, marker := range [...]string{"\n---", "\n...", "\r---", "\r..."} {
		if bytes.Contains(data, []byte(marker)) {
			return true
		}
	}
	return false
}

// yamlErrorText is the text of the error decoding data gives, "" for none.
func yamlErrorText(data []byte) string {
	if _, err := decodeAll(data, 2); err != nil {
		return err.Error()
	}
	return ""
}

// yamlError turns a yaml.v3 error parsing data into an Error at the
// problem.
//
// yaml.v3 reports a line but no column, and for many problems the line is
// where the enclosing collection or scalar starts (counted from 0 for
// problems of structure). The problem is found by parsing prefixes of the
// file from that line on: the shortest that fails with the same error ends
// at it. Characters that are not UTF-8 text or not allowed in YAML are
// found directly.
func yamlError(data []byte, err error) *Error {
	return yamlErrorIn(NewText(data), err)
}

// yamlErrorIn is yamlError for a file whose lines are known.
func yamlErrorIn(text *Text, err error) *Error {
	full := err.Error()
	line, problem := 1, strings.TrimPrefix(full, "yaml: ")
	if n, p, ok := yamlLine(strings.SplitN(full, "\n", 2)[0]); ok {
		line, _ = strconv.Atoi(n)
		problem = p
		if parserProblem(problem) {
			line++
		}
	}
	at := func(p Pos, msg string) *Error {
		return &Error{Rule: rulebook.SyntaxRule, Turn: entryAt(text, text.Offset(p)), Pos: p, Msg: msg}
	}
	if readerProblem(problem) {
		if p, msg, ok := BadCharacter(text); ok {
			return at(p, msg)
		}
	}
	msg := "YAML: " + Shorten(problem)
	if problem == "found unexpected end of stream" {
		if off, ok := unclosedQuote(text.Bytes()); ok {
			return at(text.Pos(off), msg+" (a quote that never closes)")
		}
	}
	if name, ok := unknownAnchor(problem); ok {
		return at(findAlias(text, name), msg)
	}
	budget := locateBudget
	off, ok := locate(text, line, full, &budget)
	if !ok {
		return &Error{Rule: rulebook.SyntaxRule, Pos: Pos{Line: min(line, text.Lines()), Col: firstColumn(text, line)}, Msg: msg}
	}
	if off < len(text.Bytes()) && text.Bytes()[off] == '\t' {
		msg += " (a tab: YAML is indented with spaces)"
	}
	return at(text.Pos(off), msg)
}

// entryAt is the entry of turns: that holds the byte at off, 0 when it is
// outside turns:. It reads the file up to off, which holds no problem: the
// last key of the record there is turns: when off is inside turns:, and its
// last entry holds off (or the first, when off starts it).
func entryAt(text *Text, off int) int {
	if off > locateBudget {
		return 0
	}
	docs, err := decodeAll(text.Bytes()[:off:off], 1)
	if err != nil || len(docs) == 0 || len(docs[0].Content) == 0 {
		return 0
	}
	root := docs[0].Content[0]
	if root.Kind != yaml.MappingNode || len(root.Content) < 2 {
		return 0
	}
	key, value := root.Content[len(root.Content)-2], root.Content[len(root.Content)-1]
	p := text.Pos(off)
	switch {
	case key.Value != "turns":
		return 0
	case p.Line > key.Line && firstColumn(text, p.Line) <= key.Column && !startsEntry(text, p.Line):
		return 0 // a line of the record's own, after turns:
	case value.Kind == yaml.SequenceNode:
		return len(value.Content)
	case value.Kind == yaml.ScalarNode && value.Tag == "!!null" && startsEntry(text, p.Line):
		return 1
	}
	return 0
}

// parserProblem reports whether a yaml.v3 message comes from its parser,
// which counts the lines it reports from 0, rather than its scanner.
func parserProblem(problem string) bool {
	switch problem {
	case "did not find expected <stream-start>", "did not find expected <document start>",
		"found undefined tag handle", "did not find expected node content",
		"did not find expected '-' indicator", "did not find expected key",
		"did not find expected ',' or ']'", "did not find expected ',' or '}'",
		"found duplicate %YAML directive", "found incompatible YAML document",
		"found duplicate %TAG directive":
		return true
	}
	return false
}

// readerProblem reports whether a yaml.v3 message is about the file's bytes
// rather than its YAML; such messages come with no line.
func readerProblem(problem string) bool {
	return strings.Contains(problem, "UTF-8") || strings.Contains(problem, "UTF-16") ||
		strings.Contains(problem, "surrogate") || problem == "invalid Unicode character" ||
		problem == "control characters are not allowed"
}

// BadCharacter finds the first byte of a UTF-8 file that is not UTF-8 or is
// a character YAML does not allow.
func BadCharacter(text *Text) (Pos, string, bool) {
	data := text.Bytes()
	if bytes.HasPrefix(data, []byte("\xfe\xff")) || bytes.HasPrefix(data, []byte("\xff\xfe")) {
		return Pos{}, "", false // UTF-16: yaml.v3's message stands
	}
	for off := text.BOMLen(); off < len(data); {
		r, w := utf8.DecodeRune(data[off:])
		switch {
		case r == utf8.RuneError && w <= 1:
			return text.Pos(off), fmt.Sprintf("the file is not UTF-8 text: byte 0x%02X cannot start or continue a character", data[off]), true
		case !yamlAllows(r):
			return text.Pos(off), fmt.Sprintf("character %U is not allowed in a YAML file (control characters, NUL and binary data are not text)", r), true
		}
		off += w
	}
	return Pos{}, "", false
}

// yamlAllows reports whether YAML allows the character in a file: tab, line
// breaks and printable characters.
func yamlAllows(r rune) bool {
	switch {
	case r == '\t' || r == '\n' || r == '\r' || r == 0x85:
		return true
	case r >= 0x20 && r <= 0x7E, r >= 0xA0 && r <= 0xD7FF, r >= 0xE000 && r <= 0xFFFD:
		return true
	}
	return r >= 0x10000 && r <= 0x10FFFF
}

// unknownAnchor is the name in yaml.v3's problem "unknown anchor 'NAME'
// referenced", a problem of one line.
func unknownAnchor(problem string) (string, bool) {
	const prefix, suffix = "unknown anchor '", "' referenced"
	if len(problem) < len(prefix)+len(suffix) || !strings.HasPrefix(problem, prefix) || !strings.HasSuffix(problem, suffix) || strings.ContainsRune(problem, '\n') {
		return "", false
	}
	return problem[len(prefix) : len(problem)-len(suffix)], true
}

// findAlias finds the first alias *name in the file, 1:1 when there is none.
func findAlias(text *Text, name string) Pos {
	word := []byte("*" + name)
	for from := 0; ; {
		i := bytes.Index(text.Bytes()[from:], word)
		if i < 0 {
			return Pos{Line: 1, Col: 1}
		}
		end := from + i + len(word)
		if end == len(text.Bytes()) || bytes.IndexByte([]byte(" \t\r\n,]}#"), text.Bytes()[end]) >= 0 {
			return text.Pos(from + i)
		}
		from = end
	}
}

// startsEntry reports whether a line starts with "-" and a blank: an entry
// of a block list.
func startsEntry(text *Text, line int) bool {
	rest := text.Bytes()[text.Offset(Pos{Line: line, Col: firstColumn(text, line)}):text.LineEnd(line)]
	return len(rest) > 0 && rest[0] == '-' && (len(rest) == 1 || strings.ContainsRune(" \t\r\n", rune(rest[1])))
}

// firstColumn is the column of the first character of a line that is not
// a space or tab.
func firstColumn(text *Text, line int) int {
	off := text.LineStart(line)
	if line <= 1 {
		off += text.BOMLen()
	}
	col := 1
	for off < len(text.Bytes()) && (text.Bytes()[off] == ' ' || text.Bytes()[off] == '\t') {
		off++
		col++
	}
	return col
}
