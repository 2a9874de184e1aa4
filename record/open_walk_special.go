package record

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/seqref/seqref/internal/regular"
)

// ErrLinkOutside is the error of a symbolic link found in a folder that
// leads out of the folder named: a walk does not follow it, so that a
// folder of records cannot make a command read, or rewrite, a file
// elsewhere (docs/reading.md, "What seqref reads").
var ErrLinkOutside = errors.New("a symbolic link to a file outside the folder named; not followed")

// folderRoot is the folder named for a walk with its links resolved, the
// bound that links found in it must stay within; the folder as named
// when it cannot be resolved.
func folderRoot(dir string) string {
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	return filepath.Clean(dir)
}

// foundFileProblem is why a file a walk found (of the given type, as the
// folder lists it) is not read, or nil when it is a regular file, or a
// link to a regular file inside root.
func foundFileProblem(path string, typ fs.FileMode, root string) error {
	switch {
	case typ.IsRegular():
		return nil
	case typ&fs.ModeSymlink == 0:
		return regular.Check(path)
	}
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return err
	}
	if abs, err := filepath.Abs(target); err == nil {
		target = abs
	}
	if !within(filepath.Clean(target), root) {
		return &fs.PathError{Op: "open", Path: path, Err: ErrLinkOutside}
	}
	info, err := os.Stat(target)
	if err != nil {
		return err
	}
	if !info.Mode().IsRegular() {
		return regular.Check(target)
	}
	return nil
}
