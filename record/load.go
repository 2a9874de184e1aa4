package record

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"gopkg.in/yaml.v3"
)

// LoadOptions say how a record is decoded. The limits keep a hostile file from
// costing more than a bounded time and memory: a file past one is invalid,
// with a message naming the limit. Zero means the default; a negative value
// means no limit.
type LoadOptions struct {
	// ReadBoard reads a board file named by a record's board: key. Nil means
	// records may not name board files.
	ReadBoard func(name string) ([]byte, error)
	// MaxBytes is the largest file read, in bytes (default
	// DefaultMaxBytes); a larger one is invalid with rule unreadable. It
	// also bounds what aliases (*name) may repeat: a record whose aliases
	// repeat more than MaxBytes characters (an alias bomb) is invalid with
	// rule schema. Nesting is bounded by the YAML parser: more than 10,000
	// levels is a syntax error.
	MaxBytes int
	// MaxEntries is the most entries turns: may hold (default
	// DefaultMaxEntries); the first entry past it is invalid with rule
	// schema.
	MaxEntries int
	// MaxDepth is the deepest nesting of lists and mappings a record may
	// have, the record's own mapping being level 1 (default and most:
	// DefaultMaxDepth, the bound of the parsers themselves); the first
	// list or mapping past it is invalid with rule syntax.
	MaxDepth int
}

// topKeys are the keys a record may have, in the order they are written.
var topKeys = []string{"sequence", "ruleset", "title", "event", "date", "notes", "board",
	"players", "hands", "deck", "start", "question", "puzzle", "turns", "expect"}

type loader struct {
	opt  LoadOptions
	turn int
	rec  *Record
	text *recordtext.Text // the file, when the record is read from one
	// reader reads the turns, sharing memory between them.
	reader notation.TurnReader
}

// Load reads one record from YAML. A record that cannot be read gives a
// *LoadError saying where and why.
func Load(data []byte, opt LoadOptions) (*Record, error) {
	if max := opt.maxBytes(); max >= 0 && len(data) > max {
		return nil, tooLargeYAML(recordtext.NewText(data), max)
	}
	text := recordtext.NewText(data)
	root, terr := recordtext.ParseYAML(text)
	if terr != nil {
		return nil, loadError(terr)
	}
	rec, lerr := loadNode(root, opt, text, data)
	if lerr != nil {
		return nil, lerr
	}
	if lerr := checkComments(data, 1, crLines(data)); lerr != nil {
		return nil, lerr
	}
	return rec, nil
}

// loadDocument reads the record in one document of a YAML stream, with
// lines and columns counted in the whole file, whose text is whole. The
// size limit of LoadOptions applies to the document.
func loadDocument(d Document, whole *recordtext.Text, opt LoadOptions) (*Record, error) {
	if max := opt.maxBytes(); max >= 0 && len(d.Data) > max {
		lerr := tooLargeYAML(recordtext.NewText(d.Data), max)
		lerr.Pos.Line += d.Line - 1
		return nil, lerr
	}
	doc, terr := recordtext.ParseYAML(recordtext.NewText(d.Data))
	if terr != nil {
		lerr := loadError(terr)
		lerr.Pos.Line += d.Line - 1
		return nil, lerr
	}
	shiftLines(doc, d.Line-1)
	rec, lerr := loadNode(doc, opt, whole, d.Data)
	if lerr != nil {
		return nil, lerr
	}
	return rec, nil
}

// shiftLines moves every node of a document read on its own down by lines,
// to where it stands in the file. An alias's target is part of the tree and
// moves once.
func shiftLines(n *yaml.Node, lines int) {
	if n == nil || lines == 0 {
		return
	}
	n.Line += lines
	for _, c := range n.Content {
		shiftLines(c, lines)
	}
}

// loadNode reads one record from a parsed YAML document and, when they
// are known, the file's text and the document's own bytes (src, nil when
// not known; mayHoldAliases).
func loadNode(doc *yaml.Node, opt LoadOptions, text *recordtext.Text, src []byte) (*Record, *LoadError) {
	l := &loader{opt: opt, rec: &Record{Keys: map[string]Pos{}}, text: text}
	root := doc
	if root.Kind == yaml.DocumentNode {
		if len(root.Content) == 0 {
			return nil, &LoadError{Rule: rulebook.SchemaRule, Pos: Pos{Line: 1, Col: 1}, Msg: "the file is empty: a record needs at least sequence, ruleset, players and turns"}
		}
		root = root.Content[0]
	}
	if max := opt.maxDepth(); max >= 0 && max < DefaultMaxDepth {
		if n := tooDeep(root, max); n != nil {
			return nil, &LoadError{Rule: rulebook.SyntaxRule, Pos: posOf(n),
				Msg: fmt.Sprintf("lists and mappings nest more than %d levels deep here, the most a record may have", max)}
		}
	}
	if mayHoldAliases(src) {
		if err := checkAliases(root, opt.maxBytes()); err != nil {
			return nil, err
		}
	}
	if err := checkText(root); err != nil {
		return nil, err
	}
	if err := l.record(root); err != nil {
		return nil, err
	}
	return l.rec, nil
}

