package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"time"

	"golang.org/x/sys/windows"
)

// hardLinked reports whether the file name in root has more than one
// name, as NTFS counts them (GetFileInformationByHandle); false when it
// cannot be read, or on a file system without hard links.
func hardLinked(root *os.Root, name string, _ fs.FileInfo) bool {
	f, err := root.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	var d windows.ByHandleFileInformation
	if err := windows.GetFileInformationByHandle(windows.Handle(f.Fd()), &d); err != nil {
		return false
	}
	return d.NumberOfLinks > 1
}

// folderReadOnly is false: Windows keeps a folder's read-only attribute
// for Explorer's own use and lets files be made in it, so it is not read
// as a folder's write bit; a folder the system refuses to write is
// reported when the temporary file cannot be made.
func folderReadOnly(fs.FileInfo) bool { return false }

// placeNew gives the written temporary file tmp in root the name name,
// failing with fs.ErrExist when the name is taken: a hard link never
// replaces a file. A file system without hard links (FAT, exFAT) gets a
// rename when nothing has the name: there, another program that makes
// the name in the instant between the look and the rename loses its
// file. The temporary name goes either way.
func placeNew(root *os.Root, tmp, name string) error {
	defer root.Remove(tmp)
	err := retry(func() error { return root.Link(tmp, name) })
	if err == nil || errors.Is(err, fs.ErrExist) || !errors.Is(err, windows.ERROR_NOT_SUPPORTED) && !errors.Is(err, windows.ERROR_INVALID_FUNCTION) {
		return err
	}
	if _, err := root.Lstat(name); err == nil {
		return &fs.PathError{Op: "create", Path: name, Err: fs.ErrExist}
	}
	return retry(func() error { return root.Rename(tmp, name) })
}

// replace renames tmp over name, in root. A rename replaces a file on
// Windows, but not while another program (a virus scanner, an indexer, an
// editor) has it open without sharing its deletion: that is mostly brief,
// so the rename is tried again for a while, as the go command does.
func replace(root *os.Root, tmp, name string) error {
	return retry(func() error { return root.Rename(tmp, name) })
}

// retryFor is how long retry tries again.
const retryFor = 2 * time.Second

// retry calls do until it succeeds, fails other than with a sharing
// violation or a denied access, or retryFor has passed.
func retry(do func() error) error {
	start, wait := time.Now(), time.Millisecond
	for {
		err := do()
		if err == nil || !transient(err) || time.Since(start)+wait > retryFor {
			return err
		}
		time.Sleep(wait)
		wait = min(2*wait, 100*time.Millisecond)
	}
}

// transient reports whether err is one that another program's open handle
// causes, and that passes once it is closed.
func transient(err error) bool {
	return errors.Is(err, windows.ERROR_SHARING_VIOLATION) || errors.Is(err, windows.ERROR_ACCESS_DENIED) || errors.Is(err, windows.ERROR_LOCK_VIOLATION)
}
