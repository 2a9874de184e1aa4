package cmd

import (
	"bytes"
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"strconv"

	"github.com/seqref/seqref/board"
	"github.com/seqref/seqref/internal/qrcode"
	"github.com/seqref/seqref/record"
	"github.com/urfave/cli/v2"
)

func boardCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "board",
		Usage:     "write the referee's board: one offline HTML page to set up a position and ask, record a game, or step through a record",
		ArgsUsage: "[RECORD]",
		Description: "Writes one self-contained HTML page (docs/board.md) with the referee inside it,\n" +
			"compiled to WebAssembly: it loads nothing from anywhere and works opened from\n" +
			"the file system, on a phone or a laptop, with the network off. On it:\n" +
			"  Ask: set up a position (ruleset, seating, chips, the hand of the player to\n" +
			"    move, or a situation of docs/notation.md section 6), see the legal plays,\n" +
			"    dead cards and open threats, and ask for a ruling on an entry;\n" +
			"  Record: tap the entries of a game as it is played; each is judged as it is\n" +
			"    made, an illegal one refused with its ruling; the record, as seqref fmt\n" +
			"    writes it, to download or copy, kept by the browser across a reload;\n" +
			"  Open: a record (a file, or dropped on the page; YAML, a stream, or JSON),\n" +
			"    stepped through with what seqref annotate says, and its verdict.\n\n" +
			"RECORD, when given, is opened on the page (FILE#N opens the N-th record of a\n" +
			"stream). Without -o the page goes to standard output; with -o FILE it replaces\n" +
			"FILE whole.\n\n" +
			"--serve ADDR serves the page over HTTP at ADDR (such as 127.0.0.1:8080, or\n" +
			"0.0.0.0:8080 for the phones of the local network) until interrupted: only\n" +
			"the page, at /, gzip-compressed when the browser takes it; every other path\n" +
			"is 404; it prints the address. seqref board --serve 127.0.0.1:8080 serves it\n" +
			"to this machine only.\n\n" +
			"Exit status: 0; 2 when RECORD cannot be read, the address cannot be listened\n" +
			"on, this seqref was built without the page's WebAssembly (a build from a\n" +
			"checkout where go generate ./board has not run), or the command is used\n" +
			"wrongly.\n\n" +
			"Examples:\n" +
			"   seqref board -o board.html\n" +
			"   seqref board fixtures/examples/club-night.yaml -o club-night.html",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` instead of standard output"},
			&cli.StringFlag{Name: "serve", Usage: "serve the board as a site over HTTP at `ADDR` (host:port) instead of writing it"},
			&cli.StringFlag{Name: "site", Usage: "write the board as a static site, an installable app that works offline, into `DIR`"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 1 {
				return usageError("board takes at most one RECORD, not %d", c.NArg())
			}
			if n := countSet(c, "serve", "output", "site"); n > 1 {
				return usageError("board writes the page (-o), writes the site (--site) or serves it (--serve): one of them")
			}
			var rec *board.Record
			if c.NArg() == 1 {
				var err error
				if rec, err = boardRecord(c.Args().First(), s); err != nil {
					return err
				}
			}
			page, err := board.Page(rec)
			if errors.Is(err, board.ErrNoWasm) {
				return cli.Exit(err.Error(), ExitInvalid)
			}
			if err != nil {
				return err
			}
			if c.IsSet("serve") || c.IsSet("site") {
				site, err := board.NewSite(page)
				if err != nil {
					return err
				}
				if c.IsSet("serve") {
					return serveBoard(s, c.String("serve"), site)
				}
				if err := site.Write(c.String("site")); err != nil {
					return cli.Exit(fmt.Sprintf("cannot write the site into %s: %v", c.String("site"), unwrapPath(err)), ExitInvalid)
				}
				return nil
			}
			if err := writeOutput(s, c.String("output"), page); err != nil {
				return cli.Exit(fmt.Sprintf("cannot write %s: %v", c.String("output"), unwrapPath(err)), ExitInvalid)
			}
			return nil
		},
	}
}

// boardRecord reads the file of the record to open on the page: the whole
// file, so that the page offers every record of a stream; FILE#N opens it
// at the N-th.
func boardRecord(name string, s Streams) (*board.Record, error) {
	f, doc := (*record.File)(nil), 0
	if whole, err := record.ReadFile(name, openOptions(s)); err == nil {
		f = whole
	} else {
		src, oerr := record.OpenOne(name, openOptions(s))
		if oerr != nil {
			return nil, recordProblem(name, oerr)
		}
		f, doc = src.File, src.Doc
	}
	shown := filepath.Base(f.Path)
	if f.Path == StdinName {
		shown = displayName(StdinName)
	}
	return &board.Record{Name: shown, Text: bytes.Clone(f.Text()), Doc: doc}, nil
}

// serveBoard serves the site at addr until the process is stopped, after
// printing the address a phone opens it at, and its QR code.
func serveBoard(s Streams, addr string, site *board.Site) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return cli.Exit(fmt.Sprintf("board --serve %s: cannot listen there: %v", addr, err), ExitInvalid)
	}
	h, err := site.Handler()
	if err != nil {
		ln.Close()
		return err
	}
	url := "http://" + reachableAddr(ln.Addr().(*net.TCPAddr)) + "/"
	fmt.Fprintf(s.Out, "serving the referee's board at %s (the board and its app files; interrupt to stop)\n", url)
	if err := qrcode.Terminal(s.Out, url); err != nil {
		fmt.Fprintf(s.Err, "seqref: no QR code of %s: %v\n", url, err)
	}
	return board.Serve(ln, h, addr)
}

// reachableAddr is the host:port a phone opens the server at: the address
// listened on, or, when that is every interface (0.0.0.0, ::), this
// machine's first address on a network, other than loopback.
func reachableAddr(a *net.TCPAddr) string {
	ip := a.IP
	if ip.IsUnspecified() {
		ip = net.IPv4(127, 0, 0, 1)
		if addrs, err := net.InterfaceAddrs(); err == nil {
			for _, x := range addrs {
				if n, ok := x.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() && !n.IP.IsLinkLocalUnicast() {
					ip = n.IP
					break
				}
			}
		}
	}
	return net.JoinHostPort(ip.String(), strconv.Itoa(a.Port))
}

// countSet is how many of the named flags are set.
func countSet(c *cli.Context, names ...string) int {
	n := 0
	for _, name := range names {
		if c.IsSet(name) {
			n++
		}
	}
	return n
}