func (l *loader) record(root *yaml.Node) *LoadError {
	f, err := l.mapping(root, "a record", topKeys...)
	if err != nil {
		if deref(root).Kind != yaml.MappingNode {
			err.Msg = "not a record: " + err.Msg
		}
		return err
	}
	if err := l.require(f, "a record", "sequence", "ruleset", "players", "turns"); err != nil {
		return err
	}
	for k, n := range f.keys {
		l.rec.Keys[k] = posOf(n)
	}
	steps := []func(*fields) *LoadError{l.version, l.ruleset, l.meta, l.board, l.players, l.hands, l.deck, l.start, l.turns}
	for _, step := range steps {
		if err := step(f); err != nil {
			return err
		}
	}
	if n := f.vals["expect"]; n != nil {
		l.rec.expect = n
		l.rec.Expectation, l.rec.ExpectError = parseExpectation(n)
	}
	if n := f.vals["puzzle"]; n != nil {
		l.rec.Puzzle = valueOf(n)
	}
	return nil
}

func (l *loader) version(f *fields) *LoadError {
	n := f.vals["sequence"]
	v, err := l.scalar(n, "sequence (the format version)")
	if err != nil {
		return err
	}
	if v != "1" {
		return l.schemaf(n, "format version %s is not supported; this tool reads sequence: 1", v)
	}
	l.rec.Version = 1
	return nil
}

func (l *loader) ruleset(f *fields) *LoadError {
	n := f.vals["ruleset"]
	name, err := l.scalar(n, "ruleset")
	if err != nil {
		return err
	}
	l.rec.Rules = engine.RulesetNamed(name)
	if l.rec.Rules == nil {
		names := engine.RulesetNames()
		return l.schemaf(n, "unknown ruleset %q; the rulesets are %s and %s", name,
			strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
	}
	return nil
}

func (l *loader) meta(f *fields) *LoadError {
	for _, k := range []string{"title", "event", "date", "notes", "question"} {
		n := f.vals[k]
		if n == nil {
			continue
		}
		v, err := l.scalar(n, k)
		if err != nil {
			return err
		}
		switch k {
		case "title":
			l.rec.Title = v
		case "event":
			l.rec.Event = v
		case "date":
			l.rec.Date = v
		case "notes":
			l.rec.Notes = v
		case "question":
			l.rec.Question = v
		}
	}
	return nil
}

func (l *loader) board(f *fields) *LoadError {
	n := f.vals["board"]
	if n == nil {
		return nil
	}
	name, err := l.scalar(n, "board (a board file)")
	if err != nil {
		return err
	}
	if l.opt.ReadBoard == nil {
		return l.schemaf(n, "this record names a board file, %q, which cannot be read here", name)
	}
	data, rerr := l.opt.ReadBoard(name)
	if rerr != nil {
		return l.schemaf(n, "cannot read the board file: %v", rerr)
	}
	layout, perr := notation.ParseBoard(string(data))
	if perr != nil {
		var se *notation.BoardError
		if errors.As(perr, &se) {
			if se.Rows == 0 {
				// Not even a first row of cards: whatever file this is, none
				// of its text is quoted.
				return l.syntaxAt(posOf(n), "board file %s:%d:%d: not a board file: its first row is not ten cells, each a card such as 10H or XX on a corner", name, se.Line, se.Col)
			}
			return l.syntaxAt(posOf(n), "board file %s:%d:%d: %s", name, se.Line, se.Col, se.Msg)
		}
		return l.syntaxAt(posOf(n), "board file %s: %v", name, perr)
	}
	l.rec.Layout, l.rec.Board = layout, name
	return nil
}

func (l *loader) players(f *fields) *LoadError {
	items, err := l.list(f.vals["players"], "players")
	if err != nil {
		return err
	}
	if len(items) > engine.MaxPlayers*4 {
		return l.schemaf(f.vals["players"], "%d players: no ruleset allows more than %d", len(items), engine.MaxPlayers)
	}
	for i, item := range items {
		pf, err := l.mapping(item, fmt.Sprintf("player %d", i+1), "name", "team")
		if err != nil {
			return err
		}
		if err := l.require(pf, fmt.Sprintf("player %d", i+1), "name", "team"); err != nil {
			return err
		}
		name, err := l.scalar(pf.vals["name"], "a player's name")
		if err != nil {
			return err
		}
		if name == "table-talk" || name == "reshuffle" {
			return l.schemaf(pf.vals["name"], "%q cannot be a player's name: it is an entry of turns:", name)
		}
		if problem := nameProblem(name); problem != "" {
			return l.schemaf(pf.vals["name"], "%s", problem)
		}
		if seat, dup := l.rec.Seat(name); dup {
			if other := l.rec.Players[seat].Name; other != name {
				return l.schemaf(pf.vals["name"], "the names %q and %q are one name, its accents encoded two ways; two players may not share a name", other, name)
			}
			return l.schemaf(pf.vals["name"], "two players are named %q", name)
		}
		if other, ok := l.lookAlike(name); ok {
			return l.schemaf(pf.vals["name"], "the names %q and %q look the same (they differ only in letters of other alphabets that look alike); give the players names that can be told apart", other, name)
		}
		colour, err := l.scalar(pf.vals["team"], "a player's team")
		if err != nil {
			return err
		}
		team, _ := engine.TeamNamed(colour)
		l.rec.Players = append(l.rec.Players, Player{Name: name, Team: team, Colour: colour,
			Pos: posOf(item), TeamPos: posOf(pf.vals["team"])})
	}
	return nil
}

// seatOf reads a player's name.
func (l *loader) seatOf(n *yaml.Node, what string) (int, *LoadError) {
	name, err := l.scalar(n, what)
	if err != nil {
		return -1, err
	}
	seat, ok := l.rec.Seat(name)
	if !ok {
		return -1, l.schemaf(n, "unknown player %q; the players are %s", name, l.playerNames())
	}
	return seat, nil
}

func (l *loader) playerNames() string {
	var b bytes.Buffer
	for i, p := range l.rec.Players {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.Name)
	}
	return b.String()
}

