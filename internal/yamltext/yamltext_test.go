package yamltext

import "testing"

// TestQuoteEnd: escapes in double quotes and doubled single quotes do not
// close a scalar.
func TestQuoteEnd(t *testing.T) {
	for _, c := range []struct {
		text string
		end  int
		ok   bool
	}{
		{`"a\"b" x`, 5, true},
		{`'it''s' x`, 6, true},
		{`"a\\" x`, 4, true},
		{`'open`, 5, false},
		{`"a\"`, 4, false},
	} {
		end, ok := QuoteEnd([]byte(c.text), 0, len(c.text))
		if end != c.end || ok != c.ok {
			t.Errorf("%s: %d %v, want %d %v", c.text, end, ok, c.end, c.ok)
		}
	}
}
