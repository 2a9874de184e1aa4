//go:build !windows

package atomicfile

import (
	"io/fs"
	"os"
	"syscall"
)

// hardLinked reports whether the file at path, of the given info, has
// more than one name: its link count, as stat(2) gives it.
func hardLinked(_ string, info fs.FileInfo) bool {
	st, ok := info.Sys().(*syscall.Stat_t)
	return ok && st.Nlink > 1
}

// folderReadOnly reports whether a folder's mode forbids making a file in
// it: it has no write bit.
func folderReadOnly(info fs.FileInfo) bool { return info.Mode().Perm()&0o222 == 0 }

// placeNew gives the written temporary file tmp the name path, failing
// with fs.ErrExist when the name is taken: a hard link fails there, where
// a rename would replace the file. The temporary name goes either way.
func placeNew(tmp, path string) error {
	err := os.Link(tmp, path)
	os.Remove(tmp)
	return err
}

// replace renames tmp over path.
func replace(tmp, path string) error { return os.Rename(tmp, path) }
