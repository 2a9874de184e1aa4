//go:build !unix

package botinput

import (
	"io"
	"os"
)

// waiting is f itself where raw system calls are not Unix's: a plain read,
// through Go's scheduler.
func waiting(f *os.File) io.Reader { return f }
