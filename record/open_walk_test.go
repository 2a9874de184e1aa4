package record_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/record"
)

// tree makes files (with parent folders) under a temporary folder and
// changes into it.
func tree(t *testing.T, files ...string) {
	t.Helper()
	dir := t.TempDir()
	t.Chdir(dir)
	for _, f := range files {
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte("sequence: 1\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func walked(paths ...string) []string {
	var out []string
	for p := range record.Walk(paths) {
		name := filepath.ToSlash(p.Name)
		if p.Named {
			name += " (named)"
		}
		if p.Err != nil {
			name += " (error)"
		}
		out = append(out, name)
	}
	return out
}

// TestWalkOrder: folders give their record files by whole path, sorted,
// hidden folders left out; named files come as named, even twice or
// missing; a file or folder already covered is not given again. A folder
// sorts as its name and a slash on every system: g/a/ before g/a0.yaml,
// where a backslash would sort after it.
func TestWalkOrder(t *testing.T) {
	tree(t, "g/b.yaml", "g/a.yml", "g/a/z.json", "g/a.json", "g/a-b/c.yaml", "g/a0.yaml", "g/notes.txt",
		"g/.hidden/x.yaml", "g/deep/er/x.YAML", "h.yaml")
	tests := []struct {
		paths []string
		want  []string
	}{
		{[]string{"g"}, []string{"g/a-b/c.yaml", "g/a.json", "g/a.yml", "g/a/z.json", "g/a0.yaml", "g/b.yaml", "g/deep/er/x.YAML"}},
		{[]string{"h.yaml", "nosuch.yaml", "-", "h.yaml"}, []string{"h.yaml (named)", "nosuch.yaml (named)", "- (named)", "h.yaml (named)"}},
		{[]string{"g/b.yaml", "g/a", "g"}, []string{"g/b.yaml (named)", "g/a/z.json", "g/a-b/c.yaml", "g/a.json", "g/a.yml", "g/a0.yaml", "g/deep/er/x.YAML"}},
		{[]string{"g", "g/a", "./g/b.yaml"}, []string{"g/a-b/c.yaml", "g/a.json", "g/a.yml", "g/a/z.json", "g/a0.yaml", "g/b.yaml", "g/deep/er/x.YAML", "./g/b.yaml (named)"}},
		{[]string{"g/.hidden"}, []string{"g/.hidden/x.yaml"}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, walked(tt.paths...)); diff != "" {
			t.Errorf("Walk(%q) (-want +got):\n%s", tt.paths, diff)
		}
	}
}
