package query

import (
	"github.com/seqref/seqref/board/internal/link"
	"github.com/seqref/seqref/internal/qrcode"
)

// Shared is a link to what the page shows: the fragment of its address,
// the QR code of the whole link as SVG (numbers only, safe to put in the
// page), or why there is none (docs/board.md, "A position as a link").
type Shared struct {
	Fragment string `json:"fragment"`
	QR       string `json:"qr,omitempty"`
	Error    string `json:"error,omitempty"`
}

// Share is the link of a state whose record (if any) the page's script
// has deflated already (packed: link.EncodePacked): its fragment, and the
// QR code of base (the page's address without its fragment) with it. A
// link too long for a QR code still has its fragment, and says why it has
// no code.
func Share(s link.State, packed, base string) Shared {
	fragment, err := link.EncodePacked(s, packed)
	if err != nil {
		return Shared{Error: err.Error()}
	}
	svg, err := qrcode.SVG(base + "#" + fragment)
	if err != nil {
		return Shared{Fragment: fragment, Error: "the link is too long for a QR code; copy it instead"}
	}
	return Shared{Fragment: fragment, QR: svg}
}

// Linked is what a link holds, or why it cannot be read: Error is one
// line for the page to show.
type Linked struct {
	State link.State `json:"state"`
	Error string     `json:"error,omitempty"`
}

// ReadLink reads the fragment of the page's address (with or without its
// "#").
func ReadLink(fragment string) Linked {
	s, err := link.Decode(fragment)
	if err != nil {
		return Linked{Error: err.Error()}
	}
	return Linked{State: s}
}
