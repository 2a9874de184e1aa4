//go:build !linux

package match_test

import (
	"fmt"
	"os"

	"github.com/seqref/seqref/internal/match"
)

// placedAs is whether a bot was told to spin: where threads cannot be
// given CPUs, no match spins.
func placedAs() string {
	return fmt.Sprintf("%s=%s", match.SpinEnv, os.Getenv(match.SpinEnv))
}
