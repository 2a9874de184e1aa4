// Package regular opens files for reading only when they are regular
// files, so that a name that turns out to be a named pipe, a socket or a
// device (/dev/zero, /dev/stdin, a FIFO in an archive) is refused at once
// instead of hanging the reader or feeding it without end
// (docs/reading.md, "What seqref reads").
package regular

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// ErrNotRegular is the error (inside a *fs.PathError naming the file) of
// a file that is not a regular file: a named pipe, a socket, a device or
// a folder.
var ErrNotRegular = errors.New("not a regular file")

// Open opens the file at path for reading when it is a regular file,
// following symbolic links. A folder is the system's "is a directory"
// error, as reading it would give. A named pipe is opened without waiting for a
// writer (and then refused), so Open never blocks.
func Open(path string) (*os.File, error) {
	f, err := openNoWait(path)
	if err != nil {
		return nil, err
	}
	return onlyRegular(f, path)
}

// onlyRegular is the opened file f when it is a regular file; otherwise it
// closes f and says what it is: a folder is the system's "is a directory"
// error, anything else a KindError. Errors name path.
func onlyRegular(f *os.File, path string) (*os.File, error) {
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	switch {
	case info.IsDir():
		f.Close()
		return nil, &fs.PathError{Op: "read", Path: path, Err: syscall.EISDIR}
	case !info.Mode().IsRegular():
		f.Close()
		return nil, &fs.PathError{Op: "open", Path: path, Err: KindError(info.Mode())}
	}
	return f, nil
}

// Check reports, without opening it, why the file at path (links
// followed) is a special file, or nil when it is a regular file or a
// folder, or does not exist.
func Check(path string) error {
	info, err := os.Stat(path)
	if err != nil || info.Mode().IsRegular() || info.IsDir() {
		return nil
	}
	return &fs.PathError{Op: "open", Path: path, Err: KindError(info.Mode())}
}

// KindError is the error for a file of the given mode that is not a
// regular file (nor a folder): it says what the file is, and satisfies
// errors.Is(err, ErrNotRegular).
func KindError(mode fs.FileMode) error {
	what := "a special file"
	switch {
	case mode&fs.ModeNamedPipe != 0:
		what = "a named pipe"
	case mode&fs.ModeSocket != 0:
		what = "a socket"
	case mode&fs.ModeCharDevice != 0:
		what = "a character device"
	case mode&fs.ModeDevice != 0:
		what = "a device"
	}
	return &kindErr{what: what}
}

// kindErr is ErrNotRegular with what the file is instead.
type kindErr struct{ what string }

func (e *kindErr) Error() string { return "not a regular file but " + e.what }
func (e *kindErr) Is(target error) bool {
	return target == ErrNotRegular
}
