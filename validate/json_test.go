package validate_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
	"gopkg.in/yaml.v3"
)

// fixtureRoots are the folders of YAML records the JSON loader is checked
// against: the project's fixtures, the conformance cases among them.
var fixtureRoots = []string{"../fixtures"}

// boardOptions reads board files relative to the record's folder, as the
// command does.
func boardOptions(path string) record.LoadOptions {
	dir := filepath.Dir(path)
	return record.LoadOptions{ReadBoard: func(name string) ([]byte, error) {
		return os.ReadFile(filepath.Join(dir, name))
	}}
}

// verdictFacts are the parts of a verdict that do not depend on how the
// record is written: everything but where the error is and its wording.
type verdictFacts struct {
	Result    record.Result
	Winner    string
	Turns     int
	ErrTurn   int
	ErrRule   string
	Sequences string
	Position  string
}

func factsOf(v *validate.Outcome) verdictFacts {
	f := verdictFacts{Result: v.Result, Turns: v.Turns, Position: v.Position}
	if v.Winner != nil {
		f.Winner = v.Winner.String()
	}
	if v.Error != nil {
		f.ErrTurn, f.ErrRule = v.Error.Turn, string(v.Error.Rule)
	}
	seq, _ := json.Marshal(v.Sequences)
	f.Sequences = string(seq)
	return f
}

func formatVerdict(format record.Format, data []byte, opt record.LoadOptions) *validate.Outcome {
	rec, err := format.Load(data, opt)
	if err != nil {
		return validate.Invalid("f", err)
	}
	return ruling.Judge(rec, "f")
}

// TestJSONFixturesMatchYAML: every YAML fixture written as JSON gets the
// same verdict, its error (if any) points inside the JSON text, and the
// JSON nodes stand where yaml.v3 puts them when it reads the JSON text.
func TestJSONFixturesMatchYAML(t *testing.T) {
	compared := 0
	forEachYAMLFixture(t, func(path string, data []byte) {
		js, err := yamlToJSON(data)
		if err != nil {
			return // not YAML on purpose, or not expressible in JSON
		}
		compared++
		opt := boardOptions(path)
		want, got := formatVerdict(record.YAML, data, opt), formatVerdict(record.JSON, js, opt)
		if diff := cmp.Diff(factsOf(want), factsOf(got)); diff != "" {
			t.Errorf("%s: JSON verdict differs (-yaml +json):\n%s\nJSON error: %+v", path, diff, got.Error)
		}
		if e := got.Error; e != nil {
			lines := strings.Split(string(js), "\n")
			if e.Line < 1 || e.Line > len(lines) || e.Column < 1 || e.Column > len(lines[e.Line-1])+1 {
				t.Errorf("%s: JSON error at %d:%d, outside the text", path, e.Line, e.Column)
			}
		}
		checkNodesLikeYAML(t, path, js)
	})
	if compared < 100 {
		t.Fatalf("compared only %d fixtures", compared)
	}
	t.Logf("compared %d fixtures", compared)
}

// checkNodesLikeYAML compares ParseJSON's nodes with yaml.v3's for the same
// JSON text: kind, tag, value, line and column.
func checkNodesLikeYAML(t *testing.T, name string, js []byte) {
	t.Helper()
	var want yaml.Node
	if err := yaml.Unmarshal(js, &want); err != nil {
		t.Errorf("%s: yaml.v3 cannot read the JSON: %v", name, err)
		return
	}
	got, _, err := recordtext.ParseJSON(js)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	var walk func(path string, w, g *yaml.Node) bool
	walk = func(path string, w, g *yaml.Node) bool {
		if w.Kind != g.Kind || w.Tag != g.Tag || w.Value != g.Value || w.Line != g.Line || w.Column != g.Column || len(w.Content) != len(g.Content) {
			t.Errorf("%s: node %s: yaml.v3 has kind %d %s %q at %d:%d with %d children, recordtext.ParseJSON kind %d %s %q at %d:%d with %d",
				name, path, w.Kind, w.Tag, w.Value, w.Line, w.Column, len(w.Content), g.Kind, g.Tag, g.Value, g.Line, g.Column, len(g.Content))
			return false
		}
		for i := range w.Content {
			if !walk(path+"/"+w.Content[i].Value, w.Content[i], g.Content[i]) {
				return false
			}
		}
		return true
	}
	walk("", want.Content[0], got.Content[0])
}

