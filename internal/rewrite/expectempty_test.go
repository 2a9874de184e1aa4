package rewrite_test

import (
	"testing"

	"github.com/seqref/seqref/internal/rewrite"
	"gopkg.in/yaml.v3"
)

// TestAppendExpectFillsEmptyKey: an expect: key with nothing under it gets
// the block under it, where it stands, keeping its line, its comment and the
// file's line breaks; appending a second expect: key would leave a file no
// YAML reader accepts.
func TestAppendExpectFillsEmptyKey(t *testing.T) {
	body := expectationOf(t, "{result: win, turns: 3}")
	for _, tc := range []struct{ src, want string }{
		{"sequence: 1\nexpect:\nturns: []\n", "sequence: 1\nexpect:\n  result: win\n  turns: 3\nturns: []\n"},
		{"sequence: 1\nexpect:  # to fill\nturns: []\n", "sequence: 1\nexpect:  # to fill\n  result: win\n  turns: 3\nturns: []\n"},
		{"sequence: 1\nexpect:", "sequence: 1\nexpect:\n  result: win\n  turns: 3\n"},
		{"sequence: 1\r\nexpect:\r\nturns: []\r\n", "sequence: 1\r\nexpect:\r\n  result: win\r\n  turns: 3\r\nturns: []\r\n"},
	} {
		got, err := rewrite.AppendExpect([]byte(tc.src), body)
		if err != nil {
			t.Fatalf("%q: %v", tc.src, err)
		}
		if string(got) != tc.want {
			t.Errorf("AppendExpect(%q) =\n%q, want\n%q", tc.src, got, tc.want)
		}
		var doc yaml.Node
		if err := yaml.Unmarshal(got, &doc); err != nil {
			t.Errorf("%q: the result does not read back: %v", got, err)
		}
	}
}
