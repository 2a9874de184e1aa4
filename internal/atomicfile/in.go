package atomicfile

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/seqref/seqref/internal/regular"
)

// WriteIn replaces the file name in the folder root, or creates it, as
// Write does, for a file found in a folder a user named (fmt -w DIR,
// test --update DIR): a symbolic link is followed only to a file inside
// root, and every step of the write goes through root, so that no link,
// even one swapped in while seqref runs, can lead it out of the folder.
// A name that leads out is an error wrapping regular.ErrOutside, whether
// or not something exists where it leads. Errors name path, the file as
// output names it.
func WriteIn(root *os.Root, name, path string, data []byte) error {
	target, err := resolveIn(root, name)
	if err == nil {
		err = writeAt(root, target, data, replaceFile)
	}
	return named(err, path)
}

// ReplaceIn writes the file name in an output folder (board --site DIR):
// a regular file there is replaced, and so is a symbolic link, the link
// itself, never the file it points to, as git replaces a link at
// checkout. Anything else there (a folder, a device) is refused. Every
// step goes through root. Errors name path.
func ReplaceIn(root *os.Root, name, path string, data []byte) error {
	return named(writeAt(root, name, data, replaceLink), path)
}

// WriteNewIn writes data to a new file name in the folder root, as
// WriteNew does: nothing that is already there, a link among them, is
// replaced or written through. Errors name path.
func WriteNewIn(root *os.Root, name, path string, data []byte) error {
	return named(writeAt(root, name, data, newFile), path)
}

// OpenFolder makes the output folder at path and those above it that are
// missing (MkdirAll) and opens it, for ReplaceIn and WriteNewIn.
func OpenFolder(path string) (*os.Root, error) {
	if err := MkdirAll(path); err != nil {
		return nil, err
	}
	return os.OpenRoot(path)
}

// resolveIn follows the symbolic links at name in root to the file that
// is to be written, as resolve does, but only inside root: a link whose
// target is absolute or climbs out of root is regular.ErrOutside.
func resolveIn(root *os.Root, name string) (string, error) {
	for range maxLinks {
		info, err := root.Lstat(name)
		if err != nil {
			return name, regular.Outside(name, errIfEscapes(err))
		}
		if info.Mode()&fs.ModeSymlink == 0 {
			return name, nil
		}
		target, err := root.Readlink(name)
		if err != nil {
			return "", regular.Outside(name, err)
		}
		if filepath.IsAbs(target) || filepath.VolumeName(target) != "" {
			return "", &fs.PathError{Op: "open", Path: name, Err: regular.ErrOutside}
		}
		target = filepath.Join(filepath.Dir(name), target)
		if !filepath.IsLocal(target) {
			return "", &fs.PathError{Op: "open", Path: name, Err: regular.ErrOutside}
		}
		name = target
	}
	return "", &fs.PathError{Op: "open", Path: name, Err: syscall.ELOOP}
}

// errIfEscapes is err when it is os.Root's refusal of a name that leads
// out of its folder, nil otherwise (a file that does not exist yet is
// written).
func errIfEscapes(err error) error {
	if regular.Escapes(err) {
		return err
	}
	return nil
}
