package record

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
)

// ErrBoardOutside is the error of a board: key that names a file outside
// the record's folder: an absolute path, a path through "..", or a link
// that leads out. Such a file is never opened, so the message says
// nothing of whether it exists.
var ErrBoardOutside = errors.New("names a file outside the record's folder; a board file must be in the record's folder or below it")

// BoardFiles is the ReadBoard of LoadOptions for a record read from a file
// in the folder dir ("." for standard input): a board file is read only
// from dir or below it, resolved relative to dir, links followed only
// within it; only a regular file is read, and no further than the record
// limit, DefaultMaxRecordBytes (docs/reading.md, "What seqref reads").
func BoardFiles(dir string) func(name string) ([]byte, error) {
	return func(name string) ([]byte, error) {
		path, err := boardPath(dir, name)
		if err != nil {
			return nil, err
		}
		data, err := readLimited(path, nil, DefaultMaxRecordBytes)
		if err != nil {
			return nil, err
		}
		if len(data) > DefaultMaxRecordBytes {
			return nil, fmt.Errorf("the board file is larger than the %d bytes a record may have", DefaultMaxRecordBytes)
		}
		return data, nil
	}
}

// boardPath is the file that the board: key name stands for, in dir, or
// ErrBoardOutside.
func boardPath(dir, name string) (string, error) {
	clean := filepath.Clean(filepath.FromSlash(name))
	if filepath.IsAbs(clean) || filepath.VolumeName(clean) != "" || clean == ".." || strings.HasPrefix(clean, ".."+string(filepath.Separator)) {
		return "", ErrBoardOutside
	}
	path := filepath.Join(dir, clean)
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return "", &fs.PathError{Op: "open", Path: path, Err: pe.Err}
		}
		return "", err
	}
	if abs, err := filepath.Abs(real); err == nil {
		real = abs
	}
	if !within(filepath.Clean(real), folderRoot(dir)) {
		return "", ErrBoardOutside
	}
	return path, nil
}
