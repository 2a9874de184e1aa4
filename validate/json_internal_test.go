package validate

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestJSONLinesAsFileText: the lines the JSON parser finds on its way are
// those newFileText finds, whatever the line breaks and a byte order mark,
// so that positions in JSON records count as in YAML ones.
func TestJSONLinesAsFileText(t *testing.T) {
	for _, text := range []string{
		"{}",
		"{\n  \"a\": 1\n}\n",
		"{\r\n  \"a\": 1\r\n}\r\n\r\n",
		"{\r  \"a\": 1\r}",
		"\xef\xbb\xbf{\"a\": \"x\u2028y\u0085z\u2029\"}\n\n",
		"[\"é\", \"\U0001F600\",\n\t1]\n   ",
	} {
		_, got, err := parseJSON([]byte(text))
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		want := newFileText([]byte(text))
		if diff := cmp.Diff(want.lineStarts(), got.lineStarts()); diff != "" || want.bom != got.bom {
			t.Errorf("%q: line starts (-newFileText +parser):\n%s, bom %d, want %d", text, diff, got.bom, want.bom)
		}
	}
}
