package search_test

import (
	"testing"

	"github.com/seqref/seqref/internal/searchcore"
	"github.com/seqref/seqref/search"
)

// TestConstantsAreTheSearchers: the figures package search documents are
// those its searcher (internal/searchcore) uses.
func TestConstantsAreTheSearchers(t *testing.T) {
	if search.DefaultPlayouts != searchcore.DefaultPlayouts || search.TimeShare != searchcore.TimeShare || search.HardShare != searchcore.HardShare {
		t.Errorf("search says %d playouts, %v and %v of the move time; its searcher uses %d, %v and %v",
			search.DefaultPlayouts, search.TimeShare, search.HardShare, searchcore.DefaultPlayouts, searchcore.TimeShare, searchcore.HardShare)
	}
}
