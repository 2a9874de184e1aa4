package record

import (
	"os"
	"path/filepath"
	"strings"
)

// expand is the paths a name stands for: the files a pattern the shell
// did not expand matches, sorted, when the name is not a file and holds
// *, ? or [; the name itself otherwise.
func expand(name string) []string {
	if !isPattern(name) {
		return []string{name}
	}
	if _, err := os.Lstat(name); err == nil {
		return []string{name}
	}
	matches, err := filepath.Glob(name)
	if err != nil || len(matches) == 0 {
		return []string{name}
	}
	return matches
}

func isPattern(name string) bool {
	return name != StdinName && strings.ContainsAny(name, "*?[")
}

// NoRecordsError is a name that gives no record at all: a folder with no
// record file under it, or a pattern that matches nothing.
type NoRecordsError struct {
	Name    string
	Pattern bool
}

func (e *NoRecordsError) Error() string {
	name := DisplayName(e.Name)
	if e.Pattern {
		return name + ": no file matches this pattern"
	}
	n := len(extensions)
	return name + ": no records: no " + strings.Join(extensions[:n-1], ", ") + " or " + extensions[n-1] + " file in this folder"
}

// NoRecords is the first of names that gives no record file at all, as
// Open reads them: a folder (or every folder a pattern matches) with no
// file ending in one of extensions, or a pattern that matches nothing;
// nil when every name gives one. A name that is not a folder, even one
// that does not exist, gives a record (the error that it cannot be read).
// It stops at the first record file of each folder.
// The error is a *NoRecordsError, found with errors.As.
func NoRecords(names []string) error {
	for _, name := range names {
		if _, _, ok := numbered(name); ok {
			continue
		}
		paths := expand(name)
		if isPattern(name) && len(paths) == 1 && paths[0] == name {
			if _, err := os.Lstat(name); err != nil {
				return &NoRecordsError{Name: name, Pattern: true}
			}
		}
		found := false
		for _, p := range paths {
			if hasRecordFile(p) {
				found = true
				break
			}
		}
		if !found {
			return &NoRecordsError{Name: name}
		}
	}
	return nil
}

// hasRecordFile reports whether a path gives a record file: it is not a
// folder, or a folder with a record file under it.
func hasRecordFile(path string) bool {
	info, err := os.Stat(path)
	if path == StdinName || err != nil || !info.IsDir() {
		return true
	}
	root, err := os.OpenRoot(path)
	if err != nil {
		return true
	}
	defer root.Close()
	found := false
	walkFolder(folder{root: root, name: path}, ".", func(string) bool { return false }, func(Path) bool {
		found = true
		return false
	})
	return found
}
