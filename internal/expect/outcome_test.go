package expect_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/expect"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/record"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/internal/goldenfile"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
	"gopkg.in/yaml.v3"
)

// outcomeOfFile reads and replays a record of testdata/outcome.
func outcomeOfFile(t *testing.T, name string) *validate.Outcome {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "outcome", name))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Load(data, record.LoadOptions{})
	if err != nil {
		return validate.Invalid("", err)
	}
	return ruling.Judge(rec, "")
}

// fullBlock is the expectation as the body of a full expect: block, read
// back from the text record.Expectation.EncodeBlock writes: the nodes
// keep the styles it writes them in.
func fullBlock(t *testing.T, x *record.Expectation) *yaml.Node {
	t.Helper()
	text, err := x.EncodeBlock("")
	if err != nil {
		t.Fatal(err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
		t.Fatalf("%v in the block EncodeBlock writes:\n%s", err, text)
	}
	return doc.Content[0]
}

// TestOutcomeGolden writes the outcome of each testdata/outcome/NAME.yaml
// as a full expect: block and as JSON (the verdict object), and compares
// them with NAME.golden
// (-update rewrites it).
func TestOutcomeGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/outcome/*.yaml")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no records in testdata/outcome: %v", err)
	}
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".yaml")
		t.Run(name, func(t *testing.T) {
			out := outcomeOfFile(t, filepath.Base(in))
			block, err := yaml.Marshal(&yaml.Node{Kind: yaml.MappingNode, Content: []*yaml.Node{
				{Kind: yaml.ScalarNode, Value: "expect"}, fullBlock(t, expect.Of(out))}})
			if err != nil {
				t.Fatal(err)
			}
			if out.Error != nil && out.Error.Message != "" {
				// The wording belongs to the explanations and their tests.
				out.Error.Message = "(explained)"
			}
			js, err := json.MarshalIndent(out, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got := string(block) + "---\n" + string(js) + "\n"
			goldenfile.Check(t, strings.TrimSuffix(in, ".yaml")+".golden", []byte(got))
		})
	}
}

// TestOutcomePenalties checks the counts worked out by hand in the comment of
// testdata/outcome/penalties.yaml.
func TestOutcomePenalties(t *testing.T) {
	out := outcomeOfFile(t, "penalties.yaml")
	want := validate.Penalties{
		MissedDraws: validate.PlayerCounts{{Player: "Ann", Count: 2}, {Player: "Cat", Count: 1}},
		Forfeits: validate.PlayerCounts{{Player: "Ann", Count: 1}, {Player: "Bob", Count: 1},
			{Player: "Cat", Count: 1}, {Player: "Dan", Count: 1}},
	}
	if diff := cmp.Diff(want, out.Penalties); diff != "" {
		t.Errorf("penalties (-want +got):\n%s", diff)
	}
	sizes := validate.PlayerCounts{{Player: "Ann", Count: 3}, {Player: "Bob", Count: 5},
		{Player: "Cat", Count: 4}, {Player: "Dan", Count: 5}}
	if diff := cmp.Diff(sizes, out.HandSizes); diff != "" {
		t.Errorf("hand sizes (-want +got):\n%s", diff)
	}
	if out.Result != record.Unfinished || out.Turns != 7 || out.Error != nil {
		t.Errorf("result %s after %d entries (error %v), want unfinished after 7", out.Result, out.Turns, out.Error)
	}
}

// TestOutcomeWin checks the club-night example: the sequence of start: and
// the one completed in play, in that order, and the final position.
func TestOutcomeWin(t *testing.T) {
	out := outcomeOfFile(t, "win.yaml")
	want := []record.SequenceEnds{{Team: "green", From: "B9", To: "F9"}, {Team: "green", From: "A1", To: "E5"}}
	if diff := cmp.Diff(want, out.Completed); diff != "" {
		t.Errorf("completed (-want +got):\n%s", diff)
	}
	if out.Winner == nil || *out.Winner != engine.Green {
		t.Errorf("winner %v, want green", out.Winner)
	}
	if got := expect.Of(out).Flow("sequences"); got != "{green: 2, blue: 0}" {
		t.Errorf("sequences %s, want {green: 2, blue: 0}", got)
	}
	const position = "*8*/1Gb3b3/2G3b3/3Gg1b3/4G1b3/b4g4/10/3b6/1GGGGG4/*8*"
	if out.Position != position {
		t.Errorf("position %s, want %s", out.Position, position)
	}
}

// TestOutcomeInvalid checks that a file that is not a record has only the
// result and the error in its full block.
func TestOutcomeInvalid(t *testing.T) {
	out := outcomeOfFile(t, "invalid.yaml")
	if out.Result != record.Invalid || out.Error == nil || out.Error.Rule != rulebook.SyntaxRule || out.Error.Turn != 1 {
		t.Fatalf("outcome %+v, want invalid with a syntax error at entry 1", out)
	}
	n := fullBlock(t, expect.Of(out))
	var keys []string
	for i := 0; i < len(n.Content); i += 2 {
		keys = append(keys, n.Content[i].Value)
	}
	if diff := cmp.Diff([]string{"result", "error"}, keys); diff != "" {
		t.Errorf("keys of the full block (-want +got):\n%s", diff)
	}
}
