package record

import (
	"io"
	"os"
	"strings"

	"github.com/seqref/seqref/internal/regular"
)

// readLimited reads a file, or standard input for "-", up to one byte past
// limit (all of it when limit is negative). A file that is not a regular
// file (a named pipe, a socket, a device) is refused without being read:
// regular.Open. A file found in a folder (root not nil) is opened as rel
// through the folder's handle, so that a link can lead it nowhere else
// (regular.OpenIn).
func readLimited(path string, in *os.Root, rel string, stdin io.Reader, limit int) ([]byte, error) {
	r := stdin
	size := 0
	if path != StdinName || in != nil {
		f, err := openRegular(path, in, rel)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		if info, err := f.Stat(); err == nil {
			size = int(min(info.Size(), int64(max(limit, 0))))
		}
		r = f
	} else if r == nil {
		r = strings.NewReader("")
	}
	if limit >= 0 {
		r = io.LimitReader(r, int64(limit)+1)
	}
	buf := make([]byte, 0, size+1)
	for {
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, err
		}
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
	}
}

// openRegular opens path, or rel in the folder in when it is not nil, as
// readLimited reads it.
func openRegular(path string, in *os.Root, rel string) (*os.File, error) {
	if in != nil {
		return regular.OpenIn(in, rel, path)
	}
	return regular.Open(path)
}
