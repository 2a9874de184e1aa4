package cmd_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/goldenfile"
)

// disputes are the rules questions people ask in public, each posed as a
// record with its source, question and answer in its header; there are at
// least minDisputes of them (issue 39).
const (
	disputes    = "../../fixtures/disputes"
	minDisputes = 46
)

var (
	// disputeHeader is how a dispute's record opens: where the question was
	// asked, the question, and the answer.
	disputeHeader = regexp.MustCompile(`^# Source: https?://\S+[^\n]*\n(?:#[^\n]*\n)*# Question[^\n]*\n(?:#[^\n]*\n)*# Answer`)
	rulingVerdict = regexp.MustCompile(`(?m)^Verdict: (legal|illegal) \[([a-z-]+)\]$`)
	ruleLine      = regexp.MustCompile(`(?m)^Rule ([a-z-]+) \[`)
)

// TestDisputeRulings golden-tests the ruling on every dispute, as text and
// as JSON (cmd/testdata/disputes/NAME.txt and NAME.json; -update rewrites
// them), and checks that the two agree on the verdict and on the rule that
// decides it.
func TestDisputeRulings(t *testing.T) {
	t.Setenv("COLUMNS", "") // the goldens are at the default width
	records, err := filepath.Glob(filepath.Join(disputes, "*.yaml"))
	if err != nil || len(records) < minDisputes {
		t.Fatalf("%d disputes in %s, want at least %d (%v)", len(records), disputes, minDisputes, err)
	}
	goldens, err := filepath.Abs(filepath.Join("testdata", "disputes"))
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(disputes)
	for _, path := range records {
		name := filepath.Base(path)
		t.Run(strings.TrimSuffix(name, ".yaml"), func(t *testing.T) {
			text, stderr, code := run("referee", "--color=never", name)
			if code == 2 || stderr != "" {
				t.Fatalf("referee %s: exit %d, stderr %q", name, code, stderr)
			}
			if head, err := os.ReadFile(name); err != nil || !disputeHeader.Match(head) {
				t.Errorf("%s does not open with its source (# Source: URL), its question and its answer (%v)", name, err)
			}
			js, _, jcode := run("referee", "--format", "json", name)
			if jcode != code {
				t.Errorf("exit %d as text, %d as JSON", code, jcode)
			}
			base := filepath.Join(goldens, strings.TrimSuffix(name, ".yaml"))
			compareGolden(t, base+".txt", text)
			compareGolden(t, base+".json", withoutBoard(t, js))
			agreeOnDecidingRule(t, text, js)
		})
	}
}

// agreeOnDecidingRule checks that the text and the JSON of a ruling give
// the same verdict and the same deciding rule, and that the text quotes
// that rule.
func agreeOnDecidingRule(t *testing.T, text, js string) {
	t.Helper()
	var r struct {
		Verdict string `json:"verdict"`
		Rule    string `json:"rule"`
		Next    string `json:"next"`
	}
	if err := json.Unmarshal([]byte(js), &r); err != nil {
		t.Fatalf("JSON ruling: %v", err)
	}
	v := rulingVerdict.FindStringSubmatch(text)
	q := ruleLine.FindStringSubmatch(text)
	if v == nil || q == nil {
		t.Fatalf("text ruling has no verdict or rule line:\n%s", text)
	}
	if v[1] != r.Verdict || v[2] != r.Rule || q[1] != r.Rule {
		t.Errorf("text rules %s [%s] quoting rule %s; JSON rules %s [%s]", v[1], v[2], q[1], r.Verdict, r.Rule)
	}
	if (r.Verdict == "illegal") != (r.Next != "") {
		t.Errorf("verdict %s with next step %q: every illegal ruling, and only those, says what happens now", r.Verdict, r.Next)
	}
}

// withoutBoard is a JSON ruling without its board, which the text golden
// shows and the render tests check: the golden holds what the ruling says.
func withoutBoard(t *testing.T, js string) string {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(js), &m); err != nil {
		t.Fatalf("JSON ruling: %v", err)
	}
	if _, ok := m["board"]; !ok && string(m["turn"]) != "0" {
		t.Errorf("the JSON ruling on entry %s has no board", m["turn"])
	}
	delete(m, "board")
	out, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return string(out) + "\n"
}

// compareGolden compares output with a golden file, or rewrites it with
// -update.
func compareGolden(t *testing.T, path, got string) {
	t.Helper()
	goldenfile.Check(t, path, []byte(got))
}
