package board

import (
	"net/url"
	"strings"
)

// siteAddress is the address of the published site (docs/board.md, "A
// position as a link"): the page opened from a file shares its links
// there, so that another phone opens them. A fork that publishes
// elsewhere builds with
//
//	-ldflags "-X github.com/seqref/seqref/board.siteAddress=https://example.org/board/"
//
// and with an empty address its page says that a link opens only on the
// device it was made on.
var siteAddress = "https://seqref.github.io/seqref/"

// SiteAddress is the address of the published board that the page opened
// from a file shares its links to: an https:// address ending in "/", or ""
// when this build knows none (siteAddress set to something else).
func SiteAddress() string {
	u, err := url.Parse(siteAddress)
	if err != nil || u.Scheme != "https" || u.Host == "" || !strings.HasSuffix(u.Path, "/") || u.RawQuery != "" || u.Fragment != "" {
		return ""
	}
	return u.String()
}
