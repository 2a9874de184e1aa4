package rewrite

import (
	"bytes"
	"fmt"

	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/record"
	"gopkg.in/yaml.v3"
)

// ExpectJSON rewrites values of the "expect" value of a JSON record to
// those of the expectation x, as Expect does for YAML: only the text of
// each value at a path changes, and every other byte stays. The block's
// nodes are those recordtext.ParseJSON reads, with the lines and columns of the
// JSON text. Each new value is written as JSON on one line by record's
// encoder.
func ExpectJSON(src []byte, block *recordtext.ExpectBlock, x *record.Expectation, paths [][]string) ([]byte, error) {
	return editValues(src, block, paths, func(s *text, _, old *yaml.Node, path []string, _ bool) (int, int, string, error) {
		start, end, err := s.span(old)
		if err != nil {
			return 0, 0, "", err
		}
		text, err := x.EncodeJSONValue(path...)
		return start, end, text, err
	})
}

// AppendExpectJSON adds an "expect" key holding the expectation x, on a
// line of its own, as the last key of the JSON object that src holds. Every
// byte of src before the object's closing brace stays as it was.
func AppendExpectJSON(src []byte, x *record.Expectation) ([]byte, error) {
	end := bytes.LastIndexByte(src, '}')
	if end < 0 || len(bytes.TrimSpace(src[end+1:])) > 0 {
		return nil, fmt.Errorf("the file is not a JSON object")
	}
	text, err := x.EncodeJSONValue()
	if err != nil {
		return nil, err
	}
	inside := bytes.TrimRight(src[:end], " \t\r\n")
	sep := ","
	if bytes.HasSuffix(inside, []byte("{")) {
		sep = ""
	}
	entry := withLineEnding(sep+"\n  \"expect\": "+text+"\n", src)
	out := append([]byte{}, inside...)
	out = append(out, entry...)
	return append(out, src[end:]...), nil
}
