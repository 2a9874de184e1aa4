package schema_test

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/goldenfile"
	"github.com/seqref/seqref/internal/schema"
	"gopkg.in/yaml.v3"
)

// docsCopy is the schema as published for editors.
const docsCopy = "../../docs/record.schema.json"

func compile(t *testing.T) *jsonschema.Schema {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schema.Record()))
	if err != nil {
		t.Fatalf("the schema is not JSON: %v", err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("record.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("record.schema.json")
	if err != nil {
		t.Fatalf("the schema does not compile: %v", err)
	}
	return s
}

// instance reads YAML as the JSON value an editor's language server sees.
func instance(t *testing.T, data []byte) any {
	t.Helper()
	var v any
	if err := yaml.Unmarshal(data, &v); err != nil {
		t.Fatalf("YAML: %v", err)
	}
	js, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("as JSON: %v", err)
	}
	out, err := jsonschema.UnmarshalJSON(bytes.NewReader(js))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestDocsCopy checks that docs/record.schema.json is the embedded schema.
func TestDocsCopy(t *testing.T) {
	goldenfile.Check(t, docsCopy, schema.Record())
}

// TestEveryRecordConforms checks every record the tool reads (its verdict is
// not invalid), among the fixtures and the conformance cases, against the
// schema: an editor must never flag a record the tool accepts.
func TestEveryRecordConforms(t *testing.T) {
	s := compile(t)
	checked := 0
	for _, root := range []string{"../../fixtures"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".yaml") {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			_, lerr := record.Load(data, record.LoadOptions{ReadBoard: func(name string) ([]byte, error) {
				return os.ReadFile(filepath.Join(filepath.Dir(path), name))
			}})
			if lerr != nil {
				return nil // invalid records need not conform
			}
			if err := s.Validate(instance(t, data)); err != nil {
				t.Errorf("%s: the tool reads it but the schema rejects it:\n%v", path, err)
			}
			checked++
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if checked < 50 {
		t.Errorf("only %d records checked; the fixtures or the conformance cases are missing", checked)
	}
}

// TestSchemaFlagsMistakes checks that the mistakes an editor should flag are
// flagged, and their corrections are not.
func TestSchemaFlagsMistakes(t *testing.T) {
	s := compile(t)
	const head = "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: blue}\n"
	for _, tc := range []struct {
		name, record string
		ok           bool
	}{
		{"minimal", head + "turns: []\n", true},
		{"every entry kind", head + "turns:\n  - Ann: 7H@D6 +QS\n  - table-talk: blue\n  - table-talk: {team: green, forfeits: {Ann: 3h}}\n  - reshuffle: [AS, 10♥, td]\n", true},
		{"start and expect", head + "start: {position: \"*8*/10/10/10/10/10/10/10/10/*8*\", sequences: [{team: green, from: a1, to: E5}], to_move: Bob}\nturns: []\nexpect: {result: illegal, winner: null, error: {turn: 1, rule: corner}, sequences: {green: 1, blue: 0}}\n", true},
		{"unknown top key", head + "turns: []\nwinner: green\n", false},
		{"missing turns", head, false},
		{"version 2", strings.Replace(head, "sequence: 1", "sequence: 2", 1) + "turns: []\n", false},
		{"unknown ruleset", strings.Replace(head, "standard", "classic", 1) + "turns: []\n", false},
		{"colour the setup rules judge", strings.Replace(head, "blue", "yellow", 1) + "turns: []\n", true},
		{"colour that is not a string", strings.Replace(head, "blue", "[blue]", 1) + "turns: []\n", false},
		{"table talk of an unknown colour", head + "turns:\n  - table-talk: yellow\n", false},
		{"player key", head + "turns: []\nhands: {Ann: [7H, 1H]}\n", false},
		{"bad card in deck", head + "deck: [QS, ZZ]\nturns: []\n", false},
		{"entry with two keys", head + "turns:\n  - {Ann: 7H@D6, Bob: 6C@C4}\n", false},
		{"empty hands", head + "turns: []\nhands: {}\n", true},
		{"reserved name", strings.Replace(head, "Bob", "reshuffle", 1) + "turns: []\n", false},
		{"bad position", head + "start: {position: \"*8*/10\"}\nturns: []\n", false},
		{"unknown expect key", head + "turns: []\nexpect: {result: win, loser: blue}\n", false},
		{"bad result", head + "turns: []\nexpect: {result: draw}\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := s.Validate(instance(t, []byte(tc.record)))
			if tc.ok && err != nil {
				t.Errorf("rejected:\n%v", err)
			}
			if !tc.ok && err == nil {
				t.Errorf("accepted, want rejected:\n%s", tc.record)
			}
		})
	}
}

// TestRulesetEnumIsTheEngines: the schema lists exactly the engine's
// rulesets, in order, whatever the embedded file says.
func TestRulesetEnumIsTheEngines(t *testing.T) {
	var s struct {
		Properties struct {
			Ruleset struct {
				Enum []string `json:"enum"`
			} `json:"ruleset"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(schema.Record(), &s); err != nil {
		t.Fatal(err)
	}
	if got, want := s.Properties.Ruleset.Enum, engine.RulesetNames(); !slices.Equal(got, want) {
		t.Errorf("ruleset enum %q, want %q", got, want)
	}
}
