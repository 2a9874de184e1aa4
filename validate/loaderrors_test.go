package validate_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

// recordHead is the start of the records below: lines 1 to 5. A turns:
// key on line 6 puts entry 1 on line 7, whose text "  - Ann: " leaves the
// turn's notation at column 10.
const recordHead = "sequence: 1\n" +
	"ruleset: standard\n" +
	"players:\n" +
	"  - {name: Ann, team: green}\n" +
	"  - {name: Bob, team: blue}\n"

// withTurns is recordHead, then "turns:" on line 6, then the lines given.
func withTurns(lines ...string) string {
	return recordHead + "turns:\n" + strings.Join(lines, "\n") + "\n"
}

// loadErrorCase is a file that is not a record and what Load must say.
type loadErrorCase struct {
	name      string
	text      string
	rule      rulebook.ID
	turn      int
	line, col int
	msg       string // a part of the message
}

// checkLoadError loads the case's text and compares the *LoadError.
func checkLoadError(t *testing.T, c loadErrorCase) {
	t.Helper()
	rec, err := record.Load([]byte(c.text), record.LoadOptions{})
	if err == nil {
		t.Fatalf("Load accepted the file (%d entries)", len(rec.Turns))
	}
	var le *record.LoadError
	if !errors.As(err, &le) {
		t.Fatalf("Load returned %T %v, not a *record.LoadError", err, err)
	}
	got := loadErrorCase{name: c.name, text: c.text, rule: le.Rule, turn: le.Turn, line: le.Pos.Line, col: le.Pos.Col, msg: c.msg}
	if got != c {
		t.Errorf("got rule %s, turn %d, at %d:%d; want rule %s, turn %d, at %d:%d\n(message: %s)",
			le.Rule, le.Turn, le.Pos.Line, le.Pos.Col, c.rule, c.turn, c.line, c.col, le.Msg)
	}
	if !strings.Contains(le.Msg, c.msg) {
		t.Errorf("message %q does not say %q", le.Msg, c.msg)
	}
	v := validate.Invalid("f.yaml", le)
	if v.Result != record.Invalid || v.Error.Line != c.line || v.Error.Column != c.col || v.Error.Turn != c.turn {
		t.Errorf("verdict %s does not carry the error", v.JSON())
	}
}

func runLoadErrorCases(t *testing.T, cases []loadErrorCase) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { checkLoadError(t, c) })
	}
}

// TestLoadYAMLSyntax: YAML that does not parse is invalid with rule syntax
// at the character where parsing fails, even where yaml.v3 names another
// line (the start of the collection, counted from 0) or no line at all.
func TestLoadYAMLSyntax(t *testing.T) {
	runLoadErrorCases(t, []loadErrorCase{
		{"second colon in a turn", withTurns("  - Ann: 7H@D6: x"), "syntax", 1, 7, 15, "mapping values are not allowed"},
		{"second colon in entry 2", withTurns("  - Ann: 7H@D6", "  - Bob: 6C@C4: x"), "syntax", 2, 8, 15, "mapping values"},
		{"flow mapping never closed", withTurns("  - {Ann: 7H@D6"), "syntax", 1, 7, 5, "did not find expected ',' or '}'"},
		{"flow list never closed", recordHead + "turns: [{Ann: 7H@D6}\n", "syntax", 0, 6, 8, "did not find expected ',' or ']'"},
		{"missing comma in a player", "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob team: blue}\nturns: []\n", "syntax", 0, 5, 20, "did not find expected ',' or '}'"},
		{"extra closing brace", "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}}\n", "syntax", 0, 4, 29, "did not find expected '-' indicator"},
		{"key indented by one", "sequence: 1\nruleset: standard\n players: []\n", "syntax", 0, 3, 9, "mapping values are not allowed"},
		{"list item out of line", "sequence: 1\nplayers:\n  - {name: Ann, team: green}\n - {name: Bob, team: blue}\n", "syntax", 0, 4, 2, "did not find expected key"},
		{"double quote never closed", withTurns(`  - Ann: "7H@D6`), "syntax", 1, 7, 10, "found unexpected end of stream"},
		{"single quote never closed", "sequence: 1\nruleset: 'standard\nturns: []\n", "syntax", 0, 2, 10, "found unexpected end of stream"},
		{"quote on the first line never closed", "sequence: \"1\nruleset: standard\nplayers: []\nturns: []\n", "syntax", 0, 1, 11, "a quote that never closes"},
		{"single quote on the first line never closed", "title: 'x\nsequence: 1\n", "syntax", 0, 1, 8, "a quote that never closes"},
		{"quote never closed after closed ones", "title: 'it''s \"here\"' # a 'note\nevent: \"a \\\" b\"\nnotes: \"open\nsequence: 1\n", "syntax", 0, 3, 8, "a quote that never closes"},
		{"quote never closed in a flow list", withTurns(`  - Ann: 7H@D6`, `hands: {Ann: [7H, "8D]}`), "syntax", 0, 8, 19, "a quote that never closes"},
		{"apostrophe inside a plain value", "title: it's open\nnotes: \"x\nsequence: 1\n", "syntax", 0, 2, 8, "a quote that never closes"},
		{"unknown escape", "sequence: 1\ntitle: \"a\\qb\"\n", "syntax", 0, 2, 10, "unknown escape"},
		{"at sign starts a value", "sequence: 1\ntitle: @home\n", "syntax", 0, 2, 8, "cannot start any token"},
		{"backquote starts a value", withTurns("  - Ann: `7H@D6`"), "syntax", 1, 7, 10, "cannot start any token"},
		{"unknown alias", "sequence: 1\nruleset: standard\ntitle: *nosuch\n", "syntax", 0, 3, 8, "unknown anchor 'nosuch'"},
		{"tab indents an entry", withTurns("\t- Ann: 7H@D6"), "syntax", 1, 7, 1, "a tab"},
		{"tab indents a key", "sequence: 1\ntitle: a\n\tnotes: b\n", "syntax", 0, 3, 1, "a tab"},
		{"second document", "sequence: 1\n---\nruleset: standard\n", "schema", 0, 2, 1, "second YAML document"},
		{"second document on the marker's line", "sequence: 1\n--- {ruleset: standard}\n", "schema", 0, 2, 1, "second YAML document"},
		{"broken second document", "sequence: 1\n---\nruleset: [\n", "syntax", 0, 3, 11, "did not find expected node content"},
	})
}

