package match

import (
	"os"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestSendToDeafProcess writes more than a pipe holds to a process that
// never reads: the write gives up at its deadline with a Deaf fault.
func TestSendToDeafProcess(t *testing.T) {
	p, err := startProcess(sleeper(t), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer p.stop(0)
	start := time.Now()
	f := p.send([]byte(strings.Repeat("x", 4<<20)), time.Now().Add(200*time.Millisecond))
	if f == nil || f.Kind != Deaf {
		t.Fatalf("got fault %+v, want %s", f, Deaf)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the write took %v", d)
	}
}

// sleeper is a command that sleeps a minute and never reads: sleep, or on
// Windows, which has no sleep, the test binary as the deaf bot (TestMain
// in testbot_test.go).
func sleeper(t *testing.T) string {
	if runtime.GOOS != "windows" {
		return "sleep 60"
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return `"` + self + `" -seqref.testbot deaf "` + t.TempDir() + `"`
}

// TestExecIn checks which commands replace the shell.
func TestExecIn(t *testing.T) {
	for in, want := range map[string]string{
		"seqref bot greedy":                "exec seqref bot greedy",
		"A=1 B=x/y ./bot --fast":           "A=1 B=x/y exec ./bot --fast",
		"python3 'my bots/a.py'":           "exec python3 'my bots/a.py'",
		"tee log | seqref bot random":      "tee log | seqref bot random",
		"cd bots && ./run":                 "cd bots && ./run",
		`A="two words" ./bot`:              `A="two words" ./bot`,
		"./bot 2>/dev/null":                "./bot 2>/dev/null",
		"java -jar bot.jar $(cat options)": "java -jar bot.jar $(cat options)",
	} {
		if got := execIn(in); got != want {
			t.Errorf("execIn(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestBotName: a name a bot gives is printed as it is, but for control
// characters and bytes that are not UTF-8, shown as ?, and a name longer
// than MaxName characters, cut with an ellipsis.
func TestBotName(t *testing.T) {
	long := strings.Repeat("n", 60000)
	for _, tc := range []struct{ in, want string }{
		{"greedy 1.2 (élan)", "greedy 1.2 (élan)"},
		{"\x1b[31mred\x01bot\t", "?[31mred?bot?"},
		{"a\xffb", "a?b"},
		{long, strings.Repeat("n", MaxName-1) + "…"},
		{strings.Repeat("é", MaxName), strings.Repeat("é", MaxName)},
	} {
		if got := botName(tc.in); got != tc.want {
			t.Errorf("botName(%.40q) = %.80q, want %.80q", tc.in, got, tc.want)
		}
	}
}
