package cmd_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
	"github.com/seqref/seqref/internal/cmd"
	"github.com/seqref/seqref/rulebook"
)

// conformanceCases is the module's copy of the conformance suite
// (fixtures/conformance/README.md).
const conformanceCases = "../../fixtures/conformance"

// run runs seqref in process and returns its output and exit status.
func run(args ...string) (stdout, stderr string, code int) {
	var out, errs bytes.Buffer
	code = cmd.Run(append([]string{"seqref"}, args...), cmd.Streams{In: strings.NewReader(""), Out: &out, Err: &errs})
	return out.String(), errs.String(), code
}

// seedFile is how a rule document is cited: its title and a section,
// "Game Rules, RVers of Idaho, THE JACKS", or its title alone before a
// quote of an untitled paragraph.
var seedFile = regexp.MustCompile(`(Bible SEQUENCE|Game Rules, RVers of Idaho|untitled rules \("OBJECT OF SEQUENCE"\)|Rules of Sequence)(, [A-Za-z]|: “|$)`)

type verdictJSON struct {
	Result string `json:"result"`
	Error  *struct {
		Turn int    `json:"turn"`
		Rule string `json:"rule"`
	} `json:"error"`
}

type rulingOut struct {
	Turn      int               `json:"turn"`
	Verdict   string            `json:"verdict"`
	Rule      string            `json:"rule"`
	Statement string            `json:"statement"`
	Sources   []rulebook.Source `json:"sources"`
	Reasons   []struct {
		Rule string `json:"rule"`
		Text string `json:"text"`
	} `json:"reasons"`
}

// TestRefereeAgreesWithValidate: for every conformance case, referee rules
// on the entry validate stops at with the same rule id, states the rule and
// cites a seed document by name; on a legal record it rules the last entry
// legal, citing only rules of the catalogue.
func TestRefereeAgreesWithValidate(t *testing.T) {
	cases, err := filepath.Glob(filepath.Join(conformanceCases, "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) < 50 {
		t.Fatalf("only %d conformance cases in %s", len(cases), conformanceCases)
	}
	illegal := 0
	for _, path := range cases {
		t.Run(filepath.Base(path), func(t *testing.T) {
			out, _, _ := run("validate", "--format", "json", path)
			var v verdictJSON
			if err := json.Unmarshal([]byte(out), &v); err != nil {
				t.Fatalf("validate: %v\n%s", err, out)
			}
			switch v.Result {
			case "illegal":
				illegal++
				refereeIllegal(t, path, v.Error.Turn, v.Error.Rule)
			case "invalid":
				refereeInvalid(t, path, v.Error.Rule)
			default:
				refereeLegal(t, path)
			}
		})
	}
	if illegal == 0 {
		t.Error("no conformance case is illegal: the suite was not read")
	}
}

func refereeIllegal(t *testing.T, path string, turn int, rule string) {
	n := strconv.Itoa(turn)
	out, stderr, code := run("referee", "--format", "json", "--turn", n, path)
	if code != cmd.ExitIllegal {
		t.Errorf("referee --turn %s: exit %d, want %d (stderr %q)", n, code, cmd.ExitIllegal, stderr)
	}
	var r rulingOut
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("referee --format json: %v\n%s", err, out)
	}
	want, ok := rulebook.Lookup(rulebook.ID(rule))
	if !ok {
		t.Fatalf("validate names rule %q, which the catalogue lacks", rule)
	}
	if r.Verdict != "illegal" || r.Rule != rule || r.Turn != turn {
		t.Errorf("referee rules %s [%s] on entry %d; validate says illegal [%s] at entry %d", r.Verdict, r.Rule, r.Turn, rule, turn)
	}
	if r.Statement != want.Statement || r.Statement == "" {
		t.Errorf("statement %q, want the catalogue's %q", r.Statement, want.Statement)
	}
	if len(r.Sources) == 0 || !seedFile.MatchString(r.Sources[0].Cite()) {
		t.Errorf("sources %+v cite no seed document", r.Sources)
	}
	text, _, _ := run("referee", "--turn", n, path)
	if !strings.Contains(text, "Verdict: illegal ["+rule+"]") {
		t.Errorf("text ruling has no verdict line for %s:\n%s", rule, text)
	}
	if !strings.Contains(text, want.Statement[:40]) || !seedFile.MatchString(text) {
		t.Errorf("text ruling does not state %s or cite a seed:\n%s", rule, text)
	}
}

func refereeInvalid(t *testing.T, path, rule string) {
	out, _, code := run("referee", "--format", "json", path)
	if code != cmd.ExitInvalid {
		t.Errorf("referee on an invalid record: exit %d, want %d", code, cmd.ExitInvalid)
	}
	var r rulingOut
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("referee --format json: %v\n%s", err, out)
	}
	if r.Verdict != "invalid" || r.Rule != rule || r.Statement == "" {
		t.Errorf("referee rules %s [%s] %q; validate says invalid [%s]", r.Verdict, r.Rule, r.Statement, rule)
	}
}

