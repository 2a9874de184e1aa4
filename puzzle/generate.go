package puzzle

import (
	"fmt"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/situation"
)

// Options say which puzzles to generate.
type Options struct {
	Kind Kind
	Seed uint64
	// Count is how many puzzles to make.
	Count int
	// Difficulty is easy or hard, or Mixed: then even-numbered puzzles
	// (counting from 0) are easy and odd-numbered ones hard.
	Difficulty Difficulty
}

// MaxGames bounds the self-play games searched for one puzzle.
const MaxGames = 20000

// Generate makes opt.Count puzzles of one kind from real self-play games.
// Puzzle i depends only on the seed, the kind, the difficulty asked for and
// i, so a larger count makes the same first puzzles. Every puzzle is written as a
// record, read back and confirmed by Check before it is returned: a puzzle
// with two answers is never returned.
func Generate(opt Options) ([]*Puzzle, error) {
	if _, err := KindNamed(string(opt.Kind)); err != nil {
		return nil, err
	}
	out := make([]*Puzzle, 0, opt.Count)
	for i := 0; i < opt.Count; i++ {
		pz, err := generateOne(opt, i)
		if err != nil {
			return nil, err
		}
		out = append(out, pz)
	}
	return out, nil
}

// difficultyOf is the difficulty of puzzle i, and how many puzzles of that
// difficulty come before it in the batch.
func difficultyOf(opt Options, i int) (Difficulty, int) {
	if opt.Difficulty != Mixed {
		return opt.Difficulty, i
	}
	if i%2 == 0 {
		return Easy, i / 2
	}
	return Hard, i / 2
}

// legalTargetOf is the verdict the nth legal puzzle of difficulty d aims at:
// the batch goes through the rules of that difficulty in an order drawn
// from its seed, so every run of len(easyRules) puzzles covers them all and
// a puzzle's place in the batch does not give its answer away.
func legalTargetOf(opt Options, d Difficulty, nth int) legalTarget {
	rules, stream := easyRules, -1
	if d == Hard {
		rules, stream = hardRules, -2
	}
	order := newRNG(opt.Seed, opt.Kind, stream).perm(len(rules))
	return rules[order[nth%len(rules)]]
}

func generateOne(opt Options, i int) (*Puzzle, error) {
	want, nth := difficultyOf(opt, i)
	r := newRNG(opt.Seed, opt.Kind, i)
	for range MaxGames {
		cfg := gameConfig(r)
		list, err := positions(cfg)
		if err != nil {
			return nil, err
		}
		for _, k := range r.perm(len(list)) {
			s := &list[k]
			g, v := s.pos.Game()
			if !v.OK() {
				return nil, fmt.Errorf("puzzle: the engine rejects a position of self-play seed %d: %s", cfg.Seed, v.Rule)
			}
			q := &query{pos: &s.pos, g: g, p: s.pos.ToMove, want: want, target: legalTargetOf(opt, want, nth), r: r}
			found, ok := posers[opt.Kind](q)
			if !ok {
				continue
			}
			pz := &Puzzle{Kind: opt.Kind, Difficulty: want, Position: s.pos, Names: situation.Names[:len(s.pos.Teams)],
				Turn: found.turn, Answer: found.answer,
				Source: Source{Known: true, Policy: cfg.Policy, Seed: cfg.Seed, Entry: s.entry}}
			pz.Question = pz.question()
			if err := selfCheck(pz); err != nil {
				return nil, err
			}
			return pz, nil
		}
	}
	return nil, fmt.Errorf("puzzle: no %s %s puzzle in %d self-play games from seed %d", want, opt.Kind, MaxGames, opt.Seed)
}

// selfCheck reads a generated puzzle's record back and checks it as
// seqref puzzle --check would; a failure is a bug in the generator.
func selfCheck(pz *Puzzle) error {
	data := pz.Record()
	rec, err := record.Load(data, record.LoadOptions{})
	if err == nil {
		err = Check(rec)
	}
	if err != nil {
		return fmt.Errorf("puzzle: generated %s puzzle fails its own check: %v\n%s", pz.Kind, err, data)
	}
	return nil
}