// TestJSONErrors: JSON that is not a record, or not JSON, is invalid with
// the rule, entry, line and column of the problem.
func TestJSONErrors(t *testing.T) {
	const head = "{\n  \"sequence\": 1,\n  \"ruleset\": \"standard\",\n  \"players\": [{\"name\": \"Ann\", \"team\": \"green\"}, {\"name\": \"Bob\", \"team\": \"blue\"}],\n"
	tests := []struct {
		name, text string
		rule       rulebook.ID
		turn       int
		line, col  int
		msg        string
	}{
		{"empty", " \n\t", "schema", 0, 1, 1, "the file is empty"},
		{"not an object", "[1, 2]", "schema", 0, 1, 1, "not a record"},
		{"unknown key", head + "  \"turns\": [],\n  \"colour\": 3\n}", "schema", 0, 6, 3, `unknown key "colour"`},
		{"key twice", head + "  \"turns\": [],\n  \"turns\": []\n}", "schema", 0, 6, 3, "appears twice in a record (first at line 5)"},
		{"missing key", "{\"sequence\": 1, \"ruleset\": \"standard\", \"turns\": []}", "schema", 0, 1, 1, `needs the key "players"`},
		{"number as a turn", head + "  \"turns\": [{\"Ann\": \"7H@D6\"}, {\"Bob\": 7}]\n}", "syntax", 2, 5, 39, `turn 2 (Bob, blue): "7": not an action`},
		{"bad notation", head + "  \"turns\": [{\"Ann\": \"7H@D6\"}, {\"Bob\": \"5C@Z9\"}]\n}", "syntax", 2, 5, 43, "Z9"},
		{"bad notation after escape", head + "  \"turns\": [{\"Ann\": \"\\u0037H@D6 +Q\"}]\n}", "syntax", 1, 5, 34, `"Q": not a card`},
		{"unknown player", head + "  \"turns\": [{\"Cat\": \"7H@D6\"}]\n}", "schema", 1, 5, 14, `unknown player "Cat"`},
		{"unclosed", head + "  \"turns\": [", "syntax", 1, 5, 13, "the text ends where a value should be"},
		{"trailing comma", head + "  \"turns\": [],\n}", "syntax", 0, 6, 1, "where a key"},
		{"comma in a list", head + "  \"turns\": [{\"Ann\": \"7H@D6\"},]\n}", "syntax", 2, 5, 30, "where a value should be"},
		{"no colon", "{\"sequence\" 1}", "syntax", 0, 1, 13, "where a colon should follow the key \"sequence\""},
		{"leading zero", "{\"sequence\": 01}", "syntax", 0, 1, 14, "cannot start with 0"},
		{"bare word", "{\"sequence\": one}", "syntax", 0, 1, 14, "'o' where a value should be"},
		{"control character", "{\"title\": \"a\tb\"}", "syntax", 0, 1, 13, "control character"},
		{"bad escape", "{\"title\": \"a\\qb\"}", "syntax", 0, 1, 13, `unknown escape \q`},
		{"short unicode escape", "{\"title\": \"\\u12\"}", "syntax", 0, 1, 12, "four hexadecimal digits"},
		{"unclosed string", "{\"title\": \"abc", "syntax", 0, 1, 11, "never closed"},
		{"not UTF-8", "{\"title\": \"a\xffb\"}", "syntax", 0, 1, 13, "0xFF is not UTF-8"},
		{"text after", head + "  \"turns\": []\n} {}", "syntax", 0, 6, 3, "text after the end of the record"},
		{"columns count characters", "{\"title\": \"ééé\", \"x\": 1}", "syntax", 0, 1, 1, ""},
		{"comments are not JSON", "// a game\n{}", "syntax", 0, 1, 1, "'/' where a value should be"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := record.LoadJSON([]byte(tt.text), record.LoadOptions{})
			if tt.name == "columns count characters" {
				var le *record.LoadError
				ok := errors.As(err, &le)
				if !ok || le.Pos != (record.Pos{Line: 1, Col: 18}) || !strings.Contains(le.Msg, `unknown key "x"`) {
					t.Fatalf("got %v, want the unknown key x at 1:18", err)
				}
				return
			}
			var le *record.LoadError
			ok := errors.As(err, &le)
			if !ok {
				t.Fatalf("got %v, want a *record.LoadError", err)
			}
			if le.Rule != tt.rule || le.Turn != tt.turn || le.Pos.Line != tt.line || le.Pos.Col != tt.col || !strings.Contains(le.Msg, tt.msg) {
				t.Errorf("got %s (turn %d), want %d:%d %q [%s] turn %d", le, le.Turn, tt.line, tt.col, tt.msg, tt.rule, tt.turn)
			}
		})
	}
}

