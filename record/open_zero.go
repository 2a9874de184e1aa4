package record

import (
	"os"
	"strconv"
	"strings"

	"github.com/seqref/seqref/rulebook"
)

// zeroNumbered reports whether name is FILE#N with N below 1 (FILE#0,
// FILE#-1) for a FILE that exists while name itself does not: a record
// number that cannot be, since records are numbered from 1.
func zeroNumbered(name string) (path string, n int, ok bool) {
	i := strings.LastIndexByte(name, '#')
	if i <= 0 || i == len(name)-1 || name[i+1] == '+' {
		return "", 0, false
	}
	n, err := strconv.Atoi(name[i+1:])
	if err != nil || n >= 1 {
		return "", 0, false
	}
	if _, err := os.Stat(name); err == nil {
		return "", 0, false
	}
	if _, err := os.Stat(name[:i]); err != nil {
		return "", 0, false
	}
	return name[:i], n, true
}

// numberedFromOne is the error of FILE#N for N below 1.
func numberedFromOne(name, path string, n int) *Error {
	return &Error{Name: name, Msg: "there is no record " + strconv.Itoa(n) + ": records are numbered from 1, so the first is " + DisplayName(path) + "#1", Rule: rulebook.UnreadableRule}
}
