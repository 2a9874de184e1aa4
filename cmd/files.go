package cmd

import (
	"io"
	"os"
	"path/filepath"

	"github.com/seqref/seqref/record"
)

// StdinName is the file name that stands for standard input.
const StdinName = "-"

// displayName is how a file is named in output.
func displayName(name string) string {
	if name == StdinName {
		return "<stdin>"
	}
	return name
}

// readInput reads a named file, or standard input for "-", up to one byte
// past the size limit of records: a larger file is read no further, and
// record.Load refuses what was read.
func readInput(name string, stdin io.Reader) ([]byte, error) {
	return readLimited(name, stdin, record.Options{}.ByteLimit())
}

// readLimited reads a named file, or standard input for "-", up to one byte
// past limit (all of it when limit is negative).
func readLimited(name string, stdin io.Reader, limit int) ([]byte, error) {
	r := stdin
	if name != StdinName {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	if limit >= 0 {
		r = io.LimitReader(r, int64(limit)+1)
	}
	return io.ReadAll(r)
}

// loadOptions are the options for reading the record in the named file:
// board files are read relative to its folder.
func loadOptions(name string) record.Options {
	dir := "."
	if name != StdinName {
		dir = filepath.Dir(name)
	}
	return record.Options{ReadBoard: func(board string) ([]byte, error) {
		if !filepath.IsAbs(board) {
			board = filepath.Join(dir, board)
		}
		return os.ReadFile(board)
	}}
}
