package cmd

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/moves"
	"github.com/seqref/seqref/notation"
)

// movesJSON is what moves --format json prints (docs/library.md).
type movesJSON struct {
	Situation string       `json:"situation"`
	Seat      int          `json:"seat"`
	Player    string       `json:"player,omitempty"`
	Team      string       `json:"team"`
	Hand      []string     `json:"hand"`
	Over      bool         `json:"over"`
	Pass      bool         `json:"pass"`
	Dead      []string     `json:"dead"`
	Threats   []threatJSON `json:"threats"`
	Plays     []playJSON   `json:"plays"`
	Count     movesCounts  `json:"count"`
}

type playJSON struct {
	Action    string         `json:"action"`
	Kind      string         `json:"kind"`
	Card      string         `json:"card"`
	Space     string         `json:"space"`
	Dead      []string       `json:"dead,omitempty"`
	Sequences []sequenceJSON `json:"sequences,omitempty"`
	Wins      bool           `json:"wins,omitempty"`
	Blocks    []threatJSON   `json:"blocks,omitempty"`
}

type sequenceJSON struct {
	Team   string   `json:"team"`
	From   string   `json:"from"`
	To     string   `json:"to"`
	Spaces []string `json:"spaces"`
}

type threatJSON struct {
	sequenceJSON
	Open string `json:"open"`
}

func (o movesOutput) json() movesJSON {
	l := o.listing
	out := movesJSON{Situation: o.situation.String(), Seat: l.Player + 1, Team: l.Team.String(), Over: l.Over, Pass: l.Pass,
		Dead: cardStrings(l.Dead), Threats: []threatJSON{}, Plays: []playJSON{}, Count: o.counts()}
	if o.names != nil {
		out.Player = o.names[l.Player]
	}
	if l.HandKnown {
		out.Hand = cardStrings(o.situation.Hand.Cards)
	}
	for _, t := range l.Threats {
		out.Threats = append(out.Threats, threatJSONOf(t))
	}
	for _, p := range l.Plays {
		pj := playJSON{Action: notation.FormatAction(p.Action), Kind: "place", Card: p.Action.Card.String(),
			Space: p.Action.Space.String(), Wins: p.Wins}
		if p.Action.Kind == engine.Take {
			pj.Kind = "remove"
		}
		if len(l.Dead) > 0 {
			pj.Dead = out.Dead
		}
		for _, q := range p.Sequences {
			pj.Sequences = append(pj.Sequences, sequenceJSONOf(q))
		}
		for _, t := range p.Blocks {
			pj.Blocks = append(pj.Blocks, threatJSONOf(t))
		}
		out.Plays = append(out.Plays, pj)
	}
	return out
}

func sequenceJSONOf(q engine.Sequence) sequenceJSON {
	out := sequenceJSON{Team: q.Team.String(), From: q.From.String(), To: q.To().String()}
	for _, s := range q.Spaces() {
		out.Spaces = append(out.Spaces, s.String())
	}
	return out
}

func threatJSONOf(t moves.Threat) threatJSON {
	return threatJSON{sequenceJSON: sequenceJSONOf(t.Line), Open: t.Open.String()}
}

func cardStrings(cards []engine.Card) []string {
	out := []string{}
	for _, c := range cards {
		out = append(out, c.String())
	}
	return out
}
