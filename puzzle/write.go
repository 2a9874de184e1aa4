package puzzle

import (
	"fmt"
	"os"
	"path/filepath"
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
		if err := writeFileAtomic(filepath.Join(dir, FileName(pz.Kind, i)), pz.Record()); err != nil {
			return err
		}
	}
	return nil
}

// writeFileAtomic writes data to path through a temporary file in the same
// folder that then takes its place, so a reader sees the old file or the
// new one and never a part.
func writeFileAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	name := tmp.Name()
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(name, path)
	}
	if err != nil {
		os.Remove(name)
	}
	return err
}
