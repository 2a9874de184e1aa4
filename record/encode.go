package record

import (
	"bytes"
	"encoding/json"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/go-json-experiment/json/jsontext"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// The encoder writes a record in canonical form, the one seqref itself
// writes (self-play records and their expect: blocks): the top-level keys
// in the order of topKeys, each player as a flow mapping, cards as flow
// lists wrapped before column 88, every turn in canonical notation
// (notation.FormatTurn), and the expect: block's keys in the order of
// expectKeys. Decoding what it writes gives the same record; only where
// values stand, and the text of turns written in another form, differ.

// EncodeYAML writes a record as canonical YAML.
func EncodeYAML(w io.Writer, rec *Record) error {
	var b bytes.Buffer
	e := &encoder{b: &b, rec: rec}
	e.yamlRecord()
	_, err := w.Write(b.Bytes())
	return err
}

// EncodeJSON writes a record as canonical JSON: an object with one key a
// line, in the order of topKeys, and one entry of turns a line.
func EncodeJSON(w io.Writer, rec *Record) error {
	var b bytes.Buffer
	e := &encoder{b: &b, rec: rec, json: true}
	e.jsonRecord()
	_, err := w.Write(b.Bytes())
	return err
}

// encoder writes one record; json says which format.
type encoder struct {
	b    *bytes.Buffer
	rec  *Record
	json bool
}

func (e *encoder) yamlRecord() {
	r := e.rec
	e.b.WriteString("sequence: " + strconv.Itoa(max(r.Version, 1)) + "\n")
	e.b.WriteString("ruleset: " + r.Rules.Name + "\n")
	for _, kv := range [][2]string{{"title", r.Title}, {"event", r.Event}, {"date", r.Date}, {"notes", r.Notes}, {"board", r.Board}} {
		if kv[1] != "" {
			e.b.WriteString(kv[0] + ": " + blockScalar(kv[1]) + "\n")
		}
	}
	e.b.WriteString("players:\n")
	for _, p := range r.Players {
		e.b.WriteString("  - {name: " + e.str(p.Name) + ", team: " + e.str(p.Colour) + "}\n")
	}
	if e.hasHands() {
		e.b.WriteString("hands:\n")
		for seat, h := range r.Hands {
			if h != nil {
				name := e.str(r.Players[seat].Name)
				e.b.WriteString("  " + name + ": " + cardFlow(h, 4+len(name)+2, e.json) + "\n")
			}
		}
	}
	if r.DeckSet {
		e.b.WriteString("deck: " + cardFlow(r.Deck, 6, e.json) + "\n")
	}
	if s := r.Start; s != nil {
		e.b.WriteString("start:\n  position: " + strconv.Quote(s.Position) + "\n")
		e.b.WriteString("  sequences: " + e.startSequences(s.Sequences) + "\n")
		e.b.WriteString("  to_move: " + e.str(r.Name(s.ToMove)) + "\n")
	}
	if r.Question != "" {
		e.b.WriteString("question: " + strconv.Quote(r.Question) + "\n")
	}
	if r.Puzzle != nil {
		e.b.WriteString("puzzle: " + e.value(r.Puzzle) + "\n")
	}
	if len(r.Turns) == 0 {
		e.b.WriteString("turns: []\n")
	} else {
		e.b.WriteString("turns:\n")
		for i := range r.Turns {
			e.b.WriteString("  - " + e.entry(&r.Turns[i]) + "\n")
		}
	}
	if x := r.Expectation; x != nil {
		e.b.WriteString("expect:\n")
		for _, k := range e.expectKeys(x) {
			e.b.WriteString("  " + k + ": " + e.expectValue(x, k) + "\n")
		}
	}
}

func (e *encoder) jsonRecord() {
	r := e.rec
	var keys []string
	add := func(k, v string) { keys = append(keys, "  "+jsonString(k)+": "+v) }
	add("sequence", strconv.Itoa(max(r.Version, 1)))
	add("ruleset", jsonString(r.Rules.Name))
	for _, kv := range [][2]string{{"title", r.Title}, {"event", r.Event}, {"date", r.Date}, {"notes", r.Notes}, {"board", r.Board}} {
		if kv[1] != "" {
			add(kv[0], jsonString(kv[1]))
		}
	}
	players := make([]string, len(r.Players))
	for i, p := range r.Players {
		players[i] = `{"name": ` + jsonString(p.Name) + `, "team": ` + jsonString(p.Colour) + "}"
	}
	add("players", "["+strings.Join(players, ", ")+"]")
	if e.hasHands() {
		var hands []string
		for seat, h := range r.Hands {
			if h != nil {
				hands = append(hands, jsonString(r.Players[seat].Name)+": "+cardFlow(h, 0, true))
			}
		}
		add("hands", "{"+strings.Join(hands, ", ")+"}")
	}
	if r.DeckSet {
		add("deck", cardFlow(r.Deck, 0, true))
	}
	if s := r.Start; s != nil {
		v := `{"position": ` + jsonString(s.Position)
		v += `, "sequences": ` + e.startSequences(s.Sequences)
		add("start", v+`, "to_move": `+jsonString(r.Name(s.ToMove))+"}")
	}
	if r.Question != "" {
		add("question", jsonString(r.Question))
	}
	if r.Puzzle != nil {
		add("puzzle", e.value(r.Puzzle))
	}
	turns := make([]string, len(r.Turns))
	for i := range r.Turns {
		turns[i] = "    " + e.entry(&r.Turns[i])
	}
	if len(turns) == 0 {
		add("turns", "[]")
	} else {
		add("turns", "[\n"+strings.Join(turns, ",\n")+"\n  ]")
	}
	if x := r.Expectation; x != nil {
		var kv []string
		for _, k := range e.expectKeys(x) {
			kv = append(kv, jsonString(k)+": "+e.expectValue(x, k))
		}
		add("expect", "{"+strings.Join(kv, ", ")+"}")
	}
	e.b.WriteString("{\n" + strings.Join(keys, ",\n") + "\n}\n")
}

// hasHands reports whether the record gives any hand.
func (e *encoder) hasHands() bool {
	for _, h := range e.rec.Hands {
		if h != nil {
			return true
		}
	}
	return false
}

// entry is one entry of turns: as a one-key flow mapping in JSON, or as
// the "key: value" of a block mapping in YAML.
func (e *encoder) entry(en *Entry) string {
	var key, value string
	switch en.Kind {
	case Reshuffle:
		key, value = "reshuffle", cardFlow(en.Cards, 15, e.json)
	case TableTalk:
		key, value = "table-talk", e.str(en.Team.String())
		if len(en.Forfeits) > 0 {
			var kv []string
			for _, f := range en.Forfeits {
				card := "?"
				if f.Card != engine.NoCard {
					card = f.Card.String()
				}
				kv = append(kv, e.str(e.rec.Name(f.Player))+": "+e.str(card))
			}
			value = "{" + e.key("team") + ": " + value + ", " + e.key("forfeits") + ": {" + strings.Join(kv, ", ") + "}}"
		}
	default:
		key, value = e.rec.Name(en.Player), e.str(notation.FormatTurn(en.Turn.Actions))
	}
	if e.json {
		return "{" + jsonString(key) + ": " + value + "}"
	}
	return e.str(key) + ": " + value
}

func (e *encoder) startSequences(seqs []engine.StartSequence) string {
	out := make([]string, len(seqs))
	for i, q := range seqs {
		out[i] = "{" + e.key("team") + ": " + e.str(q.Team.String()) + ", " + e.key("from") + ": " + e.str(q.From.String()) +
			", " + e.key("to") + ": " + e.str(q.To.String()) + "}"
	}
	return "[" + strings.Join(out, ", ") + "]"
}

// expectKeys are the keys of x's block in canonical order; error and
// penalties stand for their sub-keys.
func (e *encoder) expectKeys(x *Expectation) []string {
	named := map[string]bool{}
	for _, k := range x.Keys {
		named[strings.SplitN(k, ".", 2)[0]] = true
	}
	var keys []string
	for _, k := range expectKeys {
		if named[k] {
			keys = append(keys, k)
		}
	}
	return keys
}

// expectValue is the value of one key of x's block, in flow style.
func (e *encoder) expectValue(x *Expectation, key string) string {
	switch key {
	case "result":
		return e.str(string(x.Result))
	case "winner":
		if x.Winner == nil {
			return "null"
		}
		return e.str(*x.Winner)
	case "turns":
		return strconv.Itoa(x.Turns)
	case "error":
		var kv []string
		for _, k := range expectErrorKeys {
			if !x.names("error." + k) {
				continue
			}
			v := strconv.Itoa(x.ErrorTurn)
			if k == "rule" {
				v = e.str(string(x.ErrorRule))
			}
			kv = append(kv, e.key(k)+": "+v)
		}
		if kv == nil {
			return "null"
		}
		return "{" + strings.Join(kv, ", ") + "}"
	case "sequences":
		var kv []string
		for _, t := range []engine.Team{engine.Green, engine.Blue, engine.Red} {
			if n, ok := x.Sequences[t.String()]; ok {
				kv = append(kv, e.key(t.String())+": "+strconv.Itoa(n))
			}
		}
		return "{" + strings.Join(kv, ", ") + "}"
	case "completed":
		out := make([]string, len(x.Completed))
		for i, q := range x.Completed {
			out[i] = "{" + e.key("team") + ": " + e.str(q.Team) + ", " + e.key("from") + ": " + e.str(q.From) +
				", " + e.key("to") + ": " + e.str(q.To) + "}"
		}
		return "[" + strings.Join(out, ", ") + "]"
	case "position":
		if e.json {
			return jsonString(x.Position)
		}
		return strconv.Quote(x.Position)
	case "hand_sizes":
		return e.counts(x.Counts[key])
	case "penalties":
		var kv []string
		for _, k := range expectPenaltyKeys {
			if x.names("penalties." + k) {
				kv = append(kv, e.key(k)+": "+e.counts(x.Counts["penalties."+k]))
			}
		}
		return "{" + strings.Join(kv, ", ") + "}"
	}
	return "null"
}

// names reports whether the expectation names the key.
func (x *Expectation) names(key string) bool {
	for _, k := range x.Keys {
		if k == key {
			return true
		}
	}
	return false
}

// counts writes counts by player, the record's players in their order,
// then any other names in sorted order.
func (e *encoder) counts(m map[string]int) string {
	seats := make([]string, len(e.rec.Players))
	for i, p := range e.rec.Players {
		seats[i] = p.Name
	}
	var kv []string
	for _, name := range countOrder(m, seats) {
		kv = append(kv, e.str(name)+": "+strconv.Itoa(m[name]))
	}
	return "{" + strings.Join(kv, ", ") + "}"
}

// countOrder is the order in which counts by player are written: the names
// of first that m holds, in that order and once each, then m's other names
// in sorted order.
func countOrder(m map[string]int, first []string) []string {
	order := make([]string, 0, len(m))
	seen := make(map[string]bool, len(m))
	for _, name := range first {
		if _, ok := m[name]; ok && !seen[name] {
			order = append(order, name)
			seen[name] = true
		}
	}
	rest := len(order)
	for name := range m {
		if !seen[name] {
			order = append(order, name)
		}
	}
	sort.Strings(order[rest:])
	return order
}

// key writes a mapping key.
func (e *encoder) key(k string) string { return e.str(k) }

// str writes a string value: in JSON a JSON string, in YAML plain when it
// reads back as the same string in a flow collection, else double-quoted.
func (e *encoder) str(s string) string {
	if e.json {
		return jsonString(s)
	}
	if plainInFlow(s) {
		return s
	}
	return strconv.Quote(s)
}

// jsonString is s as a JSON string.
func jsonString(s string) string {
	b, _ := jsontext.AppendQuote(nil, s) // invalid UTF-8 is replaced
	return string(b)
}

// plainInFlow reports whether s can be written as a plain scalar inside
// flow collections and read back as the same string: words of letters,
// digits and the characters of notation (" _-@+;=?*/."), not starting
// with an indicator or a dot, and not a word or number that YAML reads as
// something other than a string (true, null, 12, 1e3, 0x1F, 2026-11-25).
func plainInFlow(s string) bool {
	if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' || strings.Contains(s, "  ") {
		return false
	}
	if strings.ContainsAny(s[:1], "-?:!&*#|>'\"%@`[]{},.") {
		return false
	}
	for _, r := range s {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' ||
			strings.ContainsRune(" -_@+;=?*/.", r)
		if !ok {
			return false
		}
	}
	switch strings.ToLower(s) {
	case "true", "false", "null", "yes", "no", "on", "off", "y", "n":
		return false
	}
	if _, err := strconv.ParseFloat(s, 64); err == nil {
		return false
	}
	if _, err := strconv.ParseInt(s, 0, 64); err == nil {
		return false
	}
	return !looksLikeDate(s)
}