// cards reads a list of cards.
func (l *loader) cards(n *yaml.Node, what string) ([]engine.Card, []Pos, *LoadError) {
	items, err := l.list(n, what)
	if err != nil {
		return nil, nil, err
	}
	cards := make([]engine.Card, 0, len(items))
	pos := make([]Pos, 0, len(items))
	for _, item := range items {
		text, err := l.scalar(item, "a card")
		if err != nil {
			return nil, nil, err
		}
		c, perr := notation.ParseCard(text)
		if perr != nil {
			return nil, nil, l.syntaxAt(l.errorPos(item, perr), "%v", perr)
		}
		cards = append(cards, c)
		pos = append(pos, posOf(item))
	}
	return cards, pos, nil
}

func (l *loader) hands(f *fields) *LoadError {
	n := f.vals["hands"]
	l.rec.Hands = make([][]engine.Card, len(l.rec.Players))
	l.rec.HandPos = make([][]Pos, len(l.rec.Players))
	l.rec.HandKey = make([]Pos, len(l.rec.Players))
	if n == nil {
		return nil
	}
	hf, err := l.mapping(n, "hands", nil...)
	if err != nil {
		return err
	}
	for i := 0; i+1 < len(hf.node.Content); i += 2 {
		k := deref(hf.node.Content[i])
		seat, err := l.seatOf(k, "a player's name")
		if err != nil {
			return err
		}
		cards, pos, err := l.cards(hf.vals[k.Value], "the hand of "+k.Value)
		if err != nil {
			return err
		}
		if cards == nil {
			cards = []engine.Card{}
		}
		l.rec.Hands[seat], l.rec.HandPos[seat], l.rec.HandKey[seat] = cards, pos, posOf(k)
	}
	return nil
}

func (l *loader) deck(f *fields) *LoadError {
	n := f.vals["deck"]
	if n == nil {
		return nil
	}
	cards, pos, err := l.cards(n, "deck")
	if err != nil {
		return err
	}
	l.rec.Deck, l.rec.DeckPos, l.rec.DeckSet = cards, pos, true
	return nil
}

