package match_test

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/botinput"
	"github.com/seqref/seqref/internal/match"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/protocol"
)

// The test binary is also every bot the tests need: run with
// SEQREF_TEST_BOT=KIND it plays as that bot instead of running the tests.
// SEQREF_TEST_PIDS names a folder where each bot writes its process id, so
// that a test can look for what survives of its process group;
// SEQREF_TEST_PLACED one where each writes where it runs (placedAs).
// On Windows the kind and the folder come as arguments instead
// (testBotFlag), so that the bot is started without cmd.exe.
func TestMain(m *testing.M) {
	if len(os.Args) == 4 && os.Args[1] == testBotFlag {
		os.Setenv("SEQREF_TEST_BOT", os.Args[2])
		os.Setenv("SEQREF_TEST_PIDS", os.Args[3])
	}
	if kind := os.Getenv("SEQREF_TEST_BOT"); kind != "" {
		if dir := os.Getenv("SEQREF_TEST_PIDS"); dir != "" {
			pid := strconv.Itoa(os.Getpid())
			_ = os.WriteFile(filepath.Join(dir, pid), []byte(pid), 0o644)
		}
		if dir := os.Getenv("SEQREF_TEST_PLACED"); dir != "" {
			pid := strconv.Itoa(os.Getpid())
			_ = os.WriteFile(filepath.Join(dir, pid), []byte(placedAs()), 0o644)
		}
		os.Exit(testBot(kind))
	}
	os.Exit(m.Run())
}

// botCommand is the command that runs the test binary as a bot of kind.
func botCommand(t testing.TB, kind, pids string) string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS == "windows" {
		// A command of one program runs without cmd.exe there, which has
		// no VAR=value prefix: the kind and folder are arguments.
		return fmt.Sprintf(`"%s" %s %s "%s"`, self, testBotFlag, kind, pids)
	}
	return fmt.Sprintf("SEQREF_TEST_BOT=%s SEQREF_TEST_PIDS=%s '%s'", kind, pids, self)
}

// testBotFlag, first of the test binary's arguments, runs it as the bot
// of the kind that follows, writing its process id into the folder after.
const testBotFlag = "-seqref.testbot"

// testBot plays as a bot of kind and returns its exit status.
func testBot(kind string) int {
	if k, seed, ok := strings.Cut(kind, "@"); ok {
		// random@N: the random bot with seed N.
		n, _ := strconv.ParseUint(seed, 10, 64)
		policy, _ := play.PolicyNamed(k)
		if err := bot.Run(os.Stdin, os.Stdout, policy, n); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return 0
	}
	switch kind {
	case "greedy", "random", "logged-random":
		policy, _ := play.PolicyNamed(strings.TrimPrefix(kind, "logged-"))
		// As seqref bot reads: busy-waiting under PlaceSpin.
		in, err := botinput.For(os.Stdin, os.Getenv(match.SpinEnv) == "1")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		var out io.Writer = os.Stdout
		if kind == "logged-random" {
			// What the bot reads and writes, for the session in docs/protocol.md.
			dir := os.Getenv("SEQREF_TEST_PIDS")
			read, _ := os.Create(filepath.Join(dir, "read.log"))
			written, _ := os.Create(filepath.Join(dir, "written.log"))
			in, out = io.TeeReader(in, read), io.MultiWriter(out, written)
		}
		if err := bot.Run(in, out, policy, 1); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return 0
	case "dead-alone", "dead-again", "dead-again-play":
		return deadAloneBot(kind)
	case "deaf":
		// Answers the handshake without reading it, then never reads.
		fmt.Println("bot deaf")
		time.Sleep(time.Hour)
		return 0
	}
	return hostile(kind)
}

