package cmd

import (
	"path/filepath"
	"regexp"
)

// runMatches reports whether test's -run pattern run (nil: none given)
// matches the record named name. The name is matched with / between
// folders on every system, so that -run '/good' or -run 'games/a' means
// the same on Windows, where names found in a folder hold \
// (docs/golden-tests.md).
func runMatches(run *regexp.Regexp, name string) bool {
	return run == nil || run.MatchString(filepath.ToSlash(name))
}
