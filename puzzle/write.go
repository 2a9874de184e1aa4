package puzzle

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/seqref/seqref/internal/atomicfile"
)

// FileName is the name of puzzle i (counting from 0) of a batch of kind k:
// win-001.yaml.
func FileName(k Kind, i int) string { return fmt.Sprintf("%s-%03d.yaml", k, i+1) }

// WriteDir writes each puzzle's record to dir (made if missing), one file
// each, named by FileName.
func WriteDir(dir string, puzzles []*Puzzle) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i, pz := range puzzles {
		if err := atomicfile.Write(filepath.Join(dir, FileName(pz.Kind, i)), pz.Record()); err != nil {
			return err
		}
	}
	return nil
}
