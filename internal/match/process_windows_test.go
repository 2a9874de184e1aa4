package match

import (
	"os"
	"testing"
)

// TestProgramOf: a command of one program found as a .exe is started as
// that program; a command with cmd.exe's syntax, or whose program is not
// found, goes to cmd.exe.
func TestProgramOf(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for command, want := range map[string]bool{
		`"` + self + `" -x "a b"`:      true,
		"  " + `"` + self + `"`:        true,
		`"` + self + `" 2>NUL`:         false,
		`"` + self + `" && echo done`:  false,
		`"` + self + `" %USERPROFILE%`: false,
		`"` + self:                     false,
		"set A=1":                      false,
		"no-such-program-seqref --x":   false,
	} {
		if _, got := programOf(command); got != want {
			t.Errorf("programOf(%q) gives a program: %v, want %v", command, got, want)
		}
	}
}
