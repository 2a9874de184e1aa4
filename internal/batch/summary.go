package batch

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/validate"
)

// Results are the results of verdicts in the order totals list them.
var Results = []record.Result{record.Win, record.Unfinished, record.Illegal, record.Invalid}

// Totals count the verdicts of a batch by result and by rule id.
type Totals struct {
	Records  int
	byResult map[record.Result]int
	byRule   map[rulebook.ID]int
	worst    int
}

// Add counts one verdict.
func (t *Totals) Add(v *validate.Outcome) {
	var rule rulebook.ID
	if v.Error != nil {
		rule = v.Error.Rule
	}
	t.Count(v.Result, rule)
}

// Count counts one record by its result and the rule id that stopped it
// ("" for none).
func (t *Totals) Count(r record.Result, rule rulebook.ID) {
	if t.byResult == nil {
		t.byResult, t.byRule = map[record.Result]int{}, map[rulebook.ID]int{}
	}
	t.Records++
	t.byResult[r]++
	if rule != "" {
		t.byRule[rule]++
	}
	t.worst = max(t.worst, r.ExitCode())
}

// Results is how many verdicts had the result.
func (t *Totals) Results(r record.Result) int { return t.byResult[r] }

// Rule is how many verdicts stopped at the rule id.
func (t *Totals) Rule(id rulebook.ID) int { return t.byRule[id] }

// ExitCode is the exit status of the batch: the worst of its verdicts'
// (docs/format.md section 8); 0 for no verdict.
func (t *Totals) ExitCode() int { return t.worst }

// rules are the rule ids counted, most frequent first, then by name.
func (t *Totals) rules() []rulebook.ID {
	ids := make([]rulebook.ID, 0, len(t.byRule))
	for id := range t.byRule {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, func(a, b rulebook.ID) int {
		if d := t.byRule[b] - t.byRule[a]; d != 0 {
			return d
		}
		return strings.Compare(string(a), string(b))
	})
	return ids
}

// WriteText writes the totals for people:
//
//	summary: 12 records: 8 win, 2 unfinished, 1 illegal, 1 invalid
//	summary: by rule: wrong-space 1, syntax 1
//
// Results with no verdict are left out; the second line is left out when
// no verdict names a rule.
func (t *Totals) WriteText(w io.Writer) error {
	var parts []string
	for _, r := range Results {
		if n := t.byResult[r]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, r))
		}
	}
	line := fmt.Sprintf("summary: %d %s", t.Records, plural(t.Records, "record", "records"))
	if len(parts) > 0 {
		line += ": " + strings.Join(parts, ", ")
	}
	if _, err := fmt.Fprintln(w, line); err != nil {
		return err
	}
	if len(t.byRule) == 0 {
		return nil
	}
	parts = parts[:0]
	for _, id := range t.rules() {
		parts = append(parts, fmt.Sprintf("%s %d", id, t.byRule[id]))
	}
	_, err := fmt.Fprintln(w, "summary: by rule: "+strings.Join(parts, ", "))
	return err
}

// JSON is the totals as one line of JSON:
//
//	{"summary":{"records":12,"results":{"win":8,"unfinished":2,"illegal":1,
//	"invalid":1},"rules":{"wrong-space":1,"syntax":1}}}
//
// "results" holds every result, "rules" every rule id counted, most
// frequent first.
func (t *Totals) JSON() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"summary":{"records":%d,"results":{`, t.Records)
	for i, r := range Results {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:%d", r, t.byResult[r])
	}
	b.WriteString(`},"rules":{`)
	for i, id := range t.rules() {
		if i > 0 {
			b.WriteByte(',')
		}
		key, _ := json.Marshal(id)
		b.Write(key)
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(t.byRule[id]))
	}
	b.WriteString("}}}")
	return b.Bytes()
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
