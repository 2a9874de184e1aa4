// Package link writes what the board page shows into the fragment of its
// address, and reads it back, so that a copied link (or its QR code) opens
// the same board and ruling on another phone (docs/board.md, "A position
// as a link"). The fragment is versioned, "v1;" and then key=value pairs
// separated by ";":
//
//	t  the tab: ask, record or open
//	s  ask: the position, a situation (docs/notation.md section 6)
//	e  ask: the entry asked about
//	r  record and open: the record's text, deflated and in base64url
//	n  open: the name of the file the record came from
//	d  open: the record of a YAML stream (from 0; 0 when left out)
//	f  open: the entry shown (0 for the setup; 0 when left out)
//
// A fragment is at most MaxLinkBytes long, and its record inflates to at
// most MaxRecordBytes.
//
// Text values are escaped as in a query string (a space is "+"), but for
// the characters a situation uses, which stay as they are, so that the
// position reads in the link. Nothing here judges: a link that reads is
// opened, and the page rules on what it holds.
package link

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Version is the version of the fragment this package writes.
const Version = "v1"

// MaxRecordBytes is the largest record a link may carry, inflated: a link
// that would inflate to more is refused, as a record file past the limit is.
const MaxRecordBytes = 4 << 20

// MaxLinkBytes is the longest fragment a link may have: a longer one is
// refused before any of it is read, its record inflated least of all, and
// none is written. A record of 1,500 entries (under 100 KB) deflates to a
// few tens of kilobytes.
const MaxLinkBytes = 256 << 10

// The tabs a link opens.
const (
	Ask    = "ask"
	Record = "record"
	Open   = "open"
)

// State is what a link carries: a tab of the page and what it shows there.
type State struct {
	Tab       string `json:"tab"`
	Situation string `json:"situation,omitempty"`
	Entry     string `json:"entry,omitempty"`
	Record    string `json:"record,omitempty"`
	Name      string `json:"name,omitempty"`
	// Doc and Frame are always given, 0 too: a link without d or f
	// means 0, and the page reads the value as it is.
	Doc   int `json:"doc"`
	Frame int `json:"frame"`
}

// Encode is the fragment of a state, without the "#".
func Encode(s State) (string, error) {
	packed := ""
	if s.Tab == Record || s.Tab == Open {
		var err error
		if packed, err = deflate(s.Record); err != nil {
			return "", err
		}
	}
	return EncodePacked(s, packed)
}

// EncodePacked is Encode for a state whose record is already deflated
// (raw DEFLATE, RFC 1951) and in unpadded base64url, as the page's script
// deflates it with the browser's CompressionStream("deflate-raw"): the
// page's WebAssembly then holds no DEFLATE compressor, only the
// decompressor Decode needs. s.Record is not read.
func EncodePacked(s State, packed string) (string, error) {
	if !isBase64URL(packed) {
		return "", errors.New("the record is not deflated in base64url")
	}
	var b strings.Builder
	b.WriteString(Version)
	add := func(key, value string) {
		b.WriteString(";" + key + "=" + escape(value))
	}
	add("t", s.Tab)
	switch s.Tab {
	case Ask:
		add("s", s.Situation)
		if s.Entry != "" {
			add("e", s.Entry)
		}
	case Record, Open:
		b.WriteString(";r=" + packed)
		if s.Tab == Open {
			if s.Name != "" {
				add("n", s.Name)
			}
			add("d", strconv.Itoa(s.Doc))
			add("f", strconv.Itoa(s.Frame))
		}
	default:
		return "", fmt.Errorf("no tab %q", s.Tab)
	}
	if b.Len() > MaxLinkBytes {
		return "", fmt.Errorf("the record is too large for a link (more than %d characters); send the file instead", MaxLinkBytes)
	}
	return b.String(), nil
}

// Decode reads a fragment (with or without its "#"). The error says in one
// line what is wrong, for the page to show.
func Decode(fragment string) (State, error) {
	fragment = strings.TrimPrefix(fragment, "#")
	version, rest, _ := strings.Cut(fragment, ";")
	switch {
	case len(fragment) > MaxLinkBytes:
		return State{}, fmt.Errorf("the link is longer than the %d characters a link may have", MaxLinkBytes)
	case fragment == "":
		return State{}, errors.New("the link holds no board")
	case version != Version:
		if strings.HasPrefix(version, "v") {
			return State{}, fmt.Errorf("the link was made by another version of the board (%.10q); this one reads %s", version, Version)
		}
		return State{}, errors.New("the link holds no board: it does not start with " + Version)
	}
	var s State
	seen := map[string]bool{}
	for part := range strings.SplitSeq(rest, ";") {
		key, raw, ok := strings.Cut(part, "=")
		if !ok || seen[key] {
			return State{}, fmt.Errorf("the link's part %.20q is not key=value, once", part)
		}
		seen[key] = true
		if key == "r" {
			text, err := inflate(raw)
			if err != nil {
				return State{}, err
			}
			s.Record = text
			continue
		}
		value, err := unescape(raw)
		if err != nil {
			return State{}, fmt.Errorf("the link's %s is not escaped right: %v", key, err)
		}
		switch key {
		case "t":
			s.Tab = value
		case "s":
			s.Situation = value
		case "e":
			s.Entry = value
		case "n":
			s.Name = value
		case "d", "f":
			n, err := strconv.Atoi(value)
			if err != nil || n < 0 || n > 1<<20 {
				return State{}, fmt.Errorf("the link's %s, %.12q, is not a number from 0", key, value)
			}
			if key == "d" {
				s.Doc = n
			} else {
				s.Frame = n
			}
		default:
			return State{}, fmt.Errorf("the link has a part %.12q this board does not know", key)
		}
	}
	switch {
	case s.Tab == Ask && s.Situation == "":
		return State{}, errors.New("the link asks about no position")
	case (s.Tab == Record || s.Tab == Open) && !seen["r"]:
		return State{}, errors.New("the link holds no record")
	case s.Tab != Ask && s.Tab != Record && s.Tab != Open:
		return State{}, fmt.Errorf("the link opens no tab the board has (%.10q)", s.Tab)
	}
	return s, nil
}

// deflate is text deflated at the best compression, in unpadded base64url.
func deflate(text string) (string, error) {
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, flate.BestCompression)
	if err != nil {
		return "", err
	}
	if _, err := io.WriteString(w, text); err != nil {
		return "", err
	}
	if err := w.Close(); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b.Bytes()), nil
}

// inflate reads what deflate wrote, no further than MaxRecordBytes.
func inflate(packed string) (string, error) {
	data, err := base64.RawURLEncoding.DecodeString(packed)
	if err != nil {
		return "", errors.New("the link's record is not base64url")
	}
	r := flate.NewReader(bytes.NewReader(data))
	defer r.Close()
	text, err := io.ReadAll(io.LimitReader(r, MaxRecordBytes+1))
	switch {
	case err != nil:
		return "", errors.New("the link's record is cut short or not deflated")
	case len(text) > MaxRecordBytes:
		return "", fmt.Errorf("the link's record is larger than the %d bytes a record may have", MaxRecordBytes)
	}
	return string(text), nil
}

// isBase64URL reports whether s holds only the letters of unpadded
// base64url.
func isBase64URL(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '-', c == '_':
		default:
			return false
		}
	}
	return true
}
