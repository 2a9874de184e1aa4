package cmd_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/situation"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// TestRefereeAtAgreesWithRecords: for every case of fixtures/rules whose
// record knows, before the entry ruled on, nothing the rules could use that
// a situation does not say (the order of the pile, the cards of another
// player's hand, cards discarded), referee --at SITUATION --entry "NAME:
// ENTRY", with the situation referee FILE prints and the entry it rules on,
// gives the same ruling as referee FILE: the same exit status, text and
// JSON, but for the lines and keys that name the file, the entry's number
// and its line, and those that give the sizes of the pile and of the
// mover's hand, which a game built from a situation does not know
// (docs/notation.md, section 6). A case whose setup is illegal is asked at
// the situation its setup describes. Every rule id must be asked so at
// least once, but for those notAskable lists.
func TestRefereeAtAgreesWithRecords(t *testing.T) {
	t.Setenv("COLUMNS", "") // the line patterns are at the default width
	files, err := filepath.Glob("../../fixtures/rules/*/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no cases under fixtures/rules: %v", err)
	}
	asked := map[string]int{}
	for _, file := range files {
		rule := filepath.Base(filepath.Dir(file))
		sit, entry, why := questionOf(t, file)
		if why != "" {
			t.Logf("%s: not asked: %s", file, why)
			continue
		}
		agrees := compareRulings(t, file, sit, entry, knowsMore[filepath.Base(file)] == "")
		if agrees {
			asked[rule]++
		}
		if why := knowsMore[filepath.Base(file)]; why != "" && agrees {
			t.Errorf("%s is listed as ruled otherwise at its situation (%s), but the rulings agree", file, why)
		}
	}
	total := 0
	for _, n := range asked {
		total += n
	}
	t.Logf("%d of %d cases asked at their situation agree with the record's ruling", total, len(files))
	for _, r := range engine.AllRules() {
		id := r.String()
		if why, ok := notAskable[id]; ok {
			if asked[id] > 0 {
				t.Errorf("%s is listed as not askable at a situation (%s), but %d cases were", id, why, asked[id])
			}
			continue
		}
		if asked[id] == 0 {
			t.Errorf("no case of %s was asked at a situation", id)
		}
	}
}

// notAskable are the rules no entry at a situation can break, and why.
var notAskable = map[string]string{
	"draw-mismatch":      "a situation does not know the pile",
	"reshuffle-mismatch": "a reshuffle is an entry of its own, not a player's turn",
}

// rulingOfRecord is what the test reads of referee FILE --format json.
type rulingOfRecord struct {
	Turn      int    `json:"turn"`
	Entry     string `json:"entry"`
	Player    string `json:"player"`
	Situation string `json:"situation"`
	Board     *struct {
		ToMove string `json:"to_move"`
		Hands  []struct {
			Player string `json:"player"`
			Known  bool   `json:"known"`
			Size   *int   `json:"size"`
		} `json:"hands"`
		DrawPile struct {
			Size *int `json:"size"`
		} `json:"draw_pile"`
		Discards int `json:"discards"`
	} `json:"board"`
}

// questionOf reads a case and returns the situation its ruled entry was
// played in and that entry, or why it cannot be asked at a situation.
func questionOf(t *testing.T, file string) (sit, entry, why string) {
	t.Helper()
	out, _, _ := run("referee", "--format", "json", file)
	var r rulingOfRecord
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		return "", "", "not a ruling: " + err.Error()
	}
	rec := readRecord(t, file)
	switch {
	case rec.DeckSet:
		return "", "", "the record knows the order of the pile"
	case r.Turn == 0 || r.Board == nil:
		return setupQuestion(rec)
	case r.Player == "":
		return "", "", "the entry ruled on is not a player's turn: " + r.Entry
	}
	for _, h := range r.Board.Hands {
		if h.Player != r.Board.ToMove && h.Known {
			return "", "", "the record knows the hand of " + h.Player + ", who is not to move"
		}
	}
	return r.Situation, r.Entry, ""
}

