package puzzle

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/seqref/seqref/internal/atomicfile"
)

// FileName is the name of puzzle i (counting from 0) of a batch of kind k:
// win-001.yaml.
func FileName(k Kind, i int) string { return fmt.Sprintf("%s-%03d.yaml", k, i+1) }

// WriteDir writes each puzzle's record to dir (made if missing), one file
// each, named by FileName and numbered after the puzzles of its kind that
// are there already: a second batch of win puzzles into a folder holding
// win-001.yaml to win-050.yaml starts at win-051.yaml. It never replaces a
// file (atomicfile.WriteNew).
func WriteDir(dir string, puzzles []*Puzzle) error {
	root, err := atomicfile.OpenFolder(dir)
	if err != nil {
		return err
	}
	defer root.Close()
	next, err := numbered(root)
	if err != nil {
		return err
	}
	for _, pz := range puzzles {
		name := FileName(pz.Kind, next[pz.Kind])
		if err := atomicfile.WriteNewIn(root, name, filepath.Join(dir, name), pz.Record()); err != nil {
			return err
		}
		next[pz.Kind]++
	}
	return nil
}

// numbered is, for every kind, the number of the last puzzle of that kind
// in the folder (named as FileName names them), 0 when there is none: the
// index from 0 of the next one.
func numbered(dir *os.Root) (map[Kind]int, error) {
	entries, err := fs.ReadDir(dir.FS(), ".")
	if err != nil {
		return nil, err
	}
	last := map[Kind]int{}
	for _, e := range entries {
		kind, rest, ok := strings.Cut(strings.TrimSuffix(e.Name(), ".yaml"), "-")
		if !ok || !strings.HasSuffix(e.Name(), ".yaml") {
			continue
		}
		n, err := strconv.Atoi(rest)
		if err != nil || n < 1 {
			continue
		}
		if k := Kind(kind); n > last[k] {
			last[k] = n
		}
	}
	return last, nil
}
