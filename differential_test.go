package main_test

import (
	"bytes"
	"flag"
	"fmt"
	"iter"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/batch"
	"github.com/seqref/seqref/internal/cmd"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

var differentialGames = flag.Int("differential.games", 2000, "self-play games the differential test mutates and judges")

// Mutations of one entry of a legal record. Every kind but removedDraw
// makes the record illegal at a known entry.
const (
	wrongSpace    = "wrong space"  // a normal card placed on a space that shows another card
	wrongCard     = "wrong card"   // a placement with a card the player does not hold
	swapPlayers   = "swap players" // an entry given to a player who is not to move
	duplicate     = "duplicate"    // an entry written twice
	removedDraw   = "removed draw" // a written draw left out: the known pile says it anyway
	noMutation    = "no mutation"  // the record as played
	fmtCheck      = "seqref fmt"   // the verdict of the formatted record
	annotateCheck = "seqref annotate"
)

var mutationKinds = []string{wrongSpace, wrongCard, swapPlayers, duplicate, removedDraw}

// gameCase is one self-play game to mutate.
type gameCase struct {
	index int
	cfg   play.Config
}

// gameCases yields n games across the rulesets, their player counts and
// both policies, with short and full lengths.
func gameCases(n int) iter.Seq[gameCase] {
	return func(yield func(gameCase) bool) {
		for i := range n {
			r := engine.Rulesets[i%len(engine.Rulesets)]
			counts := r.PlayerCounts()
			cfg := play.Config{Rules: r, Players: counts[(i/len(engine.Rulesets))%len(counts)], Seed: uint64(i + 1),
				Policy: play.Random, MaxEntries: 12 + (i*37)%160}
			if i%5 == 4 {
				cfg.Policy = play.Greedy
			}
			if !yield(gameCase{i, cfg}) {
				return
			}
		}
	}
}

// facts are the parts of a verdict a mutation, fmt or annotate may not
// change where the verdict says they stay.
type facts struct {
	result  record.Result
	winner  string
	turns   int
	errTurn int
	errRule string
}

func (f facts) String() string {
	s := fmt.Sprintf("%s after %d entries", f.result, f.turns)
	if f.winner != "" {
		s += ", winner " + f.winner
	}
	if f.errRule != "" {
		s += fmt.Sprintf(", error at entry %d [%s]", f.errTurn, f.errRule)
	}
	return s
}

func judge(text []byte) (facts, *record.Record) {
	rec, err := record.Load(text, record.LoadOptions{})
	var v *validate.Outcome
	if err != nil {
		v = validate.Invalid("game.yaml", err)
	} else {
		v = ruling.Judge(rec, "game.yaml")
	}
	f := facts{result: v.Result, turns: v.Turns}
	if v.Winner != nil {
		f.winner = v.Winner.String()
	}
	if v.Error != nil {
		f.errTurn, f.errRule = v.Error.Turn, string(v.Error.Rule)
	}
	return f, rec
}

func recordText(g *play.Transcript) []byte {
	var b bytes.Buffer
	if err := play.WriteRecord(&b, g); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// mutate changes one entry of the game's record and returns the mutated
// game, the 1-based entry where it must be illegal (0 when it must stay
// legal), and false when the game has no entry the kind applies to.
func mutate(g *play.Transcript, rec *record.Record, kind string, rng *rand.Rand) (*play.Transcript, int, bool) {
	m := *g
	m.Entries = slices.Clone(g.Entries)
	r := g.Config.Rules
	var candidates []int // 0-based entries the kind applies to
	for i, e := range g.Entries {
		if e.Player < 0 {
			if kind == duplicate {
				candidates = append(candidates, i)
			}
			continue
		}
		switch kind {
		case wrongSpace, wrongCard:
			if placement(e, r, kind == wrongSpace) >= 0 {
				candidates = append(candidates, i)
			}
		case removedDraw:
			if slices.ContainsFunc(e.Actions, func(a engine.Action) bool { return a.Kind == engine.Draw }) {
				candidates = append(candidates, i)
			}
		default:
			candidates = append(candidates, i)
		}
	}
	if len(candidates) == 0 {
		return nil, 0, false
	}
	k := candidates[rng.IntN(len(candidates))]
	e := m.Entries[k]
	e.Actions = slices.Clone(e.Actions)
	switch kind {
	case wrongSpace:
		a := &e.Actions[placement(e, r, true)]
		var spaces []engine.Space
		for s := engine.Space(0); s < engine.NumSpaces; s++ {
			if !s.IsCorner() && !engine.StandardLayout.Shows(s, a.Card) {
				spaces = append(spaces, s)
			}
		}
		a.Space = spaces[rng.IntN(len(spaces))]
	case wrongCard:
		a := &e.Actions[placement(e, r, false)]
		hand := handBefore(rec, k+1)
		var cards []engine.Card
		for _, c := range engine.AllCards() {
			if r.Kind(c) != engine.NotInDeck && c != a.Card && hand.Count(c) == 0 {
				cards = append(cards, c)
			}
		}
		a.Card = cards[rng.IntN(len(cards))]
	case swapPlayers:
		e.Player = (e.Player + 1 + rng.IntN(g.Config.Players-1)) % g.Config.Players
	case duplicate:
		m.Entries = slices.Insert(m.Entries, k+1, e)
		return &m, k + 2, true
	case removedDraw:
		e.Actions = slices.DeleteFunc(e.Actions, func(a engine.Action) bool { return a.Kind == engine.Draw })
		m.Entries[k] = e
		return &m, 0, true
	}
	m.Entries[k] = e
	return &m, k + 1, true
}

// placement is the index of the entry's placement of a card (a normal card
// only when normal is set), -1 when it has none.
func placement(e play.Entry, r *engine.Ruleset, normal bool) int {
	for i, a := range e.Actions {
		if a.Kind == engine.Place && (!normal || r.Kind(a.Card) == engine.Normal) {
			return i
		}
	}
	return -1
}

// handBefore is the hand of the player of the 1-based entry, before it.
func handBefore(rec *record.Record, entry int) engine.Hand {
	var hand engine.Hand
	validate.Play(rec, func(st *validate.Step) {
		if st.Index == entry {
			hand = *st.Before.Hand(st.Entry.Player)
		}
	})
	return hand
}

// commandMu makes the games' commands run one at a time: cmd.Run is not
// safe to call from several goroutines at once (urfave/cli's help flag is
// a global that every run sets).
var commandMu sync.Mutex

// runCommand runs seqref in process with the record on standard input and
// returns what it printed; the exit status must be want.
func runCommand(text []byte, want int, args ...string) ([]byte, error) {
	var out, errOut bytes.Buffer
	commandMu.Lock()
	defer commandMu.Unlock()
	code := cmd.Run(append([]string{"seqref"}, args...), cmd.Streams{In: bytes.NewReader(text), Out: &out, Err: &errOut})
	if code != want || errOut.Len() > 0 {
		return nil, fmt.Errorf("exit %d, want %d: %s", code, want, strings.TrimSpace(errOut.String()))
	}
	return out.Bytes(), nil
}

// checkGame plays one game, mutates it and returns what went wrong, with
// the kind of mutation tried ("" when none applied).
func checkGame(c gameCase) (kind string, problems []string) {
	fail := func(format string, args ...any) {
		problems = append(problems, fmt.Sprintf("game %d (%s, %d players, %s, seed %d, %s): ", c.index, c.cfg.Rules.Name,
			c.cfg.Players, c.cfg.Policy, c.cfg.Seed, kind)+fmt.Sprintf(format, args...))
	}
	g, err := play.Play(c.cfg)
	if err != nil {
		kind = noMutation
		fail("%v", err)
		return kind, problems
	}
	text := recordText(g)
	orig, rec := judge(text)
	if orig.result != record.Win && orig.result != record.Unfinished {
		kind = noMutation
		fail("the game as played is %s", orig)
		return kind, problems
	}
	rng := rand.New(rand.NewPCG(c.cfg.Seed, 0xd1ff))
	var m *play.Transcript
	var at int
	for _, i := range rng.Perm(len(mutationKinds)) {
		var ok bool
		kind = mutationKinds[i]
		if m, at, ok = mutate(g, rec, kind, rng); ok {
			break
		}
		kind = ""
	}
	if kind == "" {
		return kind, nil
	}
	mtext := recordText(m)
	got, _ := judge(mtext)
	switch {
	case at == 0 && got != orig:
		fail("the verdict changed from %s to %s", orig, got)
	case at > 0 && (got.result != record.Illegal || got.errTurn > at):
		fail("mutated entry %d, but the verdict is %s: a later entry, or none", at, got)
	case at > 0 && got.errTurn < at:
		fail("mutated entry %d, but the verdict is %s: an earlier entry, though entries before %d are as played", at, got, at)
	}
	if c.index%4 != 0 {
		return kind, problems
	}
	// fmt exits 0 for every record; annotate exits as validate does.
	for _, check := range []struct {
		name string
		exit int
		args []string
	}{{fmtCheck, cmd.ExitOK, []string{"fmt"}}, {annotateCheck, got.result.ExitCode(), []string{"annotate", "-"}}} {
		out, err := runCommand(mtext, check.exit, check.args...)
		if err != nil {
			fail("%s: %v", check.name, err)
			continue
		}
		if after, _ := judge(out); after != got {
			fail("%s changed the verdict from %s to %s", check.name, got, after)
		}
	}
	return kind, problems
}

// TestDifferential plays self-play games across rulesets, player counts
// and policies, mutates one entry of each record (see mutationKinds) and
// checks that (a) the first illegal entry found is the mutated one (the
// entries before it are as played, so never an earlier one, and never a
// later one), a left-out draw changes nothing, and (b) for every fourth game
// the verdict of the mutated record is the same after seqref fmt and after
// seqref annotate. -differential.games N sets the number of games.
func TestDifferential(t *testing.T) {
	n := *differentialGames
	if testing.Short() {
		n = min(n, 200)
	}
	tried := map[string]int{}
	err := batch.Map(gameCases(n), runtime.NumCPU(), func(c gameCase) []string {
		kind, problems := checkGame(c)
		return append([]string{kind}, problems...)
	}, func(res []string) error {
		tried[res[0]]++
		for _, p := range res[1:] {
			t.Error(p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range mutationKinds {
		if tried[k] < n/20 {
			t.Errorf("only %d of %d games had a %q mutation", tried[k], n, k)
		}
	}
	t.Logf("%d games; mutations: %v", n, tried)
}
