package regular

import (
	"errors"
	"io/fs"
	"os"
)

// ErrOutside is the error (inside a *fs.PathError naming the file) of a
// name in a folder that leads out of it: a symbolic link whose target is
// elsewhere, found at any step of the path. Such a name is never opened,
// so the error is the same whether or not something exists where it
// leads (docs/reading.md, "What seqref reads").
var ErrOutside = errors.New("a symbolic link to a file outside the folder named; not followed")

// Escapes reports whether err is os.Root's refusal of a name that leads
// out of its folder, or ErrOutside. os.Root does not export its error, so
// it is known by its text, which TestEscapes pins.
func Escapes(err error) bool {
	if errors.Is(err, ErrOutside) {
		return true
	}
	for e := err; e != nil; e = errors.Unwrap(e) {
		if e.Error() == "path escapes from parent" {
			return true
		}
	}
	return false
}

// Outside is err with os.Root's refusal of a name that leads out of its
// folder replaced by ErrOutside, naming path; any other err as it is.
func Outside(path string, err error) error {
	if err != nil && Escapes(err) {
		return &fs.PathError{Op: "open", Path: path, Err: ErrOutside}
	}
	return err
}

// OpenIn opens the file name in root for reading when it is a regular
// file, as Open does: links are followed only inside root (any other is
// ErrOutside), and a named pipe is opened without waiting for a writer.
// Errors name path, the file as output names it.
func OpenIn(root *os.Root, name, path string) (*os.File, error) {
	f, err := openNoWaitIn(root, name)
	if err != nil {
		return nil, renamed(Outside(path, err), path)
	}
	return onlyRegular(f, path)
}

// CheckIn is Check for the file name in root: links followed only inside
// root (any other is ErrOutside), the error naming path.
func CheckIn(root *os.Root, name, path string) error {
	info, err := root.Stat(name)
	if err != nil {
		if Escapes(err) {
			return Outside(path, err)
		}
		return nil
	}
	if info.Mode().IsRegular() || info.IsDir() {
		return nil
	}
	return &fs.PathError{Op: "open", Path: path, Err: KindError(info.Mode())}
}

// renamed is a path error naming path instead of the name inside a root.
func renamed(err error, path string) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &fs.PathError{Op: pe.Op, Path: path, Err: pe.Err}
	}
	return err
}