// TestJSONDeepNesting: arrays nested deeper than any parser should follow
// are a syntax error, not a crash.
func TestJSONDeepNesting(t *testing.T) {
	deep := `{"title": ` + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + "}"
	_, err := record.LoadJSON([]byte(deep), record.LoadOptions{})
	var le *record.LoadError
	ok := errors.As(err, &le)
	if !ok || le.Rule != rulebook.SyntaxRule || !strings.Contains(le.Msg, "nest more than") {
		t.Fatalf("got %v", err)
	}
}

// TestJSONSizeLimit: a JSON file larger than the limit is refused before
// it is parsed.
func TestJSONSizeLimit(t *testing.T) {
	_, err := record.LoadJSON([]byte(`{"title": "`+strings.Repeat("a", 100)+`"}`), record.LoadOptions{MaxBytes: 50})
	var le *record.LoadError
	ok := errors.As(err, &le)
	if !ok || le.Rule != rulebook.UnreadableRule || !strings.Contains(le.Msg, "larger than the 50 bytes") {
		t.Fatalf("got %v", err)
	}
}

// TestJSONByteOrderMark: a byte order mark before the JSON text is read
// past and takes no column, as in YAML files.
func TestJSONByteOrderMark(t *testing.T) {
	_, err := record.LoadJSON([]byte("\xef\xbb\xbf{\"x\": 1}"), record.LoadOptions{})
	var le *record.LoadError
	ok := errors.As(err, &le)
	if !ok || le.Pos != (record.Pos{Line: 1, Col: 2}) || !strings.Contains(le.Msg, `unknown key "x"`) {
		t.Fatalf("got %v, want the unknown key x at 1:2", err)
	}
}

// FuzzParseJSON: ParseJSON reads exactly the texts encoding/json finds
// valid, and its strings, numbers and booleans hold what encoding/json
// reads.
func FuzzParseJSON(f *testing.F) {
	for _, s := range []string{`{}`, `[]`, `{"a": [1, -2.5e3, true, false, null, "x\u00e9\n"]}`, `"\ud83d\ude00"`, `{"a":1,}`, `01`, `"\ud800"`, "\"\u2028\"", `[1 2]`, ` `} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !utf8.Valid(data) || strings.HasPrefix(string(data), "\xef\xbb\xbf") {
			return // recordtext.ParseJSON refuses what is not UTF-8 and reads past a byte order mark
		}
		doc, _, err := recordtext.ParseJSON(data)
		valid := json.Valid(data)
		empty := strings.TrimLeft(string(data), " \t\r\n") == ""
		if (err == nil) != valid && !(empty && !valid) {
			t.Fatalf("ParseJSON error %v, encoding/json valid %v", err, valid)
		}
		if err != nil {
			if err.Pos.Line < 1 || err.Pos.Col < 1 {
				t.Fatalf("error at %d:%d", err.Pos.Line, err.Pos.Col)
			}
			return
		}
		var want any
		if json.Unmarshal(data, &want) != nil {
			return // a number too large for encoding/json
		}
		if got := nodeValue(doc.Content[0]); !cmp.Equal(got, want) {
			t.Fatalf("ParseJSON read %v, encoding/json %v", got, want)
		}
	})
}

// nodeValue is a parsed JSON node as encoding/json reads it into an any.
func nodeValue(n *yaml.Node) any {
	switch n.Kind {
	case yaml.MappingNode:
		m := map[string]any{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			m[n.Content[i].Value] = nodeValue(n.Content[i+1])
		}
		return m
	case yaml.SequenceNode:
		l := []any{}
		for _, c := range n.Content {
			l = append(l, nodeValue(c))
		}
		return l
	}
	switch n.Tag {
	case "!!null":
		return nil
	case "!!bool":
		return n.Value == "true"
	case "!!int", "!!float":
		var f float64
		if err := json.Unmarshal([]byte(n.Value), &f); err != nil {
			return err.Error()
		}
		return f
	}
	return n.Value
}
