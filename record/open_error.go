package record

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"

	"github.com/seqref/seqref/rulebook"
)

// Error is a file that cannot be read as records: it does not exist, is a
// folder, may not be read, is past the size limit, or holds no record of
// the number asked for. Every command says it the same way: the name, then
// why, with no line or column, for the problem is the file's as a whole.
type Error struct {
	// Name is how output names the file (or FILE#N).
	Name string
	// Msg says why, in words: "cannot read the file: no such file or
	// directory".
	Msg string
	// Rule is rulebook.UnreadableRule for a file that cannot be read, "" for a
	// file of several records where one is needed, which is the
	// command's use, not the file's fault.
	Rule rulebook.ID
}

// Error is "NAME: MSG [RULE]".
func (e *Error) Error() string {
	if e.Rule == "" {
		return e.Name + ": " + e.Msg
	}
	return e.Name + ": " + e.Msg + " [" + string(e.Rule) + "]"
}

// Unreadable is the error of a file that cannot be read, named name in
// output, without Go's wording: "cannot read the file: is a directory". A
// file that does not exist is "no such file or directory" on every
// system, as docs/reading.md shows it, Windows too, whose own words differ
// with the version and the language.
func Unreadable(name string, err error) *Error {
	var pe *fs.PathError
	msg := err.Error()
	if errors.Is(err, fs.ErrNotExist) {
		msg = "no such file or directory"
	} else if errors.As(err, &pe) {
		msg = pe.Err.Error()
	} else if i := strings.LastIndex(msg, ": "); i >= 0 {
		msg = msg[i+2:]
	}
	return &Error{Name: name, Msg: "cannot read the file: " + msg, Rule: rulebook.UnreadableRule}
}

// NoSuchRecord is the error of FILE#N for a file of k records, fewer than
// n; name is how output names the file.
func NoSuchRecord(name string, n, k int) *Error {
	return &Error{Name: name + "#" + strconv.Itoa(n), Msg: fmt.Sprintf("there is no record %d: the file holds %s", n, countRecords(k)), Rule: rulebook.UnreadableRule}
}

// countRecords is "1 record" or "N records".
func countRecords(n int) string {
	if n == 1 {
		return "1 record"
	}
	return strconv.Itoa(n) + " records"
}
