package record_test

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
)

// allocatedBy runs f and returns the bytes it allocated.
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestReadFileHuge: a file of 100 MB (sparse: it takes no disk) is
// refused after reading one byte past the size limit, not all of it.
func TestReadFileHuge(t *testing.T) {
	name := filepath.Join(t.TempDir(), "huge.yaml")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(100 << 20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	const limit = 1 << 20
	n := allocatedBy(func() { _, err = record.ReadFile(name, record.Options{MaxFileBytes: limit}) })
	var rerr *record.Error
	if !errors.As(err, &rerr) || rerr.Rule != rulebook.UnreadableRule || rerr.Msg != "the file is larger than the 1048576 bytes a file of records may have" {
		t.Fatalf("got %v", rerr)
	}
	if n > 3*limit {
		t.Errorf("allocated %d bytes to refuse the file, more than %d", n, 3*limit)
	}
}

// endless is standard input that never ends, counting what is read.
type endless struct{ read int }

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = '#'
	}
	e.read += len(p)
	return len(p), nil
}

// TestReadFileEndlessStdin: standard input is read no further than one
// byte past the size limit.
func TestReadFileEndlessStdin(t *testing.T) {
	in := &endless{}
	_, rerr := record.ReadFile(record.StdinName, record.Options{Stdin: in, MaxFileBytes: 5000})
	var err *record.Error
	if !errors.As(rerr, &err) || err.Name != "<stdin>" || err.Rule != rulebook.UnreadableRule {
		t.Fatalf("got %v", err)
	}
	if in.read > 5001+4096 {
		t.Errorf("read %d bytes, more than the limit 5000 and a buffer", in.read)
	}
}

// TestOpenOneNotAFile: a folder, or a file that cannot be opened, is
// unreadable, and says why without Go's words or the path twice.
func TestOpenOneNotAFile(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{dir, filepath.Join(dir, "nosuch.yaml"), filepath.Join(dir, "nosuch.yaml#2")} {
		_, oerr := record.OpenOne(name, record.Options{})
		var err *record.Error
		if !errors.As(oerr, &err) || err.Rule != rulebook.UnreadableRule || err.Name != name {
			t.Fatalf("%s: got %v", name, oerr)
		}
		if strings.Contains(err.Msg, dir) || !strings.HasPrefix(err.Msg, "cannot read the file: ") {
			t.Errorf("%s: message %q", name, err.Msg)
		}
	}
}

