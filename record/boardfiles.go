package record

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/seqref/seqref/internal/regular"
)

// ErrBoardOutside is the error of a board: key that names a file outside
// the record's folder: an absolute path, a path through "..", or a link
// (at any step of the path) that leads out. Such a file is never opened,
// so the message is the same whether or not something exists there.
var ErrBoardOutside = errors.New("names a file outside the record's folder; a board file must be in the record's folder or below it")

// BoardFiles is the ReadBoard of LoadOptions for a record read from a file
// in the folder dir ("." for standard input): a board file is read only
// from dir or below it, through a handle of dir (os.Root), so that links
// are followed only within it, even one swapped in while seqref runs;
// only a regular file is read, and no further than the record limit,
// DefaultMaxRecordBytes (docs/reading.md, "What seqref reads").
func BoardFiles(dir string) func(name string) ([]byte, error) {
	return func(name string) ([]byte, error) {
		if err := boardName(name); err != nil {
			return nil, err
		}
		root, err := os.OpenRoot(dir)
		if err != nil {
			return nil, err
		}
		defer root.Close()
		return readBoard(root, dir, name)
	}
}

// BoardFiles is the ReadBoard of LoadOptions for the records of f: the
// package's BoardFiles of the file's folder, which for a file found in a
// folder named is opened through that folder's handle, so that no link
// in the path from it leads elsewhere.
func (f *File) BoardFiles() func(name string) ([]byte, error) {
	if f == nil {
		return BoardFiles(".")
	}
	if f.root == nil {
		dir := "."
		if f.Path != StdinName {
			dir = filepath.Dir(f.Path)
		}
		return BoardFiles(dir)
	}
	return func(name string) ([]byte, error) {
		if err := boardName(name); err != nil {
			return nil, err
		}
		dir := filepath.Dir(f.rel)
		root, err := f.root.OpenRoot(dir)
		if err != nil {
			if regular.Escapes(err) {
				return nil, ErrBoardOutside
			}
			return nil, err
		}
		defer root.Close()
		return readBoard(root, filepath.Dir(f.Path), name)
	}
}

// boardName is ErrBoardOutside for a board: name that leads out of any
// folder as written: absolute, or through "..".
func boardName(name string) error {
	if !filepath.IsLocal(filepath.FromSlash(name)) {
		return ErrBoardOutside
	}
	return nil
}

// readBoard reads the board file name in root, the record's folder dir.
func readBoard(root *os.Root, dir, name string) ([]byte, error) {
	clean := filepath.Clean(filepath.FromSlash(name))
	data, err := readLimited(filepath.Join(dir, clean), root, clean, nil, DefaultMaxRecordBytes)
	if err != nil {
		if regular.Escapes(err) {
			return nil, ErrBoardOutside
		}
		return nil, err
	}
	if len(data) > DefaultMaxRecordBytes {
		return nil, fmt.Errorf("the board file is larger than the %d bytes a record may have", DefaultMaxRecordBytes)
	}
	return data, nil
}