// TestLoadBytes: files that are not text, or not only text, are invalid
// with rule syntax at the first bad byte; empty files are schema.
func TestLoadBytes(t *testing.T) {
	runLoadErrorCases(t, []loadErrorCase{
		{"empty", "", "schema", 0, 1, 1, "empty"},
		{"only blank lines", "  \n\n   \n", "schema", 0, 1, 1, "empty"},
		{"a line of a tab", "  \n\n\t\n", "syntax", 0, 3, 1, "a tab"},
		{"only comments", "# a record\n# to come\n", "schema", 0, 1, 1, "empty"},
		{"only a document marker", "---\n", "schema", 0, 1, 1, "empty"},
		{"NUL in a turn", withTurns("  - Ann: 7H\x00@D6"), "syntax", 1, 7, 12, "U+0000"},
		{"NUL on line 2", "sequence: 1\nruleset: standard\x00\n", "syntax", 0, 2, 18, "U+0000"},
		{"escape character", "sequence: 1\ntitle: a\x1bb\n", "syntax", 0, 2, 9, "U+001B"},
		{"binary garbage", "\x00\x01\x02\x03\xff\xfe", "syntax", 0, 1, 1, "U+0000"},
		{"PNG header", "\x89PNG\r\n\x1a\n", "syntax", 0, 1, 1, "not UTF-8"},
		{"invalid UTF-8 in a name", "sequence: 1\nplayers:\n  - {name: Ann\xe9, team: green}\n", "syntax", 0, 3, 15, "byte 0xE9"},
		{"invalid UTF-8 after accents", "title: \u00e9\u00e8\xff\n", "syntax", 0, 1, 10, "byte 0xFF"},
		{"BOM then a syntax error", "\ufeffsequence: 1: x\n", "syntax", 0, 1, 12, "mapping values"},
		{"BOM then NUL", "\ufeffa\x00", "syntax", 0, 1, 2, "U+0000"},
		{"UTF-16 big-endian", "\xfe\xff\x00s\x00e", "syntax", 0, 1, 1, "UTF-16"},
		{"UTF-16 little-endian", "\xff\xfes\x00e\x00", "syntax", 0, 1, 1, "UTF-16"},
		{"CRLF lines", strings.ReplaceAll(withTurns("  - Ann: 7H@D6: x"), "\n", "\r\n"), "syntax", 1, 7, 15, "mapping values"},
		{"CR lines", strings.ReplaceAll(withTurns("  - Ann: 7H@D6: x"), "\n", "\r"), "syntax", 1, 7, 15, "mapping values"},
	})
}