func (l *loader) start(f *fields) *LoadError {
	n := f.vals["start"]
	if n == nil {
		return nil
	}
	sf, err := l.mapping(n, "start", "position", "sequences", "to_move")
	if err != nil {
		return err
	}
	if err := l.require(sf, "start", "position"); err != nil {
		return err
	}
	st := &Start{Pos: posOf(sf.node)}
	pn := sf.vals["position"]
	text, err := l.scalar(pn, "start position")
	if err != nil {
		return err
	}
	board, perr := notation.ParsePosition(text)
	if perr != nil {
		col := 1
		var se *notation.SyntaxError
		if errors.As(perr, &se) {
			col = se.Col
		}
		return l.syntaxAt(l.textPos(pn)(col), "start position: %v", perr)
	}
	st.Board, st.Position, st.PositionPos = board, text, posOf(pn)
	if sn := sf.vals["sequences"]; sn != nil && !(sn.Kind == yaml.ScalarNode && sn.Tag == "!!null") {
		items, err := l.list(sn, "start sequences")
		if err != nil {
			return err
		}
		for _, item := range items {
			q, err := l.startSequence(item)
			if err != nil {
				return err
			}
			st.Sequences = append(st.Sequences, q)
			st.SeqPos = append(st.SeqPos, posOf(item))
		}
	}
	if tn := sf.vals["to_move"]; tn != nil {
		seat, err := l.seatOf(tn, "to_move")
		if err != nil {
			return err
		}
		st.ToMove = seat
	}
	l.rec.Start = st
	return nil
}

func (l *loader) startSequence(n *yaml.Node) (engine.StartSequence, *LoadError) {
	qf, err := l.mapping(n, "a start sequence", "team", "from", "to")
	if err != nil {
		return engine.StartSequence{}, err
	}
	if err := l.require(qf, "a start sequence", "team", "from", "to"); err != nil {
		return engine.StartSequence{}, err
	}
	team, err := l.team(qf.vals["team"])
	if err != nil {
		return engine.StartSequence{}, err
	}
	var ends [2]engine.Space
	for i, k := range []string{"from", "to"} {
		text, err := l.scalar(qf.vals[k], "a sequence's "+k)
		if err != nil {
			return engine.StartSequence{}, err
		}
		s, perr := notation.ParseSpace(text)
		if perr != nil {
			return engine.StartSequence{}, l.syntaxAt(l.errorPos(qf.vals[k], perr), "%v", perr)
		}
		ends[i] = s
	}
	return engine.StartSequence{Team: team, From: ends[0], To: ends[1]}, nil
}

// team reads a colour that must be green, blue or red.
func (l *loader) team(n *yaml.Node) (engine.Team, *LoadError) {
	colour, err := l.scalar(n, "a team")
	if err != nil {
		return engine.NoTeam, err
	}
	t, ok := engine.TeamNamed(colour)
	if !ok {
		return engine.NoTeam, l.schemaf(n, "%q is not a team; the teams are green, blue and red", colour)
	}
	return t, nil
}

func (l *loader) turns(f *fields) *LoadError {
	n := f.vals["turns"]
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil
	}
	items, err := l.list(n, "turns")
	if err != nil {
		return err
	}
	if max := l.opt.maxEntries(); max >= 0 && len(items) > max {
		l.turn = max + 1
		return l.schemaf(items[max], "turns: holds %d entries, more than the %d a record may have", len(items), max)
	}
	l.rec.Turns = make([]Entry, len(items))
	l.reader.Grow(2*len(items) + 16) // a play and a draw for most turns, and room to read one more
	for i, item := range items {
		l.turn = i + 1
		if err := l.entry(&l.rec.Turns[i], item); err != nil {
			l.rec.Turns = nil
			return err
		}
	}
	l.turn = 0
	return nil
}

// entry reads one entry of turns: into e. A problem in its value is named
// after the entry: "turn 4 (Ann, green): ...", as problems found in the
// replay are.
func (l *loader) entry(e *Entry, item *yaml.Node) *LoadError {
	k, v, err := l.entryKey(item)
	if err != nil {
		return err
	}
	e.Pos = posOf(k)
	if err := l.entryValue(e, k, v); err != nil {
		err.Msg = l.entryName(k) + ": " + err.Msg
		return err
	}
	return nil
}

// entryName names the entry being read, whose key is k: "turn 4 (Ann,
// green)" for a player's, "turn 4" for a table-talk or reshuffle entry or
// an unknown player's.
func (l *loader) entryName(k *yaml.Node) string {
	name := "turn " + strconv.Itoa(l.turn)
	if seat, ok := l.rec.Seat(k.Value); ok {
		name += " (" + k.Value + ", " + l.rec.Players[seat].Colour + ")"
	}
	return name
}

