package match

import (
	"bytes"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/protocol"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/situation"
)

// Result is one game of a match.
type Result struct {
	GameIndex int    // the game's index in the match, from 0 (game GameIndex+1)
	Seed      uint64 // the seed of its deal
	// Seats is the bot (an index into Config.Bots) of every seat.
	Seats []int
	Teams []engine.Team // the team of every seat
	// Names are the names the bots gave in the handshake, by seat (the
	// command where there was none).
	Names   []string
	Winner  engine.Team // the team that won, NoTeam when none did
	Fault   *Fault      // why the game ended early, nil when it did not
	Faulted int         // the seat at fault, when Fault is set
	Entries int         // the record's entries
	Points  [engine.MaxTeams]float64
	Record  []byte // the game as a record; nil when Config.NoRecords
}

// seat is a bot playing one seat of a game.
type seat struct {
	proc *process
	seen int // the entries already shown to it
	// The memory of its last turn's lines and what they show, reused.
	buf              []byte
	hand, live, dead []engine.Card
	plays            []engine.Action
	left             time.Duration // the time left on its clock, with Config.Clock
}

// playGame plays game number i of the match with the bots of seats.
func (m *Config) playGame(i int, seed uint64, seats []int, idle *pool) *Result {
	res := &Result{GameIndex: i, Seed: seed, Seats: seats, Winner: engine.NoTeam, Faulted: -1}
	table, err := play.NewTable(play.Config{Rules: m.Rules, Players: m.Players, Teams: m.Teams, Seed: seed})
	if err != nil {
		panic(err) // the configuration was checked before
	}
	g := table.Game()
	for p := 0; p < m.Players; p++ {
		res.Teams = append(res.Teams, g.TeamOf(p))
	}
	res.Names = make([]string, m.Players)
	players := make([]seat, m.Players)
	for p := range players {
		players[p].left = m.Clock
	}
	if p, f := m.startAll(i, players, seats, res.Names, res.Teams, idle); f != nil {
		f.Start = true
		res.Fault, res.Faulted = f, p
	}
	for res.Fault == nil && !table.Over() && len(table.Record().Entries) < m.maxEntries() {
		p := g.ToMove()
		if f := m.ask(&players[p], table, p, false); f != nil {
			res.Fault, res.Faulted = f, p
		}
	}
	if res.Fault != nil && players[res.Faulted].proc != nil {
		players[res.Faulted].proc.info.note(res.Fault)
	}
	m.finish(res, table, players)
	m.release(players, res, idle)
	return res
}

// startAll finds a bot for every seat, an idle one of the worker's or a
// new one that it starts and shakes hands with, and tells each its game.
// It returns the first seat at fault.
func (m *Config) startAll(game int, players []seat, seats []int, names []string, teams []engine.Team, idle *pool) (int, *Fault) {
	for p := range players {
		names[p] = m.Bots[seats[p]]
	}
	for p := range players {
		if players[p].proc = idle.take(seats[p]); players[p].proc == nil {
			proc, err := idle.place.start(m.command(seats[p]))
			if err != nil {
				return p, &Fault{Kind: Crashed, Detail: "could not start: " + err.Error()}
			}
			players[p].proc, proc.bot = proc, seats[p]
		}
		players[p].proc.info = info{show: m.showInfo(game, p)}
	}
	deadline := time.Now().Add(m.startTime())
	hello := protocol.AppendHello(nil)
	for p := range players {
		if players[p].proc.name == "" {
			if f := players[p].proc.send(hello, deadline); f != nil {
				return p, f
			}
		}
	}
	for p := range players {
		proc := players[p].proc
		if proc.name == "" {
			if f := m.shakeHands(proc, deadline); f != nil {
				return p, f
			}
		}
		names[p] = proc.name
	}
	for p := range players {
		line := protocol.AppendGame(nil, &protocol.GameStart{Rules: m.Rules, Seat: p, Teams: teams})
		if f := players[p].proc.send(line, time.Now().Add(m.moveTime())); f != nil {
			return p, f
		}
	}
	return -1, nil
}

// shakeHands reads a new bot's answer to the handshake, and its name.
func (m *Config) shakeHands(proc *process, deadline time.Time) *Fault {
	line, f := proc.receive(deadline)
	if f != nil {
		return f
	}
	name, ok := protocol.ReadHandshake(line)
	if !ok {
		return &Fault{Kind: Garbage, Answer: line, Detail: "the handshake wants bot NAME"}
	}
	proc.name = m.Bots[proc.bot]
	if name != "" {
		proc.name = botName(name)
	}
	return nil
}

// MaxName is the longest bot name the standings show, in characters.
const MaxName = 60

// botName is the name a bot gave, fit to be printed: bytes that are not
// UTF-8 and control characters (which would move a terminal's cursor or
// colour it) become ?, and a name longer than MaxName characters is cut
// with an ellipsis.
func botName(name string) string {
	name = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return '?'
		}
		return r
	}, strings.ToValidUTF8(name, "?"))
	if runes := []rune(name); len(runes) > MaxName {
		name = string(runes[:MaxName-1]) + "…"
	}
	return name
}