// TestLoadWrongTypes: every place a type is expected, another type is
// invalid with rule schema at the value.
func TestLoadWrongTypes(t *testing.T) {
	runLoadErrorCases(t, []loadErrorCase{
		{"record is a list", "- sequence: 1\n", "schema", 0, 1, 1, "not a record"},
		{"record is a scalar", "hello\n", "schema", 0, 1, 1, "not a record"},
		{"version is a list", "sequence: [1]\nruleset: standard\nplayers: []\nturns: []\n", "schema", 0, 1, 11, "must be a single value"},
		{"version is 2", "sequence: 2\nruleset: standard\nplayers: []\nturns: []\n", "schema", 0, 1, 11, "format version 2"},
		{"version is empty", "sequence:\nruleset: standard\nplayers: []\nturns: []\n", "schema", 0, 1, 10, "not empty"},
		{"ruleset is a mapping", "sequence: 1\nruleset: {name: standard}\nplayers: []\nturns: []\n", "schema", 0, 2, 10, "must be a single value"},
		{"unknown ruleset", "sequence: 1\nruleset: chess\nplayers: []\nturns: []\n", "schema", 0, 2, 10, `unknown ruleset "chess"`},
		{"title is a list", "sequence: 1\nruleset: standard\ntitle: [a, b]\nplayers: []\nturns: []\n", "schema", 0, 3, 8, "title must be a single value"},
		{"players is a scalar", "sequence: 1\nruleset: standard\nplayers: Ann\nturns: []\n", "schema", 0, 3, 10, "players must be a list"},
		{"player is a scalar", "sequence: 1\nruleset: standard\nplayers: [Ann]\nturns: []\n", "schema", 0, 3, 11, "player 1 must be a mapping"},
		{"player name is a list", "sequence: 1\nruleset: standard\nplayers:\n  - {name: [Ann], team: green}\nturns: []\n", "schema", 0, 4, 12, "name must be a single value"},
		{"player team is a mapping", "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: {colour: green}}\nturns: []\n", "schema", 0, 4, 23, "team must be a single value"},
		{"hands is a list", recordHead + "hands: [7H]\nturns: []\n", "schema", 0, 6, 8, "hands must be a mapping"},
		{"a hand is a scalar", recordHead + "hands:\n  Ann: 7H\nturns: []\n", "schema", 0, 7, 8, "the hand of Ann must be a list"},
		{"a hand's card is a list", recordHead + "hands:\n  Ann: [[7H]]\nturns: []\n", "schema", 0, 7, 9, "a card must be a single value"},
		{"deck is a mapping", recordHead + "deck: {top: 7H}\nturns: []\n", "schema", 0, 6, 7, "deck must be a list"},
		{"start is a list", recordHead + "start: [x]\nturns: []\n", "schema", 0, 6, 8, "start must be a mapping"},
		{"start position is a list", recordHead + "start: {position: [x]}\nturns: []\n", "schema", 0, 6, 19, "start position must be a single value"},
		{"start sequences is a scalar", recordHead + "start: {position: \"*8*/10/10/10/10/10/10/10/10/*8*\", sequences: x}\nturns: []\n", "schema", 0, 6, 65, "start sequences must be a list"},
		{"start sequence is a scalar", recordHead + "start: {position: \"*8*/10/10/10/10/10/10/10/10/*8*\", sequences: [x]}\nturns: []\n", "schema", 0, 6, 66, "a start sequence must be a mapping"},
		{"turns is a scalar", recordHead + "turns: Ann\n", "schema", 0, 6, 8, "turns must be a list"},
		{"turns is a mapping", recordHead + "turns: {Ann: 7H@D6}\n", "schema", 0, 6, 8, "turns must be a list"},
		{"entry is a scalar", withTurns("  - Ann: 7H@D6", "  - pass"), "schema", 2, 8, 5, "entry 2 of turns must be a mapping"},
		{"entry is a list", withTurns("  - [Ann, 7H@D6]"), "schema", 1, 7, 5, "entry 1 of turns must be a mapping"},
		{"entry with two keys", withTurns("  - {Ann: 7H@D6, Bob: 6C@C4}"), "schema", 1, 7, 5, "exactly one key"},
		{"entry with no key", withTurns("  - {}"), "schema", 1, 7, 5, "exactly one key"},
		{"turn is a list", withTurns("  - Ann: [7H@D6]"), "schema", 1, 7, 10, "turn 1 (Ann, green): the turn must be a single value"},
		{"turn is empty", withTurns("  - Ann: 7H@D6", "  - Bob:"), "schema", 2, 8, 9, "turn 2 (Bob, blue): the turn must be a single value"},
		{"table talk is a list", withTurns("  - table-talk: [green]"), "schema", 1, 7, 17, "table-talk must be a mapping"},
		{"forfeits is a list", withTurns("  - table-talk: {team: green, forfeits: [Ann]}"), "schema", 1, 7, 41, "forfeits must be a mapping"},
		{"forfeit is a list", withTurns("  - table-talk: {team: green, forfeits: {Ann: [7H]}}"), "schema", 1, 7, 47, "the card Ann forfeits must be a single value"},
		{"reshuffle is a scalar", withTurns("  - reshuffle: 7H"), "schema", 1, 7, 16, "reshuffle (the new draw pile) must be a list"},
		{"key is a list", "[sequence]: 1\n", "schema", 0, 1, 1, "a key that is not a name"},
	})
}

