package record

import (
	"errors"
	"io/fs"
	"os"

	"github.com/seqref/seqref/internal/regular"
)

// ErrLinkOutside is the error of a name found in a folder that leads out
// of the folder named, through a symbolic link at any step: a walk does
// not follow it, so that a folder of records cannot make a command read,
// or rewrite, a file elsewhere (docs/reading.md, "What seqref reads").
var ErrLinkOutside = regular.ErrOutside

// foundFileProblem is why a file a walk found (of the given type, as the
// folder lists it) is not read, or nil when it is a regular file, or a
// link to a regular file inside root. It is a first answer, for the
// listing: the file is opened through root again when it is read, and
// refused then if it has changed to something that may not be read.
func foundFileProblem(root *os.Root, name, path string, typ fs.FileMode) error {
	if typ.IsRegular() {
		return nil
	}
	info, err := root.Stat(name)
	switch {
	case err != nil && regular.Escapes(err):
		return regular.Outside(path, err)
	case err != nil:
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return &fs.PathError{Op: pe.Op, Path: path, Err: pe.Err}
		}
		return err
	case info.Mode().IsRegular() || info.IsDir():
		return nil
	}
	return &fs.PathError{Op: "open", Path: path, Err: regular.KindError(info.Mode())}
}
