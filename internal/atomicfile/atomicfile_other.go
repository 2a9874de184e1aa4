//go:build !windows

package atomicfile

import (
	"io/fs"
	"os"
	"syscall"
)

// hardLinked reports whether the file name in root, of the given info,
// has more than one name: its link count, as stat(2) gives it.
func hardLinked(_ *os.Root, _ string, info fs.FileInfo) bool {
	st, ok := info.Sys().(*syscall.Stat_t)
	return ok && st.Nlink > 1
}

// folderReadOnly reports whether a folder's mode forbids making a file in
// it: it has no write bit.
func folderReadOnly(info fs.FileInfo) bool { return info.Mode().Perm()&0o222 == 0 }

// placeNew gives the written temporary file tmp in root the name name,
// failing with fs.ErrExist when the name is taken: a hard link fails
// there, where a rename would replace the file. The temporary name goes
// either way.
func placeNew(root *os.Root, tmp, name string) error {
	err := root.Link(tmp, name)
	root.Remove(tmp)
	return err
}

// replace renames tmp over name, in root.
func replace(root *os.Root, tmp, name string) error { return root.Rename(tmp, name) }