// setupQuestion is the situation a record's setup describes, with its
// first entry, for a record whose setup is illegal.
func setupQuestion(rec *record.Record) (sit, entry, why string) {
	s := notation.Situation{Rules: rec.Rules, Pile: -1}
	if rec.Start != nil {
		for _, q := range rec.Start.Sequences {
			if q.To < q.From {
				return "", "", "the record writes a sequence's ends in the order a situation does not keep"
			}
		}
		s.Board, s.Sequences, s.ToMove = rec.Start.Board, rec.Start.Sequences, rec.Start.ToMove
	}
	s.Hand.SizeUnknown = true
	for p, pl := range rec.Players {
		if pl.Team == engine.NoTeam {
			return "", "", "a colour that is not green, blue or red is not a situation's"
		}
		s.Seating = append(s.Seating, pl.Team)
		if p < len(rec.Hands) && rec.Hands[p] != nil {
			if p != s.ToMove {
				return "", "", "the record gives the hand of a player not to move"
			}
			s.Hand = notation.SituationHand{Cards: rec.Hands[p]}
		}
	}
	if len(rec.Turns) == 0 || rec.Turns[0].Kind != record.PlayerTurn {
		return "", "", "no player's turn to ask about"
	}
	e := rec.Turns[0]
	return s.String(), rec.Name(e.Player) + ": " + e.Text, ""
}

// knowsMore are the cases whose ruling depends on what the record knows
// and a situation does not say, so that the ruling at the situation is
// another: the file and what the record knows.
var knowsMore = map[string]string{
	"illegal-third-7h.yaml":                      "two 7H discarded before",
	"illegal-third-7h-on-wrong-space.yaml":       "two 7H discarded before",
	"illegal-third-dead-8h.yaml":                 "two 8H discarded before",
	"illegal-after-reshuffle-without-deck.yaml":  "the cards of the pile, reshuffled from known discards",
	"legal-after-reshuffle-without-deck.yaml":    "that the pile is reshuffled when it runs out",
	"illegal-bible-four-players-five-cards.yaml": "the deal, whose hand sizes a start: position does not check",
}

// compareRulings compares the ruling of referee FILE with referee --at
// --entry, as text and as JSON, and reports whether they agree; when
// report is true, a difference is an error.
func compareRulings(t *testing.T, file, sit, entry string, report bool) bool {
	t.Helper()
	names := recordNames(t, file)
	entry = renamed(entry, names)
	ok := true
	for _, format := range []string{"text", "json"} {
		want, _, wantCode := run("referee", "--color", "never", "--format", format, file)
		got, stderr, code := run("referee", "--color", "never", "--format", format, "--at", sit, "--entry", entry)
		if code != wantCode {
			if !report {
				return false
			}
			t.Errorf("%s: referee --at %q --entry %q: exit %d, want %d (%s)", file, sit, entry, code, wantCode, stderr)
			return false
		}
		want, got = comparable(format, renamed(want, names)), comparable(format, got)
		if want != got && !report {
			return false
		}
		if want != got {
			t.Errorf("%s: referee --at %q --entry %q --format %s differs from the record's ruling (-record +at):\n%s",
				file, sit, entry, format, cmp.Diff(want, got))
			ok = false
		}
	}
	return ok
}

// readRecord reads a case.
func readRecord(t *testing.T, file string) *record.Record {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Load(data, record.LoadOptions{})
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return rec
}

// recordNames are the players' names of a record, by seat.
func recordNames(t *testing.T, file string) []string {
	var names []string
	for _, p := range readRecord(t, file).Players {
		names = append(names, p.Name)
	}
	return names
}

// renamed replaces the record's names by the names --at gives the seats.
func renamed(text string, names []string) string {
	seat := map[string]string{}
	var quoted []string
	for i, name := range names {
		seat[name] = situation.Names[i]
		quoted = append(quoted, regexp.QuoteMeta(name))
	}
	if len(quoted) == 0 {
		return text
	}
	re := regexp.MustCompile(`\b(` + strings.Join(quoted, "|") + `)\b`)
	return re.ReplaceAllStringFunc(text, func(name string) string { return seat[name] })
}

// What may differ between a record's ruling and the ruling at its
// situation: the text lines, and the JSON keys, that name the file, the
// entry's number or its line; the sizes of the pile and of a hand whose
// cards are not known; and the list of the other rulesets that rule
// otherwise, which replays the record's history under them. What happens
// after an illegal entry names the entry by its number too.
var (
	whereLine = regexp.MustCompile(`(?m)^(Ruling on .*|Board before (entry \d+|the entry)|Entry \d+ \(line \d+\): |Entry: )`)
	whereKeys = []string{"file", "asked", "turn", "line", "column"}
	handSize  = regexp.MustCompile(`(?m)^(  \S+ \((?:green|blue|red)\): not known) \(\d+ cards?\)$`)
	pileSize  = regexp.MustCompile(`(?m)^Draw pile: .*$`)
	sitLine   = regexp.MustCompile(`(?m)^Situation: (.*)$`)
	// Which other rulesets rule otherwise comes from replaying the record
	// under them, setup and earlier entries included, which a situation
	// does not have.
	otherRulesets = regexp.MustCompile(`(?m)\n^Another ruleset rules otherwise:\n(^  .*\n)*`)
	// What happens after an illegal entry names the entry by its number.
	entryNumber = regexp.MustCompile(`\bEntry \d+ does not count`)
)

