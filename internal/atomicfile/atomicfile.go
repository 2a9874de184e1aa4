// Package atomicfile writes files so that they are never seen half-written:
// the data goes to a temporary file in the same folder, which then takes
// the file's place by a rename.
//
// It is the one write path of the commands that rewrite a user's files
// (fmt -w, annotate -w, test --update) and of those that fill a folder with
// records (play, match and puzzle with -o), so the rules of docs/reading.md
// ("How seqref writes files") hold for all of them:
//
//   - a symbolic link is followed: the file it points to is rewritten, with
//     the temporary file beside that file, and the link stays a link;
//   - a file with more than one hard link is rewritten in place, so that
//     every name keeps seeing the same file;
//   - a file whose mode has no write bit, or a file in a folder whose mode
//     has none, is not written, whoever runs seqref (root too): the mode
//     bits are read, not access(2) asked;
//   - only a regular file is replaced: a folder, a named pipe, a socket or
//     a device (/dev/null, and /dev/stdin when it is one of these) is
//     refused with ErrNotRegular, and never turned into a regular file;
//   - nothing is written under /dev or /proc, named or reached through a
//     link (/dev/stdin, /dev/fd/1, /proc/self/fd/0): ErrSystemPath;
//   - WriteNew never replaces a file that exists;
//   - on Windows, a folder's read-only attribute is not read as a missing
//     write bit, and a rename that another program's open handle blocks
//     is tried again for a while (atomicfile_windows.go).
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"github.com/seqref/seqref/internal/regular"
)

// ErrNotRegular is the error (inside a *fs.PathError naming the file) of
// a write to a file that exists and is not a regular file: links
// followed, a folder, a named pipe, a socket or a device.
var ErrNotRegular = regular.ErrNotRegular

// ErrSystemPath is the error (inside a *fs.PathError naming the file) of
// a write to a path under /dev or /proc, named or reached through a link:
// the stand-ins for standard input and output and the system's devices,
// never a file of records.
var ErrSystemPath = errors.New("a path under /dev or /proc, which seqref never writes (write - for standard output, where a command has it)")

// ErrReadOnly is the error (inside a *fs.PathError naming the file) of a
// write to a file whose mode has no write bit.
var ErrReadOnly = errors.New("the file is read-only")

// FolderError is the error of a write into a folder that cannot be
// written: its mode has no write bit, or the system refused to create the
// temporary file in it.
type FolderError struct {
	Path string // the file to be written, as asked
	Dir  string // the folder that cannot be written
	Err  error  // why: ErrReadOnly, or the system's error
}

func (e *FolderError) Error() string {
	return fmt.Sprintf("the folder %s cannot be written: %v", e.Dir, e.Err)
}

func (e *FolderError) Unwrap() error { return e.Err }

// Write replaces the file at path with data, or creates it. A reader sees
// the old file or the new one, never a part, and a failed or interrupted
// write leaves the old file as it was and no temporary file behind. A file
// that exists keeps its permissions; a new one gets 0644. An error names
// path, never the temporary file. See the package comment for links and
// read-only files and folders.
func Write(path string, data []byte) error {
	return named(write(path, data, false), path)
}

// WriteNew writes data to a new file at path, as Write does, and fails with
// an error satisfying errors.Is(err, fs.ErrExist) when a file (or a link)
// is already there: it never replaces one, even when another process
// creates it meanwhile.
func WriteNew(path string, data []byte) error {
	return named(write(path, data, true), path)
}

// named is err with the file it names, when it names one, replaced by path.
func named(err error, path string) error {
	var fe *FolderError
	if errors.As(err, &fe) {
		fe.Path = path
		return fe
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &fs.PathError{Op: pe.Op, Path: path, Err: pe.Err}
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return &fs.PathError{Op: le.Op, Path: path, Err: le.Err}
	}
	return err
}

// maxLinks is how many symbolic links resolve follows, as Linux does.
const maxLinks = 40

// resolve follows the symbolic links at path (a link to a link too, and a
// link whose target does not exist yet) to the file that is to be
// written.
func resolve(path string) (string, error) {
	for range maxLinks {
		info, err := os.Lstat(path)
		if err != nil || info.Mode()&fs.ModeSymlink == 0 {
			return path, nil
		}
		target, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(path), target)
		}
		if err := systemPath(target); err != nil {
			return "", err
		}
		path = target
	}
	return "", &fs.PathError{Op: "open", Path: path, Err: syscall.ELOOP}
}

func write(path string, data []byte, fresh bool) error {
	if err := systemPath(path); err != nil {
		return err
	}
	how := replaceFile
	if fresh {
		how = newFile
	} else {
		var err error
		if path, err = resolve(path); err != nil {
			return err
		}
	}
	dir := filepath.Dir(path)
	root, err := os.OpenRoot(dir)
	if err != nil {
		return err
	}
	defer root.Close()
	return writeAt(root, filepath.Base(path), data, how)
}