// hostile answers the handshake and plays the first legal play until its
// kind of misbehaviour can be shown, then misbehaves.
func hostile(kind string) int {
	if kind == "ignore-end" {
		// A child in the bot's process group, which must not survive it.
		child := exec.Command("sleep", "300")
		_ = child.Start()
	}
	r := protocol.NewReader(os.Stdin)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	turns := 0
	for {
		m, err := r.Next()
		if err != nil {
			return 1
		}
		switch m.Kind {
		case protocol.Hello:
			fmt.Fprintln(w, "bot", kind)
		case protocol.Quit:
			if kind == "ignore-end" {
				time.Sleep(time.Hour) // ignores the end, and quit, and EOF
			}
			return 0
		case protocol.Turn:
			turns++
			answer, ok := misbehave(kind, &m.View, turns)
			if !ok {
				answer = "pass"
				if len(m.View.Plays) > 0 {
					answer = notation.FormatAction(m.View.Plays[0])
				}
			}
			if answer == "" {
				return 0 // misbehaved by itself
			}
			if kind == "chatty" || kind == "garbage" {
				// Info lines before and after the answer, which the
				// referee does not take for answers.
				fmt.Fprintf(w, "info turn %d\ninfo\n", turns)
			}
			fmt.Fprintln(w, answer)
			if kind == "chatty" {
				fmt.Fprintf(w, "info answered turn %d\n", turns)
			}
		}
		w.Flush()
	}
}

// misbehave returns the misbehaving answer of kind for the view, or false
// when the view does not allow it yet. An empty answer means the bot has
// misbehaved without answering.
func misbehave(kind string, v *protocol.View, turns int) (string, bool) {
	layout := engine.StandardLayout
	normal := func(c engine.Card) bool { return engine.StandardRules.Kind(c) == engine.Normal }
	hand, board := v.Situation.Hand.Cards, &v.Situation.Board
	held := map[engine.Card]bool{}
	for _, c := range hand {
		held[c] = true
	}
	first := "pass"
	if len(v.Plays) > 0 {
		first = notation.FormatAction(v.Plays[0])
	}
	for _, c := range hand {
		if !normal(c) {
			continue
		}
		sp := layout.SpacesOf(c)
		switch kind {
		case "corner":
			return c.String() + "@A1", true
		case "wrong-space":
			for s := engine.Space(1); s < engine.NumSpaces; s++ {
				if !s.IsCorner() && layout.Card(s) != c {
					return fmt.Sprintf("%s@%s", c, s), true
				}
			}
		case "occupied":
			for _, s := range sp {
				if board.TeamAt(s) != engine.NoTeam {
					return fmt.Sprintf("%s@%s", c, s), true
				}
			}
		case "wrong-card":
			return fmt.Sprintf("%sx%s", c, sp[0]), true
		case "ambiguous":
			if board.IsOpen(sp[0]) && board.IsOpen(sp[1]) {
				return c.String(), true
			}
		case "not-dead":
			if board.IsOpen(sp[0]) && len(v.Plays) > 0 && v.Plays[0].Card != c {
				return fmt.Sprintf("dead %s; %s", c, first), true
			}
		}
	}
	switch kind {
	case "not-in-hand":
		for c := engine.Card(1); c < engine.NumCards; c++ {
			if normal(c) && !held[c] {
				return fmt.Sprintf("%s@%s", c, layout.SpacesOf(c)[0]), true
			}
		}
	case "nothing-held":
		// A dead card and a play, neither held: nothing leaves the hand and
		// nothing is drawn for them.
		var unheld []engine.Card
		for c := engine.Card(1); c < engine.NumCards && len(unheld) < 2; c++ {
			if normal(c) && !held[c] {
				unheld = append(unheld, c)
			}
		}
		return fmt.Sprintf("dead %s; %s@%s", unheld[0], unheld[1], layout.SpacesOf(unheld[1])[0]), true
	case "pass-playable":
		return "pass", len(v.Plays) > 0
	case "turn-shape":
		return "pass pass", true
	case "dead-twice":
		if len(hand) >= 3 && len(v.Plays) > 0 {
			return fmt.Sprintf("dead %s dead %s %s", hand[1], hand[2], first), true
		}
	case "claim":
		if len(v.Plays) > 0 && v.Plays[0].Kind == engine.Place {
			return first + " =A1-E5", true
		}
	case "garbage":
		return "I resign, good game", true
	case "sleep":
		time.Sleep(time.Hour)
	case "exit":
		if turns == 3 {
			fmt.Fprintln(os.Stderr, "bot: something went wrong")
			os.Exit(3)
		}
	case "junk":
		junk := strings.Repeat("junk ", 1<<20) // 5 MB on one line
		fmt.Print(junk)
		return "", true
	case "junk-lines":
		for i := 0; i < 200_000; i++ {
			fmt.Println("thinking very hard about it")
		}
		return "", true
	case "close":
		os.Stdout.Close()
		time.Sleep(time.Hour)
	}
	return "", false
}
