package recordtext

import (
	"testing"

	"github.com/seqref/seqref/rulebook"
)

// TestFindExpect finds the block, or the comment line, or nothing; a comment
// that is not YAML is a syntax error on its line.
func TestFindExpect(t *testing.T) {
	block, err := FindExpect([]byte("sequence: 1\nexpect:\n  result: win\n"))
	if err != nil || block == nil || block.Comment || block.Key == nil || block.Value.Line != 3 {
		t.Errorf("block form: %+v, %v", block, err)
	}
	block, err = FindExpect([]byte("# a\n# expect: {result: invalid}\n\tnot yaml\n"))
	if err != nil || block == nil || !block.Comment || block.Value.Line != 2 || block.Value.Column != 11 {
		t.Errorf("comment form: %+v, %v", block, err)
	}
	block, err = FindExpect([]byte("sequence: 1\n"))
	if err != nil || block != nil {
		t.Errorf("no expectation: %+v, %v", block, err)
	}
	_, err = FindExpect([]byte("x\n# expect: {result: [win\n"))
	if err == nil || err.Rule != rulebook.SyntaxRule || err.Pos.Line != 2 {
		t.Errorf("bad comment: %v, want a syntax error on line 2", err)
	}
	for _, empty := range []string{"expect:\n", "expect: {}\n", "# expect:\n"} {
		block, err = FindExpect([]byte(empty))
		if err != nil || block == nil || !block.Empty() {
			t.Errorf("%q: %+v, %v, want an empty block", empty, block, err)
		}
	}
}

// TestFindExpectJSON finds the "expect" key of the top-level object, and
// nothing in text that is not JSON.
func TestFindExpectJSON(t *testing.T) {
	block := FindExpectJSON([]byte("{\"sequence\": 1,\n \"expect\": {\"result\": \"win\"}}\n"))
	if block == nil || block.Comment || block.Key == nil || block.Value.Line != 2 || block.Value.Column != 12 {
		t.Errorf("expect key: %+v", block)
	}
	for _, text := range []string{"{\"sequence\": 1}", "{\"expect\": ", "# expect: {result: win}\n"} {
		if block := FindExpectJSON([]byte(text)); block != nil {
			t.Errorf("%q: %+v, want no block", text, block)
		}
	}
}
