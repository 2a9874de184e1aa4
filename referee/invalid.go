package referee

import (
	"bytes"
	"fmt"
	"io"

	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/render"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
)

// InvalidAnswer is the answer block on a file that is not a record.
func InvalidAnswer(file string, e *record.LoadError, width int) []string {
	if width <= 0 || width > 72 {
		width = 72
	}
	return prose.Lines(width, "", "  ", fmt.Sprintf("No: %s is not a record: %s [%s]", file, e.Msg, e.Rule))
}

// InvalidJSON is the ruling on a file that is not a record, as data.
func InvalidJSON(file string, e *record.LoadError) JSON {
	rule, _ := rulebook.Lookup(e.Rule)
	return JSON{Answer: InvalidAnswer(file, e, 0), File: file, Turn: e.Turn, Line: e.Pos.Line, Column: e.Pos.Col, Verdict: ruling.Invalid,
		Rule: e.Rule, Statement: rule.Statement, Sources: append([]rulebook.Source{}, rule.Sources...), Message: e.Msg}
}

// WriteInvalid writes the ruling on a file that is not a record: the
// answer, then where and why, and the rule.
func WriteInvalid(w io.Writer, file string, e *record.LoadError, opt Options) error {
	rule, _ := rulebook.Lookup(e.Rule)
	width := opt.width()
	for _, line := range InvalidAnswer(file, e, width) {
		fmt.Fprintln(w, line)
	}
	fmt.Fprintln(w)
	prose.Wrap(w, width, "", "  ", "Ruling on "+file+": not a record")
	fmt.Fprintln(w)
	prose.Wrap(w, width, "", "  ", fmt.Sprintf("%s:%d:%d: %s", file, e.Pos.Line, e.Pos.Col, e.Msg))
	fmt.Fprintf(w, "Verdict: %s [%s]\n", ruling.Invalid, e.Rule)
	var block bytes.Buffer
	block.WriteString("\nRule ")
	if err := rulebook.WriteRule(&block, width, rule); err != nil {
		return err
	}
	return render.Rewrap(w, block.String(), width)
}
