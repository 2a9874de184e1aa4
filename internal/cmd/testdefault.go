package cmd

import (
	"errors"
	"io/fs"
	"os"
)

// defaultTestPathHere checks that the folder seqref test reads when given
// no PATH is here: outside a checkout of seqref there is no ./fixtures,
// and "cannot read the file" would not say that test chose it. Anything
// else wrong with it (it may not be read, it is a file) is said as for a
// folder named.
func defaultTestPathHere() error {
	if _, err := os.Stat(DefaultTestPath); errors.Is(err, fs.ErrNotExist) {
		return usageError("no PATH given, so it tests ./%s, and there is no %s folder here; name the folders or files to test: seqref test PATH...", DefaultTestPath, DefaultTestPath)
	}
	return nil
}