// TestLoadKeys: unknown keys at every level, duplicate keys and missing
// keys are invalid with rule schema at the key (or the mapping that lacks
// one).
func TestLoadKeys(t *testing.T) {
	pos := `"*8*/10/10/10/10/10/10/10/10/*8*"`
	runLoadErrorCases(t, []loadErrorCase{
		{"unknown top key", recordHead + "varient: classic\nturns: []\n", "schema", 0, 6, 1, `unknown key "varient" in a record`},
		{"unknown player key", "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green, age: 9}\nturns: []\n", "schema", 0, 4, 30, `unknown key "age" in player 1`},
		{"unknown start key", recordHead + "start: {position: " + pos + ", turn: Ann}\nturns: []\n", "schema", 0, 6, 54, `unknown key "turn" in start`},
		{"unknown start sequence key", recordHead + "start: {position: " + pos + ", sequences: [{team: green, from: A1, to: A5, length: 5}]}\nturns: []\n", "schema", 0, 6, 98, `unknown key "length" in a start sequence`},
		{"unknown table talk key", withTurns("  - table-talk: {team: green, forfeit: {Ann: 7H}}"), "schema", 1, 7, 31, `unknown key "forfeit" in table-talk`},
		{"duplicate top key", recordHead + "ruleset: red-jacks\nturns: []\n", "schema", 0, 6, 1, `key "ruleset" appears twice`},
		{"duplicate player key", "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, name: Bob, team: green}\nturns: []\n", "schema", 0, 4, 17, `key "name" appears twice in player 1`},
		{"duplicate hand", recordHead + "hands:\n  Ann: [7H]\n  Ann: [8H]\nturns: []\n", "schema", 0, 8, 3, `key "Ann" appears twice in hands`},
		{"duplicate entry key", withTurns("  - {Ann: 7H@D6, Ann: 8H@C6}"), "schema", 1, 7, 18, `key "Ann" appears twice in entry 1 of turns`},
		{"duplicate forfeit", withTurns("  - table-talk: {team: green, forfeits: {Ann: 7H, Ann: 8H}}"), "schema", 1, 7, 51, `key "Ann" appears twice in forfeits`},
		{"missing turns", recordHead, "schema", 0, 1, 1, `a record needs the key "turns"`},
		{"missing players", "sequence: 1\nruleset: standard\nturns: []\n", "schema", 0, 1, 1, `needs the key "players"`},
		{"missing team", "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann}\nturns: []\n", "schema", 0, 4, 5, `player 1 needs the key "team"`},
		{"missing position", recordHead + "start: {to_move: Ann}\nturns: []\n", "schema", 0, 6, 8, `start needs the key "position"`},
		{"missing table talk team", withTurns("  - table-talk: {forfeits: {Ann: 7H}}"), "schema", 1, 7, 17, `table-talk needs the key "team"`},
		{"player named table-talk", "sequence: 1\nruleset: standard\nplayers:\n  - {name: table-talk, team: green}\nturns: []\n", "schema", 0, 4, 12, "cannot be a player's name"},
		{"two players of one name", "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Ann, team: blue}\nturns: []\n", "schema", 0, 5, 12, `two players are named "Ann"`},
	})
}

