package cmd

import (
	"errors"
	"fmt"
	"strings"

	"github.com/seqref/seqref/internal/atomicfile"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
	"github.com/urfave/cli/v2"
)

// StdinName is the file name that stands for standard input.
const StdinName = record.StdinName

// displayName is how a file (or FILE#N) is named in output: standard
// input is "<stdin>".
func displayName(name string) string {
	if name == StdinName || strings.HasPrefix(name, StdinName+"#") {
		return record.DisplayName(StdinName) + name[len(StdinName):]
	}
	return record.DisplayName(name)
}

// openOptions are how every command opens what it is named
// (record.Open): standard input for "-", the default limits.
func openOptions(s Streams) record.Options {
	return record.Options{Stdin: s.In}
}

// loadRecordFile opens and loads the one record a command that reads one
// record is given (record.OpenOne): a file of one record, FILE#N or "-".
// A file that cannot be opened, or a stream of several records named
// without #N, gives its *record.Error; a record that cannot be read, its
// *record.LoadError, with lines counted in the whole file.
func loadRecordFile(name string, s Streams) (*record.Record, error) {
	src, err := record.OpenOne(name, openOptions(s))
	if err != nil {
		return nil, err
	}
	rec, err := src.Load(loadOptions(src.File))
	if err != nil {
		return nil, err
	}
	return rec, nil
}

// recordProblem is the exit (status 2) for a record that cannot be read:
// where and why, like a compiler, "game.yaml:3:5: message [syntax]"; a
// file that cannot be read at all, or is past the size limit, has no
// line and column: "game.yaml: cannot read the file: ... [unreadable]".
func recordProblem(name string, err error) error {
	var le *record.LoadError
	if errors.As(err, &le) {
		return cli.Exit(loadProblem(displayName(name), err), ExitInvalid)
	}
	return cli.Exit(err.Error(), ExitInvalid)
}

// loadProblem says why a record cannot be read (see recordProblem).
func loadProblem(shown string, err error) string {
	var le *record.LoadError
	if !errors.As(err, &le) {
		return shown + ": " + err.Error()
	}
	if le.Rule == rulebook.UnreadableRule {
		return fmt.Sprintf("%s: %s [%s]", shown, le.Msg, le.Rule)
	}
	return fmt.Sprintf("%s:%d:%d: %s [%s]", shown, le.Pos.Line, le.Pos.Col, le.Msg, le.Rule)
}

// noRecords is the exit (status 2) for names that give no record at all
// (record.NoRecords): an empty folder, a pattern that matches nothing.
func noRecords(names []string) error {
	if err := record.NoRecords(names); err != nil {
		return cli.Exit(err.Error(), ExitInvalid)
	}
	return nil
}

// loadOptions are the options for reading the records of a file: board
// files are read from its folder, and only from there, through the
// folder's handle (record.File.BoardFiles).
func loadOptions(f *record.File) record.LoadOptions {
	return record.LoadOptions{ReadBoard: f.BoardFiles()}
}

// writeRecordFile writes a file of records back: a file found in a folder
// through the folder's handle (atomicfile.WriteIn), so that no link leads
// the write out of it; a file named by its path (atomicfile.Write).
func writeRecordFile(f *record.File, data []byte) error {
	if root, name := f.Folder(); root != nil {
		return atomicfile.WriteIn(root, name, f.Path, data)
	}
	return atomicfile.Write(f.Path, data)
}

// writeProblem says why a file could not be written (atomicfile.Write), in
// one line that names it: read-only, in a folder that cannot be written, or
// the system's reason.
func writeProblem(name string, err error) string {
	name = displayName(name)
	var fe *atomicfile.FolderError
	switch {
	case errors.Is(err, atomicfile.ErrReadOnly) && !errors.As(err, &fe):
		return fmt.Sprintf("%s is read-only: its mode has no write bit, and seqref does not write such a file (chmod u+w %s lets it)", name, name)
	case errors.As(err, &fe):
		why := unwrapPath(fe.Err).Error()
		if errors.Is(fe.Err, atomicfile.ErrReadOnly) {
			why = "its mode has no write bit"
		}
		return fmt.Sprintf("%s: the folder %s cannot be written (%s), so the file cannot be replaced", name, displayName(fe.Dir), why)
	}
	return fmt.Sprintf("%s: cannot write the file: %v", name, unwrapPath(err))
}