// view is what player p is shown before its turn: the entries of the
// others since its last turn, without their draws, the position, and the
// cards it holds, with their plays and the dead cards it may turn in: none
// once it turned one in alone this turn (docs/protocol.md, "A dead card
// alone").
func (m *Config) view(table *play.Table, p int, s *seat, turnedIn bool) *protocol.View {
	g := table.Game()
	// The hand and the pile are the dealer's: after a dead card turned in
	// alone, the engine has not seen the turn yet.
	s.hand = append(s.hand[:0], table.Hand(p)...)
	slices.Sort(s.hand)
	v := &protocol.View{Situation: situation.Of(g)}
	v.Situation.Hand = notation.SituationHand{Cards: s.hand}
	v.Situation.Pile = table.PileSize()
	held := engine.CardSetOf(s.hand...) // s.hand is sorted: card order
	s.live = appendCards(s.live[:0], held&g.PlayableSet(g.TeamOf(p)))
	s.dead = s.dead[:0]
	if !turnedIn {
		s.dead = appendCards(s.dead, held&g.DeadSet())
	}
	s.plays = s.plays[:0]
	for _, c := range s.live {
		s.plays = g.AppendPlaysOf(s.plays, c, g.TeamOf(p))
	}
	v.Dead, v.Plays = s.dead, s.plays
	v.Seen = s.news(table, p)
	return v
}

// news are the entries of the others that player p has not been shown,
// without their draws.
func (s *seat) news(table *play.Table, p int) []protocol.Seen {
	var out []protocol.Seen
	entries := table.Record().Entries
	for _, e := range entries[s.seen:] {
		if e.Player == p {
			continue
		}
		seen := protocol.Seen{Seat: e.Player}
		for _, a := range e.Actions {
			if a.Kind != engine.Draw {
				seen.Actions = append(seen.Actions, a)
			}
		}
		out = append(out, seen)
	}
	s.seen = len(entries)
	return out
}

// ask sends player p its view and plays its answer. An answer that is a
// dead card alone is turned in at once, and p is shown its hand again, with
// the replacement, for the rest of its turn (turnedIn).
func (m *Config) ask(s *seat, table *play.Table, p int, turnedIn bool) *Fault {
	v := m.view(table, p, s, turnedIn)
	v.Time = m.timeOf(s)
	s.buf = protocol.AppendView(s.buf[:0], v)
	if f := s.proc.send(s.buf, time.Now().Add(m.moveTime())); f != nil {
		return f
	}
	// The answer's time runs from go, written, to the answer, read
	// (docs/protocol.md, "Time").
	asked := time.Now()
	line, f := s.proc.receive(asked.Add(v.Time.Limit()))
	if f != nil {
		f.Clock = m.Clock > 0 && f.Kind == TimedOut && (m.MoveTime <= 0 || s.left < m.MoveTime)
		return f
	}
	if m.charge(s, time.Since(asked)) {
		return &Fault{Kind: TimedOut, Clock: true}
	}
	actions, err := protocol.ReadAnswer(line)
	if err != nil || len(actions) == 0 {
		f := &Fault{Kind: Garbage, Answer: strings.ToValidUTF8(line, "?")}
		if err != nil {
			f.Detail = err.Error()
		}
		return f
	}
	if a := actions; len(a) == 1 && a[0].Kind == engine.TurnInDead && table.TurnInDead(p, a[0].Card) {
		rest := m.ask(s, table, p, true)
		if rest != nil && rest.Kind == Illegal {
			rest.Answer = line + "; " + rest.Answer
		}
		return rest
	}
	table.Turn(p, actions)
	if v := table.Illegal(); !v.OK() {
		return &Fault{Kind: Illegal, Rule: v.Rule, Answer: line}
	}
	return nil
}

// finish scores the game, tells the bots how it ended and writes its
// record.
func (m *Config) finish(res *Result, table *play.Table, players []seat) {
	g := table.Game()
	teams := g.Teams()
	end := string(record.Unfinished)
	switch {
	case res.Fault != nil:
		loser := res.Teams[res.Faulted]
		end = fmt.Sprintf("forfeit %c %s", loser.Letter(), faultKey(res.Fault))
		for _, t := range teams {
			if t != loser {
				res.Points[t] = 1 / float64(len(teams)-1)
			}
		}
		if len(teams) == 2 {
			res.Winner = teams[0]
			if res.Winner == loser {
				res.Winner = teams[1]
			}
		}
	case g.Winner() != engine.NoTeam:
		res.Winner = g.Winner()
		res.Points[res.Winner] = 1
		end = "win " + string(res.Winner.Letter())
	default:
		for _, t := range teams {
			res.Points[t] = 1 / float64(len(teams))
		}
	}
	res.Entries = len(table.Record().Entries)
	for p := range players {
		if proc := players[p].proc; proc != nil && proc.name != "" {
			line := protocol.AppendEnd(protocol.AppendSeen(nil, players[p].news(table, p)), end)
			if f := proc.send(line, time.Now().Add(m.moveTime())); f != nil {
				proc.name = "" // not to be played again
			}
		}
	}
	if m.NoRecords {
		return
	}
	var b bytes.Buffer
	if err := play.WriteRecordWith(&b, table.Record(), m.about(res)); err != nil {
		panic(err) // writing to a buffer does not fail
	}
	res.Record = b.Bytes()
}

// appendCards appends the cards of set to dst in card order.
func appendCards(dst []engine.Card, set engine.CardSet) []engine.Card {
	for w := uint64(set); w != 0; w &= w - 1 {
		dst = append(dst, engine.Card(bits.TrailingZeros64(w)))
	}
	return dst
}
