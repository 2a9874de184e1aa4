//go:build !unix

package regular

import "os"

// openNoWait opens path for reading; systems that are not Unix have no
// named pipes in their file trees.
func openNoWait(path string) (*os.File, error) {
	return os.Open(path)
}

func openNoWaitIn(root *os.Root, name string) (*os.File, error) {
	return root.Open(name)
}
