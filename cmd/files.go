package cmd

import (
	"io"
	"os"
	"path/filepath"

	"github.com/seqref/seqref/validate"
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

// readInput reads a named file, or standard input for "-".
func readInput(name string, stdin io.Reader) ([]byte, error) {
	if name == StdinName {
		return io.ReadAll(stdin)
	}
	return os.ReadFile(name)
}

// loadOptions are the options for reading the record in the named file:
// board files are read relative to its folder.
func loadOptions(name string) validate.Options {
	dir := "."
	if name != StdinName {
		dir = filepath.Dir(name)
	}
	return validate.Options{ReadBoard: func(board string) ([]byte, error) {
		if !filepath.IsAbs(board) {
			board = filepath.Join(dir, board)
		}
		return os.ReadFile(board)
	}}
}
