//go:build !unix

package regular

import "os"

// openNoWait opens path for reading; systems that are not Unix have no
// named pipes in their file trees.
func openNoWait(path string) (*os.File, error) {
	return os.Open(path)
}
