package query

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
)

// answerOf is the answer block of a ruling, the lines the page shows first,
// and detailOf the rest on request. They are the one place where the page
// takes the referee's words from the library: the same words as seqref
// referee, from the same code.
func answerOf(r *ruling.Ruling) []string {
	var b strings.Builder
	if !r.Legal {
		fmt.Fprintf(&b, "Verdict: illegal [%s]\n", r.Rule)
		rulebook.Wrap(&b, "  ", "    ", r.Message)
	} else {
		fmt.Fprintf(&b, "Verdict: legal [%s]\n", r.Rule)
		for _, why := range r.Reasons {
			rulebook.Wrap(&b, "  - ", "    ", why.Text+" ["+why.Rule+"]")
		}
	}
	return strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
}

// detailOf is the detail of a ruling: the rule with its sources and what
// the table does now.
func detailOf(r *ruling.Ruling) string {
	var b strings.Builder
	b.WriteString("Rule ")
	if err := rulebook.WriteRuleFor(&b, r.Statement(), r.Rules); err != nil {
		return err.Error()
	}
	if next := r.Next(); next != "" {
		b.WriteString("\nWhat happens now (docs/rules.md D20; the rule documents are silent):\n")
		rulebook.Wrap(&b, "  ", "  ", next)
	}
	return b.String()
}
