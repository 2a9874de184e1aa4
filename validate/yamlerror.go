package validate

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// maxLocateLine is the longest line whose error column is searched for.
const maxLocateLine = 400

// yamlError turns a yaml.v3 parse error into a LoadError. yaml.v3 reports
// the line of a syntax error but not its column, so the column is found by
// parsing ever longer prefixes of that line: the first prefix that fails
// with the same message marks it. Long lines get the column of their first
// character.
func yamlError(data []byte, err error) *LoadError {
	msg := err.Error()
	line := 1
	if m := yamlLine.FindStringSubmatch(strings.SplitN(msg, "\n", 2)[0]); m != nil {
		line, _ = strconv.Atoi(m[1])
		msg = m[2]
	} else {
		msg = strings.TrimPrefix(msg, "yaml: ")
	}
	if !utf8.Valid(data) {
		msg = "the file is not UTF-8 text: " + msg
	}
	return &LoadError{Rule: RuleSyntax, Pos: Pos{line, locateColumn(data, line, err.Error())}, Msg: "YAML: " + msg}
}

// locateColumn finds the column on the given line where parsing first fails
// with the message want.
func locateColumn(data []byte, line int, want string) int {
	lines := bytes.SplitAfter(data, []byte("\n"))
	if line < 1 || line > len(lines) {
		return 1
	}
	text := []rune(string(lines[line-1]))
	first := 1
	for first <= len(text) && (text[first-1] == ' ' || text[first-1] == '\t') {
		first++
	}
	if len(text) > maxLocateLine {
		return first
	}
	head := bytes.Join(lines[:line-1], nil)
	for col := first; col <= len(text); col++ {
		prefix := append(append([]byte{}, head...), string(text[:col])...)
		var n yaml.Node
		if err := yaml.Unmarshal(prefix, &n); err != nil && err.Error() == want {
			return col
		}
	}
	return first
}
