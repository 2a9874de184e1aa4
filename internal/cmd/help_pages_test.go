package cmd

import (
	"slices"
	"testing"

	"github.com/seqref/seqref/docs"
)

// TestHelpReachesEveryEmbeddedPage: the binary embeds exactly the pages
// seqref help prints, so no page weighs on the binary that no command
// shows, and no topic lacks its page.
func TestHelpReachesEveryEmbeddedPage(t *testing.T) {
	var topics []string
	for _, h := range helpTopics {
		topics = append(topics, h.page)
	}
	slices.Sort(topics)
	if embedded := docs.Pages(); !slices.Equal(embedded, topics) {
		t.Errorf("docs embeds %q, seqref help prints %q", embedded, topics)
	}
}
