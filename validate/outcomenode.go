package validate

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/seqref/seqref/record"

	"gopkg.in/yaml.v3"
)

// Node is the outcome as the body of a full expect: block: a block mapping
// with every key that applies. An invalid record has only result and error;
// error is written only when there is one.
func (o *Outcome) Node() *yaml.Node {
	m := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	for _, k := range record.ExpectKeys {
		if o.Result == record.Invalid && k != "result" && k != "error" {
			continue
		}
		if k == "error" && o.Error == nil {
			continue
		}
		v := o.Value(k)
		if k == "completed" && len(v.Content) > 0 {
			v.Style = 0 // one sequence a line
		}
		m.Content = append(m.Content, outcomeStr(k), v)
	}
	return m
}

// Value is the YAML value of one key of an expect: block, or of a sub-key
// ("error", "rule"), for this outcome; nil for a key expect: does not have.
func (o *Outcome) Value(path ...string) *yaml.Node {
	if len(path) == 0 {
		return nil
	}
	switch path[0] {
	case "result":
		return outcomeStr(string(o.Result))
	case "winner":
		if o.Winner == nil {
			return outcomeNull()
		}
		return outcomeStr(*o.Winner)
	case "turns":
		return outcomeInt(o.Turns)
	case "error":
		return o.errorValue(path[1:])
	case "sequences":
		m := outcomeFlowMap()
		for _, c := range o.Sequences {
			m.Content = append(m.Content, outcomeStr(c.Team.String()), outcomeInt(c.Count))
		}
		return m
	case "completed":
		s := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle}
		for _, q := range o.Completed {
			item := outcomeFlowMap()
			item.Content = append(item.Content, outcomeStr("team"), outcomeStr(q.Team),
				outcomeStr("from"), outcomeStr(q.From), outcomeStr("to"), outcomeStr(q.To))
			s.Content = append(s.Content, item)
		}
		return s
	case "position":
		n := outcomeStr(o.Position)
		n.Style = yaml.DoubleQuotedStyle
		return n
	case "hand_sizes":
		return outcomePlayerCounts(o.HandSizes)
	case "penalties":
		return o.penaltiesValue(path[1:])
	}
	return nil
}

func (o *Outcome) errorValue(sub []string) *yaml.Node {
	if len(sub) > 0 {
		if o.Error == nil {
			return outcomeNull()
		}
		switch sub[0] {
		case "turn":
			return outcomeInt(o.Error.Turn)
		case "rule":
			return outcomeStr(o.Error.Rule)
		}
		return nil
	}
	if o.Error == nil {
		return outcomeNull()
	}
	m := outcomeFlowMap()
	m.Content = append(m.Content, outcomeStr("turn"), outcomeInt(o.Error.Turn), outcomeStr("rule"), outcomeStr(o.Error.Rule))
	return m
}

func (o *Outcome) penaltiesValue(sub []string) *yaml.Node {
	if len(sub) > 0 {
		switch sub[0] {
		case "missed_draws":
			return outcomePlayerCounts(o.Penalties.MissedDraws)
		case "forfeits":
			return outcomePlayerCounts(o.Penalties.Forfeits)
		}
		return nil
	}
	m := outcomeFlowMap()
	m.Content = append(m.Content, outcomeStr("missed_draws"), outcomePlayerCounts(o.Penalties.MissedDraws),
		outcomeStr("forfeits"), outcomePlayerCounts(o.Penalties.Forfeits))
	return m
}

func outcomePlayerCounts(pc PlayerCounts) *yaml.Node {
	m := outcomeFlowMap()
	for _, c := range pc {
		m.Content = append(m.Content, outcomeStr(c.Player), outcomeInt(c.Count))
	}
	return m
}

func outcomeStr(s string) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s}
}
func outcomeInt(n int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(n)}
}
func outcomeNull() *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Value: "null"} }
func outcomeFlowMap() *yaml.Node {
	return &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Style: yaml.FlowStyle}
}

// FlowText writes a YAML value on one line, in flow style: the way
// differences show values.
func FlowText(n *yaml.Node) string {
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