// TestLoadNames: a name that is not a player's, wherever a player is
// named, is invalid with rule schema at the name.
func TestLoadNames(t *testing.T) {
	pos := `"*8*/10/10/10/10/10/10/10/10/*8*"`
	runLoadErrorCases(t, []loadErrorCase{
		{"turn of nobody", withTurns("  - Ann: 7H@D6", "  - Zed: 6C@C4"), "schema", 2, 8, 5, `turn 2: unknown player "Zed"; the players are Ann, Bob`},
		{"names are case-sensitive", withTurns("  - ann: 7H@D6"), "schema", 1, 7, 5, `unknown player "ann"`},
		{"hand of nobody", recordHead + "hands:\n  Zed: [7H]\nturns: []\n", "schema", 0, 7, 3, `unknown player "Zed"`},
		{"forfeit of nobody", withTurns("  - table-talk: {team: green, forfeits: {Zed: 7H}}"), "schema", 1, 7, 42, `unknown player "Zed"`},
		{"forfeit of the other team", withTurns("  - table-talk: {team: green, forfeits: {Bob: 7H}}"), "schema", 1, 7, 42, "Bob is not on team green"},
		{"forfeits miss a member", withTurns("  - table-talk: {team: green, forfeits: {}}"), "schema", 1, 7, 41, "Ann is missing"},
		{"to_move nobody", recordHead + "start: {position: " + pos + ", to_move: Zed}\nturns: []\n", "schema", 0, 6, 63, `unknown player "Zed"`},
		{"talk of no team", withTurns("  - table-talk: purple"), "schema", 1, 7, 17, `"purple" is not a team`},
		{"talk of a team not playing", withTurns("  - table-talk: red"), "schema", 1, 7, 17, "team red does not play"},
		{"start sequence of no team", recordHead + "start: {position: " + pos + ", sequences: [{team: pink, from: A1, to: A5}]}\nturns: []\n", "schema", 0, 6, 73, `"pink" is not a team`},
	})
}

// TestLoadNotation: notation that cannot be read is invalid with rule
// syntax at the bad token's own column in the file, however the scalar
// holding it is written.
func TestLoadNotation(t *testing.T) {
	runLoadErrorCases(t, []loadErrorCase{
		{"plain", withTurns("  - Ann: 7H@D6", "  - Bob: pass qq"), "syntax", 2, 8, 15, `"qq"`},
		{"plain in a flow entry", withTurns("  - {Ann: pass qq}"), "syntax", 1, 7, 16, `"qq"`},
		{"single-quoted", withTurns("  - Ann: 'pass qq'"), "syntax", 1, 7, 16, `"qq"`},
		{"single-quoted after a doubled quote", withTurns("  - Ann: 'pass '''' qq'"), "syntax", 1, 7, 16, `"''"`},
		{"double-quoted", withTurns(`  - Ann: "pass qq"`), "syntax", 1, 7, 16, `"qq"`},
		{"double-quoted after an escape", withTurns(`  - Ann: "pass\t qq"`), "syntax", 1, 7, 18, `"qq"`},
		{"double-quoted after a unicode escape", withTurns(`  - Ann: "pass\u0020qq"`), "syntax", 1, 7, 21, `"qq"`},
		{"tagged", withTurns("  - Ann: !!str pass qq"), "syntax", 1, 7, 21, `"qq"`},
		{"anchored", withTurns("  - Ann: &t pass qq"), "syntax", 1, 7, 18, `"qq"`},
		{"plain over two lines", withTurns("  - Ann: pass", "      qq"), "syntax", 1, 8, 7, `"qq"`},
		{"literal block", withTurns("  - Ann: |", "      pass qq"), "syntax", 1, 8, 12, `"qq"`},
		{"folded block", withTurns("  - Ann: >-", "      pass", "      qq"), "syntax", 1, 9, 7, `"qq"`},
		{"after accented text", "sequence: 1\nruleset: standard\ntitle: é\nplayers:\n  - {name: Zoë, team: green}\n  - {name: Bob, team: blue}\nturns:\n  - Zoë: pass qq\n", "syntax", 1, 8, 15, `"qq"`},
		{"after a tab", withTurns("  - Ann:\tpass qq"), "syntax", 1, 7, 15, `"qq"`},
		{"bad card in a play", withTurns("  - Ann: 1Z@D6"), "syntax", 1, 7, 10, `"1Z"`},
		{"bad space in a play", withTurns("  - Ann: 7H@K6"), "syntax", 1, 7, 13, `"K6"`},
		{"bad draw", withTurns("  - Ann: 7H@D6 +ZZ"), "syntax", 1, 7, 17, `"ZZ"`},
		{"CRLF", strings.ReplaceAll(withTurns("  - Ann: 7H@D6", "  - Bob: pass qq"), "\n", "\r\n"), "syntax", 2, 8, 15, `"qq"`},
		{"BOM", "\ufeff" + withTurns("  - Ann: pass qq"), "syntax", 1, 7, 15, `"qq"`},
	})
}