// writeFiles writes files under a temporary folder and changes into it.
func writeFiles(t *testing.T, files map[string]string) {
	t.Helper()
	t.Chdir(t.TempDir())
	for name, text := range files {
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// opened is what Open yields for names: each source's name, and its
// document's first line or its error.
func opened(names ...string) []string {
	var out []string
	for src := range record.Open(names, record.Options{Stdin: strings.NewReader("a: 1\n---\nb: 2\n")}) {
		if src.Err != nil {
			out = append(out, src.Err.Error())
			continue
		}
		d := src.Document()
		out = append(out, src.Name+" "+strings.SplitN(string(d.Data), "\n", 2)[0])
	}
	return out
}

// TestOpen: every kind of name gives its records, named as verdicts name
// them.
func TestOpen(t *testing.T) {
	writeFiles(t, map[string]string{
		"one.yaml":        "a: 1\n",
		"two.yaml":        "a: 1\n---\nb: 2\n",
		"r.json":          `{"a": 1}`,
		"dir/x.yml":       "x: 1\n",
		"dir/sub/y.yaml":  "y: 1\n",
		"dir/notes.txt":   "not a record\n",
		"odd#2":           "odd: 1\n",
		"glob/a.yaml":     "ga: 1\n",
		"glob/b.yaml":     "gb: 1\n",
		"glob/c.txt":      "gc: 1\n",
		"empty/.keep.txt": "",
	})
	tests := []struct {
		names []string
		want  []string
	}{
		{[]string{"one.yaml"}, []string{"one.yaml a: 1"}},
		{[]string{"two.yaml"}, []string{"two.yaml#1 a: 1", "two.yaml#2 ---"}},
		{[]string{"two.yaml#2"}, []string{"two.yaml#2 ---"}},
		{[]string{"one.yaml#1"}, []string{"one.yaml#1 a: 1"}},
		{[]string{"two.yaml#3"}, []string{"two.yaml#3: there is no record 3: the file holds 2 records [unreadable]"}},
		{[]string{"r.json"}, []string{`r.json {"a": 1}`}},
		{[]string{"r.json#2"}, []string{"r.json#2: there is no record 2: the file holds 1 record [unreadable]"}},
		{[]string{"odd#2"}, []string{"odd#2 odd: 1"}},
		{[]string{"dir"}, []string{"dir/sub/y.yaml y: 1", "dir/x.yml x: 1"}},
		{[]string{"glob/*.yaml"}, []string{"glob/a.yaml ga: 1", "glob/b.yaml gb: 1"}},
		{[]string{"-"}, []string{"<stdin>#1 a: 1", "<stdin>#2 ---"}},
		{[]string{"-#2"}, []string{"<stdin>#2 ---"}},
		{[]string{"nosuch.yaml"}, []string{"nosuch.yaml: cannot read the file: no such file or directory [unreadable]"}},
		{[]string{"dir#1"}, []string{"dir#1: cannot read the file: is a directory [unreadable]"}},
		{[]string{"empty"}, nil},
	}
	for _, tt := range tests {
		// A folder's files are named with the system's separator.
		var want []string
		for _, w := range tt.want {
			want = append(want, filepath.FromSlash(w))
		}
		if diff := cmp.Diff(want, opened(tt.names...)); diff != "" {
			t.Errorf("%v (-want +got):\n%s", tt.names, diff)
		}
	}
}

// TestOpenOne: a command that reads one record takes a file of one
// record or FILE#N, and a file of several records is an error naming
// what to name instead.
func TestOpenOne(t *testing.T) {
	writeFiles(t, map[string]string{"one.yaml": "a: 1\n", "two.yaml": "a: 1\n---\nb: 2\n"})
	src, err := record.OpenOne("two.yaml#2", record.Options{})
	if err != nil || src.Name != "two.yaml#2" || string(src.Document().Data) != "---\nb: 2\n" {
		t.Errorf("two.yaml#2: got %+v, %v", src, err)
	}
	if src, err := record.OpenOne("one.yaml", record.Options{}); err != nil || src.Name != "one.yaml" {
		t.Errorf("one.yaml: got %+v, %v", src, err)
	}
	_, err = record.OpenOne("two.yaml", record.Options{})
	if want := "two.yaml: the file holds 2 records; name one of them, two.yaml#1 to two.yaml#2"; err == nil || err.Error() != want {
		t.Errorf("two.yaml: got %v, want %s", err, want)
	}
}

// TestNoRecords: a folder with no record file, or a pattern that
// matches nothing, gives no record; a file that does not exist gives
// one (the error that it cannot be read).
func TestNoRecords(t *testing.T) {
	writeFiles(t, map[string]string{"empty/notes.txt": "", "full/a/b.json": "{}", "one.yaml": ""})
	if err := os.Mkdir("bare", 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		names []string
		want  string
	}{
		{[]string{"full", "one.yaml", "nosuch.yaml", "one.yaml#3", "*.yaml"}, ""},
		{[]string{"one.yaml", "empty"}, "empty: no records: no .yaml, .yml or .json file in this folder"},
		{[]string{"bare"}, "bare: no records: no .yaml, .yml or .json file in this folder"},
		{[]string{"*.yml"}, "*.yml: no file matches this pattern"},
		{[]string{"e*"}, "e*: no records: no .yaml, .yml or .json file in this folder"},
	}
	for _, tt := range tests {
		got := ""
		if err := record.NoRecords(tt.names); err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("%v: got %q, want %q", tt.names, got, tt.want)
		}
	}
	for name, want := range map[string]bool{"a.yaml": true, "a.YML": true, "a.json": true, "a.txt": false, "yaml": false} {
		if record.IsRecordFile(name) != want {
			t.Errorf("IsRecordFile(%q) = %v", name, !want)
		}
	}
}
