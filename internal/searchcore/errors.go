package searchcore

import (
	"fmt"

	"github.com/seqref/seqref/engine"
)

// engineError is the engine refusing what a playout gave it: the deal, the
// candidate play, or a turn.
func engineError(what string, v engine.Violation) error {
	return fmt.Errorf("search: the engine rejects the playout's %s: %s", what, v.Rule)
}
