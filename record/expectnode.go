package record

import (
	"bytes"
	"slices"
	"strconv"
	"strings"

	"github.com/seqref/seqref/engine"
	"gopkg.in/yaml.v3"
)

// The expectation as YAML nodes, the form in which seqref writes the values
// of an expect: block into a record's text (seqref test --update) and shows
// them in differences (docs/golden-tests.md).

// blockNode is the expectation as the body of a full expect: block: a
// block mapping of the keys it names, in the order named; error and
// penalties stand for their sub-keys, and a non-empty completed: is written
// one sequence a line.
func (x *Expectation) blockNode() *yaml.Node {
	m := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	var done []string
	for _, key := range x.Keys {
		k := strings.SplitN(key, ".", 2)[0]
		if slices.Contains(done, k) {
			continue
		}
		done = append(done, k)
		v := x.valueNode(k)
		if k == "completed" && len(v.Content) > 0 {
			v.Style = 0 // one sequence a line
		}
		m.Content = append(m.Content, nodeStr(k), v)
	}
	return m
}

// valueNode is the YAML value of one key of the expectation, or of a sub-key
// ("error", "rule"), made from its decoded values; nil for a key expect:
// does not have. An error it does not name is null.
func (x *Expectation) valueNode(path ...string) *yaml.Node {
	if len(path) == 0 {
		return nil
	}
	switch path[0] {
	case "result":
		return nodeStr(string(x.Result))
	case "winner":
		if x.Winner == nil {
			return nodeNull()
		}
		return nodeStr(*x.Winner)
	case "turns":
		return nodeInt(x.Turns)
	case "error":
		return x.errorNode(path[1:])
	case "sequences":
		m := nodeFlowMap()
		for _, t := range []engine.Team{engine.Green, engine.Blue, engine.Red} {
			if n, ok := x.Sequences[t.String()]; ok {
				m.Content = append(m.Content, nodeStr(t.String()), nodeInt(n))
			}
		}
		return m
	case "completed":
		s := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle}
		for _, q := range x.Completed {
			item := nodeFlowMap()
			item.Content = append(item.Content, nodeStr("team"), nodeStr(q.Team),
				nodeStr("from"), nodeStr(q.From), nodeStr("to"), nodeStr(q.To))
			s.Content = append(s.Content, item)
		}
		return s
	case "position":
		n := nodeStr(x.Position)
		n.Style = yaml.DoubleQuotedStyle
		return n
	case "hand_sizes":
		return x.countsNode("hand_sizes")
	case "penalties":
		return x.penaltiesNode(path[1:])
	}
	return nil
}

func (x *Expectation) errorNode(sub []string) *yaml.Node {
	if !x.names("error.turn") && !x.names("error.rule") {
		return nodeNull()
	}
	if len(sub) > 0 {
		switch sub[0] {
		case "turn":
			return nodeInt(x.ErrorTurn)
		case "rule":
			return nodeStr(string(x.ErrorRule))
		}
		return nil
	}
	m := nodeFlowMap()
	m.Content = append(m.Content, nodeStr("turn"), nodeInt(x.ErrorTurn), nodeStr("rule"), nodeStr(string(x.ErrorRule)))
	return m
}

func (x *Expectation) penaltiesNode(sub []string) *yaml.Node {
	if len(sub) > 0 {
		switch sub[0] {
		case "missed_draws", "forfeits":
			return x.countsNode("penalties." + sub[0])
		}
		return nil
	}
	m := nodeFlowMap()
	for _, k := range expectPenaltyKeys {
		m.Content = append(m.Content, nodeStr(k), x.countsNode("penalties."+k))
	}
	return m
}

// countsNode writes the counts by player of key: the seats in order, then
// any other names in sorted order.
func (x *Expectation) countsNode(key string) *yaml.Node {
	counts := x.Counts[key]
	m := nodeFlowMap()
	for _, name := range countOrder(counts, x.Seats) {
		m.Content = append(m.Content, nodeStr(name), nodeInt(counts[name]))
	}
	return m
}

// Has reports whether the block names the key as written: "error" for an
// error written whole, "error.rule" for one of its sub-keys.
func (x *Expectation) Has(key string) bool {
	_, ok := x.values[key]
	return ok
}

// Written is the value of a key as the block writes it, on one line in flow
// style ("(none)" for a key the block does not name). An error named by
// its sub-keys is the mapping of those sub-keys.
func (x *Expectation) Written(key string) string {
	if v, ok := x.values[key]; ok || key != "error" {
		return flowText(v)
	}
	m := nodeFlowMap()
	for _, k := range expectErrorKeys {
		if v, ok := x.values["error."+k]; ok {
			m.Content = append(m.Content, nodeStr(k), v)
		}
	}
	return flowText(m)
}

// Flow is the value of a key or sub-key made from the expectation's decoded
// values, on one line in flow style.
func (x *Expectation) Flow(path ...string) string { return flowText(x.valueNode(path...)) }

func nodeStr(s string) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s}
}
func nodeInt(n int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(n)}
}
func nodeNull() *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Value: "null"} }
func nodeFlowMap() *yaml.Node {
	return &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Style: yaml.FlowStyle}
}

// flowText writes a YAML value on one line, in flow style: the way
// differences show values; "(none)" for nil.
func flowText(n *yaml.Node) string {
	if n == nil {
		return "(none)"
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	if err := enc.Encode(flowCopy(n)); err != nil {
		return "(" + err.Error() + ")"
	}
	_ = enc.Close()
	return strings.TrimSuffix(b.String(), "\n")
}

// flowCopy copies a node with every collection in flow style, without
// comments or positions.
func flowCopy(n *yaml.Node) *yaml.Node {
	for n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	c := &yaml.Node{Kind: n.Kind, Tag: n.Tag, Value: n.Value, Style: n.Style &^ (yaml.LiteralStyle | yaml.FoldedStyle)}
	if n.Kind == yaml.MappingNode || n.Kind == yaml.SequenceNode {
		c.Style = yaml.FlowStyle
	}
	for _, k := range n.Content {
		c.Content = append(c.Content, flowCopy(k))
	}
	if c.Kind == yaml.DocumentNode && len(c.Content) == 1 {
		return c.Content[0]
	}
	return c
}
