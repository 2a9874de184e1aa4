package cmd

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"

	"github.com/urfave/cli/v2"
)

func versionCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:  "version",
		Usage: "print the version of seqref and the revision it was built from",
		Description: "Prints one line: the module version (a release such as v1.2.0; a\n" +
			"pseudo-version naming the commit for go install ...@COMMIT or a build in a\n" +
			"git checkout; (devel) when the build recorded none), the VCS revision and its\n" +
			"time when the build recorded them, \"modified\" when the checkout had\n" +
			"uncommitted changes, and the Go version and platform. seqref --version\n" +
			"prints the same. Give it in bug reports.\n\n" +
			"Example:\n" +
			"   seqref version",
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError("version takes no arguments")
			}
			return writeVersion(s.Out)
		},
	}
}

// releaseVersion is the release a binary was built as, such as "v1.2.0",
// and releaseRevision the commit it was built from: the release build sets
// them (.goreleaser.yaml, -ldflags -X), since its build info may record
// neither; other builds leave them empty and print what their build info
// records.
var releaseVersion, releaseRevision string

// writeVersion writes the version line of the running binary.
func writeVersion(w io.Writer) error {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		info = nil
	}
	_, err := fmt.Fprintln(w, versionLine(info, release{releaseVersion, releaseRevision}))
	return err
}

// release is what a release build sets: its version and revision, each
// empty where the build set none.
type release struct{ version, revision string }

// versionLine is the version of seqref as the build info records it:
// "seqref v1.2.0, revision 0123abcd… (2026-11-20T10:00:00Z), go1.26.8
// linux/amd64"; what rel holds stands for what the build info lacks or,
// for the version, says otherwise. A build without build info (nil) has
// no Go version or platform.
func versionLine(info *debug.BuildInfo, rel release) string {
	if info == nil {
		info = &debug.BuildInfo{}
		if rel.version == "" {
			return "seqref unknown version, revision unknown (built without module information)"
		}
	}
	version := info.Main.Version
	if rel.version != "" {
		version = rel.version
	}
	if version == "" {
		version = "(devel)"
	}
	setting := map[string]string{}
	for _, s := range info.Settings {
		setting[s.Key] = s.Value
	}
	if setting["vcs.revision"] == "" && rel.revision != "" {
		setting["vcs.revision"] = rel.revision
	}
	var b strings.Builder
	fmt.Fprintf(&b, "seqref %s, revision ", version)
	if rev := setting["vcs.revision"]; rev != "" {
		b.WriteString(rev)
		if t := setting["vcs.time"]; t != "" {
			fmt.Fprintf(&b, " (%s)", t)
		}
		if setting["vcs.modified"] == "true" {
			b.WriteString(", modified")
		}
	} else {
		b.WriteString("unknown")
	}
	if info.GoVersion != "" {
		b.WriteString(", " + info.GoVersion)
		if setting["GOOS"] != "" {
			fmt.Fprintf(&b, " %s/%s", setting["GOOS"], setting["GOARCH"])
		}
	}
	return b.String()
}
