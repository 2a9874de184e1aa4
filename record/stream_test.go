package record_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/record"
)

// TestNewStreamDocuments: the documents of a stream are found at its
// markers; text with nothing but comments, blank lines and directives is
// no document.
func TestNewStreamDocuments(t *testing.T) {
	tests := []struct {
		name, text string
		lines      []int // the first line of each document
	}{
		{"one record", "a: 1\nb: 2\n", []int{1}},
		{"empty file", "", []int{1}},
		{"leading marker", "# c\n---\na: 1\n", []int{1}},
		{"trailing markers", "a: 1\n...\n---\n", []int{1}},
		{"two", "a: 1\n---\nb: 2\n", []int{1, 2}},
		{"two with a leading marker", "---\na: 1\n---\nb: 2\n", []int{1, 3}},
		{"empty documents between", "a: 1\n---\n# nothing\n---\n\n---\nb: 2\n", []int{1, 6}},
		{"content on the marker line", "--- {a: 1}\n--- {b: 2}\n", []int{1, 2}},
		{"comment on the marker line", "a: 1\n--- # two\nb: 2\n", []int{1, 2}},
		{"document end", "a: 1\n...\nb: 2\n", []int{1, 3}},
		{"directive", "a: 1\n...\n%YAML 1.2\n---\nb: 2\n", []int{1, 4}},
		{"dashes in a value", "a: ---x\nb: \"--- \"\nc: |\n  ---\n", []int{1}},
		{"CR LF", "a: 1\r\n---\r\nb: 2\r\n", []int{1, 2}},
		{"marker with a tab", "a: 1\n---\tb: 2\n", []int{1, 2}},
		{"not a marker", "a: 1\n----\nb: 2\n", []int{1}},
		{"byte order mark", "\xef\xbb\xbf---\na: 1\n---\nb: 2\n", []int{1, 3}},
		{"a NUL byte: not text, one document", "a: 1\n---\nb: \x00\n---\nc: 3\n", []int{1}},
		{"not UTF-8: not text, one document", "a: 1\n---\nb: \xff\n---\nc: 3\n", []int{1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := record.NewStream([]byte(tt.text))
			var lines []int
			for _, d := range s.Docs {
				lines = append(lines, d.Line)
				if !strings.HasPrefix(tt.text[d.Offset:], string(d.Data)) {
					t.Errorf("document at line %d: offset %d does not hold its text", d.Line, d.Offset)
				}
			}
			if diff := cmp.Diff(tt.lines, lines); diff != "" {
				t.Errorf("document lines (-want +got):\n%s", diff)
			}
			if s.Multiple() != (len(tt.lines) > 1) {
				t.Errorf("Multiple() = %v", s.Multiple())
			}
		})
	}
}

// ExampleNewStream shows the documents of a stream.
func ExampleNewStream() {
	s := record.NewStream([]byte("# two records\n---\nsequence: 1\n---\nsequence: 1\n"))
	for _, d := range s.Docs {
		fmt.Printf("line %d: %q\n", d.Line, d.Data)
	}
	// Output:
	// line 2: "---\nsequence: 1\n"
	// line 4: "---\nsequence: 1\n"
}