// withoutSizes is a situation without the sizes of the pile and of a hand
// whose cards are not known.
func withoutSizes(text string) string {
	s, err := notation.ParseSituation(text)
	if err != nil {
		return text
	}
	s.Pile = -1
	if s.Hand.Unknown > 0 {
		s.Hand.SizeUnknown = true
	}
	return s.String()
}

func comparable(format, out string) string {
	if format == "text" {
		out = otherRulesets.ReplaceAllString(whereLine.ReplaceAllString(out, "(where)"), "")
		out = entryNumber.ReplaceAllString(out, "Entry N does not count")
		out = pileSize.ReplaceAllString(handSize.ReplaceAllString(out, "$1"), "Draw pile: (sizes)")
		return sitLine.ReplaceAllStringFunc(out, func(line string) string {
			return "Situation: " + withoutSizes(strings.TrimPrefix(line, "Situation: "))
		})
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		return out
	}
	for _, k := range whereKeys {
		delete(v, k)
	}
	delete(v, "other_rulesets")
	if next, ok := v["next"].(string); ok {
		v["next"] = entryNumber.ReplaceAllString(next, "Entry N does not count")
	}
	if sit, ok := v["situation"].(string); ok {
		v["situation"] = withoutSizes(sit)
	}
	if b, ok := v["board"].(map[string]any); ok {
		delete(b, "entries") // the number of entries before it
		delete(b, "draw_pile")
		delete(b, "discards")
		hands, _ := b["hands"].([]any)
		for _, h := range hands {
			if h, ok := h.(map[string]any); ok && h["known"] != true {
				delete(h, "size")
			}
		}
	}
	data, _ := json.MarshalIndent(v, "", "  ")
	return strings.TrimSpace(string(data))
}

// TestAtErrorsSayWhere: a situation or an entry that cannot be asked about
// is a usage error (exit 2, nothing on standard output) whose column is the
// column in the text the user typed: past a seat's name written before the
// turn, past white space, and counting a quote once, as it was typed.
func TestAtErrorsSayWhere(t *testing.T) {
	const two = "*8*/10/10/10/10/10/10/10/10/*8* - standard gb 2 4C,7H"
	for _, c := range []struct{ at, entry, want string }{
		{two, "7H@Z9", `column 4: turn 1 (Bob, blue): "Z9": not a space`},
		{two, "Bob: 7H@Z9", `column 9: turn 1 (Bob, blue): "Z9": not a space`},
		{two, "  Bob:   7H@Z9", `column 13: turn 1 (Bob, blue): "Z9": not a space`},
		{two, "Ann:7H@Z9", `column 8: turn 1 (Ann, green): "Z9": not a space`},
		{two, "  7H@Z9", `column 6: turn 1 (Bob, blue): "Z9": not a space`},
		{two, "Bob: ''7H@Z9", `column 6: turn 1 (Bob, blue): "''7H": not a card`},
		{two, "7H@D6' 7H@Z9", `column 4: turn 1 (Bob, blue): "D6'": not a space`},
		{two, "Bob: 7H@D6 #x", `column 12: turn 1 (Bob, blue): "#"`},
		{two, "Bob: 7H@D6\x01", `column 11: character U+0001 is not allowed`},
		{two, "Bob:", `the entry names Bob but holds no turn`},
		{two, "Bob:  ", `the entry names Bob but holds no turn`},
		{two, "  Cat: pass", `column 3: Cat has no seat: the situation seats 2 players (Ann, Bob)`},
		{"*8*/10/10/10/10/10/10/10/10/*8*  -\tstandard gb   3 -", "pass", `--at: column 50: seat 3 is to move, but the seating gb has 2 seats`},
	} {
		out, stderr, code := run("referee", "--at", c.at, "--entry", c.entry)
		if code != 2 || out != "" || !strings.Contains(stderr, c.want) {
			t.Errorf("referee --at %q --entry %q: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.at, c.entry, code, out, stderr, c.want)
		}
	}
	out, stderr, code := run("moves", "--at", "*8*/10/10/10/10/10/10/10/10/*8* - standard gb 12 -")
	if want := "--at: column 47: seat 12 is to move"; code != 2 || out != "" || !strings.Contains(stderr, want) {
		t.Errorf("moves --at with seat 12 of 2: exit %d, stdout %q, stderr %q; want exit 2 and %q", code, out, stderr, want)
	}
}