// looksLikeDate reports whether s starts as a YAML timestamp does: four
// digits and a hyphen.
func looksLikeDate(s string) bool {
	if len(s) < 5 || s[4] != '-' {
		return false
	}
	for _, c := range []byte(s[:4]) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// blockScalar writes a value of the record's top-level mapping: plain
// when it is letters, digits, spaces, commas, hyphens and brackets ()
// starting with a letter, double-quoted otherwise.
func blockScalar(s string) string {
	for i, r := range s {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if i == 0 && !letter || !letter && !(r >= '0' && r <= '9') && !strings.ContainsRune(" ,-()", r) {
			return strconv.Quote(s)
		}
	}
	return s
}

// cardFlow writes cards as a flow list; in YAML, wrapped before column 88,
// indent being the column the list starts at.
func cardFlow(cards []engine.Card, indent int, json bool) string {
	var b strings.Builder
	b.WriteByte('[')
	col := indent + 1
	for i, c := range cards {
		s := c.String()
		if json {
			s = `"` + s + `"`
		}
		if i > 0 {
			b.WriteByte(',')
			col++
			if !json && col+len(s)+2 > 88 {
				b.WriteString("\n    ")
				col = 4
			} else {
				b.WriteByte(' ')
				col++
			}
		}
		b.WriteString(s)
		col += len(s)
	}
	b.WriteByte(']')
	return b.String()
}

// value writes a Value on one line: in YAML in flow style, in JSON as
// JSON, its scalars as strings.
func (e *encoder) value(v *Value) string {
	switch v.Kind {
	case List, Mapping:
		parts := make([]string, 0, len(v.Items))
		for i := range v.Items {
			if v.Kind == Mapping && i%2 == 1 {
				parts[len(parts)-1] += ": " + e.value(&v.Items[i])
				continue
			}
			parts = append(parts, e.value(&v.Items[i]))
		}
		if v.Kind == Mapping {
			return "{" + strings.Join(parts, ", ") + "}"
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	switch {
	case v.Style == BareScalar && v.Text == "":
		return "null"
	case v.Style == BareScalar && (!e.json || json.Valid([]byte(v.Text))):
		return v.Text
	case v.Style == QuotedScalar && !e.json:
		return strconv.Quote(v.Text)
	}
	return e.str(v.Text)
}