// how says what a write does with what is at the name already.
type how int

const (
	// replaceFile replaces a regular file, and refuses anything else.
	replaceFile how = iota
	// replaceLink replaces a regular file or a symbolic link (the link
	// itself, never the file it points to), and refuses anything else.
	replaceLink
	// newFile writes only where nothing is.
	newFile
)

// writeAt writes data to the file name in root (links already resolved,
// for replaceFile): through a temporary file beside it and a rename, or in
// place for a file with several hard links. Every step goes through root,
// so a link swapped in meanwhile cannot lead the write out of its folder:
// a rename replaces the name, never what a link there points to.
func writeAt(root *os.Root, name string, data []byte, how how) error {
	perm := os.FileMode(0o644)
	info, err := root.Lstat(name)
	switch {
	case err == nil && how == newFile:
		return &fs.PathError{Op: "create", Path: name, Err: fs.ErrExist}
	case err == nil && how == replaceLink && info.Mode()&fs.ModeSymlink != 0:
		info = nil
	case err == nil && !info.Mode().IsRegular():
		return &fs.PathError{Op: "write", Path: name, Err: notRegular(info.Mode())}
	case err == nil:
		perm = info.Mode().Perm()
		if perm&0o222 == 0 {
			return &fs.PathError{Op: "write", Path: name, Err: ErrReadOnly}
		}
	case regular.Escapes(err):
		return regular.Outside(name, err)
	default:
		info = nil
	}
	dir := filepath.Dir(name)
	shown := filepath.Join(root.Name(), dir)
	if d, err := root.Stat(dir); err == nil && folderReadOnly(d) {
		return &FolderError{Dir: shown, Err: ErrReadOnly}
	}
	if info != nil && hardLinked(root, name, info) {
		return inPlace(root, name, data)
	}
	tmp, tmpName, err := createTemp(root, dir, filepath.Base(name))
	if err != nil {
		if errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS) {
			return &FolderError{Dir: shown, Err: unwrap(err)}
		}
		return regular.Outside(name, err)
	}
	fail := func(err error) error {
		tmp.Close()
		root.Remove(tmpName)
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(err)
	}
	if err := tmp.Chmod(perm); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		root.Remove(tmpName)
		return err
	}
	if how == newFile {
		return regular.Outside(name, placeNew(root, tmpName, name))
	}
	if err := replace(root, tmpName, name); err != nil {
		root.Remove(tmpName)
		return regular.Outside(name, err)
	}
	return nil
}

// createTemp makes a new temporary file for base in the folder dir of
// root, named after it and hidden (".base.NUMBER.tmp"), open for writing
// and readable by its owner only until its mode is set.
func createTemp(root *os.Root, dir, base string) (*os.File, string, error) {
	for {
		name := filepath.Join(dir, "."+base+"."+strconv.FormatUint(uint64(rand.Uint32()), 10)+".tmp")
		f, err := root.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
		if !errors.Is(err, fs.ErrExist) {
			return f, name, err
		}
	}
}

// inPlace rewrites a file with more than one hard link through the file
// itself, so that all its names see the new text: a rename would give this
// name a new file and leave the others the old one. This write is not
// atomic: a reader may see it half-done, and a crash may leave it so.
func inPlace(root *os.Root, name string, data []byte) error {
	f, err := root.OpenFile(name, os.O_WRONLY, 0)
	if err != nil {
		return regular.Outside(name, err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Truncate(int64(len(data))); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// unwrap is the system's error inside a path error.
func unwrap(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// notRegular is ErrNotRegular for a file of the given mode, saying what it
// is.
func notRegular(mode fs.FileMode) error {
	if mode.IsDir() {
		return fmt.Errorf("%w but a folder", ErrNotRegular)
	}
	return regular.KindError(mode)
}

// systemPath is ErrSystemPath for a path under /dev or /proc, nil for any
// other.
func systemPath(path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil
	}
	for _, dir := range []string{"/dev", "/proc"} {
		if abs == dir || strings.HasPrefix(abs, dir+"/") {
			return &fs.PathError{Op: "write", Path: path, Err: ErrSystemPath}
		}
	}
	return nil
}

// MkdirAll makes the folder at path and the folders above it that are
// missing, as os.MkdirAll does, for the commands that fill a folder with
// new files (WriteNew); a path under /dev or /proc is refused first with
// ErrSystemPath, so that no folder is made there.
func MkdirAll(path string) error {
	if err := systemPath(path); err != nil {
		return err
	}
	return os.MkdirAll(path, 0o755)
}