// TestLoadCardsAndPositions: cards in hands, deck, reshuffle and forfeits,
// spaces and positions that cannot be read are invalid with rule syntax at
// the card, space or the bad part of the position.
func TestLoadCardsAndPositions(t *testing.T) {
	runLoadErrorCases(t, []loadErrorCase{
		{"bad card in a hand", recordHead + "hands:\n  Ann: [7H, 1Z]\nturns: []\n", "syntax", 0, 7, 13, `"1Z"`},
		{"quoted bad card in a hand", recordHead + "hands:\n  Ann: [7H, \"1Z\"]\nturns: []\n", "syntax", 0, 7, 14, `"1Z"`},
		{"bad card in the deck", recordHead + "deck:\n  - QS\n  - Q\nturns: []\n", "syntax", 0, 8, 5, `"Q"`},
		{"bad card in a reshuffle", withTurns("  - reshuffle: [QS, KK]"), "syntax", 1, 7, 21, `"KK"`},
		{"bad forfeit card", withTurns("  - table-talk: {team: green, forfeits: {Ann: 7X}}"), "syntax", 1, 7, 47, `"7X"`},
		{"bad start space", recordHead + "start: {position: \"*8*/10/10/10/10/10/10/10/10/*8*\", sequences: [{team: green, from: A1, to: Z5}]}\nturns: []\n", "syntax", 0, 6, 94, `"Z5"`},
		{"bad position row", recordHead + "start: {position: \"*8*/10/10/q9/10/10/10/10/10/*8*\"}\nturns: []\n", "syntax", 0, 6, 30, "start position"},
		{"corner out of place", recordHead + "start:\n  position: '*8*/10/10/10/10/10/10/10/*8*'\nturns: []\n", "syntax", 0, 7, 39, "A9 is not a corner"},
	})
}

// TestLoadErrorsNeverPanic: every case above, cut at every byte, loads
// without a panic and gives either a record or a *LoadError.
func TestLoadErrorsNeverPanic(t *testing.T) {
	texts := []string{
		withTurns("  - Ann: 7H@D6", `  - Bob: "6C\t@C4"`, "  - table-talk: {team: green, forfeits: {Ann: 7X}}", "  - reshuffle: [QS, KK]"),
		recordHead + "hands:\n  Ann: [7H, \"1Z\"]\nstart: {position: \"*8*/10/10/q9/10/10/10/10/10/*8*\", to_move: Ann}\nturns: []\n",
	}
	for _, text := range texts {
		for end := 0; end <= len(text); end++ {
			_, err := record.Load([]byte(text[:end]), record.LoadOptions{})
			var le *record.LoadError
			if err != nil && !errors.As(err, &le) {
				t.Fatalf("cut at %d: %T %v", end, err, err)
			}
		}
	}
}

// TestLoadAccepts: what YAML allows around a record is read as the record:
// a byte order mark, CR LF or CR lines, tabs between a key and its value,
// comments, document markers before and after.
func TestLoadAccepts(t *testing.T) {
	game := withTurns("  - Ann: 7H@D6", "  - Bob: 6C@C4")
	for _, c := range []struct {
		name, text string
		line       int // where entry 2 stands
	}{
		{"plain", game, 8},
		{"BOM", "\ufeff" + game, 8},
		{"CRLF", strings.ReplaceAll(game, "\n", "\r\n"), 8},
		{"CR", strings.ReplaceAll(game, "\n", "\r"), 8},
		{"tab after colon", strings.ReplaceAll(game, "Ann: ", "Ann:\t"), 8},
		{"comments", "# a game\n" + strings.ReplaceAll(game, "6C@C4", "6C@C4   # Bob's reply"), 9},
		{"document markers", "---\n" + game + "...\n", 9},
		{"trailing marker", game + "---\n", 8},
	} {
		rec, err := record.Load([]byte(c.text), record.LoadOptions{})
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if v := ruling.Judge(rec, "f"); v.Result != record.Unfinished || v.Turns != 2 {
			t.Errorf("%s: %s", c.name, v.JSON())
		}
		if got := rec.Turns[1].Pos; got != (record.Pos{Line: c.line, Col: 5}) {
			t.Errorf("%s: entry 2 at %d:%d, not %d:5", c.name, got.Line, got.Col, c.line)
		}
	}
}
