package cmd

import (
	"runtime/debug"
	"testing"
)

func TestVersionLine(t *testing.T) {
	stamped := &debug.BuildInfo{
		GoVersion: "go1.26.8",
		Main:      debug.Module{Path: "github.com/seqref/seqref", Version: "v1.2.0"},
		Settings: []debug.BuildSetting{
			{Key: "GOOS", Value: "linux"}, {Key: "GOARCH", Value: "amd64"},
			{Key: "vcs.revision", Value: "0123456789abcdef0123456789abcdef01234567"},
			{Key: "vcs.time", Value: "2026-11-25T21:30:00Z"},
			{Key: "vcs.modified", Value: "true"},
		},
	}
	// A release build (.goreleaser.yaml) from a checkout at its tag: the
	// module version Go stamps may be a pseudo-version or (devel); the
	// release's own wins.
	released := &debug.BuildInfo{
		GoVersion: "go1.26.8",
		Main:      debug.Module{Path: "github.com/seqref/seqref", Version: "(devel)"},
		Settings: []debug.BuildSetting{
			{Key: "GOOS", Value: "windows"}, {Key: "GOARCH", Value: "arm64"},
			{Key: "vcs.revision", Value: "0123456789abcdef0123456789abcdef01234567"},
		},
	}
	for _, tc := range []struct {
		name    string
		info    *debug.BuildInfo
		release release
		want    string
	}{
		{"stamped", stamped, release{}, "seqref v1.2.0, revision 0123456789abcdef0123456789abcdef01234567 (2026-11-25T21:30:00Z), modified, go1.26.8 linux/amd64"},
		{"go install @latest", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.1-0.20261125213000-0123456789ab"}}, release{},
			"seqref v1.2.1-0.20261125213000-0123456789ab, revision unknown, go1.26.8"},
		{"checkout without vcs", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, release{}, "seqref (devel), revision unknown"},
		{"no build info", nil, release{}, "seqref unknown version, revision unknown (built without module information)"},
		{"release", released, release{"v1.3.0", "fedcba9876543210fedcba9876543210fedcba98"}, "seqref v1.3.0, revision 0123456789abcdef0123456789abcdef01234567, go1.26.8 windows/arm64"},
		{"release whose build recorded no revision", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}}, release{"v1.3.0", "fedcba9876543210fedcba9876543210fedcba98"},
			"seqref v1.3.0, revision fedcba9876543210fedcba9876543210fedcba98, go1.26.8"},
		{"release without build info", nil, release{"v1.3.0", ""}, "seqref v1.3.0, revision unknown"},
	} {
		if got := versionLine(tc.info, tc.release); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
	}
}