// entryValue reads the value of the entry whose key is k into e.
func (l *loader) entryValue(e *Entry, k, v *yaml.Node) *LoadError {
	switch k.Value {
	case "table-talk":
		talk, err := l.tableTalk(*e, v)
		*e = talk
		return err
	case "reshuffle":
		e.Kind = Reshuffle
		cards, pos, err := l.cards(v, "reshuffle (the new draw pile)")
		e.Cards, e.CardPos = cards, pos
		return err
	}
	seat, err := l.seatOf(k, "a player's name")
	if err != nil {
		return err
	}
	if v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
		_, err := l.scalar(v, "the turn")
		return err
	}
	turn, perr := l.reader.Read(v.Value)
	if perr != nil {
		col := 1
		var se *notation.SyntaxError
		if errors.As(perr, &se) {
			col = se.Col
		}
		return l.syntaxAt(l.textPos(v)(col), "%v", perr)
	}
	e.Player, e.Text, e.Turn = seat, v.Value, turn
	e.value, e.text = v, l.text
	return nil
}

// entryKey reads an entry of turns: as a mapping of one key and returns
// the key and its value. An entry written as such, the usual case, is read
// without building the mapping's fields.
func (l *loader) entryKey(item *yaml.Node) (key, value *yaml.Node, err *LoadError) {
	item = deref(item)
	if item.Kind == yaml.MappingNode && len(item.Content) == 2 {
		if k := deref(item.Content[0]); k.Kind == yaml.ScalarNode {
			return k, deref(item.Content[1]), nil
		}
	}
	what := "entry " + strconv.Itoa(l.turn) + " of turns"
	ef, err := l.mapping(item, what, nil...)
	if err != nil {
		return nil, nil, err
	}
	if len(ef.keys) != 1 {
		return nil, nil, l.schemaf(ef.node, "%s must have exactly one key (a player, table-talk or reshuffle), not %d", what, len(ef.keys))
	}
	k := deref(ef.node.Content[0])
	return k, ef.vals[k.Value], nil
}

func (l *loader) tableTalk(e Entry, v *yaml.Node) (Entry, *LoadError) {
	e.Kind = TableTalk
	if v.Kind == yaml.ScalarNode {
		t, err := l.team(v)
		if err != nil {
			return Entry{}, err
		}
		e.Team = t
		return e, l.teamInPlay(v, t)
	}
	tf, err := l.mapping(v, "table-talk", "team", "forfeits")
	if err != nil {
		return Entry{}, err
	}
	if err := l.require(tf, "table-talk", "team"); err != nil {
		return Entry{}, err
	}
	t, err := l.team(tf.vals["team"])
	if err != nil {
		return Entry{}, err
	}
	e.Team = t
	if err := l.teamInPlay(tf.vals["team"], t); err != nil {
		return Entry{}, err
	}
	fn := tf.vals["forfeits"]
	if fn == nil {
		return e, nil
	}
	ff, err := l.mapping(fn, "forfeits", nil...)
	if err != nil {
		return Entry{}, err
	}
	listed := map[int]bool{}
	for i := 0; i+1 < len(ff.node.Content); i += 2 {
		k := deref(ff.node.Content[i])
		seat, err := l.seatOf(k, "a player's name")
		if err != nil {
			return Entry{}, err
		}
		if l.rec.Players[seat].Team != t {
			return Entry{}, l.schemaf(k, "%s is not on team %s, which talked", k.Value, t)
		}
		text, err := l.scalar(ff.vals[k.Value], "the card "+k.Value+" forfeits")
		if err != nil {
			return Entry{}, err
		}
		c := engine.NoCard
		if text != "?" {
			var perr error
			if c, perr = notation.ParseCard(text); perr != nil {
				return Entry{}, l.syntaxAt(l.errorPos(ff.vals[k.Value], perr), "%v", perr)
			}
		}
		listed[seat] = true
		e.Forfeits = append(e.Forfeits, engine.Forfeit{Player: seat, Card: c})
		e.CardPos = append(e.CardPos, posOf(ff.vals[k.Value]))
	}
	for seat, p := range l.rec.Players {
		if p.Team == t && !listed[seat] {
			return Entry{}, l.schemaf(fn, "forfeits must list every member of team %s; %s is missing", t, p.Name)
		}
	}
	return e, nil
}

func (l *loader) teamInPlay(n *yaml.Node, t engine.Team) *LoadError {
	for _, p := range l.rec.Players {
		if p.Team == t {
			return nil
		}
	}
	return l.schemaf(n, "team %s does not play in this game", t)
}
