package rewrite

import (
	"bytes"

	"gopkg.in/yaml.v3"
)

// trimTrailingSpace removes the spaces and tabs that end lines, as gofmt
// does, except on the lines of block scalars (| and >), where they are
// part of the value. Line endings (\n or \r\n) stay as they are. doc is
// src as parsed; with no document (an empty file) every line is trimmed.
func trimTrailingSpace(src []byte, doc *yaml.Node) []byte {
	keep := blockScalarLines(doc, bytes.Count(src, []byte("\n"))+1)
	var out bytes.Buffer
	out.Grow(len(src))
	line := 1
	for len(src) > 0 {
		end := bytes.IndexByte(src, '\n')
		next := end + 1
		if end < 0 {
			end, next = len(src), len(src)
		}
		text := src[:end]
		cr := bytes.HasSuffix(text, []byte("\r"))
		if cr {
			text = text[:len(text)-1]
		}
		if !keep[line] {
			text = bytes.TrimRight(text, " \t")
		}
		out.Write(text)
		if cr {
			out.WriteByte('\r')
		}
		out.Write(src[end:next])
		src = src[next:]
		line++
	}
	return out.Bytes()
}

// blockScalarLines are the lines (1-based) that may hold the text of a
// block scalar of doc: those after its indicator line up to the line of the
// next node in the document, or to the last line of the file (lines).
func blockScalarLines(doc *yaml.Node, lines int) map[int]bool {
	var nodes []*yaml.Node
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		nodes = append(nodes, n)
		for _, c := range n.Content {
			walk(c)
		}
	}
	if doc != nil {
		walk(doc)
	}
	keep := map[int]bool{}
	for i, n := range nodes {
		if n.Kind != yaml.ScalarNode || n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) == 0 {
			continue
		}
		last := lines
		for _, m := range nodes[i+1:] {
			if m.Line > n.Line {
				last = m.Line - 1
				break
			}
		}
		for l := n.Line + 1; l <= last; l++ {
			keep[l] = true
		}
	}
	return keep
}
