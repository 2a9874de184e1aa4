package rewrite

import (
	"fmt"

	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/validate"
	"gopkg.in/yaml.v3"
)

// Format returns a record in canonical form, as gofmt does for Go: the
// cards of hands:, deck:, reshuffle entries and table-talk forfeits, the
// spaces and position of start:, and every turn in canonical notation
// (notation.FormatTurn), with a placement written without its space given
// the space it went to when the replay makes it unique, up to the first
// illegal entry. Only those values change, and the spaces and tabs that
// end lines go (but for lines of block scalars, | and >, where they are part
// of the value); keys, comments, quoting and layout stay as they were, and
// values written over several lines are left as written. A record that
// cannot be read in its format (a JSON record is held to JSON's rules, then
// edited as the flow YAML it also is) gives its *record.LoadError.
// Formatting never changes the verdict: Format checks that it does not.
func Format(src []byte, format record.Format, opt record.LoadOptions) ([]byte, error) {
	rec, err := format.Load(src, opt)
	if err != nil {
		return nil, err
	}
	doc, err := parseAs(src, format)
	if err != nil {
		return nil, err
	}
	f := formatter{rec: rec, resolved: resolvedShortForms(rec)}
	f.record(followAlias(doc.Content[0]))
	out, err := rewriteScalars(src, f.reps)
	if err != nil {
		return nil, err
	}
	formatted, err := parseAs(out, format)
	if err != nil {
		return nil, err
	}
	out = trimTrailingSpace(out, formatted)
	if err := sameVerdict(rec, out, format, opt); err != nil {
		return nil, err
	}
	return out, nil
}

// resolvedShortForms replays a record up to its first illegal entry and
// returns, by entry index, the space each legal placement written without
// its space went to.
func resolvedShortForms(rec *record.Record) map[int]engine.Space {
	out := map[int]engine.Space{}
	validate.Play(rec, func(st *validate.Step) {
		if st.After == nil || st.Report.Space == engine.NoSpace {
			return
		}
		for _, a := range st.Entry.Turn.Actions {
			if a.Kind == engine.PlaceShort {
				out[st.Index-1] = st.Report.Space
			}
		}
	})
	return out
}

// formatter collects the replacements that make a record canonical.
type formatter struct {
	rec      *record.Record
	resolved map[int]engine.Space
	reps     []scalarEdit
}

// set replaces a scalar's value when the canonical one differs.
func (f *formatter) set(n *yaml.Node, canonical string) {
	if n.Kind == yaml.ScalarNode && n.Value != canonical {
		f.reps = append(f.reps, scalarEdit{Node: n, Value: canonical})
	}
}

func (f *formatter) record(root *yaml.Node) {
	if hands := mapValue(root, "hands"); hands != nil && hands.Kind == yaml.MappingNode {
		for i := 1; i < len(hands.Content); i += 2 {
			f.cards(followAlias(hands.Content[i]))
		}
	}
	f.cards(mapValue(root, "deck"))
	f.start(mapValue(root, "start"))
	if turns := mapValue(root, "turns"); turns != nil && turns.Kind == yaml.SequenceNode {
		for i, item := range turns.Content {
			f.entry(i, followAlias(item))
		}
	}
}

// cards makes every card of a list canonical.
func (f *formatter) cards(list *yaml.Node) {
	if list == nil || list.Kind != yaml.SequenceNode {
		return
	}
	for _, n := range list.Content {
		f.card(n)
	}
}

// card makes a card canonical: 10H, AS, ADD.
func (f *formatter) card(n *yaml.Node) {
	if n.Kind != yaml.ScalarNode {
		return
	}
	if c, err := notation.ParseCard(n.Value); err == nil {
		f.set(n, c.String())
	}
}

// space makes a space canonical: C4, J10.
func (f *formatter) space(n *yaml.Node) {
	if n.Kind != yaml.ScalarNode {
		return
	}
	if s, err := notation.ParseSpace(n.Value); err == nil {
		f.set(n, s.String())
	}
}

func (f *formatter) start(st *yaml.Node) {
	if st == nil || st.Kind != yaml.MappingNode {
		return
	}
	if pos := mapValue(st, "position"); pos != nil {
		if b, err := notation.ParsePosition(pos.Value); err == nil {
			f.set(pos, b.String())
		}
	}
	if seqs := mapValue(st, "sequences"); seqs != nil && seqs.Kind == yaml.SequenceNode {
		for _, q := range seqs.Content {
			q = followAlias(q)
			for _, k := range []string{"from", "to"} {
				if n := mapValue(q, k); n != nil {
					f.space(n)
				}
			}
		}
	}
}

// entry makes the i-th entry of turns: canonical.
func (f *formatter) entry(i int, item *yaml.Node) {
	if item.Kind != yaml.MappingNode || len(item.Content) != 2 || i >= len(f.rec.Turns) {
		return
	}
	v := followAlias(item.Content[1])
	e := &f.rec.Turns[i]
	switch e.Kind {
	case record.Reshuffle:
		f.cards(v)
	case record.TableTalk:
		if forfeits := mapValue(v, "forfeits"); forfeits != nil && forfeits.Kind == yaml.MappingNode {
			for j := 1; j < len(forfeits.Content); j += 2 {
				f.card(followAlias(forfeits.Content[j]))
			}
		}
	case record.PlayerTurn:
		acts := append([]engine.Action(nil), e.Turn.Actions...)
		if s, ok := f.resolved[i]; ok {
			for j := range acts {
				if acts[j].Kind == engine.PlaceShort {
					acts[j].Kind, acts[j].Space = engine.Place, s
				}
			}
		}
		f.set(v, notation.FormatTurn(acts))
	}
}

// mapValue is the value of a key of a mapping, aliases followed; nil when the
// node is not a mapping or has no such key.
func mapValue(m *yaml.Node, key string) *yaml.Node {
	if m == nil || m.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if followAlias(m.Content[i]).Value == key {
			return followAlias(m.Content[i+1])
		}
	}
	return nil
}

// followAlias follows aliases to the node they name.
func followAlias(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 64; i++ {
		n = n.Alias
	}
	return n
}

// sameVerdict checks that the formatted text of a record reads as a record
// with the same verdict. Messages are not written (no explainer), for a
// message may quote the text, and columns are not compared: a shorter or
// longer value moves what follows it on its line.
func sameVerdict(rec *record.Record, formatted []byte, format record.Format, opt record.LoadOptions) error {
	again, err := format.Load(formatted, opt)
	if err != nil {
		return fmt.Errorf("formatting made the record unreadable: %v", err)
	}
	a, b := validate.Judge(rec, validate.Options{}), validate.Judge(again, validate.Options{})
	for _, v := range []*validate.Outcome{a, b} {
		if v.Error != nil {
			v.Error.Column = 0
		}
	}
	if string(a.JSON()) != string(b.JSON()) {
		return fmt.Errorf("formatting would change the verdict from %s to %s", a.JSON(), b.JSON())
	}
	return nil
}

// parseAs parses a record's text as the format it is written in: JSON by
// record's JSON parser, which reads what YAML cannot (a key of over 1,024
// characters is a JSON key, not a YAML one), YAML by yaml.v3.
func parseAs(src []byte, format record.Format) (*yaml.Node, error) {
	if format == record.JSON {
		doc, _, err := recordtext.ParseJSON(src)
		if err != nil {
			return nil, &record.LoadError{Rule: err.Rule, Turn: err.Turn, Pos: record.Pos(err.Pos), Msg: err.Msg}
		}
		return doc, nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		return nil, err
	}
	return &doc, nil
}
