package cmd_test

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/notation"
)

// FuzzAtQuestions asks referee --at SITUATION --entry ENTRY and moves --at
// SITUATION with any text: never a panic; exit 0, 1 or 2; a ruling or a
// listing on standard output unless the exit is 2, and then nothing there
// and one line on standard error, with the column when the situation does
// not read (unless the error is the entry's).
func FuzzAtQuestions(f *testing.F) {
	e := notation.EmptyPosition
	club := "*8*/1gb3b3/2g3b3/3gg1b3/4b5/b4g4/10/3b6/1GGGGG4/*8* g=B9-F9 standard gb 1 4C,JS,5H,9D,QC,2S,KS"
	for _, seed := range [][2]string{
		{club, "dead 4C; JSxE5"}, {club, "5H@E5"}, {club, "Bob: AH@G5"}, {club, "pass"},
		{e + " - standard gb 1 7H,4C", "7H@D6"}, {e + " - red-jacks gbr 3 ?", "JH@E5"},
		{e + " - bible gbgb 2 ADD,?2 40", "ADD@E5 =A1-E5"}, {e + " - standard gb 3 -", "pass"},
		{e + " g=A1-E5 standard gb 1 -", "pass"}, {e + " - standard g 1 7H", "7H@D6"},
		{e + " - standard gb 1 7H,ZZ", "7H@D6"}, {e + " - standard gb 1 -", "Cat: pass"},
		{e + " - standard gb 2 4C,7H", "  Bob:   7H@Z9"}, {e + " - standard gb 1 7H", "7H@D6' #"},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, sit, entry string) {
		_, parseErr := notation.ParseSituation(sit)
		for _, args := range [][]string{
			{"referee", "--color", "never", "--at", sit, "--entry", entry},
			{"moves", "--at", sit},
		} {
			out, stderr, code := run(args...)
			switch {
			case code != 0 && code != 1 && code != 2:
				t.Fatalf("%q: exit %d", args, code)
			case code == 2 && (out != "" || strings.Count(stderr, "\n") != 1):
				t.Fatalf("%q: exit 2 with stdout %q and stderr %q", args, out, stderr)
			case code == 2 && parseErr != nil && !strings.Contains(stderr, "--at: column ") && !strings.Contains(stderr, "--entry"):
				// (An empty entry may be told first.)
				t.Fatalf("%q: the situation does not read (%v), but stderr %q gives no column", args, parseErr, stderr)
			case code != 2 && (out == "" || stderr != ""):
				t.Fatalf("%q: exit %d with stdout %q and stderr %q", args, code, out, stderr)
			}
		}
	})
}
