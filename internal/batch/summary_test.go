package batch_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/internal/batch"
	"github.com/seqref/seqref/validate"
)

func verdict(r record.Result, rule rulebook.ID) *validate.Outcome {
	v := &validate.Outcome{Result: r}
	if rule != "" {
		v.Error = &validate.Error{Rule: rule}
	}
	return v
}

// TestTotals: totals count by result and rule, most frequent rule first,
// in text and JSON; the exit status is the worst.
func TestTotals(t *testing.T) {
	var tot batch.Totals
	for _, v := range []*validate.Outcome{
		verdict(record.Win, ""), verdict(record.Illegal, "wrong-space"), verdict(record.Unfinished, ""),
		verdict(record.Illegal, "corner"), verdict(record.Illegal, "wrong-space"), verdict(record.Win, ""),
	} {
		tot.Add(v)
	}
	var text bytes.Buffer
	if err := tot.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	want := "summary: 6 records: 2 win, 1 unfinished, 3 illegal\nsummary: by rule: wrong-space 2, corner 1\n"
	if diff := cmp.Diff(want, text.String()); diff != "" {
		t.Errorf("text (-want +got):\n%s", diff)
	}
	wantJSON := `{"summary":{"records":6,"results":{"win":2,"unfinished":1,"illegal":3,"invalid":0},"rules":{"wrong-space":2,"corner":1}}}`
	if diff := cmp.Diff(wantJSON, string(tot.JSON())); diff != "" {
		t.Errorf("JSON (-want +got):\n%s", diff)
	}
	if !json.Valid(tot.JSON()) {
		t.Error("not JSON")
	}
	if tot.ExitCode() != 1 {
		t.Errorf("exit %d, want 1", tot.ExitCode())
	}
	var none batch.Totals
	text.Reset()
	none.WriteText(&text)
	if text.String() != "summary: 0 records\n" || none.ExitCode() != 0 {
		t.Errorf("no verdict: %q, exit %d", text.String(), none.ExitCode())
	}
}