func refereeLegal(t *testing.T, path string) {
	out, stderr, code := run("referee", "--format", "json", path)
	if code != cmd.ExitOK {
		t.Errorf("referee on a legal record: exit %d, want 0 (stderr %q)", code, stderr)
	}
	var r rulingOut
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("referee --format json: %v\n%s", err, out)
	}
	if r.Verdict != "legal" || len(r.Reasons) == 0 {
		t.Errorf("referee rules %s with %d reasons on the last entry of a legal record", r.Verdict, len(r.Reasons))
	}
	for _, why := range append(r.Reasons, struct {
		Rule string `json:"rule"`
		Text string `json:"text"`
	}{r.Rule, "the ruling's rule"}) {
		if _, ok := rulebook.Lookup(rulebook.ID(why.Rule)); !ok {
			t.Errorf("%q cites rule %q, which the catalogue lacks", why.Text, why.Rule)
		}
	}
}

// citation finds the rule ids a text ruling names: "Verdict: illegal
// [remove-own]" and a reason's "... [play-normal]".
var (
	verdictLine = regexp.MustCompile(`(?m)^Verdict: (legal|illegal|invalid) \[([a-z-]+)\]$`)
	reasonRule  = regexp.MustCompile(`\[([a-z-]+)\]$`)
)

// TestEveryRuleHasARefereeGolden: every rule of the catalogue has a golden
// ruling in the referee scripts: the rules whose breach is illegal or
// invalid as a verdict, principles and penalties as a verdict or a reason.
func TestEveryRuleHasARefereeGolden(t *testing.T) {
	scripts, err := filepath.Glob("testdata/script/referee_*.txtar")
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no referee scripts: %v", err)
	}
	verdicts := map[string]bool{}
	cited := map[string]bool{}
	for _, path := range scripts {
		ar, err := txtar.ParseFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range ar.Files {
			if !strings.HasSuffix(f.Name, ".want") {
				continue
			}
			for _, m := range verdictLine.FindAllStringSubmatch(string(f.Data), -1) {
				verdicts[m[2]] = true
				cited[m[2]] = true
			}
			for _, why := range reasonsOf(string(f.Data)) {
				if m := reasonRule.FindStringSubmatch(why); m != nil {
					cited[m[1]] = true
				}
			}
		}
	}
	for _, r := range rulebook.All() {
		switch {
		case r.ID == rulebook.UnreadableRule:
			// A file that cannot be read is no ruling in text: it is the
			// one line on standard error every command gives
			// (referee_records.txtar checks it, and its JSON ruling).
		case (r.Kind == rulebook.Illegal || r.Kind == rulebook.Invalid) && !verdicts[string(r.ID)]:
			t.Errorf("no referee golden rules [%s] as its verdict", r.ID)
		case !cited[string(r.ID)]:
			t.Errorf("no referee golden cites [%s]", r.ID)
		}
	}
}

// reasonsOf finds the reasons of a text ruling: lines that start "  - ",
// with the lines that continue them.
func reasonsOf(text string) []string {
	var out []string
	open := false
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "  - "):
			out = append(out, strings.TrimPrefix(line, "  - "))
			open = true
		case open && strings.HasPrefix(line, "    "):
			out[len(out)-1] += " " + strings.TrimSpace(line)
		default:
			open = false
		}
	}
	return out
}

// TestRefereeExitStatus: 0 for a legal entry, 1 for an illegal one, 2 for a
// file that is not a record or wrong use.
func TestRefereeExitStatus(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "game.yaml")
	record := "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: blue}\n" +
		"turns:\n  - Ann: 7H@D6\n  - Bob: 7H@D6\n"
	if err := os.WriteFile(game, []byte(record), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"referee", game, "--turn", "1"}, cmd.ExitOK},
		{[]string{"referee", game}, cmd.ExitIllegal},
		{[]string{"referee", "--turn", "2", "--format", "json", game}, cmd.ExitIllegal},
		{[]string{"referee", filepath.Join(dir, "nosuch.yaml")}, cmd.ExitInvalid},
		{[]string{"referee", game, "--turn", "3"}, cmd.ExitInvalid},
		{[]string{"referee", game, "--ruleset", "house"}, cmd.ExitInvalid},
		{[]string{"referee"}, cmd.ExitInvalid},
		{[]string{"rules", "remove-owned"}, cmd.ExitInvalid},
		{[]string{"rules", "remove-own"}, cmd.ExitOK},
		{[]string{"show", game}, cmd.ExitIllegal},
		{[]string{"show", game, "--turn", "1"}, cmd.ExitOK},
	} {
		if _, stderr, code := run(c.args...); code != c.code {
			t.Errorf("seqref %s: exit %d, want %d (stderr %q)", strings.Join(c.args[:len(c.args)], " "), code, c.code, stderr)
		}
	}
}
