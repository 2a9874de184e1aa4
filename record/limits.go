package record

import (
	"bytes"
	"fmt"

	"github.com/seqref/seqref/rulebook"

	"gopkg.in/yaml.v3"
)

// The limits that LoadOptions leave at zero take these values. Each is far
// beyond any real game: self-play records of 1,500 entries are under
// 100 KB.
const (
	// DefaultMaxBytes is the largest record read: 4 MiB
	// (record.DefaultMaxRecordBytes).
	DefaultMaxBytes = DefaultMaxRecordBytes
	// DefaultMaxEntries is the most entries a record's turns: may hold.
	DefaultMaxEntries = 10000
	// DefaultMaxDepth is how deep lists and mappings may nest: the bound
	// of yaml.v3 and of the JSON parser, which a record cannot pass
	// whatever LoadOptions say.
	DefaultMaxDepth = 10000
)

// maxDepth is the limit on nesting, -1 for none but the parsers' own.
func (o LoadOptions) maxDepth() int { return limit(o.MaxDepth, DefaultMaxDepth) }

// tooDeep is the first list or mapping of n nested more than max levels
// deep (n itself is level 1), nil when there is none. Aliases are not
// followed: checkAliases bounds what they repeat.
func tooDeep(n *yaml.Node, max int) *yaml.Node {
	var walk func(n *yaml.Node, depth int) *yaml.Node
	walk = func(n *yaml.Node, depth int) *yaml.Node {
		if n.Kind != yaml.MappingNode && n.Kind != yaml.SequenceNode {
			return nil
		}
		if depth > max {
			return n
		}
		for _, c := range n.Content {
			if deep := walk(c, depth+1); deep != nil {
				return deep
			}
		}
		return nil
	}
	return walk(n, 1)
}

// maxBytes is the limit on a file's size in bytes, -1 for none.
func (o LoadOptions) maxBytes() int { return limit(o.MaxBytes, DefaultMaxBytes) }

// maxEntries is the limit on the entries of turns:, -1 for none.
func (o LoadOptions) maxEntries() int { return limit(o.MaxEntries, DefaultMaxEntries) }

// ByteLimit is the largest file, in bytes, that Load reads with these
// options, or -1 when there is no limit. A reader of files can stop
// reading one byte past it.
func (o LoadOptions) ByteLimit() int { return o.maxBytes() }

// tooLarge is the error for a file over the size limit. The size is not
// given: a reader may have stopped one byte past the limit.
func tooLarge(max int) *LoadError {
	return &LoadError{Rule: rulebook.UnreadableRule, Pos: Pos{Line: 1, Col: 1},
		Msg: fmt.Sprintf("the file is larger than the %d bytes a record may have", max)}
}

// checkAliases refuses a document whose aliases (*name) repeat more than
// max units of text, or that holds an alias inside the node it names. A
// unit is a character of a scalar or one node; the loader's work grows
// with what aliases repeat, so an alias bomb (billion laughs) is refused
// here, in time linear in the document.
func checkAliases(doc *yaml.Node, max int) *LoadError {
	w := aliasWeigher{memo: map[*yaml.Node]int{}, open: map[*yaml.Node]bool{}}
	expanded := w.expanded(doc)
	if w.cycle != nil {
		return &LoadError{Rule: rulebook.SchemaRule, Pos: posOf(w.cycle),
			Msg: fmt.Sprintf("the alias *%s stands inside the node it names, so the record never ends", w.cycle.Value)}
	}
	if max >= 0 && expanded-w.written > max {
		return &LoadError{Rule: rulebook.SchemaRule, Pos: posOf(w.first),
			Msg: fmt.Sprintf("aliases (*name, first *%s) repeat more than %d characters of the record, the most a record may have", w.first.Value, max)}
	}
	return nil
}

// mayHoldAliases reports whether a document may hold an alias: always
// when its text is not known (nil), and otherwise only when it has a *,
// which every alias starts with. It is given the document's own text, not
// its file's, so that loading each document of a stream costs time in the
// document's size, not the file's.
func mayHoldAliases(doc []byte) bool {
	return doc == nil || bytes.IndexByte(doc, '*') >= 0
}

// aliasWeigher weighs a YAML tree with its aliases written out.
type aliasWeigher struct {
	memo    map[*yaml.Node]int  // the weight of anchored nodes
	open    map[*yaml.Node]bool // anchored nodes being weighed
	written int                 // the weight of the tree as written
	first   *yaml.Node          // the first alias seen
	cycle   *yaml.Node          // an alias inside the node it names
}

// saturated is a weight beyond every limit; sums stop there.
const saturated = 1 << 50

// expanded is the weight of n with its aliases written out. It adds the
// weight of nodes reached without an alias to w.written.
func (w *aliasWeigher) expanded(n *yaml.Node) int {
	return w.weigh(n, true)
}

func (w *aliasWeigher) weigh(n *yaml.Node, written bool) int {
	if n == nil || w.cycle != nil {
		return 0
	}
	if n.Kind == yaml.AliasNode {
		if w.first == nil {
			w.first = n
		}
		if written {
			w.written++
		}
		if w.open[n.Alias] {
			w.cycle = n
			return saturated
		}
		if v, ok := w.memo[n.Alias]; ok {
			return v
		}
		if n.Alias == nil {
			return 1
		}
		// An anchored node is weighed as written where it stands; here it
		// is weighed again only if it has not been yet.
		return w.weigh(n.Alias, false)
	}
	if v, ok := w.memo[n]; ok && !written {
		return v
	}
	anchored := n.Anchor != ""
	if anchored {
		w.open[n] = true
	}
	total := 1 + len(n.Value)
	if written {
		w.written += total
	}
	for _, c := range n.Content {
		total = min(total+w.weigh(c, written), saturated)
	}
	if anchored {
		delete(w.open, n)
		w.memo[n] = total
	}
	return total
}
