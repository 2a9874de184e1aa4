package referee

import (
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/render"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
)

// JSON is a page as data, what seqref referee --format json prints: the
// same ruling as the text.
type JSON struct {
	// Answer is the answer block, line by line (ruling.Ruling.Answer at
	// its widest).
	Answer []string `json:"answer"`
	// AnswerParts is the answer in its parts (ruling.AnswerParts): the
	// verdict, what the entry does, the reason, the quoted sentence and its
	// source, what seqref decides where the rulebooks are silent, what the
	// table does now and the rule id, for a front end to lay out. It stands
	// beside Answer, whose lines stay as they were for those who read them.
	AnswerParts *ruling.AnswerParts `json:"answer_parts,omitempty"`
	File        string              `json:"file"`
	Ruleset     string              `json:"ruleset,omitempty"`
	// Asked is the entry asked about; Turn the entry ruled on (0: the setup).
	Asked   int    `json:"asked"`
	Turn    int    `json:"turn"`
	Earlier bool   `json:"earlier,omitempty"`
	Entry   string `json:"entry,omitempty"`
	Player  string `json:"player,omitempty"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	// Verdict is legal, illegal or invalid.
	Verdict ruling.Judgement `json:"verdict"`
	// Rule is the rule the ruling rests on: the rule broken, or the rule
	// that decides a legal entry; Play is the rule of a legal entry's play.
	Rule      rulebook.ID `json:"rule"`
	Play      rulebook.ID `json:"play,omitempty"`
	Statement string      `json:"statement"`
	// Sources are the words of the ruleset's own rule documents for Rule;
	// Silent says that they say nothing of it.
	Sources []rulebook.Source `json:"sources"`
	Silent  bool              `json:"silent,omitempty"`
	Message string            `json:"message,omitempty"`
	// LongLine says, for a chip in a line of six or more, which chips of it
	// are locked whichever five are claimed, which five seqref claims
	// (docs/rules.md D10) and how to claim others.
	LongLine string `json:"long_line,omitempty"`
	// Forbidding are the sentences that forbid the shape of the fault.
	Forbidding []rulebook.Source `json:"forbidding,omitempty"`
	Reasons    []Reason          `json:"reasons,omitempty"`
	// Cited are the other rules the facts cite, each with its short
	// statement.
	Cited []Cited `json:"cited,omitempty"`
	// Decisions are the decisions of docs/rules.md the ruling rests on.
	Decisions []rulebook.Decision `json:"decisions,omitempty"`
	// Next is what the table does after an illegal entry (D20).
	Next  string        `json:"next,omitempty"`
	Board *render.Model `json:"board,omitempty"`
	// OtherRulesets are the rulesets that rule otherwise on the entry.
	OtherRulesets []Other `json:"other_rulesets,omitempty"`
	// Rulesets are the full rulings under the rulesets asked for.
	Rulesets []JSON `json:"rulesets,omitempty"`
	// Situation is the situation the entry was played in (docs/notation.md,
	// section 6): the one to ask about with referee --at.
	Situation string `json:"situation,omitempty"`
}

// Reason is a fact of a legal ruling, with the rule it rests on.
type Reason struct {
	Rule rulebook.ID `json:"rule"`
	Text string      `json:"text"`
}

// Cited is a rule a fact cites, with its short statement.
type Cited struct {
	Rule      rulebook.ID `json:"rule"`
	Statement string      `json:"statement"`
}

// Other is another ruleset's verdict on the entry, and the command that
// shows its ruling.
type Other struct {
	Ruleset string `json:"ruleset"`
	// Says is its verdict in players' words, with the fact that decides.
	Says    string           `json:"says"`
	Verdict ruling.Judgement `json:"verdict"`
	Rule    rulebook.ID      `json:"rule"`
	Turn    int              `json:"turn"`
	Winner  string           `json:"winner,omitempty"`
	Command string           `json:"command"`
}

// JSON is the page as data.
func (p *Page) JSON() JSON {
	out := rulingJSON(p.Source, p.Ruling, p.Under)
	out.OtherRulesets = othersJSON(p.Source, p.Differ)
	return out
}

func rulingJSON(src Source, r *ruling.Ruling, under []*ruling.Ruling) JSON {
	rule := r.Statement()
	line, col := src.pos(r)
	parts := r.Parts()
	out := JSON{Answer: r.Answer(ruling.AnswerWidth), AnswerParts: &parts, File: src.File, Ruleset: r.Rules.Name, Asked: r.Asked, Turn: r.Turn, Earlier: r.Earlier(),
		Line: line, Column: col, Verdict: r.Judgement(), Rule: r.Rule,
		Statement: rule.Statement, Sources: nonNil(rule.SourcesFor(r.Rules)), Message: r.Message, LongLine: r.LongLine(),
		Forbidding: forbiddingQuotes(r), Next: r.Next(), Board: Board(r), Situation: Situation(r)}
	out.Silent = len(out.Sources) == 0 && len(rule.Sources) > 0
	if r.Legal {
		out.Play = r.Play
	}
	if r.Entry != nil {
		out.Entry = ruling.EntryText(r.Record, r.Entry)
		if r.Entry.Kind == record.PlayerTurn {
			out.Player = r.Record.Name(r.Entry.Player)
		}
	}
	for _, why := range r.Reasons {
		out.Reasons = append(out.Reasons, Reason{Rule: why.Rule, Text: why.Text})
	}
	for _, id := range r.Cited() {
		other, _ := rulebook.Lookup(id)
		out.Cited = append(out.Cited, Cited{Rule: id, Statement: other.Short()})
	}
	for _, id := range r.Decisions {
		d, _ := rulebook.DecisionOf(id)
		out.Decisions = append(out.Decisions, d)
	}
	for _, o := range under {
		oj := rulingJSON(src, o, nil)
		oj.File, oj.Board, oj.Situation = "", nil, ""
		out.Rulesets = append(out.Rulesets, oj)
	}
	return out
}

// othersJSON lists the rulesets that rule otherwise.
func othersJSON(src Source, differ []*ruling.Ruling) []Other {
	var out []Other
	for _, o := range differ {
		oj := Other{Ruleset: o.Rules.Name, Says: o.Says(), Verdict: o.Judgement(), Rule: o.Rule, Turn: o.Turn, Command: src.CommandLine(o)}
		if o.Legal {
			if o.Report.Won {
				oj.Winner = o.After.Winner().String()
			}
		}
		out = append(out, oj)
	}
	return out
}

// nonNil makes an empty list of sources an empty JSON array.
func nonNil(s []rulebook.Source) []rulebook.Source {
	if s == nil {
		return []rulebook.Source{}
	}
	return s
}
