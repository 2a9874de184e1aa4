package yamlpatch

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The regular expressions of yaml.v3 (resolve.go and encode.go) that the
// matchers stand for.
var (
	styleFloat  = regexp.MustCompile(`^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$`)
	base60Float = regexp.MustCompile(`^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$`)
)

// agree fails the test when a matcher and its regular expression differ on s.
func agree(t *testing.T, s string) {
	t.Helper()
	if got, want := StyleFloat(s), styleFloat.MatchString(s); got != want {
		t.Fatalf("StyleFloat(%q) = %v, the regular expression says %v", s, got, want)
	}
	if got, want := Base60Float(s), base60Float.MatchString(s); got != want {
		t.Fatalf("Base60Float(%q) = %v, the regular expression says %v", s, got, want)
	}
}

// TestMatchersAgreeOnEveryShortString tries every string of up to six
// characters over the characters the expressions name, and one other: the
// matchers say what the expressions say.
func TestMatchersAgreeOnEveryShortString(t *testing.T) {
	alphabet := []byte("+-.:_eE0569x")
	var walk func(prefix []byte)
	walk = func(prefix []byte) {
		agree(t, string(prefix))
		if len(prefix) == 6 {
			return
		}
		for _, c := range alphabet {
			walk(append(prefix, c))
		}
	}
	walk(nil)
}

// TestMatchersAgreeOnExamples: floats YAML writes and reads, and near
// misses.
func TestMatchersAgreeOnExamples(t *testing.T) {
	for _, s := range []string{"", "1", "-1.5", "+.5", ".", "1.", "1e10", "1.5E-3", "e5", "1e", "1:20", "190:20:30.15",
		"-1_000:59", "1:60", "1:5:", "12:345", "1:2.3_4", "1 ", "\n1", "1\n", "0x1F", ".inf", "1__2:00"} {
		agree(t, s)
	}
}

// FuzzMatchers: on any string, the matchers say what the expressions say.
func FuzzMatchers(f *testing.F) {
	for _, s := range []string{"1.5e3", "190:20:30.15", "-.5", "1:2:3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { agree(t, s) })
}

// TestApply patches the yaml.v3 this module requires: the copy holds the
// matchers, and no file of it imports regexp.
func TestApply(t *testing.T) {
	dir := t.TempDir()
	mod, err := Apply("../..", dir)
	if err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile(mod)
	if err != nil || !strings.Contains(string(gomod), "replace "+Module+" => "+filepath.Join(dir, "yaml.v3")) {
		t.Fatalf("%s: %v, no replace directive for the copy:\n%s", mod, err, gomod)
	}
	files, err := filepath.Glob(filepath.Join(dir, "yaml.v3", "*.go"))
	if err != nil || len(files) < 10 {
		t.Fatalf("the copy holds %d Go files (%v)", len(files), err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), `"regexp"`) {
			t.Errorf("%s still imports regexp", filepath.Base(f))
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "yaml.v3", "seqref_floats.go")); err != nil {
		t.Error(err)
	}
}
