package record

import (
	"testing"

	"github.com/seqref/seqref/internal/recordtext"
)

// TestRecordtextConstants: what recordtext reads is what record documents:
// the comment line that holds an expectation, and how deeply JSON nests.
func TestRecordtextConstants(t *testing.T) {
	if ExpectComment != recordtext.ExpectComment {
		t.Errorf("record.ExpectComment %q, recordtext.ExpectComment %q", ExpectComment, recordtext.ExpectComment)
	}
	if DefaultMaxDepth != recordtext.MaxDepth {
		t.Errorf("record.DefaultMaxDepth %d, recordtext.MaxDepth %d", DefaultMaxDepth, recordtext.MaxDepth)
	}
}
