package puzzle

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// Record writes the puzzle as a record (docs/format.md section 5) that seqref
// validate accepts: the position in start:, only the mover's hand, the
// question, the puzzle: block, the one turn and the expect: block the turn
// gives. The same puzzle always gives the same bytes.
func (pz *Puzzle) Record() []byte {
	var b strings.Builder
	pos := &pz.Position
	fmt.Fprintf(&b, "sequence: 1\nruleset: %s\n", pos.Rules.Name)
	fmt.Fprintf(&b, "title: %s puzzle (%s), %s, %d players\n", pz.Kind, pz.Difficulty, pos.Rules.Name, len(pos.Teams))
	b.WriteString("players:\n")
	for seat, t := range pos.Teams {
		fmt.Fprintf(&b, "  - {name: %s, team: %s}\n", pz.Names[seat], t)
	}
	fmt.Fprintf(&b, "hands:\n  %s: %s\n", pz.Player(), cardList(pos.Hand))
	fmt.Fprintf(&b, "start:\n  position: %q\n  sequences: [", pos.Board.String())
	for i, q := range pos.Sequences {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "{team: %s, from: %s, to: %s}", q.Team, q.From, q.To())
	}
	fmt.Fprintf(&b, "]\n  to_move: %s\n", pz.Player())
	fmt.Fprintf(&b, "question: %s\n", yamlQuote(pz.Question))
	fmt.Fprintf(&b, "puzzle: {kind: %s, difficulty: %s", pz.Kind, pz.Difficulty)
	if src := pz.Source; src.Known {
		fmt.Fprintf(&b, ", seed: %d, policy: %s, entry: %d", src.Seed, src.Policy, src.Entry)
	}
	fmt.Fprintf(&b, ", answer: %s}\n", pz.answerText())
	fmt.Fprintf(&b, "turns:\n  - %s: %s\n", pz.Player(), notation.FormatTurn(pz.Turn))
	b.WriteString(pz.expectText())
	return []byte(b.String())
}

// answerText is the answer as the puzzle: block writes it.
func (pz *Puzzle) answerText() string {
	switch pz.Kind {
	case Win, Block:
		return yamlQuote(notation.FormatAction(pz.Answer.Play))
	case Dead:
		return cardList(pz.Answer.Dead)
	case Legal:
		return ruleText(pz.Answer.Rule)
	case Count:
		var parts []string
		for _, t := range pz.Position.teamsInPlay() {
			parts = append(parts, fmt.Sprintf("%s: %d", t, pz.Answer.Counts[t]))
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return ""
}

// expectText is the expect: block: what the turn gives, worked out by the
// engine from the position.
func (pz *Puzzle) expectText() string {
	g, v := pz.Position.Game()
	if !v.OK() {
		return ""
	}
	t := try(g, pz.Position.ToMove, pz.Turn)
	var b strings.Builder
	b.WriteString("expect:\n")
	switch {
	case !t.v.OK():
		fmt.Fprintf(&b, "  result: illegal\n  turns: 0\n  error: {turn: 1, rule: %s}\n", t.v.Rule)
		t.after = *g
	case t.rep.Won:
		fmt.Fprintf(&b, "  result: win\n  winner: %s\n  turns: 1\n", t.after.Winner())
	default:
		b.WriteString("  result: unfinished\n  turns: 1\n")
	}
	counts := countsAfter(t)
	var parts []string
	for _, team := range pz.Position.teamsInPlay() {
		parts = append(parts, fmt.Sprintf("%s: %d", team, counts[team]))
	}
	fmt.Fprintf(&b, "  sequences: {%s}\n", strings.Join(parts, ", "))
	return b.String()
}

// teamsInPlay lists the teams of the position in colour order.
func (p *Position) teamsInPlay() []engine.Team {
	var out []engine.Team
	for t := engine.Green; t <= engine.Red; t++ {
		for _, pt := range p.Teams {
			if pt == t {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// yamlQuote writes text as a YAML double-quoted scalar. The questions and
// plays it is used for are plain ASCII; only the backslash and the double
// quote need escaping.
func yamlQuote(text string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	return `"` + r.Replace(text) + `"`
}
