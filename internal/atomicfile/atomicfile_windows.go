package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"time"

	"golang.org/x/sys/windows"
)

// hardLinked reports whether the file at path has more than one name, as
// NTFS counts them (GetFileInformationByHandle); false when it cannot be
// read, or on a file system without hard links.
func hardLinked(path string, _ fs.FileInfo) bool {
	f, err := os.Open(path)
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

// placeNew gives the written temporary file tmp the name path, failing
// with fs.ErrExist when the name is taken: MoveFileEx without
// MOVEFILE_REPLACE_EXISTING never replaces a file, and works on file
// systems without hard links (FAT, exFAT). The temporary name goes either
// way.
func placeNew(tmp, path string) error {
	err := retry(func() error { return moveNew(tmp, path) })
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

func moveNew(from, to string) error {
	f, err := windows.UTF16PtrFromString(from)
	if err != nil {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	t, err := windows.UTF16PtrFromString(to)
	if err != nil {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	if err := windows.MoveFileEx(f, t, windows.MOVEFILE_WRITE_THROUGH); err != nil {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	return nil
}

// replace renames tmp over path. os.Rename replaces a file on Windows, but
// not while another program (a virus scanner, an indexer, an editor) has
// it open without sharing its deletion: that is mostly brief, so the
// rename is tried again for a while, as the go command does.
func replace(tmp, path string) error {
	return retry(func() error { return os.Rename(tmp, path) })
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
